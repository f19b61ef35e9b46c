import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_TENANT_ID } from '../../db/seed/demo-ids.js';
import { startSmtp } from '../../test/smtp.js';
import { useTestApp } from '../../test/test-app.js';
import { CLINIC_NIF, useInvoicingFixture } from './invoicing.test-helpers.js';

let smtp: Awaited<ReturnType<typeof startSmtp>>;
beforeAll(async () => {
  smtp = await startSmtp();
});
afterAll(() => smtp.close());

const t = useTestApp({ env: () => ({ SMTP_URL: smtp.url }) });
const f = useInvoicingFixture(t);
const { api } = f;

const pdfText = (bytes: Buffer) => {
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'doc-')), 'doc.pdf');
  fs.writeFileSync(file, bytes);
  return execFileSync('pdftotext', ['-layout', file, '-'], { encoding: 'utf8' });
};

describe('the PDF and the e-mail of a document', () => {
  it('prints an issued document (the issuer as it was when issued) and refuses a draft', async () => {
    const draft = await f.draft({ lines: [f.freeLine(4500, 'Consulta de avaliação')] });
    const refused = await api('POST', `/api/v1/invoicing-documents/${draft.id}/generate-pdf`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toBe('Um rascunho não é um documento fiscal e não tem PDF');

    const doc = await f.issue(draft.id);
    // A later change of address never reaches a document already issued.
    expect(
      (
        await api(
          'PUT',
          `/api/v1/tenants/${DEMO_TENANT_ID}/invoicing`,
          f.settings({ address: 'Rua Nova, 1' }),
        )
      ).statusCode,
    ).toBe(200);
    const res = await api('POST', `/api/v1/invoicing-documents/${doc.id}/generate-pdf`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    const text = pdfText(res.rawPayload);
    for (const expected of [
      doc.invoice_no!,
      `ATCUD: ${doc.atcud}`,
      `NIF ${CLINIC_NIF}`,
      'Rua de Santa Catarina, 312',
      'Consulta de avaliação',
      `${doc.hash_control}-Processado por programa não certificado`,
    ])
      expect(text).toContain(expected);
    expect(text).not.toContain('Rua Nova');

    // The patient downloads their own; another patient's: 404.
    expect(
      (await api('POST', `/api/v1/invoicing-documents/${doc.id}/generate-pdf`, undefined, f.paciente))
        .statusCode,
    ).toBe(200);
    const others = await f.issue(
      (await f.draft({ patient_id: f.fx.otherPatientId, lines: [f.freeLine(100)] })).id,
    );
    expect(
      (await api('POST', `/api/v1/invoicing-documents/${others.id}/generate-pdf`, undefined, f.paciente))
        .statusCode,
    ).toBe(404);
  });

  it('e-mails the PDF over SMTP, to the patient or the address given; never a draft', async () => {
    const doc = await f.issue((await f.draft({ lines: [f.freeLine(3500)] })).id);
    const res = await api('POST', '/api/v1/invoicing-documents/send-by-email', {
      document_id: doc.id,
      email: 'contabilidade@exemplo.pt',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ sent_to: 'contabilidade@exemplo.pt' });
    const mail = await smtp.waitFor((m) => m.to === 'contabilidade@exemplo.pt');
    expect(mail.subject).toContain(doc.invoice_no!);
    expect(mail.attachments).toHaveLength(1);
    expect(mail.attachments[0]!.content.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pdfText(mail.attachments[0]!.content)).toContain(doc.atcud!);

    const draft = await f.draft({ lines: [f.freeLine(100)] });
    const refused = await api('POST', '/api/v1/invoicing-documents/send-by-email', {
      document_id: draft.id,
      email: 'x@exemplo.pt',
    });
    expect(refused.statusCode).toBe(409);
    const bad = await api('POST', '/api/v1/invoicing-documents/send-by-email', {
      document_id: doc.id,
      email: 'não é e-mail',
    });
    expect([bad.statusCode, Object.keys(bad.json().error.fields)]).toEqual([400, ['email']]);
    expect(
      (await api('POST', '/api/v1/invoicing-documents/send-by-email', { document_id: doc.id }, f.paciente))
        .statusCode,
    ).toBe(403);
  });
});

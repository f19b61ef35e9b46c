import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { documentTotals, exemptionText, lineGrossCents, taxSummary } from '@clinica/contracts/invoicing-tax';
import { FINAL_CONSUMER_NIF, type InvoicingDocument } from '@clinica/contracts/invoicing';
import { hashControl, qrPayload } from '@clinica/contracts/invoicing-signature';
import { loadConfig } from '../../config.js';
import type { Database } from '../../db/client.js';
import { tenants } from '../../db/schema.js';
import { DEMO_TENANT_ID } from '../../db/seed/demo-ids.js';
import { systemClock } from '../../lib/clock.js';
import { createMailer, type Mailer } from '../../jobs/mail-delivery.js';
import { getMessage } from '../mail/mail.repository.js';
import { openTestDatabase } from '../../test/test-app.js';
import { startSmtp } from '../../test/smtp.js';
import { renderDocumentPdf, type DocumentIssuer } from './document-pdf.js';
import { DOCUMENT_EMAIL_KIND, sendDocumentByEmail } from './document-mail.js';

const issuer: DocumentIssuer = {
  fiscal_name: 'Clínica Demo, Lda.',
  nif: '509876540',
  address: 'Rua da Conceição, 12',
  postal_code: '1100-150',
  city: 'Lisboa',
  tax_region: 'PT',
  legal_form: 'individual',
  share_capital_cents: null,
  registry_office: null,
  registration_number: null,
};

/** An issued FT of one exempt consultation, its fiscal fields from the contract's helpers. */
function issuedFt(over: Partial<InvoicingDocument> = {}): InvoicingDocument {
  const base = { quantity: 1, unit_price_cents: 4500, discount_percent: 0 };
  const lines = [
    {
      id: randomUUID(),
      position: 1,
      appointment_id: null,
      service_id: null,
      description: 'Consulta de fisioterapia',
      ...base,
      vat_rate_percent: null,
      tax_exemption_code: 'M07',
      tax_exemption_text: exemptionText('M07'),
      service_date: '2026-03-12',
      gross_cents: lineGrossCents(base),
      credited_line_id: null,
      creditable_quantity: 1,
      creditable_cents: lineGrossCents(base),
      credits_amount: false,
    },
  ];
  const summary = taxSummary(lines);
  const totals = documentTotals(summary);
  const hash = hashControl('AbCdEfGhIjKlMnOpQrStUvWxYz0123456789');
  const type = over.type ?? 'FT';
  const invoiceNo = over.invoice_no ?? 'FT 2026A/17';
  return {
    id: randomUUID(),
    type,
    provider: 'clinica',
    status: 'N',
    series: '2026A',
    number: 17,
    invoice_no: invoiceNo,
    atcud: 'AAJFJ9VC-17',
    invoice_date: '2026-03-12',
    system_entry_date: '2026-03-12T10:00:00',
    patient: { id: randomUUID(), name: 'Conceição Gonçalves' },
    insurer: null,
    issuer: null,
    customer: {
      nif: FINAL_CONSUMER_NIF,
      name: 'Conceição Gonçalves',
      address: null,
      postal_code: null,
      city: null,
    },
    notes: null,
    lines,
    tax_summary: summary,
    ...totals,
    hash_control: hash,
    key_version: 1,
    qr_payload: qrPayload({
      issuerNif: issuer.nif!,
      customerNif: FINAL_CONSUMER_NIF,
      customerCountry: 'PT',
      type,
      status: over.status ?? 'N',
      invoiceDate: '2026-03-12',
      invoiceNo,
      atcud: 'AAJFJ9VC-17',
      region: 'PT',
      summary,
      grossCents: totals.gross_cents,
      taxCents: totals.tax_cents,
      hashControl: hash,
      certificateNumber: '0',
    }),
    credited_document: null,
    credit_reason: null,
    credit_notes: [],
    cancellable: true,
    cancel_refusal: null,
    payments: [],
    cancel_reason: null,
    cancelled_at: null,
    archived_at: null,
    issued_by: null,
    created_at: '2026-03-12T10:00:00.000Z',
    updated_at: '2026-03-12T10:00:00.000Z',
    ...over,
  };
}

const silent = { info() {}, warn() {}, error() {} };
let smtp: Awaited<ReturnType<typeof startSmtp>>;
let database: Database;
let drop: () => Promise<void>;
let mailer: Mailer;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'document-mail-'));

beforeAll(async () => {
  smtp = await startSmtp();
  ({ database, drop } = await openTestDatabase());
  const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, LOG_LEVEL: 'silent', SMTP_URL: smtp.url });
  mailer = createMailer({ config, database, clock: systemClock, log: silent });
  // A clinic still in its free trial: a fiscal document is transactional and goes out all the same.
  await database.withTenant(DEMO_TENANT_ID, (tx) =>
    tx
      .update(tenants)
      .set({ subscriptionStatus: 'trialing', trialEndsAt: new Date(Date.now() + 14 * 86_400_000) })
      .where(eq(tenants.id, DEMO_TENANT_ID)),
  );
});
afterAll(async () => {
  await mailer.idle();
  await drop();
  await smtp.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});
beforeEach(() => {
  smtp.mails.length = 0;
});

const message = (id: string) => database.withTenant(DEMO_TENANT_ID, (tx) => getMessage(tx, id));

describe('sendDocumentByEmail', () => {
  it('e-mails the patient the document’s PDF over SMTP, with a pt-PT subject and greeting, during the trial', async () => {
    const doc = issuedFt();
    const pdf = await renderDocumentPdf(doc, issuer, { clinicName: 'Clínica Demo', copy: 1 });
    const { messageId } = await sendDocumentByEmail(
      { database, mailer },
      {
        tenantId: DEMO_TENANT_ID,
        to: 'conceicao@exemplo.pt',
        patientFirstName: 'Conceição',
        clinicName: 'Clínica Demo',
        doc,
        pdf,
      },
    );
    const mail = await smtp.waitFor((m) => m.to === 'conceicao@exemplo.pt');
    expect(mail.subject).toBe('Fatura FT 2026A/17 — Clínica Demo');
    expect(mail.text).toContain('Olá Conceição,');
    expect(mail.text).toContain('Enviamos em anexo a fatura FT 2026A/17, de 12/03/2026, no valor de 45,00');
    expect(mail.text).toContain('Clínica Demo');
    expect(mail.text).not.toContain('anulado');
    expect(mail.html).toContain('Olá Conceição,');
    expect(mail.attachments).toHaveLength(1);
    const [attachment] = mail.attachments;
    expect(attachment!.filename).toBe('FT_2026A_17.pdf');
    expect(attachment!.contentType).toBe('application/pdf');
    expect(attachment!.content.subarray(0, 5).toString()).toBe('%PDF-');
    expect(attachment!.content.equals(pdf)).toBe(true);

    await mailer.idle();
    expect(await message(messageId)).toMatchObject({
      kind: DOCUMENT_EMAIL_KIND,
      recipient: 'conceicao@exemplo.pt',
      subject: 'Fatura FT 2026A/17 — Clínica Demo',
      status: 'sent',
    });
  });

  it('names a credit note as such, and says when the document was cancelled', async () => {
    const nc = issuedFt({
      type: 'NC',
      invoice_no: 'NC 2026A/2',
      status: 'A',
      cancel_reason: 'Emitida por engano',
      credited_document: { id: randomUUID(), invoice_no: 'FT 2026A/17' },
      credit_reason: 'Sessão não realizada',
    });
    const pdf = await renderDocumentPdf(nc, issuer, { clinicName: 'Clínica Demo', copy: 1 });
    await sendDocumentByEmail(
      { database, mailer },
      {
        tenantId: DEMO_TENANT_ID,
        to: 'nc@exemplo.pt',
        patientFirstName: 'Conceição',
        clinicName: 'Clínica Demo',
        doc: nc,
        pdf,
      },
    );
    const mail = await smtp.waitFor((m) => m.to === 'nc@exemplo.pt');
    expect(mail.subject).toBe('Nota de crédito NC 2026A/2 — Clínica Demo');
    expect(mail.text).toContain('Enviamos em anexo a nota de crédito NC 2026A/2');
    expect(mail.text).toContain('este documento foi anulado');
    expect(mail.attachments.map((a) => a.filename)).toEqual(['NC_2026A_2.pdf']);
  });

  it('refuses a draft: nothing is queued or sent', async () => {
    const draft = issuedFt({ status: 'D', invoice_no: null, atcud: null, invoice_date: null });
    await expect(
      sendDocumentByEmail(
        { database, mailer },
        {
          tenantId: DEMO_TENANT_ID,
          to: 'draft@exemplo.pt',
          patientFirstName: 'Conceição',
          clinicName: 'Clínica Demo',
          doc: draft,
          pdf: Buffer.from('%PDF-'),
        },
      ),
    ).rejects.toThrow('Um rascunho não é um documento fiscal');
    await mailer.idle();
    expect(smtp.mails).toEqual([]);
  });

  it('without SMTP_URL logs the message with its attachment and keeps it (embedded demo)', async () => {
    const logged: string[] = [];
    const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, LOG_LEVEL: 'silent' });
    const offline = createMailer({
      config,
      database,
      clock: systemClock,
      log: { ...silent, info: (_: unknown, msg?: string) => void logged.push(msg ?? '') },
    });
    const doc = issuedFt();
    const pdf = await renderDocumentPdf(doc, issuer, { clinicName: 'Clínica Demo', copy: 1 });
    const { messageId } = await sendDocumentByEmail(
      { database, mailer: offline },
      {
        tenantId: DEMO_TENANT_ID,
        to: 'offline@exemplo.pt',
        patientFirstName: 'Conceição',
        clinicName: 'Clínica Demo',
        doc,
        pdf,
      },
    );
    await offline.idle();
    expect(logged.join('\n')).toContain(`[anexo: FT_2026A_17.pdf, ${pdf.length} bytes]`);
    expect((await message(messageId))?.status).toBe('logged');
    expect(smtp.mails).toEqual([]);
  });
});

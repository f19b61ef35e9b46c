import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client.js';
import { DEMO_TENANT_ID } from '../../db/seed/demo-ids.js';
import { startSmtp } from '../../test/smtp.js';
import { useTestApp } from '../../test/test-app.js';
import { CLINIC_NIF, useInvoicingFixture } from './invoicing.test-helpers.js';
import { expectAtcudPlacement, readPdf } from './pdf-reading.test-helpers.js';

/**
 * What a printed document says of itself through the API (issue 37): «Original» on the first copy that
 * goes out (print, download or e-mail) and «2.ª via» on every later one, counted in the database; a
 * company's mentions as they were when the document was issued; the ATCUD on every page's header and
 * above the QR code.
 */
let smtp: Awaited<ReturnType<typeof startSmtp>>;
beforeAll(async () => {
  smtp = await startSmtp();
});
afterAll(() => smtp.close());

const t = useTestApp({ env: () => ({ SMTP_URL: smtp.url }) });
const f = useInvoicingFixture(t);
const { api } = f;

const company = {
  legal_form: 'lda',
  share_capital_cents: 1_500_000,
  registry_office: 'Conservatória do Registo Comercial do Porto',
  registration_number: CLINIC_NIF,
};

const print = async (id: string, cookie?: string) => {
  const res = await api('POST', `/api/v1/invoicing-documents/${id}/generate-pdf`, undefined, cookie);
  expect(res.statusCode, res.body).toBe(200);
  return readPdf(res.rawPayload);
};

/** How many copies of the document have gone out, as the database counts them. */
const copies = async (documentId: string) =>
  (
    await t.database.withTenant(DEMO_TENANT_ID, (tx) =>
      queryRows<{ copies: number }>(
        tx,
        sql`select copies from fiscal_copies where document_id = ${documentId}`,
      ),
    )
  )[0]?.copies;

describe('copies of a document (CIVA art. 36.º n.º 3)', () => {
  it('prints «Original» first, then «2.ª via» on every later print or download, never «Original» again', async () => {
    const doc = await f.issue((await f.draft({ lines: [f.freeLine(4500)] })).id);
    expect(await copies(doc.id)).toBeUndefined();
    const first = (await print(doc.id)).text();
    expect(first).toContain('Original');
    expect(first).not.toContain('2.ª via');
    for (const cookie of [undefined, f.paciente, undefined]) {
      const again = (await print(doc.id, cookie)).text();
      expect(again).toContain('2.ª via');
      expect(again).not.toContain('Original');
    }
    expect(await copies(doc.id)).toBe(4);
  });

  it('an e-mail is the first copy: the attachment says «Original» and a later print «2.ª via»', async () => {
    // A patient without an e-mail address.
    const created = await api('POST', '/api/v1/users/patients', {
      first_name: 'Rita',
      surname: 'Campos Lopes',
    });
    expect(created.statusCode, created.body).toBe(201);
    const doc = await f.issue(
      (await f.draft({ patient_id: created.json().id, lines: [f.freeLine(3000)] })).id,
    );
    // Refused (no address): nothing went out, nothing counted.
    const noAddress = await api('POST', '/api/v1/invoicing-documents/send-by-email', { document_id: doc.id });
    expect(noAddress.statusCode).toBe(400);
    expect(await copies(doc.id)).toBeUndefined();

    const sent = await api('POST', '/api/v1/invoicing-documents/send-by-email', {
      document_id: doc.id,
      email: 'contabilidade@exemplo.pt',
    });
    expect(sent.statusCode, sent.body).toBe(200);
    const mail = await smtp.waitFor(
      (m) => m.to === 'contabilidade@exemplo.pt' && m.subject.includes(doc.invoice_no!),
    );
    expect(readPdf(mail.attachments[0]!.content).text()).toContain('Original');
    const printed = (await print(doc.id)).text();
    expect(printed).toContain('2.ª via');
    expect(printed).not.toContain('Original');
  });

  it('two prints at once make one original', async () => {
    const doc = await f.issue((await f.draft({ lines: [f.freeLine(2000)] })).id);
    const texts = (
      await Promise.all([1, 2].map(() => api('POST', `/api/v1/invoicing-documents/${doc.id}/generate-pdf`)))
    ).map((res) => readPdf(res.rawPayload).text());
    expect(texts.filter((text) => text.includes('Original'))).toHaveLength(1);
    expect(texts.filter((text) => text.includes('2.ª via'))).toHaveLength(1);
  });
});

describe('the issuer on a printed document', () => {
  it('a company’s mentions (CSC art. 171.º) as they were when issued; a later change never reaches it', async () => {
    const put = (extra: object) =>
      api('PUT', `/api/v1/tenants/${DEMO_TENANT_ID}/invoicing`, f.settings(extra));
    expect((await put(company)).statusCode).toBe(200);
    try {
      const doc = await f.issue((await f.draft({ lines: [f.freeLine(4500)] })).id);
      expect(doc.issuer).toMatchObject(company);
      const text = (await print(doc.id)).text();
      for (const expected of [
        'Sociedade por quotas · Capital social 15 000,00 €',
        'Conservatória do Registo Comercial do Porto',
        `Matrícula e NIPC n.º ${CLINIC_NIF}`,
      ])
        expect(text).toContain(expected);

      // The clinic becomes an S.A. with more capital: the document keeps what it was issued with.
      expect((await put({ ...company, legal_form: 'sa', share_capital_cents: 5_000_000 })).statusCode).toBe(
        200,
      );
      const reprint = (await print(doc.id)).text();
      expect(reprint).toContain('Sociedade por quotas · Capital social 15 000,00 €');
      expect(reprint).not.toContain('Sociedade anónima');
      // …in the database too: the issuer's mentions are fiscal fields of an issued document.
      await expect(
        t.asOwner(
          sql`update invoicing_documents set issuer_share_capital_cents = 1 where id = ${doc.id}`,
          DEMO_TENANT_ID,
        ),
      ).rejects.toThrow();
    } finally {
      await put({});
    }
    // An individual's document: none.
    const own = await f.issue((await f.draft({ lines: [f.freeLine(4500)] })).id);
    expect((await print(own.id)).text()).not.toMatch(/Capital social|Conservatória|Matrícula/);
  });

  it('a document of two pages: the ATCUD in each page’s header and immediately above the QR code', async () => {
    const lines = Array.from({ length: 40 }, (_, i) =>
      f.freeLine(3500 + i, `Sessão de fisioterapia n.º ${i + 1}`),
    );
    const doc = await f.issue((await f.draft({ lines })).id);
    const r = await print(doc.id);
    expect(r.pages).toBe(2);
    expectAtcudPlacement(r, doc.atcud!);
    expect(r.qrCodes(r.pages)).toEqual([doc.qr_payload]);
  });
});

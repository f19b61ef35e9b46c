import { sql } from 'drizzle-orm';
import iconv from 'iconv-lite';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client.js';
import { DEMO_TENANT_ID } from '../../db/seed/demo-ids.js';
import { useTestApp } from '../../test/test-app.js';
import { usePaymentsFixture } from '../payments/payments.test-helpers.js';
import { validateSaft } from './saft-schema.js';
import { PRODUCER_NIF, blocks, value } from './saft.test-helpers.js';

// A certified program (INVOICE_CERTIFICATE_NUMBER set): the file carries each document's signature and
// key version, and the export checks them (saft.test.ts covers the uncertified file, Hash "0").
const t = useTestApp({
  env: () => ({ SOFTWARE_PRODUCER_NIF: PRODUCER_NIF, INVOICE_CERTIFICATE_NUMBER: '9999' }),
});
const f = usePaymentsFixture(t);

const hashOf = async (id: string) =>
  (
    await t.database.withTenant(DEMO_TENANT_ID, (tx) =>
      queryRows<{ hash: string }>(tx, sql`select hash from invoicing_documents where id = ${id}`),
    )
  )[0]!.hash;

describe('the SAF-T (PT) file of a certified program', () => {
  it('carries the real Hash and the key version, and refuses a signature altered behind the application', async () => {
    const first = await f.issued(2500);
    const second = await f.issued(4000);
    const [year, month] = f.state.today.split('-').map(Number) as [number, number];
    const exportMonth = () => f.api('GET', `/api/v1/saft?year=${year}&month=${month}`);

    const res = await exportMonth();
    expect(res.statusCode, res.body).toBe(200);
    expect(await validateSaft(res.rawPayload)).toEqual([]);
    const xml = iconv.decode(res.rawPayload, 'win1252');
    expect(value(xml, 'SoftwareCertificateNumber')).toBe('9999');
    for (const doc of [first, second]) {
      const invoice = blocks(xml, 'Invoice').find((i) => value(i, 'InvoiceNo') === doc.invoice_no)!;
      const hash = await hashOf(doc.id);
      expect(value(invoice, 'Hash')).toBe(hash);
      expect(hash.length).toBeGreaterThan(100);
      expect(value(invoice, 'HashControl')).toBe(String(doc.key_version));
      expect(doc.key_version).toBeGreaterThan(0);
    }

    // The first document's signature altered behind the application: the export names it (its signature
    // no longer verifies) and the next one in the series (its PreviousHash is no longer the first's Hash).
    const original = await hashOf(first.id);
    const forged = `${original.slice(0, -4)}AAA=`;
    await t.asOwner(sql`alter table invoicing_documents disable trigger invoicing_documents_issued_is_final`);
    try {
      await t.asOwner(
        sql`update invoicing_documents set hash = ${forged} where id = ${first.id}`,
        DEMO_TENANT_ID,
      );
      const refused = await exportMonth();
      expect(refused.statusCode).toBe(422);
      expect(refused.json().error.details.problems).toEqual([
        { document: first.invoice_no, rule: 'a assinatura (Hash) não corresponde aos dados do documento' },
        { document: second.invoice_no, rule: 'a assinatura anterior não é a do documento anterior da série' },
      ]);
    } finally {
      await t.asOwner(
        sql`update invoicing_documents set hash = ${original} where id = ${first.id}`,
        DEMO_TENANT_ID,
      );
      await t.asOwner(
        sql`alter table invoicing_documents enable trigger invoicing_documents_issued_is_final`,
      );
    }
    expect((await exportMonth()).statusCode).toBe(200);
  });
});

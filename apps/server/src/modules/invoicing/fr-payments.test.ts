import iconv from 'iconv-lite';
import { describe, expect, it } from 'vitest';
import type { InvoicingDocument } from '@clinica/contracts/invoicing';
import type { PaymentList } from '@clinica/contracts/payments';
import { useTestApp } from '../../test/test-app.js';
import { pdfText, usePaymentsFixture } from '../payments/payments.test-helpers.js';
import { validateSaft } from '../saft/saft-schema.js';
import { PRODUCER_NIF, blocks, value, values } from '../saft/saft.test-helpers.js';

/** Issue 38 item 3: an FR says how it was paid — on issuing, on its PDF, in SAF-T and in the payments list. */
const t = useTestApp({ env: () => ({ SOFTWARE_PRODUCER_NIF: PRODUCER_NIF }) });
const f = usePaymentsFixture(t);
const { api } = f;

/** Today's payments list: its money totals (summed over a closed date range). */
const todays = async () =>
  (await api('GET', `/api/v1/payments?page_size=1&from=${f.state.today}&to=${f.state.today}`).then((r) =>
    r.json(),
  )) as PaymentList;
const issueRes = (id: string, body: object) => api('POST', `/api/v1/invoicing-documents/${id}/issue`, body);

describe('an FR paid by several methods', () => {
  it('records its methods, prints them, writes them to SAF-T (valid against the XSD) and counts them in the payments list', async () => {
    const before = await todays();
    const draft = await f.draft({ type: 'FR', lines: [f.freeLine(5000, 'Sessão de fisioterapia')] });
    const fr = await f.issue(draft.id, {
      payments: [
        { method: 'mb', amount_cents: 3000 },
        { method: 'cash', amount_cents: 2000 },
      ],
    });
    expect(fr.payments).toEqual([
      { method: 'cash', amount_cents: 2000 },
      { method: 'mb', amount_cents: 3000 },
    ]);
    const again = (await api('GET', `/api/v1/invoicing-documents/${fr.id}`).then((r) =>
      r.json(),
    )) as InvoicingDocument;
    expect(again.payments).toEqual(fr.payments);

    // The PDF: each method and its amount under the total.
    const pdf = await api('POST', `/api/v1/invoicing-documents/${fr.id}/generate-pdf`);
    expect(pdf.statusCode).toBe(200);
    const text = pdfText(pdf.rawPayload);
    expect(text).toMatch(/Pago em numerário\s+20,00\s*€/);
    expect(text).toMatch(/Pago em multibanco\s+30,00\s*€/);

    // SAF-T: DocumentTotals/Payment, one per method, dated on the FR; the file validates against the XSD.
    const [year, month] = f.state.today.split('-').map(Number) as [number, number];
    const res = await api('GET', `/api/v1/saft?year=${year}&month=${month}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(await validateSaft(res.rawPayload)).toEqual([]);
    const xml = iconv.decode(res.rawPayload, 'win1252');
    const invoice = blocks(xml, 'Invoice').find((b) => value(b, 'InvoiceNo') === fr.invoice_no)!;
    const totals = blocks(invoice, 'DocumentTotals')[0]!;
    expect(values(totals, 'PaymentMechanism')).toEqual(['NU', 'MB']);
    expect(values(totals, 'PaymentAmount')).toEqual(['20.00', '30.00']);
    expect(values(totals, 'PaymentDate')).toEqual([fr.invoice_date, fr.invoice_date]);

    // The payments list's totals: the money taken with FRs, per method.
    const after = await todays();
    const taken = (l: PaymentList, m: string) =>
      l.totals!.invoice_receipts.by_method.find((x) => x.method === m)?.amount_cents ?? 0;
    expect(
      after.totals!.invoice_receipts.received_cents - before.totals!.invoice_receipts.received_cents,
    ).toBe(5000);
    expect(taken(after, 'mb') - taken(before, 'mb')).toBe(3000);
    expect(taken(after, 'cash') - taken(before, 'cash')).toBe(2000);
  });

  it('an advance FR says its payment’s method, and is not counted twice in the list', async () => {
    const before = await todays();
    const p = await f.pay({ amount_cents: 4000, method: 'bank_transfer', advance: true });
    const advance = (await api('GET', `/api/v1/invoicing-documents/${p.advance!.id}`).then((r) =>
      r.json(),
    )) as InvoicingDocument;
    expect(advance.payments).toEqual([{ method: 'bank_transfer', amount_cents: 4000 }]);
    const after = await todays();
    expect(after.totals!.invoice_receipts.received_cents).toBe(
      before.totals!.invoice_receipts.received_cents,
    );
    expect(after.totals!.received_cents - before.totals!.received_cents).toBe(4000);
  });

  it('refuses methods that do not add up, a method that moves no money, a repeated one, and methods on an FT — naming the field, using no number', async () => {
    const draft = await f.draft({ type: 'FR', lines: [f.freeLine(5000)] });
    const ft = await f.draft({ type: 'FT', lines: [f.freeLine(5000)] });
    const fr0 = (await f.footprint()).fr;
    const cases: [string, object, string][] = [
      [draft.id, { payments: [{ method: 'cash', amount_cents: 4999 }] }, 'payments'],
      [
        draft.id,
        {
          payments: [
            { method: 'cash', amount_cents: 3000 },
            { method: 'mb', amount_cents: 3000 },
          ],
        },
        'payments',
      ],
      [draft.id, { payments: [{ method: 'current_account', amount_cents: 5000 }] }, 'payments.0.method'],
      [draft.id, { payments: [{ method: 'balance_compensation', amount_cents: 5000 }] }, 'payments.0.method'],
      [
        draft.id,
        {
          payments: [
            { method: 'cash', amount_cents: 2500 },
            { method: 'cash', amount_cents: 2500 },
          ],
        },
        'payments.1.method',
      ],
      [draft.id, { payments: [{ method: 'cash', amount_cents: 0 }] }, 'payments.0.amount_cents'],
      [ft.id, { payments: [{ method: 'cash', amount_cents: 5000 }] }, 'payments'],
    ];
    for (const [id, body, field] of cases) {
      const res = await issueRes(id, body);
      expect(res.statusCode, res.body).toBe(400);
      expect(Object.keys(res.json().error.fields ?? {}), res.body).toEqual([field]);
    }
    expect((await f.footprint()).fr).toBe(fr0);
    const still = (await api('GET', `/api/v1/invoicing-documents/${draft.id}`).then((r) =>
      r.json(),
    )) as InvoicingDocument;
    expect(still.status).toBe('D');
    expect(still.payments).toEqual([]);
  });
});

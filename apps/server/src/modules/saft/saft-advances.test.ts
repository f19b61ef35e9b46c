import iconv from 'iconv-lite';
import { beforeAll, describe, expect, it } from 'vitest';
import type { InvoicingDocument } from '@clinica/contracts/invoicing';
import { paymentMessages } from '@clinica/contracts/payments';
import { useTestApp } from '../../test/test-app.js';
import { usePaymentsFixture } from '../payments/payments.test-helpers.js';
import { validateSaft } from './saft-schema.js';
import { PRODUCER_NIF, blocks, cents, value, values } from './saft.test-helpers.js';

/**
 * Decision 032 in the month's SAF-T (PT): an advance and its use count the service once — the FR
 * «Adiantamento», the FTs it pays and the NCs regularising it leave the services rendered as the sales —
 * and an NC for an amount of a line (a discount agreed after the fact) is one line of 1 × the amount.
 */
const t = useTestApp({ env: () => ({ SOFTWARE_PRODUCER_NIF: PRODUCER_NIF }) });
const f = usePaymentsFixture(t);

const sales = { ft: [] as InvoicingDocument[], discount: null as InvoicingDocument | null };

beforeAll(async () => {
  // The portal patient leaves 100 € in advance, then two sessions are invoiced and paid from it.
  await f.pay({ amount_cents: 10000, method: 'cash', advance: true });
  for (const cents of [6000, 4000]) {
    const ft = await f.issued(cents);
    sales.ft.push(ft);
    await f.pay({
      amount_cents: cents,
      method: 'balance_compensation',
      allocations: [{ document_id: ft.id, amount_cents: cents }],
    });
  }
  // Three products at 23 %, then 5 € off one line agreed after the fact.
  const products = await f.issue(
    (await f.draft({ lines: [{ service_id: f.fx.productService, quantity: 3 }] })).id,
  );
  sales.ft.push(products);
  sales.discount = await f.issue(
    (
      await f.draft({
        type: 'NC',
        credited_document_id: products.id,
        credit_reason: 'Desconto acordado',
        credit_lines: [{ credited_line_id: products.lines[0]!.id, amount_cents: 500 }],
      })
    ).id,
  );
});

describe('a month with an advance and its use', () => {
  it('counts the services once: sales (credit − debit) are the FTs less the discount, and the file is valid', async () => {
    const [year, month] = f.state.today.split('-').map(Number);
    const res = await f.api('GET', `/api/v1/saft?year=${year}&month=${month}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(await validateSaft(res.rawPayload)).toEqual([]);
    const xml = iconv.decode(res.rawPayload, 'win1252');
    const salesBlock = blocks(xml, 'SalesInvoices')[0]!;
    const rendered = sales.ft.reduce((s, d) => s + d.net_cents, 0) - sales.discount!.net_cents;
    expect(
      cents(value(salesBlock, 'TotalCredit')!) - cents(value(salesBlock, 'TotalDebit')!),
      'sales = services rendered',
    ).toBe(rendered);

    // The regularisations: NCs of the advance FR, for what each use took, with their reference and reason.
    const invoices = blocks(salesBlock, 'Invoice');
    const fr = invoices.find((i) => value(i, 'InvoiceType') === 'FR')!;
    const regularisations = invoices.filter(
      (i) =>
        value(i, 'InvoiceType') === 'NC' && i.includes(`<Reference>${value(fr, 'InvoiceNo')}</Reference>`),
    );
    expect(regularisations.map((i) => value(i, 'DebitAmount'))).toEqual(['60.00', '40.00']);
    for (const nc of regularisations)
      expect(values(nc, 'Reason')).toContain(paymentMessages.regularisationReason);
    expect(cents(value(fr, 'CreditAmount')!)).toBe(10000);
  });

  it('writes an NC for an amount as 1 × the amount without VAT, at the line’s rate, referencing the FT', async () => {
    const [year, month] = f.state.today.split('-').map(Number);
    const xml = iconv.decode(
      (await f.api('GET', `/api/v1/saft?year=${year}&month=${month}`)).rawPayload,
      'win1252',
    );
    const nc = blocks(xml, 'Invoice').find((i) =>
      i.includes(`<InvoiceNo>${sales.discount!.invoice_no}</InvoiceNo>`),
    )!;
    const line = blocks(nc, 'Line')[0]!;
    // 5,00 € with 23 % VAT: 4,07 € without it.
    expect(value(line, 'Quantity')).toBe('1');
    expect(value(line, 'UnitPrice')).toBe('4.07');
    expect(value(line, 'DebitAmount')).toBe('4.07');
    expect(value(line, 'TaxPercentage')).toBe('23');
    expect(value(line, 'Reference')).toBe(sales.ft[2]!.invoice_no);
    expect(value(nc, 'GrossTotal')).toBe('5.00');
  });
});

import { sql } from 'drizzle-orm';
import iconv from 'iconv-lite';
import { beforeAll, describe, expect, it } from 'vitest';
import type { InvoicingDocument } from '@clinica/contracts/invoicing';
import { queryRows } from '../../db/client.js';
import { DEMO_TENANT_ID } from '../../db/seed/demo-ids.js';
import { useTestApp } from '../../test/test-app.js';
import { CLINIC_NIF } from '../invoicing/invoicing.test-helpers.js';
import { usePaymentsFixture } from '../payments/payments.test-helpers.js';
import { validateSaft } from './saft-schema.js';
import { PRODUCER_NIF, blocks, cents, sumOf, value, values } from './saft.test-helpers.js';

const t = useTestApp({ env: () => ({ SOFTWARE_PRODUCER_NIF: PRODUCER_NIF }) });
const f = usePaymentsFixture(t);

async function exportMonth(year: number, month: number, cookie?: string) {
  return f.api('GET', `/api/v1/saft?year=${year}&month=${month}`, undefined, cookie);
}

const dbRows = <T>(query: ReturnType<typeof sql>) =>
  t.database.withTenant(DEMO_TENANT_ID, (tx) => queryRows<T>(tx, query));

describe('the monthly SAF-T (PT) file', () => {
  const month = { year: 0, month: 0 };
  const docs = {} as Record<'ft' | 'fr' | 'fs' | 'nc' | 'cancelled' | 'owed' | 'other', InvoicingDocument>;
  const receipts = {} as Record<'cash' | 'mb' | 'cancelled' | 'debit', string>;

  beforeAll(async () => {
    [month.year, month.month] = f.state.today.split('-').slice(0, 2).map(Number) as [number, number];
    // An FT to a customer with a NIF and a name Windows-1252 cannot write; a product at the normal rate.
    const draft = await f.draft({
      lines: [
        f.freeLine(3500, 'Sessão de fisioterapia & avaliação <inicial>'),
        { service_id: f.fx.productService, quantity: 3 },
      ],
    });
    const named = await f.api('PUT', `/api/v1/invoicing-documents/${draft.id}`, {
      customer: { nif: '234567899', name: 'Łucja Nowak 😀', address: 'Rua do Almada, 10', city: 'Porto' },
    });
    expect(named.statusCode, named.body).toBe(200);
    docs.ft = await f.issue(draft.id);
    docs.fr = await f.issued(4000, 'FR');
    // The FS to someone who gave no NIF: AT's final consumer.
    const simplified = await f.draft({ type: 'FS', lines: [f.freeLine(2500)] });
    const anonymous = await f.api('PUT', `/api/v1/invoicing-documents/${simplified.id}`, {
      customer: { nif: '', name: 'Ana' },
    });
    expect(anonymous.statusCode, anonymous.body).toBe(200);
    docs.fs = await f.issue(simplified.id);
    // The NC credits the FT's product line in part.
    const productLine = docs.ft.lines.find((l) => l.service_id === f.fx.productService)!;
    docs.nc = await f.issue(
      (
        await f.draft({
          type: 'NC',
          credited_document_id: docs.ft.id,
          credit_reason: 'Produto devolvido',
          credit_lines: [{ credited_line_id: productLine.id, quantity: 1 }],
        })
      ).id,
    );
    // A cancelled FT keeps its number: status A, counted, not summed.
    docs.cancelled = await f.issued(1000);
    const cancel = await f.api('POST', `/api/v1/invoicing-documents/${docs.cancelled.id}/cancel`, {
      reason: 'Emitida por engano',
    });
    expect(cancel.statusCode, cancel.body).toBe(200);
    // Receipts: cash, MB in part with an advance, and one cancelled.
    docs.owed = await f.issued(6000);
    const cash = await f.pay({
      amount_cents: 2000,
      method: 'cash',
      allocations: [{ document_id: docs.owed.id, amount_cents: 2000 }],
    });
    receipts.cash = cash.receipt!.receipt_no;
    const mb = await f.pay({
      amount_cents: 5000,
      method: 'mb',
      allocations: [{ document_id: docs.owed.id, amount_cents: 3000 }],
      advance: true,
    });
    receipts.mb = mb.receipt!.receipt_no;
    docs.other = await f.issued(1500);
    const wrong = await f.pay({
      amount_cents: 1500,
      method: 'credit_card',
      allocations: [{ document_id: docs.other.id, amount_cents: 1500 }],
    });
    receipts.cancelled = wrong.receipt!.receipt_no;
    const res = await f.api('POST', `/api/v1/payments/${wrong.id}/cancel`, { reason: 'Método errado' });
    expect(res.statusCode, res.body).toBe(200);
    // What the FT still owes, by debit card.
    const debit = await f.pay({
      amount_cents: 1000,
      method: 'debit_card',
      allocations: [{ document_id: docs.owed.id, amount_cents: 1000 }],
    });
    receipts.debit = debit.receipt!.receipt_no;
    // A draft is no fiscal document: never in the file.
    await f.draft({ lines: [f.freeLine(999, 'Rascunho')] });
  });

  it('writes the month’s FT, FR, FS, NC, the cancelled one and the receipts, valid against the schema', async () => {
    const res = await exportMonth(month.year, month.month);
    expect(res.statusCode, res.body).toBe(200);
    const mm = String(month.month).padStart(2, '0');
    expect(res.headers['content-type']).toBe('application/xml; charset=windows-1252');
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="SAFT-PT_${CLINIC_NIF}_${month.year}-${mm}.xml"`,
    );
    const bytes = res.rawPayload;
    // Windows-1252: «í» is one byte (0xED), what the file's declaration says.
    expect(bytes.includes(Buffer.from([0x43, 0x6c, 0xed, 0x6e, 0x69, 0x63, 0x61]))).toBe(true);
    expect(await validateSaft(bytes)).toEqual([]);
    const xml = iconv.decode(bytes, 'win1252');
    expect(xml.startsWith('<?xml version="1.0" encoding="Windows-1252"?>')).toBe(true);

    // Header.
    expect(value(xml, 'TaxRegistrationNumber')).toBe(CLINIC_NIF);
    expect(value(xml, 'CompanyName')).toBe('Clínica Demo, Lda.');
    expect(value(xml, 'TaxAccountingBasis')).toBe('F');
    expect(value(xml, 'ProductCompanyTaxID')).toBe(PRODUCER_NIF);
    expect(value(xml, 'SoftwareCertificateNumber')).toBe('0');
    expect(value(xml, 'CurrencyCode')).toBe('EUR');
    expect(value(xml, 'StartDate')).toBe(`${month.year}-${mm}-01`);

    // Customers: the NIF's (Ł and the emoji as character references) and the final consumer.
    expect(xml).toContain('<CompanyName>&#x141;ucja Nowak &#x1F600;</CompanyName>');
    const finalConsumer = blocks(xml, 'Customer').find((c) =>
      c.includes('<CustomerID>999999990</CustomerID>'),
    )!;
    expect(value(finalConsumer, 'CompanyName')).toBe('Consumidor final');
    expect(value(finalConsumer, 'AddressDetail')).toBe('Desconhecido');
    // Text is escaped, not written raw.
    expect(xml).toContain(
      '<Description>Sessão de fisioterapia &amp; avaliação &lt;inicial&gt;</Description>',
    );

    // Products: the catalogue's product (P), free lines (S) and the advance (O).
    const products = blocks(xml, 'Product').map(
      (p) => `${value(p, 'ProductType')} ${value(p, 'ProductCode')}`,
    );
    expect(products).toEqual(
      expect.arrayContaining([`P ${f.fx.productService}`, 'S DIVERSOS', 'O ADIANTAMENTO']),
    );
    const taxes = blocks(xml, 'TaxTableEntry').map(
      (e) => `${value(e, 'TaxCode')} ${value(e, 'TaxPercentage')}`,
    );
    expect(taxes.sort()).toEqual(['ISE 0', 'NOR 23']);

    // SalesInvoices: every issued document of the month, drafts never.
    const invoices = blocks(xml, 'Invoice');
    const issued = await dbRows<{ invoice_no: string }>(
      sql`select invoice_no from invoicing_documents where status <> 'D' and invoice_date >= ${`${month.year}-${mm}-01`} order by invoice_no`,
    );
    expect(invoices.map((i) => value(i, 'InvoiceNo')).sort()).toEqual(issued.map((r) => r.invoice_no));
    expect(Number(value(xml, 'NumberOfEntries'))).toBe(issued.length);
    expect(xml).not.toContain('Rascunho');
    expect(invoices.map((i) => value(i, 'InvoiceType'))).toEqual(
      expect.arrayContaining(['FT', 'FR', 'FS', 'NC']),
    );
    const cancelled = invoices.find((i) => value(i, 'InvoiceNo') === docs.cancelled.invoice_no)!;
    expect(value(cancelled, 'InvoiceStatus')).toBe('A');
    expect(value(cancelled, 'Reason')).toBe('Emitida por engano');
    const ft = invoices.find((i) => value(i, 'InvoiceNo') === docs.ft.invoice_no)!;
    expect(value(ft, 'ATCUD')).toBe(docs.ft.atcud);
    // Not certified (no INVOICE_CERTIFICATE_NUMBER): Hash and HashControl are "0" (SAF-T 4.1.4.4/5),
    // while the documents keep their signatures (the PDF prints its 4 characters).
    expect(new Set(invoices.flatMap((i) => [value(i, 'Hash'), value(i, 'HashControl')]))).toEqual(
      new Set(['0']),
    );
    expect(docs.ft.hash_control).toMatch(/^\S{4}$/);
    expect(value(ft, 'GrossTotal')).toBe('60.50');
    expect(value(ft, 'TaxExemptionCode')).toBe('M07');
    const nc = invoices.find((i) => value(i, 'InvoiceNo') === docs.nc.invoice_no)!;
    expect(value(nc, 'Reference')).toBe(docs.ft.invoice_no);
    expect(values(nc, 'DebitAmount')).toEqual(['6.91']);

    // Control totals = the documents' sums (cancelled ones left out): credit = invoices' net, debit = NCs'.
    const [sums] = await dbRows<{ credit: number; debit: number }>(
      sql`select coalesce(sum(net_cents) filter (where type <> 'NC'), 0)::int as credit,
                 coalesce(sum(net_cents) filter (where type = 'NC'), 0)::int as debit
          from invoicing_documents where status = 'N' and invoice_date >= ${`${month.year}-${mm}-01`}`,
    );
    const sales = blocks(xml, 'SalesInvoices')[0]!;
    const active = invoices.filter((i) => value(i, 'InvoiceStatus') === 'N');
    expect(cents(value(sales, 'TotalCredit')!)).toBe(sums!.credit);
    expect(cents(value(sales, 'TotalDebit')!)).toBe(sums!.debit);
    expect(cents(value(sales, 'TotalCredit')!)).toBe(sumOf(active.flatMap((i) => values(i, 'CreditAmount'))));
    expect(cents(value(sales, 'TotalDebit')!)).toBe(sumOf(active.flatMap((i) => values(i, 'DebitAmount'))));
    for (const i of invoices) {
      // GrossTotal = NetTotal + TaxPayable, and the lines add up to NetTotal.
      expect(cents(value(i, 'GrossTotal')!)).toBe(
        cents(value(i, 'NetTotal')!) + cents(value(i, 'TaxPayable')!),
      );
      expect(sumOf([...values(i, 'CreditAmount'), ...values(i, 'DebitAmount')])).toBe(
        cents(value(i, 'NetTotal')!),
      );
    }

    // Payments: every receipt (the cancelled one with A), the total leaving it out.
    const paymentsBlock = blocks(xml, 'Payments')[0]!;
    const payments = blocks(paymentsBlock, 'Payment');
    expect(payments.map((p) => value(p, 'PaymentRefNo'))).toEqual([
      receipts.cash,
      receipts.mb,
      receipts.cancelled,
      receipts.debit,
    ]);
    expect(Number(value(paymentsBlock, 'NumberOfEntries'))).toBe(4);
    expect(value(paymentsBlock, 'TotalCredit')).toBe('60.00');
    expect(value(paymentsBlock, 'TotalDebit')).toBe('0.00');
    // PaymentMechanism: cash NU, a Multibanco reference MB, a credit card CC, a debit card CD.
    expect(
      payments.map(
        (p) => `${value(p, 'PaymentStatus')} ${value(p, 'PaymentMechanism')} ${value(p, 'GrossTotal')}`,
      ),
    ).toEqual(['N NU 20.00', 'N MB 30.00', 'A CC 15.00', 'N CD 10.00']);
    expect(values(payments[0]!, 'OriginatingON')).toEqual([docs.owed.invoice_no]);
    expect(value(payments[0]!, 'PaymentType')).toBe('RG');
  });

  it('writes a valid, empty file for a month without documents', async () => {
    const res = await exportMonth(month.year - 1, 1);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-disposition']).toContain(`SAFT-PT_${CLINIC_NIF}_${month.year - 1}-01.xml`);
    expect(await validateSaft(res.rawPayload)).toEqual([]);
    const xml = iconv.decode(res.rawPayload, 'win1252');
    expect(values(xml, 'NumberOfEntries')).toEqual(['0', '0']);
    expect(values(xml, 'TotalCredit')).toEqual(['0.00', '0.00']);
    expect(blocks(xml, 'Invoice')).toEqual([]);
    expect(blocks(xml, 'Customer')).toEqual([]);
  });

  it('refuses a month not yet begun and a bad month, naming the field', async () => {
    const future = await exportMonth(month.year + 1, 1);
    expect([future.statusCode, future.json().error.fields]).toEqual([
      400,
      { month: 'O mês ainda não começou' },
    ]);
    const bad = await exportMonth(month.year, 13);
    expect([bad.statusCode, bad.json().error.fields]).toEqual([400, { month: 'Mês inválido (1 a 12)' }]);
  });

  it('names a document whose total was broken behind the application, and offers no file (no signature to compare: Hash "0")', async () => {
    const d = docs.fr;
    await t.asOwner(sql`alter table invoicing_documents disable trigger invoicing_documents_issued_is_final`);
    try {
      await t.asOwner(
        sql`update invoicing_documents set gross_cents = 40010, net_cents = 40010 where id = ${d.id}`,
        DEMO_TENANT_ID,
      );
      const res = await exportMonth(month.year, month.month);
      expect(res.statusCode).toBe(422);
      expect(res.headers['content-type']).toMatch(/^application\/json/);
      expect(res.headers['content-disposition']).toBeUndefined();
      const error = res.json().error;
      expect(error.code).toBe('saft_invalid');
      expect(error.message).toBe(
        'O ficheiro SAF-T (PT) não foi gerado: há documentos que não cumprem as regras',
      );
      expect(error.details.problems).toEqual([
        {
          document: d.invoice_no,
          rule: 'a soma das linhas (40,00 €) difere do total do documento (400,10 €)',
        },
        {
          document: d.invoice_no,
          rule: 'a soma das linhas sem IVA (40,00 €) difere do total ilíquido (400,10 €)',
        },
      ]);
    } finally {
      await t.asOwner(
        sql`update invoicing_documents set gross_cents = 4000, net_cents = 4000 where id = ${d.id}`,
        DEMO_TENANT_ID,
      );
      await t.asOwner(
        sql`alter table invoicing_documents enable trigger invoicing_documents_issued_is_final`,
      );
    }
    expect((await exportMonth(month.year, month.month)).statusCode).toBe(200);
  });

  it('answers only a manager', async () => {
    const reception = await t.login('rececao@demo.clinica.pt');
    expect((await exportMonth(month.year, month.month, reception)).statusCode).toBe(403);
  });

  it('is documented in the OpenAPI document', async () => {
    const res = await f.api('GET', '/api/openapi.json');
    expect(res.statusCode).toBe(200);
    const operation = res.json().paths['/api/v1/saft'].get;
    expect(operation.parameters.map((p: { name: string }) => p.name).sort()).toEqual(['month', 'year']);
    // 429/502/503: a month issued at InvoiceXpress, whose export it downloads (decision 053).
    expect(Object.keys(operation.responses).sort()).toEqual(['200', '400', '422', '429', '502', '503']);
  });
});

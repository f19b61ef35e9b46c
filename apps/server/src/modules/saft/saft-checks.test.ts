import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import iconv from 'iconv-lite';
import { describe, expect, it } from 'vitest';
import { SAFT_ASSERTS, checkSaft } from './saft-checks.js';
import type { SaftFile, SaftInvoice, SaftPayment } from './saft-model.js';
import { renderSaft } from './saft.service.js';
import { buildSaftXml, encodeWindows1252, windows1252Safe } from './saft-xml.js';

const root = fileURLToPath(new URL('../../../../../', import.meta.url));
const official = new URL('./schema/SAFTPT1.04_01.xsd', import.meta.url);

/** A month with one exempt FT and one RG settling it: valid, every check passing. */
function sample(): SaftFile {
  const invoice: SaftInvoice = {
    invoiceNo: 'FT 2026A/3',
    atcud: 'AAJFJ9VC-3',
    status: 'N',
    statusDate: '2026-11-02T10:00:00',
    reason: null,
    statusSourceId: 'Helena Marques',
    hash: 'abc',
    hashControl: '1',
    period: 11,
    invoiceDate: '2026-11-02',
    type: 'FT',
    sourceId: 'Helena Marques',
    systemEntryDate: '2026-11-02T10:00:00',
    customerId: '999999990',
    payments: [],
    lines: [
      {
        number: 1,
        productCode: 'DIVERSOS',
        productDescription: 'Serviços diversos',
        quantity: 1,
        unitOfMeasure: 'UN',
        unitPrice: '35.00',
        taxPointDate: '2026-11-02',
        description: 'Sessão',
        side: 'credit',
        amountCents: 3500,
        taxCents: 0,
        grossCents: 3500,
        tax: { type: 'IVA', region: 'PT', code: 'ISE', percentage: 0 },
        exemption: { reason: 'Isento artigo 9.º do CIVA', code: 'M07' },
      },
    ],
    taxPayableCents: 0,
    netCents: 3500,
    grossCents: 3500,
    check: {
      seriesId: 'ft',
      number: 3,
      credited: null,
      issuerNif: '509442013',
      signature: { valid: true, previousHash: 'prev', expectedPreviousHash: 'prev' },
    },
  };
  const payment: SaftPayment = {
    refNo: 'RG 2026A/1',
    atcud: 'AAJFJ9VG-1',
    period: 11,
    transactionDate: '2026-11-03',
    type: 'RG',
    status: 'N',
    statusDate: '2026-11-03T09:00:00',
    reason: null,
    statusSourceId: 'Helena Marques',
    mechanism: 'NU',
    amountCents: 3500,
    sourceId: 'Helena Marques',
    systemEntryDate: '2026-11-03T09:00:00',
    customerId: '999999990',
    lines: [
      {
        number: 1,
        originatingOn: 'FT 2026A/3',
        invoiceDate: '2026-11-02',
        side: 'credit',
        amountCents: 3500,
      },
    ],
    taxPayableCents: 0,
    netCents: 3500,
    grossCents: 3500,
    check: { seriesId: 'rg', number: 1 },
  };
  return {
    header: {
      nif: '509442013',
      companyName: 'Clínica Demo, Lda.',
      businessName: null,
      address: 'Rua de Santa Catarina, 312',
      city: 'Porto',
      postalCode: '4000-443',
      year: 2026,
      month: 11,
      startDate: '2026-11-01',
      endDate: '2026-11-30',
      dateCreated: '2026-12-01',
      producerNif: '507440803',
      certificateNumber: '0',
      productId: 'Clínica/Clínica',
      productVersion: '1.0',
    },
    customers: [
      {
        id: '999999990',
        taxId: '999999990',
        name: 'Consumidor final',
        address: 'Desconhecido',
        city: 'Desconhecido',
        postalCode: 'Desconhecido',
        country: 'Desconhecido',
      },
    ],
    products: [{ type: 'S', code: 'DIVERSOS', description: 'Serviços diversos' }],
    taxTable: [{ type: 'IVA', region: 'PT', code: 'ISE', description: 'Isento', percentage: 0 }],
    invoices: [invoice],
    payments: [payment],
    seriesBefore: new Map([
      ['ft', { count: 2 }],
      ['rg', { count: 0 }],
    ]),
  };
}

describe('the loosened schema', () => {
  it('is what scripts/saft-schema.mjs makes from AT’s file (reproducible)', () => {
    expect(() =>
      execFileSync('node', ['scripts/saft-schema.mjs', '--check'], { cwd: root, stdio: 'pipe' }),
    ).not.toThrow();
  });

  it('leaves out exactly the 19 asserts the code checks, in the schema’s order and words', () => {
    const xsd = iconv.decode(fs.readFileSync(official), 'win1252');
    const tests = [...xsd.matchAll(/<xs:assert\s+test="([^"]*)"/g)].map((m) =>
      m[1]!.replace(/\s+/g, ' ').trim(),
    );
    expect(tests).toHaveLength(19);
    expect(SAFT_ASSERTS.map((a) => a.test)).toEqual(tests);
    // Nine apply to sections this export never writes (no general ledger, goods or working documents).
    expect(SAFT_ASSERTS.filter((a) => a.applies === 'section never written')).toHaveLength(9);
    const { xml } = buildSaftXml(sample());
    for (const section of [
      'GeneralLedgerAccounts',
      'GeneralLedgerEntries',
      'MovementOfGoods',
      'WorkingDocuments',
    ])
      expect(xml).not.toContain(`<${section}>`);
  });
});

describe('the checks libxml2 cannot make', () => {
  it('find nothing wrong in a sound month', async () => {
    expect(checkSaft(sample())).toEqual([]);
    expect((await renderSaft(sample())).problems).toEqual([]);
  });

  it('pair the exemption with a zero rate, and its reason with its code (SalesInvoices Line asserts)', () => {
    const f = sample();
    const line = f.invoices[0]!.lines[0]!;
    line.tax = { type: 'IVA', region: 'PT', code: 'NOR', percentage: 23 };
    expect(checkSaft(f)).toContainEqual({
      document: 'FT 2026A/3',
      rule: 'linha 1: a taxa de IVA (TaxPercentage) é zero se e só se houver motivo de isenção',
    });
    line.tax = { type: 'IVA', region: 'PT', code: 'ISE', amountCents: 0 };
    line.exemption = { reason: 'Isento artigo 9.º do CIVA', code: '' };
    expect(checkSaft(f).map((p) => p.rule)).toEqual([
      'linha 1: o motivo de isenção (TaxExemptionReason) e o seu código (TaxExemptionCode) vão juntos',
    ]);
    line.exemption = undefined;
    expect(checkSaft(f).map((p) => p.rule)).toEqual([
      'linha 1: o imposto em valor (TaxAmount) é zero se e só se houver motivo de isenção',
    ]);
  });

  it('refuse a TaxBase beside a price or an amount', () => {
    const f = sample();
    f.invoices[0]!.lines[0]!.taxBaseCents = 100;
    expect(checkSaft(f).map((p) => p.rule)).toEqual([
      'linha 1: uma linha com TaxBase não tem preço unitário (UnitPrice = 0)',
      'linha 1: uma linha com TaxBase não tem valor (DebitAmount/CreditAmount = 0)',
    ]);
  });

  it('want an RC receipt’s lines to carry their tax (Payments asserts)', () => {
    const f = sample();
    f.payments[0]!.type = 'RC';
    expect(checkSaft(f)).toEqual([
      {
        document: 'RG 2026A/1',
        rule: 'linha 1: um recibo do regime de IVA de caixa (RC) indica o imposto de cada linha',
      },
      { document: 'RG 2026A/1', rule: 'um recibo é RG, ou RC com o imposto nas linhas' },
    ]);
  });

  it('add up lines and totals, and GrossTotal = NetTotal + TaxPayable', () => {
    const f = sample();
    f.invoices[0]!.grossCents = 3600;
    f.payments[0]!.lines[0]!.amountCents = 3000;
    expect(checkSaft(f)).toEqual([
      { document: 'FT 2026A/3', rule: 'a soma das linhas (35,00 €) difere do total do documento (36,00 €)' },
      {
        document: 'FT 2026A/3',
        rule: 'o total (GrossTotal) não é igual ao total ilíquido (NetTotal) mais o IVA (TaxPayable)',
      },
      { document: 'RG 2026A/1', rule: 'a soma das linhas (30,00 €) difere do total do recibo (35,00 €)' },
    ]);
  });

  it('want a credit note to name the invoice it credits, on every line', () => {
    const f = sample();
    const nc = f.invoices[0]!;
    Object.assign(nc, { type: 'NC', invoiceNo: 'NC 2026A/1' });
    nc.lines[0]!.side = 'debit';
    nc.check.credited = { invoiceNo: null, type: null };
    expect(checkSaft(f)).toContainEqual({
      document: 'NC 2026A/1',
      rule: 'a nota de crédito não indica a fatura que credita',
    });
    nc.check.credited = { invoiceNo: 'FT 2026A/1', type: 'FT' };
    expect(checkSaft(f)).toContainEqual({
      document: 'NC 2026A/1',
      rule: 'há linhas da nota de crédito sem a referência à fatura FT 2026A/1',
    });
    nc.lines[0]!.reference = { invoiceNo: 'FT 2026A/1', reason: 'Devolução' };
    expect(checkSaft(f).filter((p) => p.document === 'NC 2026A/1')).toEqual([]);
  });

  it('want gapless numbers continuing the earlier months, and signatures that verify', () => {
    const f = sample();
    f.seriesBefore.set('ft', { count: 1 });
    f.invoices[0]!.check.signature = { valid: false, previousHash: 'prev', expectedPreviousHash: 'other' };
    expect(checkSaft(f)).toEqual([
      { document: 'FT 2026A/3', rule: 'a assinatura (Hash) não corresponde aos dados do documento' },
      { document: 'FT 2026A/3', rule: 'a assinatura anterior não é a do documento anterior da série' },
      { document: 'FT 2026A/3', rule: 'numeração com falhas: número 3, esperado 2' },
    ]);
    // Without a certificate the file carries no signature (Hash "0"): nothing to compare.
    f.invoices[0]!.check.signature = null;
    expect(checkSaft(f)).toEqual([
      { document: 'FT 2026A/3', rule: 'numeração com falhas: número 3, esperado 2' },
    ]);
  });

  it('name the document on whose line the schema failed', async () => {
    const f = sample();
    f.invoices[0]!.atcud = '';
    const { problems } = await renderSaft(f);
    expect(problems).toHaveLength(1);
    expect(problems[0]!.document).toBe('FT 2026A/3');
    expect(problems[0]!.rule).toMatch(/^esquema SAF-T \(PT\): Element 'ATCUD'.*minLength/);
  });
});

describe('the encoding', () => {
  it('keeps what Windows-1252 has and writes the rest as character references', () => {
    expect(windows1252Safe('Clínica € Łódź 😀')).toBe('Clínica € &#x141;ód&#x17A; &#x1F600;');
    expect([...encodeWindows1252('í€')]).toEqual([0xed, 0x80]);
  });
});

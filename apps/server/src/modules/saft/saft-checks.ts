import type { SaftProblem } from '@clinica/contracts/saft';
import {
  money,
  type SaftExemption,
  type SaftFile,
  type SaftInvoice,
  type SaftInvoiceLine,
  type SaftPayment,
  type SaftTax,
} from './saft-model.js';

/**
 * What libxml2 cannot check (issue 28): the 19 `xs:assert` rules of AT's XSD 1.1 schema, removed from
 * the copy libxml2 validates against, and the rules a tax inspector's tools apply to a file — lines that
 * add up to their totals, GrossTotal = NetTotal + TaxPayable, credit notes that name their invoice, gapless
 * numbers, signatures that verify (when the file carries them: not while the program is uncertified).
 * Every export runs them; one problem and no file is offered.
 */

const euros = (cents: number) => `${money(cents).replace('.', ',')} €`;

/** A line as the asserts see it (SalesInvoices, MovementOfGoods, WorkingDocuments and Payments lines). */
interface AssertLine {
  tax?: SaftTax;
  exemption?: SaftExemption;
  taxBaseCents?: number;
  unitPrice?: string;
  side: 'debit' | 'credit';
  amountCents: number;
}

type LineAssert = (l: AssertLine) => boolean;

/** if (not(Tax/TaxAmount) or ((Tax/TaxAmount != 0 and not(TaxExemptionReason)) or (Tax/TaxAmount eq 0 and TaxExemptionReason))) */
const taxAmountPairing: LineAssert = (l) =>
  l.tax?.amountCents === undefined || (l.tax.amountCents !== 0) === !l.exemption?.reason;
/** if (not(Tax/TaxPercentage) or ((Tax/TaxPercentage != 0 and not(TaxExemptionReason)) or (Tax/TaxPercentage eq 0 and TaxExemptionReason))) */
const taxPercentagePairing: LineAssert = (l) =>
  l.tax?.percentage === undefined || (l.tax.percentage !== 0) === !l.exemption?.reason;
/** if ((TaxExemptionReason and not(TaxExemptionCode)) or (TaxExemptionCode and not(TaxExemptionReason))) then false() */
const reasonCodePairing: LineAssert = (l) => !!l.exemption?.reason === !!l.exemption?.code;
/** if ((TaxBase and UnitPrice != 0)) then false() */
const taxBaseWithoutPrice: LineAssert = (l) => l.taxBaseCents === undefined || Number(l.unitPrice ?? 0) === 0;
/** if ((TaxBase and DebitAmount != 0) or (TaxBase and CreditAmount != 0)) then false() */
const taxBaseWithoutAmount: LineAssert = (l) => l.taxBaseCents === undefined || l.amountCents === 0;

/** The asserts' XPath tests as the schema writes them (whitespace collapsed). */
const lineTests = {
  taxAmountPairing:
    'if (not(ns:Tax/ns:TaxAmount) or ((ns:Tax/ns:TaxAmount != 0 and not(ns:TaxExemptionReason)) or (ns:Tax/ns:TaxAmount eq 0 and ns:TaxExemptionReason))) then true() else false()',
  taxPercentagePairing:
    'if (not(ns:Tax/ns:TaxPercentage) or ((ns:Tax/ns:TaxPercentage != 0 and not(ns:TaxExemptionReason)) or (ns:Tax/ns:TaxPercentage eq 0 and ns:TaxExemptionReason))) then true() else false()',
  reasonCodePairing:
    'if ((ns:TaxExemptionReason and not(ns:TaxExemptionCode)) or (ns:TaxExemptionCode and not(ns:TaxExemptionReason))) then false() else true()',
  taxBaseWithoutPrice: 'if ((ns:TaxBase and ns:UnitPrice != 0)) then false() else true()',
  taxBaseWithoutAmount:
    'if ((ns:TaxBase and ns:DebitAmount != 0) or (ns:TaxBase and ns:CreditAmount != 0)) then false() else true()',
} as const;

export const assertRules = {
  taxAmountPairing: 'o imposto em valor (TaxAmount) é zero se e só se houver motivo de isenção',
  taxPercentagePairing: 'a taxa de IVA (TaxPercentage) é zero se e só se houver motivo de isenção',
  reasonCodePairing: 'o motivo de isenção (TaxExemptionReason) e o seu código (TaxExemptionCode) vão juntos',
  taxBaseWithoutPrice: 'uma linha com TaxBase não tem preço unitário (UnitPrice = 0)',
  taxBaseWithoutAmount: 'uma linha com TaxBase não tem valor (DebitAmount/CreditAmount = 0)',
  rcLineHasTax: 'um recibo do regime de IVA de caixa (RC) indica o imposto de cada linha',
  paymentType: 'um recibo é RG, ou RC com o imposto nas linhas',
} as const;

/**
 * The 19 xs:assert of SAFTPT1.04_01.xsd, in the schema's order, with their XPath test (the test file
 * compares these texts with the schema's). `applies` says what this export checks with each: the file has
 * no GeneralLedgerAccounts, MovementOfGoods or WorkingDocuments (invoicing only, TaxAccountingBasis F),
 * so the nine asserts there have nothing to apply to — the test checks the file never has those sections.
 */
export const SAFT_ASSERTS: {
  context: string;
  test: string;
  applies: 'invoice line' | 'payment line' | 'payment' | 'section never written';
  rule?: keyof typeof assertRules;
}[] = [
  {
    context: 'MasterFiles/GeneralLedgerAccounts/Account',
    test: "if ((ns:GroupingCategory != 'GM' and not(ns:TaxonomyCode)) or (ns:GroupingCategory eq 'GM' and ns:TaxonomyCode)) then true() else false()",
    applies: 'section never written',
  },
  {
    context: 'MasterFiles/GeneralLedgerAccounts/Account',
    test: "if ((ns:GroupingCategory eq 'GR' and not(ns:GroupingCode)) or (ns:GroupingCategory eq 'AR' and not(ns:GroupingCode)) or (ns:GroupingCategory eq 'GA' and ns:GroupingCode) or (ns:GroupingCategory eq 'AA' and ns:GroupingCode) or (ns:GroupingCategory eq 'GM' and ns:GroupingCode) or (ns:GroupingCategory eq 'AM' and ns:GroupingCode)) then true() else false()",
    applies: 'section never written',
  },
  ...lineAsserts('SourceDocuments/SalesInvoices/Invoice/Line', 'invoice line', [
    'taxAmountPairing',
    'taxPercentagePairing',
    'reasonCodePairing',
    'taxBaseWithoutPrice',
    'taxBaseWithoutAmount',
  ]),
  ...lineAsserts('SourceDocuments/MovementOfGoods/StockMovement/Line', 'section never written', [
    'taxPercentagePairing',
    'reasonCodePairing',
  ]),
  ...lineAsserts('SourceDocuments/WorkingDocuments/WorkDocument/Line', 'section never written', [
    'taxAmountPairing',
    'taxPercentagePairing',
    'reasonCodePairing',
    'taxBaseWithoutPrice',
    'taxBaseWithoutAmount',
  ]),
  ...lineAsserts('SourceDocuments/Payments/Payment/Line', 'payment line', [
    'taxAmountPairing',
    'taxPercentagePairing',
    'reasonCodePairing',
  ]),
  {
    context: 'SourceDocuments/Payments/Payment/Line',
    test: "if (../ns:PaymentType eq 'RC' and not(ns:Tax)) then false() else true()",
    applies: 'payment line',
    rule: 'rcLineHasTax',
  },
  {
    context: 'SourceDocuments/Payments/Payment',
    test: "if ((ns:Line/ns:Tax/ns:TaxType and ns:PaymentType eq 'RC') or (ns:PaymentType eq 'RG')) then true() else false()",
    applies: 'payment',
    rule: 'paymentType',
  },
];

function lineAsserts(
  context: string,
  applies: 'invoice line' | 'payment line' | 'section never written',
  rules: (keyof typeof lineTests)[],
) {
  return rules.map((rule) => ({ context, test: lineTests[rule], applies, rule }));
}

const lineAssertFns: Record<keyof typeof lineTests, LineAssert> = {
  taxAmountPairing,
  taxPercentagePairing,
  reasonCodePairing,
  taxBaseWithoutPrice,
  taxBaseWithoutAmount,
};

/** The asserts that apply to a kind of record, as predicates. */
const assertsFor = (applies: 'invoice line' | 'payment line') =>
  SAFT_ASSERTS.filter(
    (a): a is typeof a & { rule: keyof typeof lineTests } =>
      a.applies === applies && !!a.rule && a.rule in lineAssertFns,
  ).map((a) => ({ rule: a.rule, test: lineAssertFns[a.rule] }));

function invoiceProblems(d: SaftInvoice, header: SaftFile['header']): SaftProblem[] {
  const problems: SaftProblem[] = [];
  const report = (rule: string) => problems.push({ document: d.invoiceNo, rule });
  for (const l of d.lines) {
    for (const a of assertsFor('invoice line'))
      if (!a.test(l)) report(`linha ${l.number}: ${assertRules[a.rule]}`);
  }
  const sum = (pick: (l: SaftInvoiceLine) => number) => d.lines.reduce((s, l) => s + pick(l), 0);
  const net = sum((l) => l.amountCents);
  const tax = sum((l) => l.taxCents);
  const gross = sum((l) => l.grossCents);
  if (gross !== d.grossCents)
    report(`a soma das linhas (${euros(gross)}) difere do total do documento (${euros(d.grossCents)})`);
  if (net !== d.netCents)
    report(`a soma das linhas sem IVA (${euros(net)}) difere do total ilíquido (${euros(d.netCents)})`);
  if (tax !== d.taxPayableCents)
    report(`o IVA das linhas (${euros(tax)}) difere do IVA do documento (${euros(d.taxPayableCents)})`);
  if (d.netCents + d.taxPayableCents !== d.grossCents)
    report('o total (GrossTotal) não é igual ao total ilíquido (NetTotal) mais o IVA (TaxPayable)');
  const expectedSide = d.type === 'NC' ? 'debit' : 'credit';
  if (d.lines.some((l) => l.side !== expectedSide))
    report(
      d.type === 'NC'
        ? 'as linhas de uma nota de crédito são débitos'
        : 'as linhas de uma fatura são créditos',
    );
  if (d.type === 'NC') {
    const c = d.check.credited;
    if (!c?.invoiceNo || !c.type || !['FT', 'FR', 'FS'].includes(c.type))
      report('a nota de crédito não indica a fatura que credita');
    else if (d.lines.some((l) => l.reference?.invoiceNo !== c.invoiceNo))
      report(`há linhas da nota de crédito sem a referência à fatura ${c.invoiceNo}`);
  }
  if (d.check.issuerNif !== header.nif)
    report(
      `emitido com o NIF ${d.check.issuerNif ?? '(nenhum)'}, diferente do NIF da clínica (${header.nif})`,
    );
  // A program without a certificate writes Hash "0": the file has no signature to compare.
  const signature = d.check.signature;
  if (signature && !signature.valid) report('a assinatura (Hash) não corresponde aos dados do documento');
  if (signature && (signature.previousHash ?? null) !== (signature.expectedPreviousHash ?? null))
    report('a assinatura anterior não é a do documento anterior da série');
  return problems;
}

function paymentProblems(p: SaftPayment): SaftProblem[] {
  const problems: SaftProblem[] = [];
  const report = (rule: string) => problems.push({ document: p.refNo, rule });
  for (const l of p.lines) {
    for (const a of assertsFor('payment line'))
      if (!a.test(l)) report(`linha ${l.number}: ${assertRules[a.rule]}`);
    // if (../PaymentType eq 'RC' and not(Tax)) then false()
    if (p.type === 'RC' && !l.tax) report(`linha ${l.number}: ${assertRules.rcLineHasTax}`);
  }
  // if ((Line/Tax/TaxType and PaymentType eq 'RC') or (PaymentType eq 'RG')) then true()
  if (!(p.type === 'RG' || (p.type === 'RC' && p.lines.some((l) => l.tax?.type))))
    report(assertRules.paymentType);
  const sum = p.lines.reduce((s, l) => s + (l.side === 'credit' ? l.amountCents : -l.amountCents), 0);
  if (sum !== p.netCents)
    report(`a soma das linhas (${euros(sum)}) difere do total do recibo (${euros(p.netCents)})`);
  if (p.netCents + p.taxPayableCents !== p.grossCents)
    report('o total (GrossTotal) não é igual ao total ilíquido (NetTotal) mais o IVA (TaxPayable)');
  if (p.amountCents !== p.grossCents)
    report(`o valor pago (${euros(p.amountCents)}) difere do total do recibo (${euros(p.grossCents)})`);
  return problems;
}

/** Per series, the month's numbers continue the series' earlier ones one by one. */
function numberingProblems(
  docs: { name: string; seriesId: string; number: number }[],
  before: SaftFile['seriesBefore'],
): SaftProblem[] {
  const problems: SaftProblem[] = [];
  const bySeries = new Map<string, typeof docs>();
  for (const d of docs) bySeries.set(d.seriesId, [...(bySeries.get(d.seriesId) ?? []), d]);
  for (const [seriesId, list] of bySeries) {
    let expected = (before.get(seriesId)?.count ?? 0) + 1;
    for (const d of [...list].sort((a, b) => a.number - b.number)) {
      if (d.number !== expected)
        problems.push({
          document: d.name,
          rule: `numeração com falhas: número ${d.number}, esperado ${expected}`,
        });
      expected = d.number + 1;
    }
  }
  return problems;
}

/** Every problem of the file, each naming its document. None: the file may be offered. */
export function checkSaft(f: SaftFile): SaftProblem[] {
  return [
    ...f.invoices.flatMap((d) => invoiceProblems(d, f.header)),
    ...numberingProblems(
      f.invoices.map((d) => ({ name: d.invoiceNo, seriesId: d.check.seriesId, number: d.check.number })),
      f.seriesBefore,
    ),
    ...f.payments.flatMap(paymentProblems),
    ...numberingProblems(
      f.payments.map((p) => ({ name: p.refNo, seriesId: p.check.seriesId, number: p.check.number })),
      f.seriesBefore,
    ),
  ];
}

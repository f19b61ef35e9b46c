import {
  exemptionText,
  isNonSubject,
  roundHalfUp,
  taxSummary,
  vatClassOf,
  type TaxRegion,
} from '@clinica/contracts/invoicing-tax';
import { FINAL_CONSUMER_NAME, FINAL_CONSUMER_NIF } from '@clinica/contracts/invoicing';
import type { PaymentMethod } from '@clinica/contracts/payment-methods';
import { saftFilename, saftMessages, type SaftProblem } from '@clinica/contracts/saft';
import type { Tx } from '../../db/client.js';
import { AppError, badRequest } from '../../lib/errors.js';
import { signatureVerifier } from '../invoicing/chain.js';
import { localClock } from '../invoicing/issue.service.js';
import { checkSaft } from './saft-checks.js';
import type {
  SaftCustomer,
  SaftFile,
  SaftInvoice,
  SaftInvoiceLine,
  SaftPayment,
  SaftProduct,
  SaftTax,
  SaftTaxTableEntry,
  TaxCode,
} from './saft-model.js';
import { validateSaft } from './saft-schema.js';
import { buildSaftXml, encodeWindows1252 } from './saft-xml.js';
import * as repo from './saft.repository.js';

/**
 * The monthly SAF-T (PT) export (issue 28): the month's issued documents and receipts read in the
 * request's transaction, then — outside it — written as XML, encoded Windows-1252, validated against the
 * schema and checked in code. A file with any problem is never offered: the problems are answered (422).
 */

export interface SaftContext {
  now: Date;
  producerNif: string | undefined;
  certificateNumber: string | undefined;
}

/**
 * SAF-T's PaymentMechanism per method (its XSD's list): CC credit card, CD debit card, MB a Multibanco
 * payment reference; MB WAY has no code of its own and is «OU» (decision 034); current_account records no
 * receipt, so never appears.
 */
export const mechanisms: Record<PaymentMethod, string> = {
  credit_card: 'CC',
  debit_card: 'CD',
  cash: 'NU',
  mb: 'MB',
  mb_way: 'OU',
  bank_transfer: 'TB',
  balance_compensation: 'CS',
  other: 'OU',
  current_account: 'OU',
};

const taxCodes: Record<string, TaxCode> = { normal: 'NOR', intermediate: 'INT', reduced: 'RED' };
const taxDescriptions: Record<TaxCode, string> = {
  NOR: 'Taxa normal',
  INT: 'Taxa intermédia',
  RED: 'Taxa reduzida',
  ISE: 'Isento',
  OUT: 'Outra taxa',
  NS: 'Não sujeito',
};
const units: Record<string, string> = { unit: 'UN', kg: 'KG', g: 'G', l: 'L', other: 'UN' };

/** Lines without a catalogue entry: an advance (SAF-T type O, «adiantamentos recebidos») or a free line. */
const ADVANCE: SaftProduct = { type: 'O', code: 'ADIANTAMENTO', description: 'Adiantamento' };
const MISCELLANEOUS: SaftProduct = { type: 'S', code: 'DIVERSOS', description: 'Serviços diversos' };
const SYSTEM_USER = 'Sistema';
const finalConsumer = {
  customerNif: FINAL_CONSUMER_NIF,
  customerName: FINAL_CONSUMER_NAME,
  customerAddress: null,
  customerPostalCode: null,
  customerCity: null,
  customerCountry: null,
};

export const saftInvalid = (problems: SaftProblem[]) =>
  new AppError(422, 'saft_invalid', saftMessages.invalid, undefined, { problems });

/** A decimal text with a point: at least two places, at most six (UnitPrice). */
function decimalText(value: number): string {
  const [whole, fraction = ''] = value.toFixed(6).split('.');
  return `${whole}.${fraction.replace(/0+$/, '').padEnd(2, '0')}`;
}

const lastDay = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate();

/** The line's share of its rate's net: each line half-up, the rounding left on the largest line. */
function lineNets(group: repo.MonthLine[], rate: number | null, groupNet: number): number[] {
  if (rate === null) return group.map((g) => g.line.grossCents);
  const nets = group.map((g) => roundHalfUp((g.line.grossCents * 100) / (100 + rate)));
  const largest = group.reduce(
    (best, g, i) => (g.line.grossCents > group[best]!.line.grossCents ? i : best),
    0,
  );
  nets[largest]! += groupNet - nets.reduce((s, n) => s + n, 0);
  return nets;
}

/**
 * A line's Tax: its rate's class; without a rate, exempt (ISE) — or, when its reason says it is not
 * subject to VAT (M99), TaxType and TaxCode NS (SAF-T (PT) 1.04_01, 4.1.4.19.15.1 and .3).
 */
function taxOf(region: string, rate: number | null, exemptionCode: string | null): SaftTax {
  if (rate === null && isNonSubject(exemptionCode)) return { type: 'NS', region, code: 'NS', percentage: 0 };
  if (rate === null) return { type: 'IVA', region, code: 'ISE', percentage: 0 };
  const vatClass = vatClassOf(region as TaxRegion, rate);
  return { type: 'IVA', region, code: vatClass ? taxCodes[vatClass]! : 'OUT', percentage: rate };
}

function customerFrom(c: {
  customerNif: string;
  customerName: string;
  customerAddress: string | null;
  customerPostalCode: string | null;
  customerCity: string | null;
  customerCountry: string | null;
}): SaftCustomer {
  // AT's final consumer: one customer, its name and address fixed.
  if (c.customerNif === FINAL_CONSUMER_NIF)
    return {
      id: FINAL_CONSUMER_NIF,
      taxId: FINAL_CONSUMER_NIF,
      name: FINAL_CONSUMER_NAME,
      address: 'Desconhecido',
      city: 'Desconhecido',
      postalCode: 'Desconhecido',
      country: 'Desconhecido',
    };
  return {
    id: c.customerNif,
    taxId: c.customerNif,
    name: c.customerName,
    address: c.customerAddress || 'Desconhecido',
    city: c.customerCity || 'Desconhecido',
    postalCode: c.customerPostalCode || 'Desconhecido',
    country: c.customerCountry || 'PT',
  };
}

/** Reads the month and shapes it as the file (nothing written yet). */
export async function saftMonth(
  tx: Tx,
  tenantId: string,
  year: number,
  month: number,
  ctx: SaftContext,
): Promise<{ file: SaftFile; filename: string }> {
  const clinic = await repo.clinicOf(tx, tenantId);
  const today = localClock(ctx.now, clinic.timeZone).date;
  const mm = String(month).padStart(2, '0');
  const from = `${year}-${mm}-01`;
  const to = `${year}-${mm}-${String(lastDay(year, month)).padStart(2, '0')}`;
  if (from > today) throw badRequest({ month: saftMessages.futureMonth });
  const headerProblems: SaftProblem[] = [];
  if (!clinic.fiscalName || !clinic.nif || !clinic.address || !clinic.postalCode || !clinic.city)
    headerProblems.push({ document: saftMessages.header, rule: saftMessages.noFiscalData });
  if (!ctx.producerNif)
    headerProblems.push({
      document: saftMessages.header,
      rule: 'falta o NIF do produtor do software (variável SOFTWARE_PRODUCER_NIF do servidor)',
    });
  if (headerProblems.length) throw saftInvalid(headerProblems);
  // SAF-T (PT) 1.04_01, 4.1.4.4 and 4.1.4.5: Hash and HashControl are "0" when the program is not
  // certified (OCC, opinion PT23837). The chain stays in the database, and its 4 characters on the PDF.
  const certified = Boolean(ctx.certificateNumber && Number(ctx.certificateNumber) !== 0);

  const docs = await repo.monthDocuments(tx, tenantId, from, to);
  const ids = docs.map((d) => d.doc.id);
  const seriesIds = [...new Set(docs.map((d) => d.doc.seriesId!))];
  const [lineRows, advances, before, verify, receipts, paidWith] = await Promise.all([
    repo.linesOf(tx, tenantId, ids),
    repo.advanceDocuments(tx, tenantId, ids),
    repo.seriesBefore(tx, tenantId, seriesIds, from),
    certified ? signatureVerifier(tx) : null,
    repo.monthReceipts(tx, tenantId, from, to),
    repo.documentPayments(tx, tenantId, ids),
  ]);
  const paymentIds = receipts.map((r) => r.payment.id);
  const receiptSeries = [...new Set(receipts.map((r) => r.payment.receiptSeriesId!))];
  const [settled, receiptsBefore] = await Promise.all([
    repo.allocationsOf(tx, tenantId, paymentIds),
    repo.receiptsBefore(tx, tenantId, receiptSeries, from),
  ]);

  const customers = new Map<string, { customer: SaftCustomer; at: string }>();
  const addCustomer = (c: Parameters<typeof customerFrom>[0], at: string) => {
    const known = customers.get(c.customerNif);
    // The latest snapshot speaks for the customer (the documents keep their own).
    if (!known || known.at < at) customers.set(c.customerNif, { customer: customerFrom(c), at });
  };
  const products = new Map<string, SaftProduct>();
  const taxTable = new Map<string, SaftTaxTableEntry>();
  const linesByDoc = new Map<string, repo.MonthLine[]>();
  for (const l of lineRows)
    linesByDoc.set(l.line.documentId, [...(linesByDoc.get(l.line.documentId) ?? []), l]);
  const lastHashBefore = new Map(before.map((b) => [b.series_id, b.last_hash]));
  const previousInMonth = new Map<string, string | null>();

  const invoices: SaftInvoice[] = docs.map((row) => {
    const d = row.doc;
    const region = d.taxRegion ?? 'PT';
    addCustomer(d, d.systemEntryDate ?? '');
    const docLines = linesByDoc.get(d.id) ?? [];
    const summary = taxSummary(
      docLines.map((l) => ({
        vat_rate_percent: l.line.vatRatePercent,
        tax_exemption_code: l.line.taxExemptionCode,
        gross_cents: l.line.grossCents,
      })),
    );
    const nets = new Map<string, number>();
    for (const s of summary) {
      const group = docLines.filter((l) =>
        s.vat_rate_percent !== null
          ? l.line.vatRatePercent === s.vat_rate_percent
          : l.line.vatRatePercent === null && l.line.taxExemptionCode === s.tax_exemption_code,
      );
      lineNets(group, s.vat_rate_percent, s.net_cents).forEach((n, i) => nets.set(group[i]!.line.id, n));
    }
    const lines: SaftInvoiceLine[] = docLines.map(({ line: l, serviceName, serviceKind, serviceUnit }) => {
      const product: SaftProduct = l.serviceId
        ? {
            type: serviceKind === 'product' ? 'P' : 'S',
            code: l.serviceId,
            description: serviceName ?? l.description,
          }
        : advances.has(d.id)
          ? ADVANCE
          : MISCELLANEOUS;
      products.set(product.code, product);
      const tax = taxOf(region, l.vatRatePercent, l.taxExemptionCode);
      taxTable.set(`${tax.type}|${tax.region}|${tax.code}|${tax.percentage}`, {
        type: tax.type,
        region: tax.region,
        code: tax.code,
        description: taxDescriptions[tax.code],
        percentage: tax.percentage!,
      });
      const net = nets.get(l.id) ?? l.grossCents;
      const code = l.taxExemptionCode;
      return {
        number: l.position,
        productCode: product.code,
        productDescription: product.description,
        quantity: l.quantity,
        unitOfMeasure: units[serviceUnit ?? 'unit'] ?? 'UN',
        unitPrice: decimalText(net / 100 / l.quantity),
        taxPointDate: l.serviceDate ?? d.invoiceDate!,
        reference:
          d.type === 'NC' && row.creditedInvoiceNo
            ? { invoiceNo: row.creditedInvoiceNo, reason: d.creditReason }
            : undefined,
        description: l.description,
        side: d.type === 'NC' ? 'debit' : 'credit',
        amountCents: net,
        taxCents: l.grossCents - net,
        grossCents: l.grossCents,
        tax,
        exemption:
          l.vatRatePercent === null && code
            ? { reason: l.taxExemptionText ?? exemptionText(code) ?? code, code }
            : undefined,
      };
    });
    const seriesId = d.seriesId!;
    const expectedPreviousHash = previousInMonth.has(seriesId)
      ? previousInMonth.get(seriesId)!
      : (lastHashBefore.get(seriesId) ?? null);
    previousInMonth.set(seriesId, d.hash);
    const cancelled = d.status === 'A';
    return {
      invoiceNo: d.invoiceNo!,
      atcud: d.atcud!,
      status: cancelled ? 'A' : 'N',
      statusDate:
        cancelled && d.cancelledAt ? localClock(d.cancelledAt, clinic.timeZone).dateTime : d.systemEntryDate!,
      reason: cancelled ? d.cancelReason : null,
      statusSourceId: (cancelled ? row.cancelledByName : row.issuedByName) ?? SYSTEM_USER,
      hash: certified ? d.hash! : '0',
      hashControl: certified ? String(d.keyVersion) : '0',
      period: month,
      invoiceDate: d.invoiceDate!,
      type: d.type as SaftInvoice['type'],
      sourceId: row.issuedByName ?? SYSTEM_USER,
      systemEntryDate: d.systemEntryDate!,
      customerId: d.customerNif,
      lines,
      taxPayableCents: d.taxCents,
      netCents: d.netCents,
      grossCents: d.grossCents,
      // SAF-T (PT) 1.04_01, 4.1.4.20.6: how an FR/FS was paid, dated on the document (paid when issued).
      payments: paidWith
        .filter((p) => p.documentId === d.id)
        .map((p) => ({ mechanism: mechanisms[p.method], amountCents: p.amountCents, date: d.invoiceDate! })),
      check: {
        seriesId,
        number: d.number!,
        credited: d.type === 'NC' ? { invoiceNo: row.creditedInvoiceNo, type: row.creditedType } : null,
        issuerNif: d.issuerNif,
        signature: verify ? { valid: verify(d), previousHash: d.previousHash, expectedPreviousHash } : null,
      },
    };
  });

  const settledBy = new Map<string, typeof settled>();
  for (const s of settled) settledBy.set(s.paymentId, [...(settledBy.get(s.paymentId) ?? []), s]);
  const paymentsOut: SaftPayment[] = receipts.map((row) => {
    const p = row.payment;
    const parts = settledBy.get(p.id) ?? [];
    // The receipt's customer is its first settled document's, as the receipt PDF prints (decision 030).
    const first = parts[0];
    addCustomer(first ?? finalConsumer, first?.systemEntryDate ?? '');
    const cancelled = p.status === 'A';
    const gross = p.receiptGrossCents ?? 0;
    return {
      refNo: p.receiptNo!,
      atcud: p.receiptAtcud!,
      period: month,
      transactionDate: p.paidAt,
      type: 'RG',
      status: cancelled ? 'A' : 'N',
      statusDate:
        cancelled && p.cancelledAt
          ? localClock(p.cancelledAt, clinic.timeZone).dateTime
          : p.receiptSystemEntryDate!,
      reason: cancelled ? p.cancelReason : null,
      statusSourceId: (cancelled ? row.cancelledByName : row.createdByName) ?? SYSTEM_USER,
      mechanism: mechanisms[p.method],
      amountCents: gross,
      sourceId: row.createdByName ?? SYSTEM_USER,
      systemEntryDate: p.receiptSystemEntryDate!,
      customerId: first?.customerNif ?? FINAL_CONSUMER_NIF,
      lines: parts.map((s, i) => ({
        number: i + 1,
        originatingOn: s.invoiceNo!,
        invoiceDate: s.invoiceDate!,
        side: 'credit' as const,
        amountCents: s.amountCents,
      })),
      // A receipt (RG, not cash-VAT RC) carries no VAT of its own: its total is what it settles.
      taxPayableCents: 0,
      netCents: gross,
      grossCents: gross,
      check: { seriesId: p.receiptSeriesId!, number: p.receiptNumber! },
    };
  });

  const seriesBefore = new Map<string, { count: number }>();
  for (const b of before) seriesBefore.set(b.series_id, { count: b.count });
  for (const b of receiptsBefore) seriesBefore.set(b.seriesId!, { count: b.count });

  const file: SaftFile = {
    header: {
      nif: clinic.nif!,
      companyName: clinic.fiscalName!,
      businessName: clinic.name !== clinic.fiscalName ? clinic.name : null,
      address: clinic.address!,
      city: clinic.city!,
      postalCode: clinic.postalCode!,
      year,
      month,
      startDate: from,
      endDate: to,
      dateCreated: today,
      producerNif: ctx.producerNif!,
      certificateNumber: ctx.certificateNumber ?? '0',
      productId: 'Clínica/Clínica',
      productVersion: '1.0',
    },
    customers: [...customers.values()].map((c) => c.customer).sort((a, b) => a.id.localeCompare(b.id)),
    products: [...products.values()].sort((a, b) => a.code.localeCompare(b.code)),
    taxTable: [...taxTable.values()],
    invoices,
    payments: paymentsOut,
    seriesBefore,
  };
  return { file, filename: saftFilename(clinic.nif!, year, month) };
}

/**
 * The file's bytes, or the problems that keep it from being offered: the schema's (each error mapped
 * to the document on its line) and the code checks'. CPU work outside any transaction.
 */
export async function renderSaft(file: SaftFile): Promise<{ bytes: Buffer; problems: SaftProblem[] }> {
  const { xml, documentAtLine } = buildSaftXml(file);
  const bytes = encodeWindows1252(xml);
  const schemaErrors = await validateSaft(bytes);
  const problems: SaftProblem[] = [
    ...schemaErrors.map((e) => ({
      document: e.line ? documentAtLine(e.line) : 'Ficheiro',
      rule: `esquema SAF-T (PT): ${e.message}`,
    })),
    ...checkSaft(file),
  ];
  return { bytes, problems };
}

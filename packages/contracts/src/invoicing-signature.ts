import {
  type TaxRegion,
  type TaxSummaryRow,
  type VatClass,
  centsText,
  isNonSubject,
  vatRatesByRegion,
} from './invoicing-tax.js';

/**
 * What an issued document carries for AT (decision 029): the signed message, the hash control and the QR
 * payload.
 */

/** The QR payload of a document (AT's "Especificações técnicas — código QR", fields A to S). */
export interface QrInput {
  issuerNif: string;
  customerNif: string;
  customerCountry: string;
  type: string;
  status: string;
  invoiceDate: string; // YYYY-MM-DD
  invoiceNo: string;
  atcud: string;
  /** The fiscal space; null for a document without VAT (a receipt, SAF-T table 4.4): «I1:0». */
  region: TaxRegion | null;
  summary: TaxSummaryRow[];
  grossCents: number;
  taxCents: number;
  hashControl: string;
  certificateNumber: string;
}

/**
 * Fields in AT's order, '*'-separated. The clinic's region is the document's fiscal space (I1); I2 is
 * the exempt base, I3/I4 the reduced base and VAT, I5/I6 intermediate, I7/I8 normal, L the base not
 * subject to VAT (M99); a field is left out when its amount is zero. N (total VAT), O (total with taxes),
 * Q (hash characters) and R (certificate number) are always present.
 */
export function qrPayload(q: QrInput): string {
  const rates = q.region ? vatRatesByRegion[q.region] : null;
  const sum = (pick: (r: TaxSummaryRow) => boolean, field: 'net_cents' | 'tax_cents') =>
    q.summary.filter(pick).reduce((s, r) => s + r[field], 0);
  const untaxed = (nonSubject: boolean) => (r: TaxSummaryRow) =>
    r.vat_rate_percent === null && isNonSubject(r.tax_exemption_code) === nonSubject;
  const byClass = (c: VatClass) => (r: TaxSummaryRow) => r.vat_rate_percent === rates?.[c];
  const fields: [string, string][] = [
    ['A', q.issuerNif],
    ['B', q.customerNif],
    ['C', q.customerCountry],
    ['D', q.type],
    ['E', q.status],
    ['F', q.invoiceDate.replaceAll('-', '')],
    ['G', q.invoiceNo],
    ['H', q.atcud],
    ['I1', q.region ?? '0'],
  ];
  const amount = (key: string, cents: number) => {
    if (cents !== 0) fields.push([key, centsText(cents)]);
  };
  amount('I2', sum(untaxed(false), 'net_cents'));
  amount('I3', sum(byClass('reduced'), 'net_cents'));
  amount('I4', sum(byClass('reduced'), 'tax_cents'));
  amount('I5', sum(byClass('intermediate'), 'net_cents'));
  amount('I6', sum(byClass('intermediate'), 'tax_cents'));
  amount('I7', sum(byClass('normal'), 'net_cents'));
  amount('I8', sum(byClass('normal'), 'tax_cents'));
  amount('L', sum(untaxed(true), 'net_cents'));
  fields.push(
    ['N', centsText(q.taxCents)],
    ['O', centsText(q.grossCents)],
    ['Q', q.hashControl],
    ['R', q.certificateNumber],
  );
  return fields.map(([k, v]) => `${k}:${v}`).join('*');
}

/** Characters 1, 11, 21 and 31 of a signature. */
export function hashControl(hash: string): string {
  return [0, 10, 20, 30].map((i) => hash[i] ?? '').join('');
}

/** The message the chain signs: InvoiceDate;SystemEntryDate;InvoiceNo;GrossTotal;PreviousHash. */
export function signedMessage(d: {
  invoiceDate: string;
  systemEntryDate: string;
  invoiceNo: string;
  grossCents: number;
  previousHash: string | null;
}): string {
  return `${d.invoiceDate};${d.systemEntryDate};${d.invoiceNo};${centsText(d.grossCents)};${d.previousHash ?? ''}`;
}

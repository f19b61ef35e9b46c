/**
 * The month's SAF-T (PT) 1.04_01 file as data (issue 28): what `saft-xml.ts` writes, element for
 * element, and what `saft-checks.ts` checks — the same values, so a check never disagrees with the file.
 * Amounts are integer cents; the file writes them as decimals with a point.
 */

export type TaxCode = 'NOR' | 'INT' | 'RED' | 'ISE' | 'OUT' | 'NS';
/** IVA, or NS for an operation not subject to VAT (M99). */
export type TaxType = 'IVA' | 'NS';

/** A line's Tax (SAF-T allows a percentage or, for stamp duty, an amount: this software writes percentages). */
export interface SaftTax {
  type: TaxType;
  region: string;
  code: TaxCode;
  percentage?: number;
  amountCents?: number;
}

export interface SaftExemption {
  /** TaxExemptionReason (6–60 characters). */
  reason: string;
  /** TaxExemptionCode (M01…M99). */
  code: string;
}

export interface SaftHeader {
  nif: string;
  companyName: string;
  businessName: string | null;
  address: string;
  city: string;
  postalCode: string;
  year: number;
  month: number;
  startDate: string;
  endDate: string;
  dateCreated: string;
  producerNif: string;
  certificateNumber: string;
  productId: string;
  productVersion: string;
}

export interface SaftCustomer {
  id: string;
  taxId: string;
  name: string;
  address: string;
  city: string;
  postalCode: string;
  country: string;
}

export interface SaftProduct {
  type: 'S' | 'P' | 'O';
  code: string;
  description: string;
}

export interface SaftTaxTableEntry {
  type: TaxType;
  region: string;
  code: TaxCode;
  description: string;
  percentage: number;
}

export interface SaftInvoiceLine {
  number: number;
  productCode: string;
  productDescription: string;
  quantity: number;
  unitOfMeasure: string;
  /** UnitPrice without VAT, after the line's discount (a decimal text with a point). */
  unitPrice: string;
  /** TaxBase: only for lines without a price (never written by this software, checked all the same). */
  taxBaseCents?: number;
  taxPointDate: string;
  /** References (credit notes): the credited document and the reason. */
  reference?: { invoiceNo: string; reason: string | null };
  description: string;
  /** DebitAmount (credit notes) or CreditAmount (invoices): the line without VAT. */
  side: 'debit' | 'credit';
  amountCents: number;
  /** The line's VAT (its share of the document's per-rate VAT): not in the file, only checked. */
  taxCents: number;
  /** The line including VAT, as stored: not in the file, only checked. */
  grossCents: number;
  tax: SaftTax;
  exemption?: SaftExemption;
}

export interface SaftInvoice {
  invoiceNo: string;
  atcud: string;
  status: 'N' | 'A';
  statusDate: string;
  reason: string | null;
  statusSourceId: string;
  /** The signature; "0" while the program is not certified (SAF-T 4.1.4.4). */
  hash: string;
  /** The signing key's version (decision 029); "0" while the program is not certified (4.1.4.5). */
  hashControl: string;
  period: number;
  invoiceDate: string;
  type: 'FT' | 'FR' | 'FS' | 'NC';
  sourceId: string;
  systemEntryDate: string;
  customerId: string;
  lines: SaftInvoiceLine[];
  taxPayableCents: number;
  netCents: number;
  grossCents: number;
  /** An FR/FS: how it was paid (DocumentTotals/Payment: PaymentMechanism, PaymentAmount, PaymentDate). */
  payments: { mechanism: string; amountCents: number; date: string }[];
  /** What the checks need beyond the file. */
  check: {
    /** The series (per type and year) and the number in it. */
    seriesId: string;
    number: number;
    /** An NC's credited document (null: none recorded, or not found). */
    credited: { invoiceNo: string | null; type: string | null } | null;
    issuerNif: string | null;
    /** The signature the file carries; null when it carries none (Hash "0"): nothing to compare. */
    signature: {
      /** It verifies for InvoiceDate;SystemEntryDate;InvoiceNo;GrossTotal;PreviousHash. */
      valid: boolean;
      /** PreviousHash as stored, and the hash the series' previous document carries. */
      previousHash: string | null;
      expectedPreviousHash: string | null;
    } | null;
  };
}

export interface SaftPaymentLine {
  number: number;
  originatingOn: string;
  invoiceDate: string;
  side: 'debit' | 'credit';
  amountCents: number;
  tax?: SaftTax;
  exemption?: SaftExemption;
}

export interface SaftPayment {
  refNo: string;
  atcud: string;
  period: number;
  transactionDate: string;
  type: 'RG' | 'RC';
  status: 'N' | 'A';
  statusDate: string;
  reason: string | null;
  statusSourceId: string;
  /** PaymentMechanism: CC, NU, MB, TB, CS, OU. */
  mechanism: string;
  amountCents: number;
  sourceId: string;
  systemEntryDate: string;
  customerId: string;
  lines: SaftPaymentLine[];
  taxPayableCents: number;
  netCents: number;
  grossCents: number;
  check: { seriesId: string; number: number };
}

/** A series' documents dated before the month: how many, so the month's numbers continue them. */
export interface SeriesBefore {
  count: number;
}

export interface SaftFile {
  header: SaftHeader;
  customers: SaftCustomer[];
  products: SaftProduct[];
  taxTable: SaftTaxTableEntry[];
  invoices: SaftInvoice[];
  payments: SaftPayment[];
  /** Per series id, what precedes the month (gapless numbering across months). */
  seriesBefore: Map<string, SeriesBefore>;
}

/** Integer cents as SAF-T writes money: a decimal with a point and two places. */
export function money(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** The control totals of SalesInvoices or Payments: cancelled documents (A) count but add nothing. */
export function controlTotals(docs: { status: string; lines: { side: string; amountCents: number }[] }[]) {
  let debit = 0;
  let credit = 0;
  for (const d of docs) {
    if (d.status === 'A') continue;
    for (const l of d.lines) {
      if (l.side === 'debit') debit += l.amountCents;
      else credit += l.amountCents;
    }
  }
  return { entries: docs.length, debitCents: debit, creditCents: credit };
}

import iconv from 'iconv-lite';
import {
  controlTotals,
  money,
  type SaftFile,
  type SaftInvoice,
  type SaftPayment,
  type SaftTax,
} from './saft-model.js';

/**
 * Writes the SAF-T (PT) 1.04_01 file (issue 28) in the XSD's element order, one element per line, and
 * remembers which document each line belongs to, so a schema error found on a line names its document.
 * The text is a JS string; `encodeWindows1252` makes the file's bytes.
 */

export const SAFT_NAMESPACE = 'urn:OECD:StandardAuditFile-Tax:PT_1.04_01';
export const XML_DECLARATION = '<?xml version="1.0" encoding="Windows-1252"?>';

/** Characters XML 1.0 cannot carry at all, not even as references: dropped (a space in their place). */
const NOT_XML =
  // eslint-disable-next-line no-control-regex -- matching the control characters is the point
  /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

export function escapeXml(text: string): string {
  return text
    .replace(NOT_XML, ' ')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}

/** At most `max` characters (code points: an emoji is one character for the schema, two for JS). */
export function clip(text: string, max: number): string {
  const trimmed = text.replace(/\s+/g, ' ').trim();
  const chars = Array.from(trimmed);
  return chars.length <= max ? trimmed : chars.slice(0, max).join('').trimEnd();
}

interface Line {
  text: string;
  document: string;
}

class Writer {
  readonly lines: Line[] = [{ text: XML_DECLARATION, document: 'Ficheiro' }];
  private depth = 0;
  document = 'Ficheiro';

  open(name: string, attributes = '') {
    this.push(`<${name}${attributes}>`);
    this.depth++;
  }
  close(name: string) {
    this.depth--;
    this.push(`</${name}>`);
  }
  /** A simple element; nothing written when the value is null or undefined (an optional element). */
  leaf(name: string, value: string | number | null | undefined) {
    if (value === null || value === undefined) return;
    this.push(`<${name}>${escapeXml(String(value))}</${name}>`);
  }
  private push(text: string) {
    this.lines.push({ text: `${'  '.repeat(this.depth)}${text}`, document: this.document });
  }
}

function header(w: Writer, f: SaftFile) {
  const h = f.header;
  w.document = 'Cabeçalho';
  w.open('Header');
  w.leaf('AuditFileVersion', '1.04_01');
  // Without a commercial registry entry AT asks for the NIF here.
  w.leaf('CompanyID', h.nif);
  w.leaf('TaxRegistrationNumber', h.nif);
  // F: invoicing (this software issues invoices and receipts, no accounting).
  w.leaf('TaxAccountingBasis', 'F');
  w.leaf('CompanyName', clip(h.companyName, 100));
  w.leaf('BusinessName', h.businessName ? clip(h.businessName, 60) : null);
  w.open('CompanyAddress');
  w.leaf('AddressDetail', clip(h.address, 210));
  w.leaf('City', clip(h.city, 50));
  w.leaf('PostalCode', clip(h.postalCode, 20));
  w.leaf('Country', 'PT');
  w.close('CompanyAddress');
  w.leaf('FiscalYear', h.year);
  w.leaf('StartDate', h.startDate);
  w.leaf('EndDate', h.endDate);
  w.leaf('CurrencyCode', 'EUR');
  w.leaf('DateCreated', h.dateCreated);
  // One file for the whole company (not per establishment).
  w.leaf('TaxEntity', 'Global');
  w.leaf('ProductCompanyTaxID', h.producerNif);
  w.leaf('SoftwareCertificateNumber', h.certificateNumber);
  w.leaf('ProductID', h.productId);
  w.leaf('ProductVersion', h.productVersion);
  w.close('Header');
}

function masterFiles(w: Writer, f: SaftFile) {
  w.document = 'Ficheiro';
  w.open('MasterFiles');
  for (const c of f.customers) {
    w.document = `Cliente ${c.id}`;
    w.open('Customer');
    w.leaf('CustomerID', c.id);
    w.leaf('AccountID', 'Desconhecido');
    w.leaf('CustomerTaxID', c.taxId);
    w.leaf('CompanyName', clip(c.name, 100));
    w.open('BillingAddress');
    w.leaf('AddressDetail', clip(c.address, 210));
    w.leaf('City', clip(c.city, 50));
    w.leaf('PostalCode', clip(c.postalCode, 20));
    w.leaf('Country', c.country);
    w.close('BillingAddress');
    w.leaf('SelfBillingIndicator', 0);
    w.close('Customer');
  }
  for (const p of f.products) {
    w.document = `Produto ${p.code}`;
    w.open('Product');
    w.leaf('ProductType', p.type);
    w.leaf('ProductCode', p.code);
    w.leaf('ProductDescription', clip(p.description, 200));
    w.leaf('ProductNumberCode', p.code);
    w.close('Product');
  }
  if (f.taxTable.length) {
    w.document = 'Tabela de impostos';
    w.open('TaxTable');
    for (const t of f.taxTable) {
      w.open('TaxTableEntry');
      w.leaf('TaxType', t.type);
      w.leaf('TaxCountryRegion', t.region);
      w.leaf('TaxCode', t.code);
      w.leaf('Description', t.description);
      w.leaf('TaxPercentage', t.percentage);
      w.close('TaxTableEntry');
    }
    w.close('TaxTable');
  }
  w.document = 'Ficheiro';
  w.close('MasterFiles');
}

function tax(w: Writer, t: SaftTax) {
  w.open('Tax');
  w.leaf('TaxType', t.type);
  w.leaf('TaxCountryRegion', t.region);
  w.leaf('TaxCode', t.code);
  if (t.percentage !== undefined) w.leaf('TaxPercentage', t.percentage);
  else w.leaf('TaxAmount', money(t.amountCents ?? 0));
  w.close('Tax');
}

function invoice(w: Writer, d: SaftInvoice) {
  w.document = d.invoiceNo;
  w.open('Invoice');
  w.leaf('InvoiceNo', d.invoiceNo);
  w.leaf('ATCUD', d.atcud);
  w.open('DocumentStatus');
  w.leaf('InvoiceStatus', d.status);
  w.leaf('InvoiceStatusDate', d.statusDate);
  w.leaf('Reason', d.reason ? clip(d.reason, 50) : null);
  w.leaf('SourceID', clip(d.statusSourceId, 30));
  w.leaf('SourceBilling', 'P');
  w.close('DocumentStatus');
  w.leaf('Hash', d.hash);
  w.leaf('HashControl', d.hashControl);
  w.leaf('Period', d.period);
  w.leaf('InvoiceDate', d.invoiceDate);
  w.leaf('InvoiceType', d.type);
  w.open('SpecialRegimes');
  w.leaf('SelfBillingIndicator', 0);
  w.leaf('CashVATSchemeIndicator', 0);
  w.leaf('ThirdPartiesBillingIndicator', 0);
  w.close('SpecialRegimes');
  w.leaf('SourceID', clip(d.sourceId, 30));
  w.leaf('SystemEntryDate', d.systemEntryDate);
  w.leaf('CustomerID', d.customerId);
  for (const l of d.lines) {
    w.open('Line');
    w.leaf('LineNumber', l.number);
    w.leaf('ProductCode', l.productCode);
    w.leaf('ProductDescription', clip(l.productDescription, 200));
    w.leaf('Quantity', l.quantity);
    w.leaf('UnitOfMeasure', l.unitOfMeasure);
    w.leaf('UnitPrice', l.unitPrice);
    if (l.taxBaseCents !== undefined) w.leaf('TaxBase', money(l.taxBaseCents));
    w.leaf('TaxPointDate', l.taxPointDate);
    if (l.reference) {
      w.open('References');
      w.leaf('Reference', l.reference.invoiceNo);
      w.leaf('Reason', l.reference.reason ? clip(l.reference.reason, 50) : null);
      w.close('References');
    }
    w.leaf('Description', clip(l.description, 200));
    w.leaf(l.side === 'debit' ? 'DebitAmount' : 'CreditAmount', money(l.amountCents));
    tax(w, l.tax);
    if (l.exemption) {
      w.leaf('TaxExemptionReason', clip(l.exemption.reason, 60));
      w.leaf('TaxExemptionCode', l.exemption.code);
    }
    w.close('Line');
  }
  w.open('DocumentTotals');
  w.leaf('TaxPayable', money(d.taxPayableCents));
  w.leaf('NetTotal', money(d.netCents));
  w.leaf('GrossTotal', money(d.grossCents));
  for (const p of d.payments) {
    w.open('Payment');
    w.leaf('PaymentMechanism', p.mechanism);
    w.leaf('PaymentAmount', money(p.amountCents));
    w.leaf('PaymentDate', p.date);
    w.close('Payment');
  }
  w.close('DocumentTotals');
  w.close('Invoice');
}

function payment(w: Writer, p: SaftPayment) {
  w.document = p.refNo;
  w.open('Payment');
  w.leaf('PaymentRefNo', p.refNo);
  w.leaf('ATCUD', p.atcud);
  w.leaf('Period', p.period);
  w.leaf('TransactionDate', p.transactionDate);
  w.leaf('PaymentType', p.type);
  w.open('DocumentStatus');
  w.leaf('PaymentStatus', p.status);
  w.leaf('PaymentStatusDate', p.statusDate);
  w.leaf('Reason', p.reason ? clip(p.reason, 50) : null);
  w.leaf('SourceID', clip(p.statusSourceId, 30));
  w.leaf('SourcePayment', 'P');
  w.close('DocumentStatus');
  w.open('PaymentMethod');
  w.leaf('PaymentMechanism', p.mechanism);
  w.leaf('PaymentAmount', money(p.amountCents));
  w.leaf('PaymentDate', p.transactionDate);
  w.close('PaymentMethod');
  w.leaf('SourceID', clip(p.sourceId, 30));
  w.leaf('SystemEntryDate', p.systemEntryDate);
  w.leaf('CustomerID', p.customerId);
  for (const l of p.lines) {
    w.open('Line');
    w.leaf('LineNumber', l.number);
    w.open('SourceDocumentID');
    w.leaf('OriginatingON', l.originatingOn);
    w.leaf('InvoiceDate', l.invoiceDate);
    w.close('SourceDocumentID');
    w.leaf(l.side === 'debit' ? 'DebitAmount' : 'CreditAmount', money(l.amountCents));
    if (l.tax) tax(w, l.tax);
    if (l.exemption) {
      w.leaf('TaxExemptionReason', clip(l.exemption.reason, 60));
      w.leaf('TaxExemptionCode', l.exemption.code);
    }
    w.close('Line');
  }
  w.open('DocumentTotals');
  w.leaf('TaxPayable', money(p.taxPayableCents));
  w.leaf('NetTotal', money(p.netCents));
  w.leaf('GrossTotal', money(p.grossCents));
  w.close('DocumentTotals');
  w.close('Payment');
}

function sourceDocuments(w: Writer, f: SaftFile) {
  w.document = 'Ficheiro';
  w.open('SourceDocuments');
  const sales = controlTotals(f.invoices);
  w.open('SalesInvoices');
  w.leaf('NumberOfEntries', sales.entries);
  w.leaf('TotalDebit', money(sales.debitCents));
  w.leaf('TotalCredit', money(sales.creditCents));
  for (const d of f.invoices) invoice(w, d);
  w.document = 'Ficheiro';
  w.close('SalesInvoices');
  const receipts = controlTotals(f.payments);
  w.open('Payments');
  w.leaf('NumberOfEntries', receipts.entries);
  w.leaf('TotalDebit', money(receipts.debitCents));
  w.leaf('TotalCredit', money(receipts.creditCents));
  for (const p of f.payments) payment(w, p);
  w.document = 'Ficheiro';
  w.close('Payments');
  w.close('SourceDocuments');
}

/** The file as text, and per line (1-based, as libxml2 counts) the document it belongs to. */
export function buildSaftXml(f: SaftFile): { xml: string; documentAtLine: (line: number) => string } {
  const w = new Writer();
  w.open('AuditFile', ` xmlns="${SAFT_NAMESPACE}"`);
  header(w, f);
  masterFiles(w, f);
  sourceDocuments(w, f);
  w.document = 'Ficheiro';
  w.close('AuditFile');
  const xml = `${w.lines.map((l) => l.text).join('\n')}\n`;
  return { xml, documentAtLine: (line) => w.lines[line - 1]?.document ?? 'Ficheiro' };
}

/** The characters Windows-1252 has (the five bytes it leaves undefined decode to nothing usable). */
const windows1252 = new Set(
  Array.from({ length: 256 }, (_, b) => iconv.decode(Buffer.from([b]), 'win1252')).filter(
    (c) => c !== '\uFFFD',
  ),
);

/** Every character Windows-1252 lacks as a character reference (Ł → &#x141;, an emoji → &#x1F600;). */
export function windows1252Safe(xml: string): string {
  let out = '';
  for (const ch of xml)
    out += windows1252.has(ch) ? ch : `&#x${ch.codePointAt(0)!.toString(16).toUpperCase()};`;
  return out;
}

/** The file's bytes: Windows-1252, as its declaration says. */
export const encodeWindows1252 = (xml: string): Buffer => iconv.encode(windows1252Safe(xml), 'win1252');

import { paymentMethodLabels } from '@clinica/contracts/payment-methods';
import { exemptionText, unitPriceWithoutVatCents, type TaxRegion } from '@clinica/contracts/invoicing-tax';
import { invoicingMessages, type DocumentType, type InvoicingDocument } from '@clinica/contracts/invoicing';
import { printable, type PdfColumn } from '../../lib/pdf.js';
import {
  BAND,
  INK,
  MARGIN,
  MUTED,
  PAD,
  QR_BLOCK,
  QR_BOX,
  amount,
  banner,
  customerBlock,
  dateText,
  euros,
  fiscalHeader,
  processingLine,
  qrWithAtcud,
  rule,
  startFiscalPdf,
  type FiscalIssuer,
  type FiscalPage,
  type PrintOptions,
} from './fiscal-pdf.js';

/**
 * The printed fiscal document (issue 26): A4, pt-PT, what Portaria 363/2010, CIVA art. 36.º and AT's
 * QR-code and ATCUD rules ask a printed invoice to carry — issuer (a company's mentions too) and customer
 * NIF, number, date, ATCUD and copy on every page, the lines with their unit price without VAT and their
 * VAT rate or exemption code, the VAT summary per rate with the exemption reasons, the totals, the QR code
 * (≥ 30 × 30 mm) under its ATCUD and, on every page, the four signature characters with the processing line.
 */

/** The clinic's fiscal identity as the document was issued with it. */
export type DocumentIssuer = FiscalIssuer & { tax_region: TaxRegion };

export const documentTitles: Record<DocumentType, string> = {
  FT: 'Fatura',
  FR: 'Fatura-recibo',
  FS: 'Fatura simplificada',
  NC: 'Nota de crédito',
};

/** «FT 2026A/17» → «FT_2026A_17.pdf» (Content-Disposition, the e-mail's attachment). */
export function documentPdfFilename(doc: Pick<InvoicingDocument, 'invoice_no' | 'id'>): string {
  return `${(doc.invoice_no ?? doc.id).replace(/[^A-Za-z0-9.-]+/g, '_')}.pdf`;
}

const decimalFormat = new Intl.NumberFormat('pt-PT', { maximumFractionDigits: 3, useGrouping: false });
const decimal = (v: number) => decimalFormat.format(v);

/** One row of cells that may wrap; returns its height. `measure` only measures. */
function row(p: FiscalPage, cols: PdfColumn[], cells: string[], y: number, measure = false): number {
  const { pdf } = p;
  const h = Math.max(...cols.map((c, i) => pdf.heightOfString(cells[i] ?? '', { width: c.width - 2 * PAD })));
  if (measure) return h + 2 * PAD;
  let x = MARGIN;
  cols.forEach((c, i) => {
    pdf.text(cells[i] ?? '', x + PAD, y + PAD, { width: c.width - 2 * PAD, align: c.align });
    x += c.width;
  });
  return h + 2 * PAD;
}

/** The credited document and the reason (an NC), the notes; returns the next y. */
function references(p: FiscalPage, doc: InvoicingDocument, y: number): number {
  const { pdf, W } = p;
  pdf.font('Helvetica').fontSize(9).fillColor(INK);
  if (doc.patient && doc.patient.name !== doc.customer.name)
    pdf.text(`Paciente: ${printable(doc.patient.name)}`, MARGIN, y, { width: 300 });
  pdf.moveDown(0.6);
  if (doc.type === 'NC') {
    const credited = doc.credited_document?.invoice_no ?? '—';
    pdf.font('Helvetica-Bold').text(`Nota de crédito referente a ${credited}`, MARGIN, pdf.y, { width: W });
    pdf.font('Helvetica').text(`Motivo: ${printable(doc.credit_reason ?? '—')}`, { width: W });
    pdf.moveDown(0.6);
  }
  if (doc.notes) {
    pdf.font('Helvetica-Oblique').text(`Observações: ${printable(doc.notes)}`, MARGIN, pdf.y, { width: W });
    pdf.moveDown(0.6);
  }
  return pdf.y + 4;
}

/**
 * The lines: a row never splits across pages, and the heading repeats on each page. Each line shows its
 * unit price without VAT (CIVA art. 36.º n.º 5 c)) and with it, and its rate or exemption code.
 */
function linesTable(p: FiscalPage, doc: InvoicingDocument, y: number): number {
  const { pdf, W } = p;
  const fixed: PdfColumn[] = [
    { label: 'Data', width: 56, align: 'left' },
    { label: 'Qtd.', width: 30, align: 'right' },
    { label: 'Preço unit.\ns/ IVA €', width: 56, align: 'right' },
    { label: 'Preço unit.\nc/ IVA €', width: 56, align: 'right' },
    { label: 'Desc. %', width: 36, align: 'right' },
    { label: 'IVA', width: 34, align: 'right' },
    { label: 'Total €', width: 58, align: 'right' },
  ];
  const description = W - fixed.reduce((s, c) => s + c.width, 0);
  const cols: PdfColumn[] = [{ label: 'Descrição', width: description, align: 'left' }, ...fixed];
  const heading = (top: number) => {
    const labels = cols.map((c) => c.label);
    pdf.font('Helvetica-Bold').fontSize(8);
    const h = row(p, cols, labels, top, true);
    pdf.rect(MARGIN, top, W, h).fill(BAND);
    pdf.fillColor(INK);
    row(p, cols, labels, top);
    return top + h;
  };

  y = heading(y);
  for (const l of doc.lines) {
    const cells = [
      printable(l.description),
      l.service_date ? dateText(l.service_date) : '',
      decimal(l.quantity),
      amount(unitPriceWithoutVatCents(l)),
      amount(l.unit_price_cents),
      decimal(l.discount_percent),
      l.vat_rate_percent !== null ? `${l.vat_rate_percent}%` : (l.tax_exemption_code ?? ''),
      amount(l.gross_cents),
    ];
    pdf.font('Helvetica').fontSize(9);
    const h = row(p, cols, cells, y, true);
    if (y + h > p.bottom()) {
      y = heading(p.newPage());
      pdf.font('Helvetica').fontSize(9);
    }
    pdf.fillColor(INK);
    row(p, cols, cells, y);
    y += h;
    rule(pdf, MARGIN, y, MARGIN + W);
  }
  return y;
}

/** The closing block, never split: the QR code under its ATCUD on the left; the VAT summary and totals on the right. */
function closing(p: FiscalPage, doc: InvoicingDocument & { atcud: string }, y: number, qr: string) {
  const { pdf, W } = p;
  const x0 = MARGIN + QR_BOX + 24;
  const R = MARGIN + W - x0;
  const cols: PdfColumn[] = [
    { label: 'Taxa', width: R - 3 * 82, align: 'left' },
    { label: 'Incidência', width: 82, align: 'right' },
    { label: 'IVA', width: 82, align: 'right' },
    { label: 'Total', width: 82, align: 'right' },
  ];
  const reasons = doc.tax_summary
    .filter((r) => r.vat_rate_percent === null)
    .map((r) => {
      const code = r.tax_exemption_code ?? '';
      return `Isento — ${code}: ${printable(r.tax_exemption_text ?? exemptionText(code) ?? '')}`;
    });
  const totalLabel =
    doc.type === 'NC' ? 'Total creditado' : doc.type === 'FR' ? 'Total pago' : 'Total a pagar';
  const totals: [string, string][] = [
    ['Total ilíquido', euros(doc.net_cents)],
    ['Total IVA', euros(doc.tax_cents)],
    [totalLabel, euros(doc.gross_cents)],
  ];

  pdf.font('Helvetica').fontSize(8);
  const reasonsH = reasons.reduce((s, t) => s + pdf.heightOfString(t, { width: R }), 0);
  // An FR/FS: how it was paid, under its total (issue 38).
  const paidWith = doc.payments.map((m) => [paymentMethodLabels[m.method], euros(m.amount_cents)] as const);
  const rightH =
    16 + 18 * (doc.tax_summary.length + 1) + reasonsH + 14 + 18 * totals.length + 14 * paidWith.length;
  y += 16;
  if (y + Math.max(QR_BLOCK + 4, rightH) > p.bottom()) y = p.newPage();

  qrWithAtcud(p, MARGIN, y, qr, doc.atcud);

  pdf.font('Helvetica-Bold').fontSize(9).fillColor(INK).text('Resumo do IVA', x0, y);
  const cells = (values: string[], top: number, bold = false) => {
    pdf
      .font(bold ? 'Helvetica-Bold' : 'Helvetica')
      .fontSize(8.5)
      .fillColor(INK);
    let x = x0;
    cols.forEach((c, i) => {
      pdf.text(values[i]!, x, top + 4, { width: c.width - PAD, align: c.align, lineBreak: false });
      x += c.width;
    });
  };
  let sy = y + 16;
  pdf.rect(x0, sy, R, 18).fill(BAND);
  cells(
    cols.map((c) => c.label),
    sy,
    true,
  );
  sy += 18;
  for (const r of doc.tax_summary) {
    const rate =
      r.vat_rate_percent !== null ? `${r.vat_rate_percent}%` : `Isento (${r.tax_exemption_code ?? ''})`;
    cells([rate, euros(r.net_cents), euros(r.tax_cents), euros(r.gross_cents)], sy);
    sy += 18;
    rule(pdf, x0, sy, x0 + R);
  }
  pdf.font('Helvetica').fontSize(8).fillColor(MUTED);
  for (const t of reasons) {
    pdf.text(t, x0, sy + 2, { width: R });
    sy = pdf.y;
  }
  sy += 12;
  totals.forEach(([label, value], i) => {
    const last = i === totals.length - 1;
    if (last) rule(pdf, x0 + R - 230, sy - 2, x0 + R, INK, 1);
    pdf
      .font(last ? 'Helvetica-Bold' : 'Helvetica')
      .fontSize(last ? 11 : 9)
      .fillColor(INK);
    pdf.text(label, x0 + R - 230, sy + 2, { width: 130, lineBreak: false });
    pdf.text(value, x0 + R - 100, sy + 2, { width: 100 - PAD, align: 'right', lineBreak: false });
    sy += 18;
  });
  pdf.font('Helvetica').fontSize(8.5).fillColor(MUTED);
  for (const [label, value] of paidWith) {
    pdf.text(`Pago em ${label.toLowerCase()}`, x0 + R - 230, sy + 2, { width: 130, lineBreak: false });
    pdf.text(value, x0 + R - 100, sy + 2, { width: 100 - PAD, align: 'right', lineBreak: false });
    sy += 14;
  }
}

/**
 * The PDF of an issued document (N or A). A draft is not a fiscal document: the API answers 409 before
 * calling, and this refuses it too.
 */
export async function renderDocumentPdf(
  doc: InvoicingDocument,
  issuer: DocumentIssuer,
  opts: PrintOptions,
): Promise<Buffer> {
  if (doc.status === 'D' || !doc.invoice_no) throw new Error(invoicingMessages.draftNoPdf);
  const { invoice_no: invoiceNo, atcud, invoice_date: invoiceDate, hash_control: hash, qr_payload: qr } = doc;
  if (!atcud || !invoiceDate || !hash || !qr)
    throw new Error(`${invoiceNo}: an issued document without ATCUD, date, signature or QR payload`);
  if (!issuer.nif) throw new Error('The issuer has no NIF: the invoicing settings are incomplete');

  const head = { title: documentTitles[doc.type], number: invoiceNo, date: invoiceDate, atcud };
  const p = startFiscalPdf(head, issuer, opts);
  let y = fiscalHeader(p, head, issuer, opts);
  if (doc.status === 'A')
    y = banner(p, y, [
      { text: 'ANULADO', bold: true, size: 16 },
      { text: `Motivo da anulação: ${printable(doc.cancel_reason ?? '—')}` },
    ]);
  y = customerBlock(p, y, doc.customer);
  y = references(p, doc, y);
  y = linesTable(p, doc, y);
  closing(p, { ...doc, atcud }, y, qr);
  return p.finish({
    processing: processingLine(hash, opts.certificateNumber),
    cancelled: doc.status === 'A',
  });
}

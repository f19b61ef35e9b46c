import PDFDocument from 'pdfkit';
import { exemptionText, type TaxRegion } from '@clinica/contracts/invoicing-tax';
import {
  FINAL_CONSUMER_NIF,
  invoicingMessages,
  type DocumentType,
  type InvoicingDocument,
} from '@clinica/contracts/invoicing';
import { drawQr, printable } from '../../lib/pdf.js';

/**
 * The printed fiscal document (issue 26): A4, pt-PT, what Portaria 363/2010 and AT's QR-code and ATCUD
 * rules ask a printed invoice to carry — issuer and customer NIF, number, date, ATCUD, the lines with
 * their VAT rate or exemption code, the VAT summary per rate with the exemption reasons, the totals,
 * the QR code (≥ 30 × 30 mm) and, on every page, the four signature characters with the processing line.
 */

/** The clinic's fiscal identity, as in its invoicing settings. */
export interface DocumentIssuer {
  fiscal_name: string | null;
  nif: string | null;
  address: string | null;
  postal_code: string | null;
  city: string | null;
  tax_region: TaxRegion;
}

export interface DocumentPdfOptions {
  /** The account's name, shown above the fiscal name when they differ (and in place of a missing one). */
  clinicName: string;
  /** AT's certificate number (config.invoiceCertificateNumber); absent: the non-certified notice. */
  certificateNumber?: string;
}

export const documentTitles: Record<DocumentType, string> = {
  FT: 'Fatura',
  FR: 'Fatura-recibo',
  FS: 'Fatura simplificada',
  NC: 'Nota de crédito',
};

export const NOT_CERTIFIED_NOTICE = [
  'Documento emitido por programa não certificado pela Autoridade Tributária e Aduaneira (AT).',
  'Não tem validade como documento fiscal certificado.',
] as const;

/** The line AT requires on every page: the four signature characters and the certificate. */
export function processingLine(hashControl: string, certificateNumber?: string): string {
  return certificateNumber
    ? `${hashControl}-Processado por programa certificado n.º ${certificateNumber}/AT`
    : `${hashControl}-Processado por programa não certificado`;
}

/** «FT 2026A/17» → «FT_2026A_17.pdf» (Content-Disposition, the e-mail's attachment). */
export function documentPdfFilename(doc: Pick<InvoicingDocument, 'invoice_no' | 'id'>): string {
  return `${(doc.invoice_no ?? doc.id).replace(/[^A-Za-z0-9.-]+/g, '_')}.pdf`;
}

// The web's lib/format.ts rules (Intl pt-PT), so the screen and the paper agree.
const eurosFormat = new Intl.NumberFormat('pt-PT', { style: 'currency', currency: 'EUR' });
const amountFormat = new Intl.NumberFormat('pt-PT', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const decimalFormat = new Intl.NumberFormat('pt-PT', { maximumFractionDigits: 3, useGrouping: false });
export const euros = (cents: number) => eurosFormat.format(cents / 100);
/** An amount in a column whose heading carries the «€». */
const amount = (cents: number) => amountFormat.format(cents / 100);
const decimal = (v: number) => decimalFormat.format(v);
/** 'YYYY-MM-DD' → 'dd/mm/aaaa' (a calendar date: no time zone involved). */
export const dateText = (iso: string) => iso.slice(0, 10).split('-').reverse().join('/');

const MARGIN = 40;
const FOOTER = 30;
const PAD = 4;
const INK = '#1f2933';
const MUTED = '#52606d';
const RULE = '#cbd2d9';
const RED = '#b42318';
const BAND = '#eef2f6';
/** The whole box, with a 2-module quiet zone: the symbol is ≥ 92 pt (32.6 mm) for any QR version. */
const QR_BOX = 110;

type Pdf = PDFKit.PDFDocument;
type Column = { label: string; width: number; align: 'left' | 'right' };
type Issued = InvoicingDocument & { invoice_no: string; atcud: string; invoice_date: string };

interface Page {
  pdf: Pdf;
  doc: Issued;
  /** Usable width. */
  W: number;
  /** Where content must end (above the footer). */
  bottom: () => number;
  /** A continuation page; returns where content starts. */
  newPage: () => number;
}

function rule(pdf: Pdf, x1: number, y: number, x2: number, color = RULE, width = 0.5) {
  pdf.moveTo(x1, y).lineTo(x2, y).lineWidth(width).strokeColor(color).stroke();
}

/** One row of cells that may wrap; returns its height. `measure` only measures. */
function row(pdf: Pdf, x0: number, cols: Column[], cells: string[], y: number, measure = false): number {
  const h = Math.max(...cols.map((c, i) => pdf.heightOfString(cells[i] ?? '', { width: c.width - 2 * PAD })));
  if (measure) return h + 2 * PAD;
  let x = x0;
  cols.forEach((c, i) => {
    pdf.text(cells[i] ?? '', x + PAD, y + PAD, { width: c.width - 2 * PAD, align: c.align });
    x += c.width;
  });
  return h + 2 * PAD;
}

function header(p: Page, issuer: DocumentIssuer, opts: DocumentPdfOptions, fiscalName: string): number {
  const { pdf, doc, W } = p;
  const right = MARGIN + W - 200;
  const clinicName = printable(opts.clinicName);
  if (issuer.fiscal_name && clinicName !== fiscalName)
    pdf.font('Helvetica').fontSize(9).fillColor(MUTED).text(clinicName, MARGIN, MARGIN, { width: 270 });
  pdf.font('Helvetica-Bold').fontSize(14).fillColor(INK).text(fiscalName, MARGIN, pdf.y, { width: 270 });
  pdf.font('Helvetica').fontSize(9).text(`NIF ${issuer.nif}`, { width: 270 });
  if (issuer.address) pdf.text(printable(issuer.address), { width: 270 });
  const place = [issuer.postal_code, issuer.city].filter(Boolean).join(' ');
  if (place) pdf.text(printable(place), { width: 270 });
  const leftEnd = pdf.y;

  pdf
    .font('Helvetica-Bold')
    .fontSize(18)
    .text(documentTitles[doc.type], right, MARGIN, { width: 200, align: 'right' });
  pdf.fontSize(12).text(doc.invoice_no, { width: 200, align: 'right' });
  pdf.font('Helvetica').fontSize(9).moveDown(0.3);
  for (const line of [`Data: ${dateText(doc.invoice_date)}`, `ATCUD: ${doc.atcud}`, 'Original'])
    pdf.text(line, right, pdf.y, { width: 200, align: 'right' });
  return Math.max(leftEnd, pdf.y) + 14;
}

/** A red box across the page (the non-certified notice, the cancellation); returns the next y. */
function banner(p: Page, y: number, lines: { text: string; bold?: boolean; size?: number }[]): number {
  const { pdf, W } = p;
  const style = (l: (typeof lines)[number]) =>
    pdf.font(l.bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(l.size ?? 9);
  const h = lines.reduce((s, l) => s + style(l).heightOfString(l.text, { width: W - 16 }), 0) + 12;
  pdf.save().lineWidth(1.2).rect(MARGIN, y, W, h).fillAndStroke('#fdecea', RED).restore();
  pdf.x = MARGIN + 8;
  pdf.y = y + 6;
  for (const l of lines)
    style(l)
      .fillColor(RED)
      .text(l.text, MARGIN + 8, pdf.y, { width: W - 16 });
  return y + h + 10;
}

function customer(p: Page, y: number): number {
  const { pdf, doc, W } = p;
  const c = doc.customer;
  pdf.font('Helvetica').fontSize(8).fillColor(MUTED).text('CLIENTE', MARGIN, y);
  pdf.font('Helvetica-Bold').fontSize(10).fillColor(INK).text(printable(c.name), { width: 300 });
  pdf.font('Helvetica').fontSize(9);
  pdf.text(c.nif === FINAL_CONSUMER_NIF ? 'Consumidor final' : `NIF: ${c.nif}`, { width: 300 });
  if (c.address) pdf.text(printable(c.address), { width: 300 });
  const place = [c.postal_code, c.city].filter(Boolean).join(' ');
  if (place) pdf.text(printable(place), { width: 300 });
  if (doc.patient.name !== c.name) pdf.text(`Paciente: ${printable(doc.patient.name)}`, { width: 300 });
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

/** The lines: a row never splits across pages, and the heading repeats on each page. */
function linesTable(p: Page, y: number): number {
  const { pdf, doc, W } = p;
  const fixed: Column[] = [
    { label: 'Data', width: 56, align: 'left' },
    { label: 'Qtd.', width: 36, align: 'right' },
    { label: 'Preço unit.\n(c/ IVA) €', width: 66, align: 'right' },
    { label: 'Desc. %', width: 40, align: 'right' },
    { label: 'IVA', width: 36, align: 'right' },
    { label: 'Total €', width: 62, align: 'right' },
  ];
  const description = W - fixed.reduce((s, c) => s + c.width, 0);
  const cols: Column[] = [{ label: 'Descrição', width: description, align: 'left' }, ...fixed];
  const heading = (top: number) => {
    const labels = cols.map((c) => c.label);
    pdf.font('Helvetica-Bold').fontSize(8);
    const h = row(pdf, MARGIN, cols, labels, top, true);
    pdf.rect(MARGIN, top, W, h).fill(BAND);
    row(pdf.fillColor(INK), MARGIN, cols, labels, top);
    return top + h;
  };

  y = heading(y);
  for (const l of doc.lines) {
    const cells = [
      printable(l.description),
      l.service_date ? dateText(l.service_date) : '',
      decimal(l.quantity),
      amount(l.unit_price_cents),
      decimal(l.discount_percent),
      l.vat_rate_percent !== null ? `${l.vat_rate_percent}%` : (l.tax_exemption_code ?? ''),
      amount(l.gross_cents),
    ];
    pdf.font('Helvetica').fontSize(9);
    const h = row(pdf, MARGIN, cols, cells, y, true);
    if (y + h > p.bottom()) {
      y = heading(p.newPage());
      pdf.font('Helvetica').fontSize(9);
    }
    row(pdf.fillColor(INK), MARGIN, cols, cells, y);
    y += h;
    rule(pdf, MARGIN, y, MARGIN + W);
  }
  return y;
}

/** The closing block, never split: the QR code and ATCUD on the left; the VAT summary and totals on the right. */
function closing(p: Page, y: number, qr: string) {
  const { pdf, doc, W } = p;
  const x0 = MARGIN + QR_BOX + 24;
  const R = MARGIN + W - x0;
  const cols: Column[] = [
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
  const rightH = 16 + 18 * (doc.tax_summary.length + 1) + reasonsH + 14 + 18 * totals.length;
  y += 16;
  if (y + Math.max(QR_BOX + 16, rightH) > p.bottom()) y = p.newPage();

  drawQr(pdf, qr, MARGIN, y, { size: QR_BOX, quietZone: 2 });
  pdf.font('Helvetica').fontSize(8).fillColor(INK);
  pdf.text(`ATCUD: ${doc.atcud}`, MARGIN - 10, y + QR_BOX + 2, { width: QR_BOX + 20, align: 'center' });

  pdf.font('Helvetica-Bold').fontSize(9).text('Resumo do IVA', x0, y);
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
}

/** On every page: the processing line and «Página i de N»; across a cancelled document's pages, «ANULADO». */
function furniture(p: Page, processing: string) {
  const { pdf, doc, W } = p;
  const { start, count } = pdf.bufferedPageRange();
  for (let i = start; i < start + count; i++) {
    pdf.switchToPage(i);
    pdf.page.margins.bottom = 0; // writing below the bottom margin must not open a page
    const fy = pdf.page.height - MARGIN - FOOTER + 10;
    rule(pdf, MARGIN, fy, MARGIN + W);
    pdf.font('Helvetica').fontSize(8).fillColor(INK);
    pdf.text(processing, MARGIN, fy + 6, { width: W - 90, lineBreak: false });
    pdf.text(`Página ${i - start + 1} de ${count}`, MARGIN + W - 90, fy + 6, {
      width: 90,
      align: 'right',
      lineBreak: false,
    });
    if (doc.status === 'A') {
      const [cx, cy] = [pdf.page.width / 2, pdf.page.height / 2];
      pdf
        .save()
        .rotate(-35, { origin: [cx, cy] })
        .fillOpacity(0.12)
        .fillColor(RED);
      pdf.font('Helvetica-Bold').fontSize(110);
      pdf.text('ANULADO', cx - 300, cy - 60, { width: 600, align: 'center', lineBreak: false });
      pdf.restore();
    }
  }
}

/**
 * The PDF of an issued document (N or A). A draft is not a fiscal document: the API answers 409 before
 * calling, and this refuses it too.
 */
export async function renderDocumentPdf(
  doc: InvoicingDocument,
  issuer: DocumentIssuer,
  opts: DocumentPdfOptions,
): Promise<Buffer> {
  if (doc.status === 'D' || !doc.invoice_no) throw new Error(invoicingMessages.draftNoPdf);
  const { invoice_no: invoiceNo, atcud, invoice_date: invoiceDate, hash_control: hash, qr_payload: qr } = doc;
  if (!atcud || !invoiceDate || !hash || !qr)
    throw new Error(`${invoiceNo}: an issued document without ATCUD, date, signature or QR payload`);
  if (!issuer.nif) throw new Error('The issuer has no NIF: the invoicing settings are incomplete');

  const title = `${documentTitles[doc.type]} ${invoiceNo}`;
  const fiscalName = printable(issuer.fiscal_name ?? opts.clinicName);
  const pdf = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    bufferPages: true,
    lang: 'pt-PT',
    info: { Title: title, Author: fiscalName, Creator: 'Clínica' },
  });
  const chunks: Buffer[] = [];
  pdf.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve, reject) => {
    pdf.on('end', () => resolve(Buffer.concat(chunks)));
    pdf.on('error', reject);
  });

  const W = pdf.page.width - 2 * MARGIN;
  const p: Page = {
    pdf,
    doc: { ...doc, invoice_no: invoiceNo, atcud, invoice_date: invoiceDate },
    W,
    bottom: () => pdf.page.height - MARGIN - FOOTER,
    newPage: () => {
      pdf.addPage();
      pdf.font('Helvetica-Bold').fontSize(9).fillColor(MUTED);
      pdf.text(`${title} — ${fiscalName} (continuação)`, MARGIN, MARGIN, { width: W });
      return pdf.y + 10;
    },
  };

  let y = header(p, issuer, opts, fiscalName);
  if (!opts.certificateNumber)
    y = banner(
      p,
      y,
      NOT_CERTIFIED_NOTICE.map((text, i) => ({ text, bold: i === 0 })),
    );
  if (doc.status === 'A')
    y = banner(p, y, [
      { text: 'ANULADO', bold: true, size: 16 },
      { text: `Motivo da anulação: ${printable(doc.cancel_reason ?? '—')}` },
    ]);
  y = customer(p, y);
  y = linesTable(p, y);
  closing(p, y, qr);
  furniture(p, processingLine(hash, opts.certificateNumber));
  pdf.end();
  return done;
}

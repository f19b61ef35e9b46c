import { FINAL_CONSUMER_NIF } from '@clinica/contracts/invoicing';
import { companyTypeNames, isCompany, type LegalForm } from '@clinica/contracts/invoicing-issuer';
import { a4Pdf, drawQr, printable } from '../../lib/pdf.js';

/**
 * What every printed fiscal document and receipt shares (A4, pt-PT): the issuer with a company's
 * mentions (CSC art. 171.º), the number, date, ATCUD and copy («Original» or «2.ª via», CIVA art. 36.º
 * n.º 3) on every page's header, the customer, the QR code with its ATCUD immediately above it
 * (Portaria 195/2020), the processing line and «Página i de N» on every page, and «ANULADO».
 */

/** The issuer as printed: a document's as it was when issued (a reprint never takes a later address). */
export interface FiscalIssuer {
  fiscal_name: string | null;
  nif: string | null;
  address: string | null;
  postal_code: string | null;
  city: string | null;
  /** Null on documents issued before the legal form was recorded: no company mentions. */
  legal_form: LegalForm | null;
  share_capital_cents: number | null;
  registry_office: string | null;
  registration_number: string | null;
}

export interface FiscalCustomer {
  nif: string;
  name: string;
  address: string | null;
  postal_code: string | null;
  city: string | null;
}

/** What a print shows of itself: its copy (1: the original) and the installation's certificate. */
export interface PrintOptions {
  /** The account's name, shown above the fiscal name when they differ (and in place of a missing one). */
  clinicName: string;
  /** AT's certificate number (config.invoiceCertificateNumber); absent: «programa não certificado». */
  certificateNumber?: string;
  /** Which copy this is (fiscal_copies): 1 the original, any other a «2.ª via». */
  copy: number;
}

/** CIVA art. 36.º n.º 3: the original goes to the customer; every later copy says it is one. */
export const copyLabel = (copy: number) => (copy === 1 ? 'Original' : '2.ª via');

// The web's lib/format.ts rules (Intl pt-PT), so the screen and the paper agree.
const eurosFormat = new Intl.NumberFormat('pt-PT', { style: 'currency', currency: 'EUR' });
const amountFormat = new Intl.NumberFormat('pt-PT', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
export const euros = (cents: number) => eurosFormat.format(cents / 100);
/** An amount in a column whose heading carries the «€». */
export const amount = (cents: number) => amountFormat.format(cents / 100);
/** 'YYYY-MM-DD' → 'dd/mm/aaaa' (a calendar date: no time zone involved). */
export const dateText = (iso: string) => iso.slice(0, 10).split('-').reverse().join('/');

export const MARGIN = 40;
const FOOTER = 30;
export const PAD = 4;
export const INK = '#1f2933';
export const MUTED = '#52606d';
export const RULE = '#cbd2d9';
const RED = '#b42318';
export const BAND = '#eef2f6';
/** The whole box, with a 2-module quiet zone: the symbol is ≥ 92 pt (32.6 mm) for any QR version. */
export const QR_BOX = 110;
/** The ATCUD's line above the QR code. */
const ATCUD_LINE = 12;
/** The QR code with its ATCUD above it. */
export const QR_BLOCK = ATCUD_LINE + QR_BOX;

type Pdf = PDFKit.PDFDocument;

export function rule(pdf: Pdf, x1: number, y: number, x2: number, color = RULE, width = 0.5) {
  pdf.moveTo(x1, y).lineTo(x2, y).lineWidth(width).strokeColor(color).stroke();
}

/** A printed document in the making: its pages, where content ends, and how a new page begins. */
export interface FiscalPage {
  pdf: Pdf;
  /** Usable width. */
  W: number;
  /** Where content must end (above the footer). */
  bottom: () => number;
  /** A continuation page with its header (title, number, ATCUD, copy); returns where content starts. */
  newPage: () => number;
  /** Resolves with the bytes once `finish` has ended the document. */
  finish: (footer: { processing: string; cancelled: boolean }) => Promise<Buffer>;
}

/** The identity a page header carries, on the first page and every continuation page. */
export interface FiscalHeader {
  /** «Fatura», «Recibo». */
  title: string;
  /** «FT 2026A/17». */
  number: string;
  /** 'YYYY-MM-DD'. */
  date: string;
  atcud: string;
}

export function startFiscalPdf(head: FiscalHeader, issuer: FiscalIssuer, opts: PrintOptions): FiscalPage {
  const fiscalName = printable(issuer.fiscal_name ?? opts.clinicName);
  const title = `${head.title} ${head.number}`;
  const { pdf, done } = a4Pdf({
    margin: MARGIN,
    bufferPages: true,
    info: { Title: title, Author: fiscalName, Creator: 'Clínica' },
  });
  const W = pdf.page.width - 2 * MARGIN;
  return {
    pdf,
    W,
    bottom: () => pdf.page.height - MARGIN - FOOTER,
    newPage: () => {
      pdf.addPage();
      pdf.font('Helvetica-Bold').fontSize(9).fillColor(MUTED);
      pdf.text(`${title} — ${fiscalName} (continuação)`, MARGIN, MARGIN, { width: W - 200 });
      const end = pdf.y;
      pdf.text(`ATCUD: ${head.atcud} · ${copyLabel(opts.copy)}`, MARGIN + W - 200, MARGIN, {
        width: 200,
        align: 'right',
      });
      return Math.max(end, pdf.y) + 10;
    },
    finish: (footer) => {
      furniture(pdf, W, footer);
      pdf.end();
      return done;
    },
  };
}

/** The company's mentions (CSC art. 171.º): its kind and share capital, its registry office and number. */
export function companyMentions(issuer: FiscalIssuer): string[] {
  const form = issuer.legal_form;
  if (!form || !isCompany(form)) return [];
  const kind = companyTypeNames[form as keyof typeof companyTypeNames];
  const capital =
    issuer.share_capital_cents !== null ? ` · Capital social ${euros(issuer.share_capital_cents)}` : '';
  return [
    `${kind}${capital}`,
    ...(issuer.registry_office ? [printable(issuer.registry_office)] : []),
    ...(issuer.registration_number ? [`Matrícula e NIPC n.º ${issuer.registration_number}`] : []),
  ];
}

/**
 * The first page's header: the issuer on the left (the account's name above a different fiscal name,
 * NIF, address, a company's mentions); on the right the title, number, date, ATCUD and copy.
 */
export function fiscalHeader(
  p: FiscalPage,
  head: FiscalHeader,
  issuer: FiscalIssuer,
  opts: PrintOptions,
): number {
  const { pdf, W } = p;
  const right = MARGIN + W - 200;
  const fiscalName = printable(issuer.fiscal_name ?? opts.clinicName);
  const clinicName = printable(opts.clinicName);
  if (issuer.fiscal_name && clinicName !== fiscalName)
    pdf.font('Helvetica').fontSize(9).fillColor(MUTED).text(clinicName, MARGIN, MARGIN, { width: 270 });
  pdf.font('Helvetica-Bold').fontSize(14).fillColor(INK).text(fiscalName, MARGIN, pdf.y, { width: 270 });
  pdf.font('Helvetica').fontSize(9);
  if (issuer.nif) pdf.text(`NIF ${issuer.nif}`, { width: 270 });
  if (issuer.address) pdf.text(printable(issuer.address), { width: 270 });
  const place = [issuer.postal_code, issuer.city].filter(Boolean).join(' ');
  if (place) pdf.text(printable(place), { width: 270 });
  const mentions = companyMentions(issuer);
  if (mentions.length) {
    pdf.fontSize(8).fillColor(MUTED);
    for (const line of mentions) pdf.text(line, { width: 270 });
  }
  const leftEnd = pdf.y;

  pdf
    .font('Helvetica-Bold')
    .fontSize(18)
    .fillColor(INK)
    .text(head.title, right, MARGIN, { width: 200, align: 'right' });
  pdf.fontSize(12).text(head.number, { width: 200, align: 'right' });
  pdf.font('Helvetica').fontSize(9).moveDown(0.3);
  for (const line of [`Data: ${dateText(head.date)}`, `ATCUD: ${head.atcud}`, copyLabel(opts.copy)])
    pdf.text(line, right, pdf.y, { width: 200, align: 'right' });
  return Math.max(leftEnd, pdf.y) + 14;
}

/** A red box across the page (the cancellation); returns the next y. */
export function banner(p: FiscalPage, y: number, lines: { text: string; bold?: boolean; size?: number }[]) {
  const { pdf, W } = p;
  const style = (l: (typeof lines)[number]) =>
    pdf.font(l.bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(l.size ?? 9);
  const h = lines.reduce((s, l) => s + style(l).heightOfString(l.text, { width: W - 16 }), 0) + 12;
  pdf.save().lineWidth(1.2).rect(MARGIN, y, W, h).fillAndStroke('#fdecea', RED).restore();
  pdf.y = y + 6;
  for (const l of lines)
    style(l)
      .fillColor(RED)
      .text(l.text, MARGIN + 8, pdf.y, { width: W - 16 });
  return y + h + 10;
}

/** «CLIENTE»: name, NIF (or «Consumidor final»), address; returns where the next block starts. */
export function customerBlock(p: FiscalPage, y: number, c: FiscalCustomer): number {
  const { pdf } = p;
  pdf.font('Helvetica').fontSize(8).fillColor(MUTED).text('CLIENTE', MARGIN, y);
  pdf.font('Helvetica-Bold').fontSize(10).fillColor(INK).text(printable(c.name), { width: 300 });
  pdf.font('Helvetica').fontSize(9);
  pdf.text(c.nif === FINAL_CONSUMER_NIF ? 'Consumidor final' : `NIF: ${c.nif}`, { width: 300 });
  if (c.address) pdf.text(printable(c.address), { width: 300 });
  const place = [c.postal_code, c.city].filter(Boolean).join(' ');
  if (place) pdf.text(printable(place), { width: 300 });
  return pdf.y;
}

/** AT's QR code (≥ 30 × 30 mm) at (x, y), its ATCUD immediately above it (Portaria 195/2020). */
export function qrWithAtcud(p: FiscalPage, x: number, y: number, payload: string, atcud: string) {
  const { pdf } = p;
  pdf.font('Helvetica').fontSize(8).fillColor(INK);
  pdf.text(`ATCUD: ${atcud}`, x - 10, y, { width: QR_BOX + 20, align: 'center', lineBreak: false });
  drawQr(pdf, payload, x, y + ATCUD_LINE, { size: QR_BOX, quietZone: 2 });
}

/** On every page: the processing line and «Página i de N»; across a cancelled document's pages, «ANULADO». */
function furniture(pdf: Pdf, W: number, footer: { processing: string; cancelled: boolean }) {
  const { start, count } = pdf.bufferedPageRange();
  for (let i = start; i < start + count; i++) {
    pdf.switchToPage(i);
    pdf.page.margins.bottom = 0; // writing below the bottom margin must not open a page
    const fy = pdf.page.height - MARGIN - FOOTER + 10;
    rule(pdf, MARGIN, fy, MARGIN + W);
    pdf.font('Helvetica').fontSize(8).fillColor(INK);
    pdf.text(footer.processing, MARGIN, fy + 6, { width: W - 90, lineBreak: false });
    pdf.text(`Página ${i - start + 1} de ${count}`, MARGIN + W - 90, fy + 6, {
      width: 90,
      align: 'right',
      lineBreak: false,
    });
    if (footer.cancelled) {
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
 * The line AT requires on every page (Portaria 363/2010 as amended, Despacho 8632/2014): a document's
 * four signature characters and the certificate; a receipt (not signed) has no characters. Without a
 * certificate it says plainly that the program is not certified.
 */
export function processingLine(hashControl: string | null, certificateNumber?: string): string {
  const text = certificateNumber
    ? `Processado por programa certificado n.º ${certificateNumber}/AT`
    : 'Processado por programa não certificado';
  return hashControl ? `${hashControl}-${text}` : text;
}

import PDFDocument from 'pdfkit';
import { FINAL_CONSUMER_NIF } from '@clinica/contracts/invoicing';
import type { Payment } from '@clinica/contracts/payments';
import type { PaymentMethod } from '@clinica/contracts/payment-methods';
import { printable } from '../../lib/pdf.js';
import { NOT_CERTIFIED_NOTICE, dateText, euros } from '../invoicing/document-pdf.js';

/**
 * The printed receipt (RG, issue 27): A4, pt-PT — issuer and customer (the first settled document's, as
 * issued), number, date, ATCUD, the documents it settles with the amount of each, the total received and
 * how. Receipts are not signed (SAF-T carries no hash for them), so the processing line has no signature
 * characters. A cancelled receipt says «ANULADO».
 */

export interface ReceiptParties {
  clinicName: string;
  issuer: {
    fiscalName: string | null;
    nif: string | null;
    address: string | null;
    postalCode: string | null;
    city: string | null;
  };
  customer: {
    nif: string;
    name: string;
    address: string | null;
    postalCode: string | null;
    city: string | null;
  };
  certificateNumber?: string;
}

export const methodLabels: Record<PaymentMethod, string> = {
  credit_card: 'Cartão de crédito/débito',
  cash: 'Numerário',
  other: 'Outro',
  mb: 'Multibanco',
  current_account: 'Conta corrente',
  bank_transfer: 'Transferência bancária',
  balance_compensation: 'Compensação de saldo',
};

/** «RG 2026A/4» → «RG_2026A_4.pdf». */
export const receiptPdfFilename = (receiptNo: string) => `${receiptNo.replace(/[^A-Za-z0-9.-]+/g, '_')}.pdf`;

const MARGIN = 40;
const INK = '#1f2933';
const MUTED = '#52606d';
const RED = '#b42318';
const BAND = '#eef2f6';

export async function renderReceiptPdf(payment: Payment, parties: ReceiptParties): Promise<Buffer> {
  const receipt = payment.receipt;
  if (!receipt) throw new Error('This payment has no receipt');
  const fiscalName = printable(parties.issuer.fiscalName ?? parties.clinicName);
  const pdf = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    bufferPages: true,
    lang: 'pt-PT',
    info: { Title: `Recibo ${receipt.receipt_no}`, Author: fiscalName, Creator: 'Clínica' },
  });
  const chunks: Buffer[] = [];
  pdf.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve, reject) => {
    pdf.on('end', () => resolve(Buffer.concat(chunks)));
    pdf.on('error', reject);
  });
  const W = pdf.page.width - 2 * MARGIN;
  const right = MARGIN + W - 200;

  // Issuer (left) and the receipt's identity (right).
  pdf.font('Helvetica-Bold').fontSize(14).fillColor(INK).text(fiscalName, MARGIN, MARGIN, { width: 270 });
  pdf.font('Helvetica').fontSize(9);
  if (parties.issuer.nif) pdf.text(`NIF ${parties.issuer.nif}`, { width: 270 });
  if (parties.issuer.address) pdf.text(printable(parties.issuer.address), { width: 270 });
  const place = [parties.issuer.postalCode, parties.issuer.city].filter(Boolean).join(' ');
  if (place) pdf.text(printable(place), { width: 270 });
  const leftEnd = pdf.y;
  pdf.font('Helvetica-Bold').fontSize(18).text('Recibo', right, MARGIN, { width: 200, align: 'right' });
  pdf.fontSize(12).text(receipt.receipt_no, { width: 200, align: 'right' });
  pdf.font('Helvetica').fontSize(9).moveDown(0.3);
  for (const line of [`Data: ${dateText(payment.paid_at)}`, `ATCUD: ${receipt.atcud}`, 'Original'])
    pdf.text(line, right, pdf.y, { width: 200, align: 'right' });
  let y = Math.max(leftEnd, pdf.y) + 14;

  const banner = (lines: { text: string; bold?: boolean }[]) => {
    const h = lines.length * 13 + 12;
    pdf.save().lineWidth(1.2).rect(MARGIN, y, W, h).fillAndStroke('#fdecea', RED).restore();
    lines.forEach((l, i) =>
      pdf
        .font(l.bold ? 'Helvetica-Bold' : 'Helvetica')
        .fontSize(9)
        .fillColor(RED)
        .text(l.text, MARGIN + 8, y + 6 + i * 13, { width: W - 16, lineBreak: false }),
    );
    y += h + 10;
  };
  if (!parties.certificateNumber) banner(NOT_CERTIFIED_NOTICE.map((text, i) => ({ text, bold: i === 0 })));
  if (payment.status === 'A')
    banner([
      { text: 'ANULADO', bold: true },
      { text: `Motivo da anulação: ${printable(payment.cancel_reason ?? '—')}` },
    ]);

  // Customer.
  const c = parties.customer;
  pdf.font('Helvetica').fontSize(8).fillColor(MUTED).text('CLIENTE', MARGIN, y);
  pdf.font('Helvetica-Bold').fontSize(10).fillColor(INK).text(printable(c.name), { width: 300 });
  pdf.font('Helvetica').fontSize(9);
  pdf.text(c.nif === FINAL_CONSUMER_NIF ? 'Consumidor final' : `NIF: ${c.nif}`, { width: 300 });
  if (c.address) pdf.text(printable(c.address), { width: 300 });
  const cPlace = [c.postalCode, c.city].filter(Boolean).join(' ');
  if (cPlace) pdf.text(printable(cPlace), { width: 300 });
  pdf.moveDown(0.8);
  pdf.text(
    `Recebemos de ${printable(c.name)} a quantia de ${euros(receipt.gross_cents)}, ` +
      `por ${methodLabels[payment.method].toLowerCase()}, para liquidação dos documentos seguintes:`,
    MARGIN,
    pdf.y,
    { width: W },
  );
  y = pdf.y + 10;

  // The settled documents: one row each (a new page when the page ends).
  const cols = [
    { label: 'Documento', width: W - 3 * 100, align: 'left' as const },
    { label: 'Data', width: 100, align: 'left' as const },
    { label: 'Total do documento', width: 100, align: 'right' as const },
    { label: 'Valor liquidado', width: 100, align: 'right' as const },
  ];
  const rowOf = (cells: string[], top: number, bold = false) => {
    pdf
      .font(bold ? 'Helvetica-Bold' : 'Helvetica')
      .fontSize(9)
      .fillColor(INK);
    let x = MARGIN;
    cols.forEach((col, i) => {
      pdf.text(cells[i]!, x + 4, top + 5, { width: col.width - 8, align: col.align, lineBreak: false });
      x += col.width;
    });
  };
  pdf.rect(MARGIN, y, W, 20).fill(BAND);
  rowOf(
    cols.map((col) => col.label),
    y,
    true,
  );
  y += 20;
  for (const a of payment.allocations) {
    if (y + 20 > pdf.page.height - MARGIN - 60) {
      pdf.addPage();
      y = MARGIN;
    }
    rowOf(
      [
        a.invoice_no ?? '—',
        a.invoice_date ? dateText(a.invoice_date) : '',
        euros(a.gross_cents),
        euros(a.amount_cents),
      ],
      y,
    );
    y += 20;
    pdf
      .moveTo(MARGIN, y)
      .lineTo(MARGIN + W, y)
      .lineWidth(0.5)
      .strokeColor('#cbd2d9')
      .stroke();
  }
  y += 10;
  pdf.font('Helvetica-Bold').fontSize(11).fillColor(INK);
  pdf.text('Total recebido', MARGIN + W - 230, y, { width: 130, lineBreak: false });
  pdf.text(euros(receipt.gross_cents), MARGIN + W - 100, y, { width: 96, align: 'right', lineBreak: false });
  pdf.font('Helvetica').fontSize(9).fillColor(MUTED);
  pdf.text(`Meio de pagamento: ${methodLabels[payment.method]}`, MARGIN, y + 22, { width: W });
  if (payment.source) pdf.text(`Referência: ${printable(payment.source)}`, { width: W });

  // The processing line at the foot of every page.
  const { start, count } = pdf.bufferedPageRange();
  for (let i = start; i < start + count; i++) {
    pdf.switchToPage(i);
    pdf.page.margins.bottom = 0;
    const fy = pdf.page.height - MARGIN - 20;
    pdf.font('Helvetica').fontSize(8).fillColor(INK);
    const line = parties.certificateNumber
      ? `Processado por programa certificado n.º ${parties.certificateNumber}/AT`
      : 'Processado por programa não certificado';
    pdf.text(line, MARGIN, fy, { width: W - 90, lineBreak: false });
    pdf.text(`Página ${i - start + 1} de ${count}`, MARGIN + W - 90, fy, {
      width: 90,
      align: 'right',
      lineBreak: false,
    });
  }
  pdf.end();
  return done;
}

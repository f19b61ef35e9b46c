import type { Payment } from '@clinica/contracts/payments';
import { paymentMethodLabels } from '@clinica/contracts/payment-methods';
import { qrPayload } from '@clinica/contracts/invoicing-signature';
import { printable } from '../../lib/pdf.js';
import {
  BAND,
  INK,
  MARGIN,
  MUTED,
  QR_BLOCK,
  QR_BOX,
  banner,
  customerBlock,
  dateText,
  euros,
  fiscalHeader,
  processingLine,
  qrWithAtcud,
  rule,
  startFiscalPdf,
  type FiscalCustomer,
  type FiscalIssuer,
  type PrintOptions,
} from '../invoicing/fiscal-pdf.js';

/**
 * The printed receipt (RG, issue 27): A4, pt-PT — issuer and customer (the first settled document's, as
 * issued), number, date, ATCUD and copy on every page, the documents it settles with the amount of each,
 * the total received and how, and AT's QR code under its ATCUD. Receipts are not signed (SAF-T carries no
 * hash for them), so the processing line has no signature characters and the QR's Q is «0». A cancelled
 * receipt says «ANULADO».
 */

export interface ReceiptParties {
  issuer: FiscalIssuer;
  customer: FiscalCustomer & { country: string };
}

/** «RG 2026A/4» → «RG_2026A_4.pdf». */
export const receiptPdfFilename = (receiptNo: string) => `${receiptNo.replace(/[^A-Za-z0-9.-]+/g, '_')}.pdf`;

/**
 * AT's QR payload of a receipt (Portaria 195/2020), from its own fields: D RG, E its status, F the date
 * paid, G its number, H its ATCUD; no VAT (SAF-T table 4.4): I1 «0» and no bases; N 0.00; O the amount
 * received; Q «0» (not signed); R the certificate number or «0».
 */
export function receiptQrPayload(payment: Payment, parties: ReceiptParties, certificateNumber?: string) {
  const receipt = payment.receipt!;
  return qrPayload({
    issuerNif: parties.issuer.nif ?? '',
    customerNif: parties.customer.nif,
    customerCountry: parties.customer.country,
    type: 'RG',
    status: payment.status,
    invoiceDate: payment.paid_at,
    invoiceNo: receipt.receipt_no,
    atcud: receipt.atcud,
    region: null,
    summary: [],
    grossCents: receipt.gross_cents,
    taxCents: 0,
    hashControl: '0',
    certificateNumber: certificateNumber ?? '0',
  });
}

const columns = (W: number) => [
  { label: 'Documento', width: W - 3 * 100, align: 'left' as const },
  { label: 'Data', width: 100, align: 'left' as const },
  { label: 'Total do documento', width: 100, align: 'right' as const },
  { label: 'Valor liquidado', width: 100, align: 'right' as const },
];

export async function renderReceiptPdf(
  payment: Payment,
  parties: ReceiptParties,
  opts: PrintOptions,
): Promise<Buffer> {
  const receipt = payment.receipt;
  if (!receipt) throw new Error('This payment has no receipt');
  const head = { title: 'Recibo', number: receipt.receipt_no, date: payment.paid_at, atcud: receipt.atcud };
  const p = startFiscalPdf(head, parties.issuer, opts);
  const { pdf, W } = p;
  let y = fiscalHeader(p, head, parties.issuer, opts);
  if (payment.status === 'A')
    y = banner(p, y, [
      { text: 'ANULADO', bold: true, size: 16 },
      { text: `Motivo da anulação: ${printable(payment.cancel_reason ?? '—')}` },
    ]);
  customerBlock(p, y, parties.customer);
  pdf.moveDown(0.8);
  pdf.text(
    `Recebemos de ${printable(parties.customer.name)} a quantia de ${euros(receipt.gross_cents)}, ` +
      `por ${paymentMethodLabels[payment.method].toLowerCase()}, para liquidação dos documentos seguintes:`,
    MARGIN,
    pdf.y,
    { width: W },
  );
  y = pdf.y + 10;

  // The settled documents: one row each, the heading again on a new page.
  const cols = columns(W);
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
  const heading = (top: number) => {
    pdf.rect(MARGIN, top, W, 20).fill(BAND);
    rowOf(
      cols.map((col) => col.label),
      top,
      true,
    );
    return top + 20;
  };
  y = heading(y);
  for (const a of payment.allocations) {
    if (y + 20 > p.bottom()) y = heading(p.newPage());
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
    rule(pdf, MARGIN, y, MARGIN + W);
  }

  // The closing block, never split: the QR code under its ATCUD; the total and how it was paid.
  y += 16;
  if (y + QR_BLOCK + 4 > p.bottom()) y = p.newPage();
  qrWithAtcud(p, MARGIN, y, receiptQrPayload(payment, parties, opts.certificateNumber), receipt.atcud);
  const x0 = MARGIN + QR_BOX + 24;
  const R = MARGIN + W - x0;
  pdf.font('Helvetica-Bold').fontSize(11).fillColor(INK);
  pdf.text('Total recebido', x0 + R - 230, y + 12, { width: 130, lineBreak: false });
  pdf.text(euros(receipt.gross_cents), x0 + R - 100, y + 12, { width: 96, align: 'right', lineBreak: false });
  pdf.font('Helvetica').fontSize(9).fillColor(MUTED);
  pdf.text(`Meio de pagamento: ${paymentMethodLabels[payment.method]}`, x0, y + 36, { width: R });
  if (payment.source) pdf.text(`Referência: ${printable(payment.source)}`, x0, pdf.y, { width: R });

  return p.finish({
    processing: processingLine(null, opts.certificateNumber),
    cancelled: payment.status === 'A',
  });
}

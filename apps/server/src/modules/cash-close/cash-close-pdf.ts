import type { CashClose } from '@clinica/contracts/cash-close';
import { paymentMethodLabels } from '@clinica/contracts/payment-methods';
import { a4Pdf, pdfTableRow, printable, type PdfColumn } from '../../lib/pdf.js';
import { BAND, INK, MARGIN, MUTED, dateText, euros, rule } from '../invoicing/fiscal-pdf.js';

/** «fecho-de-caixa-2026-03-12-….pdf». */
export const cashClosePdfFilename = (c: CashClose) => `fecho-de-caixa-${c.day}-${c.id.slice(0, 8)}.pdf`;

const columns: PdfColumn[] = [
  { label: 'Método', width: 115, align: 'left' },
  { label: 'Recibos', width: 62, align: 'right' },
  { label: 'Adiant.', width: 58, align: 'right' },
  { label: 'FR/FS', width: 58, align: 'right' },
  { label: 'Devoluções', width: 62, align: 'right' },
  { label: 'Esperado', width: 62, align: 'right' },
  { label: 'Contado', width: 49, align: 'right' },
  { label: 'Diferença', width: 49, align: 'right' },
];

/**
 * The printed cash close (issue 38, decision 033): A4, pt-PT, one page — clinic, user, day, who closed it
 * and when; per method the stored figures (receipts, advances, FRs/FS, refunds, expected), what was
 * counted and the difference; the totals. Printed from the stored close: a reprint never changes.
 */
export function renderCashClosePdf(c: CashClose, tenantName: string): Promise<Buffer> {
  const { pdf, done } = a4Pdf({
    margin: MARGIN,
    info: { Title: `Fecho de caixa ${dateText(c.day)}`, Author: printable(tenantName), Creator: 'Clínica' },
  });
  const W = pdf.page.width - 2 * MARGIN;
  pdf
    .font('Helvetica-Bold')
    .fontSize(16)
    .fillColor(INK)
    .text(`Fecho de caixa — ${dateText(c.day)}`, MARGIN, MARGIN);
  pdf.font('Helvetica').fontSize(10).fillColor(MUTED).moveDown(0.3);
  pdf.text(printable(tenantName));
  pdf.text(`Clínica: ${printable(c.clinic.name)}`);
  pdf.text(`Utilizador: ${printable(c.user.name)}`);
  const at = c.closed_at.slice(0, 16).replace('T', ' ');
  pdf.text(`Fechado por ${printable(c.closed_by.name)} em ${dateText(at)} ${at.slice(11)}`);
  let y = pdf.y + 14;

  const row = (cells: string[], top: number, bold = false) =>
    pdfTableRow(pdf, columns, cells, MARGIN, top, { bold, color: INK });
  pdf.rect(MARGIN, y, W, 20).fill(BAND);
  row(
    columns.map((col) => col.label),
    y,
    true,
  );
  y += 20;
  for (const m of c.methods) {
    row(
      [
        paymentMethodLabels[m.method],
        euros(m.receipts_cents),
        euros(m.advances_cents),
        euros(m.invoices_cents),
        euros(-m.refunds_cents),
        euros(m.expected_cents),
        euros(m.counted_cents),
        euros(m.difference_cents),
      ],
      y,
    );
    y += 20;
    rule(pdf, MARGIN, y, MARGIN + W);
  }
  y += 14;
  pdf.font('Helvetica-Bold').fontSize(11).fillColor(INK);
  for (const [label, cents] of [
    ['Total esperado', c.expected_cents],
    ['Total contado', c.counted_cents],
    ['Diferença', c.difference_cents],
  ] as const) {
    pdf.text(label, MARGIN + W - 260, y, { width: 150, lineBreak: false });
    pdf.text(euros(cents), MARGIN + W - 110, y, { width: 110, align: 'right', lineBreak: false });
    y += 18;
  }
  if (c.notes) {
    pdf.font('Helvetica').fontSize(9).fillColor(MUTED);
    pdf.text(`Notas: ${printable(c.notes)}`, MARGIN, y + 8, { width: W });
  }
  pdf.end();
  return done;
}

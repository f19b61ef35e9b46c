import type { Statement } from '@clinica/contracts/insurer-billing';
import { a4Pdf, pdfTableRow, printable, type PdfColumn } from '../../lib/pdf.js';
import { BAND, INK, MARGIN, MUTED, dateText, euros, rule } from '../invoicing/fiscal-pdf.js';
import { monthTitle } from './statement-format.js';

/** «mapa-medis-2026-10.pdf». */
export const statementFilename = (s: Statement, ext: 'pdf' | 'csv') =>
  `mapa-${
    s.insurer.name
      .normalize('NFD')
      .replace(/\p{M}/gu, '')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '') || 'seguradora'
  }-${s.month}.${ext}`;

const columns: PdfColumn[] = [
  { label: 'Data', width: 52, align: 'left' },
  { label: 'Hora', width: 32, align: 'left' },
  { label: 'Paciente', width: 110, align: 'left' },
  { label: 'N.º beneficiário', width: 78, align: 'left' },
  { label: 'Serviço', width: 96, align: 'left' },
  { label: 'Profissional', width: 87, align: 'left' },
  { label: 'Valor', width: 60, align: 'right' },
];
const ROW = 18;

/**
 * The monthly statement on paper (issue 45, decision 047): A4, pt-PT — the clinic, the insurer (fiscal
 * name, NIF, agreement number), the month, one row per session still to bill and the total. Not a fiscal
 * document: the FT issued from it is.
 */
export function renderStatementPdf(s: Statement, tenantName: string): Promise<Buffer> {
  const title = `Mapa mensal — ${s.insurer.name} — ${monthTitle(s.month)}`;
  const { pdf, done } = a4Pdf({
    margin: MARGIN,
    info: { Title: printable(title), Author: printable(tenantName), Creator: 'Clínica' },
  });
  const W = pdf.page.width - 2 * MARGIN;
  const bottom = pdf.page.height - MARGIN - ROW;
  pdf.font('Helvetica-Bold').fontSize(15).fillColor(INK).text(printable(title), MARGIN, MARGIN, { width: W });
  pdf.font('Helvetica').fontSize(10).fillColor(MUTED).moveDown(0.3);
  pdf.text(printable(tenantName));
  pdf.text(
    `Seguradora: ${printable(s.insurer.fiscal_name)}${s.insurer.nif ? ` · NIF ${s.insurer.nif}` : ''}`,
  );
  if (s.insurer.agreement_number) pdf.text(`Acordo n.º ${printable(s.insurer.agreement_number)}`);
  let y = pdf.y + 12;

  const row = (cells: string[], top: number, bold = false) =>
    pdfTableRow(pdf, columns, cells, MARGIN, top, { bold, fontSize: 8.5, color: INK });
  const head = () => {
    pdf.rect(MARGIN, y, W, ROW).fill(BAND);
    row(
      columns.map((c) => c.label),
      y,
      true,
    );
    y += ROW;
  };
  head();
  for (const l of s.lines) {
    if (y > bottom) {
      pdf.addPage();
      y = MARGIN;
      head();
    }
    row(
      [
        dateText(l.date),
        l.time,
        l.patient.name,
        l.insurance_number ?? '—',
        l.service.name,
        l.professional.name,
        euros(l.insurer_cents),
      ],
      y,
    );
    y += ROW;
    rule(pdf, MARGIN, y, MARGIN + W);
  }
  if (!s.lines.length) {
    pdf.font('Helvetica').fontSize(9).fillColor(MUTED);
    pdf.text('Não há sessões por faturar neste mês.', MARGIN + 3, y + 6);
    y += ROW;
  }
  if (y > bottom) {
    pdf.addPage();
    y = MARGIN;
  }
  pdf.font('Helvetica-Bold').fontSize(11).fillColor(INK);
  const sessions = s.lines.length === 1 ? '1 sessão' : `${s.lines.length} sessões`;
  pdf.text(`Total (${sessions})`, MARGIN + W - 260, y + 10, { width: 150, lineBreak: false });
  pdf.text(euros(s.total_cents), MARGIN + W - 110, y + 10, { width: 110, align: 'right', lineBreak: false });
  pdf.end();
  return done;
}

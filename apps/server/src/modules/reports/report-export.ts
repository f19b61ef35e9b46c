import ExcelJS from 'exceljs';
import type { Report, ReportColumn, ReportTable } from '@clinica/contracts/reports';
import { paymentMethodLabels } from '@clinica/contracts/payment-methods';
import { CSV_BOM, csvAmount, csvDate, csvRow } from '../../lib/csv.js';
import { categoryLabels } from '../expenses/expenses-csv.js';

/** The exports' words (pt-PT, as the PDFs and the expenses' CSV are written). */
const titles: Record<string, string> = {
  specialties: 'Especialidades',
  references: 'Referências',
  presences: 'Presenças',
  'occupation-by-professional': 'Ocupação por profissional',
  'occupation-by-clinic': 'Ocupação por clínica',
  'first-appointments-by-professional': 'Primeiras consultas por profissional',
  financial: 'Relatório financeiro',
  commissions: 'Relatório de comissões',
};
const tableTitles: Record<string, string> = {
  by_month: 'Por mês',
  by_service: 'Receita por serviço',
  by_professional: 'Receita por profissional',
  by_insurer: 'Parte das seguradoras',
  by_method: 'Recebimentos por método',
  expenses_by_category: 'Despesas por categoria',
  lines: 'Detalhe',
  weeks: 'Por semana',
};
const headings: Record<string, string> = {
  name: 'Nome',
  appointments: 'Consultas',
  revenue_cents: 'Receita (€)',
  new_patients: 'Pacientes novos',
  converted: 'Com consulta',
  conversion: 'Conversão (%)',
  present: 'Presente',
  canceled: 'Cancelada',
  canceled_patient: 'Cancelada pelo paciente',
  noshow_justified: 'Falta justificada',
  noshow_unjustified: 'Falta injustificada',
  scheduled: 'Agendada',
  total: 'Total',
  week: 'Semana de',
  booked_minutes: 'Marcado (min)',
  available_minutes: 'Disponível (min)',
  occupancy: 'Ocupação (%)',
  patients: 'Pacientes novos',
  month: 'Mês',
  vat_cents: 'IVA (€)',
  expenses_cents: 'Despesas (€)',
  result_cents: 'Resultado (€)',
  cents: 'Valor (€)',
  method: 'Método',
  category: 'Categoria',
  percent: 'Comissão (%)',
  base_cents: 'Base (€)',
  commission_cents: 'Comissão (€)',
  day: 'Data',
  patient: 'Paciente',
  service: 'Serviço',
};
const NONE = '—';

const heading = (c: ReportColumn) => headings[c.key] ?? c.key;
/** A method's or a category's code in words. */
const labels: Record<string, Record<string, string>> = {
  method: paymentMethodLabels,
  category: categoryLabels,
};
const text = (c: ReportColumn, v: string | number) => labels[c.key]?.[String(v)] ?? v;
const shown = (t: ReportTable) => t.columns.filter((c) => c.key !== 'id');

function csvValue(c: ReportColumn, v: string | number | null | undefined) {
  if (v === null || v === undefined) return c.kind === 'text' ? NONE : '';
  if (c.kind === 'cents') return csvAmount(Number(v));
  if (c.kind === 'date') return csvDate(String(v));
  if (c.kind === 'percent') return String(v).replace('.', ',');
  return text(c, v);
}

const period = (r: Report) => `${csvDate(r.from)} a ${csvDate(r.to)}`;

/** CSV: `;`, CRLF, UTF-8 with a BOM (lib/csv.ts) — each table under its title, its totals last. */
export function reportCsv(r: Report): string {
  let out = CSV_BOM + csvRow([titles[r.name], period(r)]);
  for (const t of r.tables) {
    const cols = shown(t);
    out += csvRow([]) + csvRow([tableTitles[t.key] ?? titles[r.name]]) + csvRow(cols.map(heading));
    for (const row of t.rows) out += csvRow(cols.map((c) => csvValue(c, row[c.key])));
    if (t.totals)
      out += csvRow(
        cols.map((c, i) => (i === 0 ? 'Total' : c.kind === 'text' ? '' : csvValue(c, t.totals![c.key]))),
      );
  }
  return out;
}

/** XLSX: a sheet per table, amounts as numbers in euros (format «#,##0.00 €»), dates as dates. */
export async function reportXlsx(r: Report): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  book.creator = 'Clínica';
  for (const t of r.tables) {
    const name = (tableTitles[t.key] ?? titles[r.name] ?? t.key).slice(0, 31);
    const sheet = book.addWorksheet(name);
    const cols = shown(t);
    sheet.addRow([titles[r.name], period(r)]).font = { bold: true };
    sheet.addRow([]);
    sheet.addRow(cols.map(heading)).font = { bold: true };
    const cell = (c: ReportColumn, v: string | number | null | undefined) => {
      if (v === null || v === undefined) return c.kind === 'text' ? NONE : null;
      if (c.kind === 'cents') return Number(v) / 100;
      if (c.kind === 'date') return new Date(`${String(v)}T00:00:00Z`);
      return text(c, v);
    };
    for (const row of t.rows) sheet.addRow(cols.map((c) => cell(c, row[c.key])));
    if (t.totals)
      sheet.addRow(
        cols.map((c, i) => (i === 0 ? 'Total' : c.kind === 'text' ? null : cell(c, t.totals![c.key]))),
      ).font = { bold: true };
    cols.forEach((c, i) => {
      const column = sheet.getColumn(i + 1);
      column.width = c.kind === 'text' ? 32 : 16;
      if (c.kind === 'cents') column.numFmt = '#,##0.00 "€"';
      if (c.kind === 'date') column.numFmt = 'dd/mm/yyyy';
    });
  }
  return Buffer.from(await book.xlsx.writeBuffer());
}

/** «relatorio-financial-2026-01-01-2026-01-31.csv» */
export const exportFilename = (r: Report, format: 'csv' | 'xlsx') =>
  `relatorio-${r.name}-${r.from}-${r.to}.${format}`;

import type { Statement } from '@clinica/contracts/insurer-billing';
import { CSV_BOM, csvAmount, csvDate, csvRow } from '../../lib/csv.js';

const MONTHS = [
  'janeiro',
  'fevereiro',
  'março',
  'abril',
  'maio',
  'junho',
  'julho',
  'agosto',
  'setembro',
  'outubro',
  'novembro',
  'dezembro',
];

/** '2026-10' → «outubro de 2026». */
export const monthTitle = (month: string) =>
  `${MONTHS[Number(month.slice(5, 7)) - 1]} de ${month.slice(0, 4)}`;

/** '2026-12' → the local days [2026-12-01, 2027-01-01). */
export function monthRange(month: string): { first: string; next: string } {
  const year = Number(month.slice(0, 4));
  const m = Number(month.slice(5, 7));
  const next = m === 12 ? `${year + 1}-01` : `${year}-${String(m + 1).padStart(2, '0')}`;
  return { first: `${month}-01`, next: `${next}-01` };
}

/** The statement for a spreadsheet (`;`, CRLF, UTF-8 with a BOM: lib/csv.ts), one row per session and the total. */
export function statementCsv(s: Statement): string {
  const head = [
    'Data',
    'Hora',
    'Paciente',
    'N.º beneficiário',
    'Serviço',
    'Profissional',
    'Preço do acordo',
    'Parte do paciente',
    'Parte da seguradora',
  ];
  const rows = s.lines.map((l) =>
    csvRow([
      csvDate(l.date),
      l.time,
      l.patient.name,
      l.insurance_number,
      l.service.name,
      l.professional.name,
      csvAmount(l.price_cents),
      csvAmount(l.patient_cents),
      csvAmount(l.insurer_cents),
    ]),
  );
  const total = csvRow(['Total', null, null, null, null, null, null, null, csvAmount(s.total_cents)]);
  return CSV_BOM + csvRow(head) + rows.join('') + total;
}

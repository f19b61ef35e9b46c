import type { ExpenseCategory } from '@clinica/contracts/expenses';
import type { ExpenseMethod } from '@clinica/contracts/payment-methods';
import type { ExpenseRow } from './expenses.repository.js';

/**
 * The expenses as a CSV a Portuguese Excel opens as it is (DESIGN §2): `;` between cells, UTF-8 with a
 * BOM, dates dd/mm/yyyy, amounts with a decimal comma and no thousands separator (so they stay numbers),
 * CRLF line ends. No CSV package is installed; quoting is RFC 4180's and small enough to own here.
 */
const categoryLabels: Record<ExpenseCategory, string> = {
  rent: 'Renda',
  utilities: 'Água, luz e gás',
  communications: 'Comunicações',
  supplies: 'Consumíveis',
  equipment: 'Equipamento',
  staff: 'Pessoal',
  professional_services: 'Serviços profissionais',
  cleaning: 'Limpeza',
  marketing: 'Marketing',
  training: 'Formação',
  taxes: 'Impostos e taxas',
  insurance: 'Seguros',
  maintenance: 'Manutenção',
  other: 'Outros',
};

const methodLabels: Record<ExpenseMethod, string> = {
  credit_card: 'Cartão de crédito',
  cash: 'Numerário',
  other: 'Outro',
  mb: 'Multibanco',
  current_account: 'Conta corrente',
  bank_transfer: 'Transferência bancária',
};

const header = [
  'Data',
  'Nome',
  'Fornecedor',
  'NIF do fornecedor',
  'Categoria',
  'Método de pagamento',
  'Total (€)',
  'IVA (€)',
  'Taxa de IVA (%)',
  'Notas',
];

/**
 * One cell. A text that a spreadsheet would run as a formula (it starts with = + - @, or a tab or
 * carriage return before one) gets a leading apostrophe (OWASP "CSV injection"); a cell holding `;`,
 * `"` or a line break is quoted, its quotes doubled. Amounts are written by `euros`, never through here.
 */
export function csvCell(value: string | null): string {
  let text = value ?? '';
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[;"\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** 1234567 cents → "12345,67". */
export function euros(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  return `${sign}${Math.floor(abs / 100)},${String(abs % 100).padStart(2, '0')}`;
}

const ptDate = (iso: string) => `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}`;

export function expensesCsv(rows: ExpenseRow[]): string {
  const lines = [header.map(csvCell).join(';')];
  for (const e of rows) {
    lines.push(
      [
        ptDate(e.expenseDate),
        csvCell(e.name),
        csvCell(e.vendorName),
        csvCell(e.vendorNif),
        csvCell(categoryLabels[e.category]),
        csvCell(methodLabels[e.method]),
        euros(e.totalCents),
        euros(e.vatCents),
        e.vatRatePercent === null ? '' : String(e.vatRatePercent),
        csvCell(e.notes),
      ].join(';'),
    );
  }
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}

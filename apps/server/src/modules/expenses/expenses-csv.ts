import type { ExpenseCategory } from '@clinica/contracts/expenses';
import { paymentMethodLabels } from '@clinica/contracts/payment-methods';
import { CSV_BOM, csvAmount, csvDate, csvRow } from '../../lib/csv.js';
import type { ExpenseLineRow, ExpenseRow } from './expenses.repository.js';

/**
 * The expenses as a CSV a Portuguese Excel opens as it is (DESIGN §2): `;` between cells, UTF-8 with a
 * BOM, dates dd/mm/yyyy, amounts with a decimal comma and no thousands separator (so they stay numbers),
 * CRLF line ends — lib/csv.ts, as the payments' export.
 */
export const categoryLabels: Record<ExpenseCategory, string> = {
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
  'N.º do documento do fornecedor',
  'Notas',
];

/** The rates of an expense's lines, «6 e 23» (blank when the VAT was typed as an amount). */
function ratesOf(expenseId: string, lines: ExpenseLineRow[]): string {
  return lines
    .filter((l) => l.expenseId === expenseId)
    .map((l) => String(l.vatRatePercent))
    .join(' e ');
}

export function expensesCsv(rows: ExpenseRow[], expenseLines: ExpenseLineRow[]): string {
  const lines = rows.map((e) =>
    csvRow([
      csvDate(e.expenseDate),
      e.name,
      e.vendorName,
      e.vendorNif,
      categoryLabels[e.category],
      paymentMethodLabels[e.method],
      csvAmount(e.totalCents),
      csvAmount(e.vatCents),
      ratesOf(e.id, expenseLines),
      e.vendorDocumentNumber,
      e.notes,
    ]),
  );
  return CSV_BOM + csvRow(header) + lines.join('');
}

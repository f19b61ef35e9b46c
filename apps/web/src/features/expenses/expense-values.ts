import { REQUIRED_MESSAGE } from '@clinica/contracts/zod-config';
import {
  expenseInput,
  expenseMessages,
  vatFromRate,
  type Expense,
  type ExpenseCategory,
  type ExpenseInput,
} from '@clinica/contracts/expenses';
import type { ExpenseMethod } from '@clinica/contracts/payment-methods';

/** What the form holds: text as typed (euros with a comma), the VAT given as a rate or an amount. */
export interface ExpenseValues {
  name: string;
  vendor_name: string;
  vendor_nif: string;
  vendor_document_number: string;
  expense_date: string;
  category: ExpenseCategory | '';
  total: string;
  vat_mode: 'rate' | 'amount';
  /** With a rate, the first line is `total` at `vat_rate`; these are the other rates of the invoice. */
  vat_rate: string;
  more_rates: { rate: string; total: string }[];
  vat: string;
  method: ExpenseMethod | '';
  notes: string;
}

export const emptyExpense = (today: string): ExpenseValues => ({
  name: '',
  vendor_name: '',
  vendor_nif: '',
  vendor_document_number: '',
  expense_date: today,
  category: '',
  total: '',
  vat_mode: 'rate',
  vat_rate: '23',
  more_rates: [],
  vat: '',
  method: '',
  notes: '',
});

/** «12,30», «12.30», «1.234,56», «1 234,56» → cents; blank → null; anything else → NaN. */
export function parseEuros(text: string): number | null {
  const trimmed = text.trim().replace(/\s+/g, '').replace(/€$/, '');
  if (trimmed === '') return null;
  let normal: string;
  if (/^\d{1,3}(\.\d{3})+(,\d{1,2})?$/.test(trimmed)) normal = trimmed.replace(/\./g, '').replace(',', '.');
  else if (/^\d+([.,]\d{1,2})?$/.test(trimmed)) normal = trimmed.replace(',', '.');
  else return Number.NaN;
  return Math.round(Number(normal) * 100);
}

/** 1230 → «12,30» (a text box's value: no currency sign, no grouping). */
export const eurosText = (cents: number) =>
  `${Math.floor(cents / 100)},${String(cents % 100).padStart(2, '0')}`;

export function toValues(e: Expense): ExpenseValues {
  const [first, ...more] = e.lines;
  return {
    name: e.name,
    vendor_name: e.vendor_name ?? '',
    vendor_nif: e.vendor_nif ?? '',
    vendor_document_number: e.vendor_document_number ?? '',
    expense_date: e.expense_date,
    category: e.category,
    total: eurosText(first ? first.total_cents : e.total_cents),
    vat_mode: first ? 'rate' : 'amount',
    vat_rate: first ? String(first.vat_rate_percent) : '23',
    more_rates: more.map((l) => ({ rate: String(l.vat_rate_percent), total: eurosText(l.total_cents) })),
    vat: eurosText(e.vat_cents),
    method: e.method,
    notes: e.notes ?? '',
  };
}

/** The request body; a value that is not a number stays NaN so the contract refuses it on its field. */
export function toInput(v: ExpenseValues): ExpenseInput {
  const total = parseEuros(v.total);
  const common = {
    name: v.name,
    vendor_name: v.vendor_name,
    vendor_nif: v.vendor_nif,
    vendor_document_number: v.vendor_document_number,
    expense_date: v.expense_date,
    category: v.category as ExpenseCategory,
    method: v.method as ExpenseMethod,
    notes: v.notes,
  };
  if (v.vat_mode === 'amount')
    return {
      ...common,
      total_cents: total ?? 0,
      vat_cents: parseEuros(v.vat) ?? Number.NaN,
      vat_rate_percent: null,
      lines: null,
    };
  if (!v.more_rates.length)
    return { ...common, total_cents: total ?? 0, vat_rate_percent: Number(v.vat_rate), vat_cents: null };
  // Several rates: a line each, the first being the total and rate above; the server sums them.
  return {
    ...common,
    lines: [{ rate: v.vat_rate, total: v.total }, ...v.more_rates].map((l) => ({
      vat_rate_percent: Number(l.rate),
      total_cents: parseEuros(l.total) ?? 0,
    })),
  };
}

/**
 * The VAT (and the total) the server will compute from the rates, for the form to show as it is typed
 * (null: a line without a total yet).
 */
export function previewVat(
  v: Pick<ExpenseValues, 'total' | 'vat_rate'> & { more_rates?: ExpenseValues['more_rates'] },
): { vat: number; total: number } | null {
  const lines = [{ rate: v.vat_rate, total: v.total }, ...(v.more_rates ?? [])].map((l) => ({
    rate: Number(l.rate),
    cents: parseEuros(l.total),
  }));
  if (lines.some((l) => l.cents === null || Number.isNaN(l.cents) || l.cents <= 0)) return null;
  return {
    vat: lines.reduce((sum, l) => sum + vatFromRate(l.cents!, l.rate), 0),
    total: lines.reduce((sum, l) => sum + l.cents!, 0),
  };
}

/** Form field ← contract field. */
const formField: Record<string, string> = {
  name: 'name',
  vendor_name: 'vendor_name',
  vendor_nif: 'vendor_nif',
  vendor_document_number: 'vendor_document_number',
  expense_date: 'expense_date',
  category: 'category',
  total_cents: 'total',
  vat_cents: 'vat',
  vat_rate_percent: 'vat_rate',
  method: 'method',
  notes: 'notes',
};
/** Form field (`more_rates.0.total` for the second line) ← contract path (`lines.1.total_cents`). */
export function fieldOf(path: string): string | undefined {
  const [head, index, leaf] = path.split('.');
  if (head === 'lines' && index !== undefined) {
    const i = Number(index);
    const name = leaf === 'vat_rate_percent' ? 'rate' : 'total';
    if (i === 0) return name === 'rate' ? 'vat_rate' : 'total';
    return `more_rates.${i - 1}.${name}`;
  }
  return formField[head!];
}

/** The contract's messages per form field (the first of each), as the server would answer them. */
export function validate(v: ExpenseValues, today: string): Partial<Record<string, string>> {
  const errors: Partial<Record<string, string>> = {};
  // Text that is no amount at all, and empty choices, before what the contract says of them.
  if (Number.isNaN(parseEuros(v.total))) errors.total = 'amountInvalid';
  if (v.vat_mode === 'amount' && Number.isNaN(parseEuros(v.vat))) errors.vat = 'amountInvalid';
  if (v.vat_mode === 'rate')
    v.more_rates.forEach((l, i) => {
      const cents = parseEuros(l.total);
      if (cents === null) errors[`more_rates.${i}.total`] = REQUIRED_MESSAGE;
      else if (Number.isNaN(cents)) errors[`more_rates.${i}.total`] = 'amountInvalid';
    });
  for (const field of ['expense_date', 'category', 'method'] as const)
    if (v[field] === '') errors[field] = REQUIRED_MESSAGE;
  const result = expenseInput.safeParse(toInput(v));
  for (const issue of result.error?.issues ?? []) {
    const field = fieldOf(issue.path.join('.'));
    if (field && !errors[field]) errors[field] = issue.message;
  }
  if (!errors.expense_date && v.expense_date > today) errors.expense_date = expenseMessages.dateInFuture;
  // zod runs the VAT rules only once every field is valid: the form says it at once.
  const [total, vat] = [parseEuros(v.total), parseEuros(v.vat)];
  if (v.vat_mode === 'amount' && !errors.vat && total !== null && vat !== null && vat > total)
    errors.vat = expenseMessages.vatAboveTotal;
  // With a rate the VAT is computed: no VAT amount can be wrong.
  if (v.vat_mode === 'rate') delete errors.vat;
  return errors;
}

/** The clinic's today, `YYYY-MM-DD`, in its time zone. */
export function clinicToday(timeZone = 'Europe/Lisbon', now = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(now);
}

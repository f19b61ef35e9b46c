import { z } from 'zod';
import { blankToNull, listQuery, listTotal, optionalText, requiredText } from './common.js';
import { isoDate } from './appointments.js';
import { expenseMethod, expenseMethods } from './payment-methods.js';
import { roundHalfUp } from './invoicing-tax.js';
import { nif } from './pt.js';
import { REQUIRED_MESSAGE } from './zod-config.js';

/**
 * What the clinic spends (issue 27, spec §3 "Expense"): a vendor's bill or ticket with its VAT, how it
 * was paid and, optionally, a photo or PDF of the receipt.
 */
export const expenseMessages = {
  notFound: 'Gasto não encontrado',
  /** Spec §8, as written. */
  duplicate: 'Gasto já se encontra criado',
  totalPositive: 'O total tem de ser superior a 0,00 €',
  totalMax: 'O total não pode ser superior a 1 000 000,00 €',
  vatNegative: 'O IVA não pode ser negativo',
  vatAboveTotal: 'O IVA não pode ser superior ao total',
  vatOrRate: 'Indique o valor do IVA, a taxa ou as linhas por taxa, só um deles',
  linesTotal: 'O total tem de ser a soma das linhas por taxa',
  lineRateTwice: 'Uma linha por taxa de IVA: esta taxa já tem uma linha',
  tooManyLines: 'No máximo 10 linhas por taxa de IVA',
  noLines: 'Indique pelo menos uma linha',
  severalRates: 'Este gasto tem várias taxas de IVA: altere as linhas por taxa',
  vatRate: 'Taxa de IVA inválida (0, 4, 5, 6, 9, 12, 13, 16, 22 ou 23 %)',
  dateInFuture: 'A data não pode ser no futuro',
  category: 'Categoria inválida',
  method: 'Método de pagamento inválido',
  invalidSort: 'Ordenação inválida (data, total, nome ou data de criação)',
} as const;

/** What an expense was for: the clinic's chart of costs, kept short enough to pick from a list. */
export const expenseCategories = [
  'rent',
  'utilities',
  'communications',
  'supplies',
  'equipment',
  'staff',
  'professional_services',
  'cleaning',
  'marketing',
  'training',
  'taxes',
  'insurance',
  'maintenance',
  'other',
] as const;
export type ExpenseCategory = (typeof expenseCategories)[number];
export const expenseCategory = z.enum(expenseCategories, { error: expenseMessages.category });

/** The VAT rates in force in Portugal (mainland 6/13/23, Madeira 5/12/22, Azores 4/9/16) and 0. */
export const expenseVatRates = [0, 4, 5, 6, 9, 12, 13, 16, 22, 23] as const;
export type ExpenseVatRate = (typeof expenseVatRates)[number];
export const expenseVatRate = z
  .number({ error: expenseMessages.vatRate })
  .refine((v): v is ExpenseVatRate => (expenseVatRates as readonly number[]).includes(v), {
    error: expenseMessages.vatRate,
  });

/** The most a single expense may be: one million euros, in cents. */
export const EXPENSE_TOTAL_MAX_CENTS = 100_000_000;
export const EXPENSE_NOTES_MAX = 1000;

/**
 * The VAT included in `totalCents` at `rate` %: total − net, the net rounded half-up to the cent
 * (invoicing's `roundHalfUp`): 12,30 € at 23 % → net 10,00 €, VAT 2,30 €.
 */
export function vatFromRate(totalCents: number, rate: number): number {
  return totalCents - roundHalfUp((totalCents * 100) / (100 + rate));
}

const totalCents = z
  .number()
  .int()
  .min(1, { error: expenseMessages.totalPositive })
  .max(EXPENSE_TOTAL_MAX_CENTS, { error: expenseMessages.totalMax });
/** One VAT rate of a supplier's invoice: what it charged at that rate, VAT included (issue 43 §9). */
export const expenseLineInput = z.strictObject({
  vat_rate_percent: expenseVatRate,
  total_cents: totalCents,
});
export type ExpenseLineInput = z.infer<typeof expenseLineInput>;
export const EXPENSE_LINES_MAX = 10;
const expenseLinesInput = z
  .array(expenseLineInput)
  .min(1, { error: expenseMessages.noLines })
  .max(EXPENSE_LINES_MAX, { error: expenseMessages.tooManyLines })
  .superRefine((lines, ctx) => {
    const seen = new Set<number>();
    lines.forEach((line, i) => {
      if (seen.has(line.vat_rate_percent))
        ctx.addIssue({
          code: 'custom',
          path: [i, 'vat_rate_percent'],
          message: expenseMessages.lineRateTwice,
        });
      seen.add(line.vat_rate_percent);
    });
  });

/** The sum of the lines' totals and of the VAT each includes (`vatFromRate` per line). */
export function linesTotals(lines: readonly { vat_rate_percent: number; total_cents: number }[]): {
  totalCents: number;
  vatCents: number;
} {
  return lines.reduce(
    (sum, l) => ({
      totalCents: sum.totalCents + l.total_cents,
      vatCents: sum.vatCents + vatFromRate(l.total_cents, l.vat_rate_percent),
    }),
    { totalCents: 0, vatCents: 0 },
  );
}

const vatCents = z
  .number()
  .int()
  .min(0, { error: expenseMessages.vatNegative })
  .max(EXPENSE_TOTAL_MAX_CENTS, { error: expenseMessages.vatAboveTotal });

/** Fields without defaults: the update is their `.partial()` (a default would reset a field on PUT). */
const expenseFields = {
  name: requiredText(200),
  vendor_name: optionalText(200),
  /** Optional; when given, a valid Portuguese NIF ("PT" and spaces are dropped). */
  vendor_nif: blankToNull(nif),
  /** The supplier's own number of the document (its invoice's «FT 2026/123»), optional. */
  vendor_document_number: optionalText(60),
  expense_date: isoDate,
  category: expenseCategory,
  total_cents: totalCents,
  /** The VAT included in the total, in cents — or leave it out and give `vat_rate_percent`. */
  vat_cents: vatCents.nullable(),
  /** With a rate the server computes `vat_cents` (half-up, see `vatFromRate`). */
  vat_rate_percent: expenseVatRate.nullable(),
  /**
   * Or one line per VAT rate, as a supplier's invoice with several rates has: the total is their sum,
   * the VAT the sum of each line's (`linesTotals`); `total_cents` may be left out.
   */
  lines: expenseLinesInput.nullable(),
  method: z.enum(expenseMethods, { error: expenseMessages.method }),
  notes: optionalText(EXPENSE_NOTES_MAX),
};

function vatRules(
  d: {
    vat_cents?: number | null;
    vat_rate_percent?: number | null;
    lines?: ExpenseLineInput[] | null;
    total_cents?: number;
  },
  ctx: z.RefinementCtx,
  create: boolean,
) {
  const hasVat = d.vat_cents !== undefined && d.vat_cents !== null;
  const hasRate = d.vat_rate_percent !== undefined && d.vat_rate_percent !== null;
  const hasLines = d.lines !== undefined && d.lines !== null;
  if (Number(hasVat) + Number(hasRate) + Number(hasLines) > 1)
    ctx.addIssue({ code: 'custom', path: ['vat_cents'], message: expenseMessages.vatOrRate });
  else if (create && !hasVat && !hasRate && !hasLines)
    ctx.addIssue({ code: 'custom', path: ['vat_cents'], message: REQUIRED_MESSAGE });
  if (hasLines && d.total_cents !== undefined && d.total_cents !== linesTotals(d.lines!).totalCents)
    ctx.addIssue({ code: 'custom', path: ['total_cents'], message: expenseMessages.linesTotal });
  if (create && !hasLines && d.total_cents === undefined)
    ctx.addIssue({ code: 'custom', path: ['total_cents'], message: REQUIRED_MESSAGE });
  if (hasVat && d.total_cents !== undefined && d.vat_cents! > d.total_cents)
    ctx.addIssue({ code: 'custom', path: ['vat_cents'], message: expenseMessages.vatAboveTotal });
}

export const expenseInput = z
  .strictObject({
    ...expenseFields,
    total_cents: expenseFields.total_cents.optional(),
    vat_cents: expenseFields.vat_cents.optional(),
    vat_rate_percent: expenseFields.vat_rate_percent.optional(),
    lines: expenseFields.lines.optional(),
  })
  .superRefine((d, ctx) => vatRules(d, ctx, true));
export type ExpenseInput = z.input<typeof expenseInput>;
export type ExpenseValues = z.output<typeof expenseInput>;

/** Only the fields sent change; sending `vat_cents` alone switches the expense to an amount (no rate). */
export const expenseUpdate = z
  .strictObject(expenseFields)
  .partial()
  .superRefine((d, ctx) => vatRules(d, ctx, false));
export type ExpenseUpdate = z.input<typeof expenseUpdate>;
export type ExpensePatch = z.output<typeof expenseUpdate>;

export const expenseAttachment = z.object({
  name: z.string(),
  content_type: z.string(),
  size_bytes: z.number().int(),
});
export type ExpenseAttachment = z.infer<typeof expenseAttachment>;

/** A line per VAT rate as stored: its total, VAT included, and the VAT it includes. */
export const expenseLine = z.object({
  vat_rate_percent: z.number().int(),
  total_cents: z.number().int(),
  vat_cents: z.number().int(),
});
export type ExpenseLine = z.infer<typeof expenseLine>;

export const expense = z.object({
  id: z.uuid(),
  name: z.string(),
  vendor_name: z.string().nullable(),
  vendor_nif: z.string().nullable(),
  vendor_document_number: z.string().nullable(),
  expense_date: z.string(),
  category: z.enum(expenseCategories),
  total_cents: z.number().int(),
  vat_cents: z.number().int(),
  /** The rate when the expense has one line (one rate); null with several, or a VAT typed as an amount. */
  vat_rate_percent: z.number().int().nullable(),
  /** One per VAT rate, by rate; empty when the VAT was typed as an amount. */
  lines: z.array(expenseLine),
  method: expenseMethod,
  notes: z.string().nullable(),
  /** The receipt's photo or PDF, if one is attached (`GET /api/v1/expenses/{id}/attachment`). */
  attachment: expenseAttachment.nullable(),
  created_at: z.iso.datetime({ offset: true }),
  updated_at: z.iso.datetime({ offset: true }),
});
export type Expense = z.infer<typeof expense>;

export const expenseSorts = ['expense_date', 'total_cents', 'name', 'created_at'] as const;

/** The list's filters (also the CSV export's): category, vendor text, inclusive date range. */
export const expenseFilters = z.object({
  q: z.string().trim().max(200).optional(),
  category: expenseCategory.optional(),
  /** Part of the vendor's name or NIF, accents and case ignored. */
  vendor: z.string().trim().max(200).optional(),
  from: isoDate.optional(),
  to: isoDate.optional(),
});
export type ExpenseFilters = z.infer<typeof expenseFilters>;

export const expenseListQuery = listQuery.extend({
  ...expenseFilters.shape,
  sort: z.enum(expenseSorts, { error: expenseMessages.invalidSort }).optional(),
  /** Newest first unless asked otherwise. */
  order: z.enum(['asc', 'desc']).default('desc'),
});
export type ExpenseListQuery = z.infer<typeof expenseListQuery>;

/**
 * A page of expenses and the totals of the whole filtered set — summed only over a closed date range
 * (`from` and `to`), `null` otherwise (issue 41).
 */
export const expenseList = z.object({
  items: z.array(expense),
  ...listTotal,
  page: z.number().int(),
  page_size: z.number().int(),
  totals: z
    .object({
      count: z.number().int(),
      total_cents: z.number().int(),
      vat_cents: z.number().int(),
    })
    .nullable(),
});
export type ExpenseList = z.infer<typeof expenseList>;

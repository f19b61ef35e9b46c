import { z } from 'zod';
import { isoDate as localDate } from './appointments.js';
import { listQuery, optionalText } from './common.js';
import { moneyMethods, paymentMethod } from './payment-methods.js';

/**
 * The daily cash close («Fecho de caixa», issue 38, decision 033): per clinic, user and day, the money
 * that user took there (receipts, advances, FRs/FS by their methods) less what they gave back (refunds),
 * by method; what they counted and the difference. Closing stores the figures (the PDF reprints them);
 * a closed day is final: a later movement dated on it is refused.
 */

export const CASH_CLOSE_NOTES_MAX = 1000;

export const cashCloseMessages = {
  notFound: 'Fecho de caixa não encontrado',
  closed: 'Dia fechado com sucesso',
  alreadyClosed: 'Este dia já foi fechado para esta clínica e este utilizador',
  dayInFuture: 'Não se fecha um dia futuro',
  clinicNotFound: 'Clínica não encontrada',
  userNotFound: 'Utilizador não encontrado',
  countedInvalid: 'Indique um valor igual ou superior a zero',
  methodRepeated: 'Este método aparece duas vezes',
} as const;

const person = z.object({ id: z.uuid(), name: z.string() });

/** The day to read or close: whose money, where, which day. */
export const cashDayQuery = z.object({
  clinic_id: z.uuid(),
  user_id: z.uuid(),
  day: localDate,
});
export type CashDayQuery = z.input<typeof cashDayQuery>;

export const cashMethodTotals = z.object({
  method: paymentMethod,
  /** Payments that settled documents (their receipts' part). */
  receipts_cents: z.number().int(),
  /** The part of payments beyond the documents (advances). */
  advances_cents: z.number().int(),
  /** FRs and FS by their recorded methods. */
  invoices_cents: z.number().int(),
  /** Money given back. */
  refunds_cents: z.number().int(),
  /** receipts + advances + invoices − refunds: what should be in hand for this method. */
  expected_cents: z.number().int(),
});
export type CashMethodTotals = z.infer<typeof cashMethodTotals>;

export const cashMovementKinds = ['receipt', 'advance', 'invoice', 'refund'] as const;
export const cashMovement = z.object({
  kind: z.enum(cashMovementKinds),
  /** The receipt, FR/FS or returned document ("RG 2026A/4"); null for a payment without a receipt. */
  reference: z.string().nullable(),
  patient: person,
  method: paymentMethod,
  /** Negative for a refund. */
  amount_cents: z.number().int(),
});
export type CashMovement = z.infer<typeof cashMovement>;

export const cashCloseLine = cashMethodTotals.extend({
  counted_cents: z.number().int(),
  /** counted − expected. */
  difference_cents: z.number().int(),
});

export const cashClose = z.object({
  id: z.uuid(),
  clinic: person,
  user: person,
  day: z.string(),
  methods: z.array(cashCloseLine),
  expected_cents: z.number().int(),
  counted_cents: z.number().int(),
  difference_cents: z.number().int(),
  notes: z.string().nullable(),
  closed_by: person,
  closed_at: z.iso.datetime({ offset: true }),
});
export type CashClose = z.infer<typeof cashClose>;

/** The day as it stands (before closing), or as it was closed. */
export const cashDay = z.object({
  clinic: person,
  user: person,
  day: z.string(),
  /** One row per money method, in the contracts' order. */
  methods: z.array(cashMethodTotals),
  expected_cents: z.number().int(),
  movements: z.array(cashMovement),
  /** FRs/FS issued without a recorded method (before issue 38): not in any method's total. */
  unrecorded_invoices: z.object({ count: z.number().int(), gross_cents: z.number().int() }),
  close: cashClose.nullable(),
});
export type CashDay = z.infer<typeof cashDay>;

export const cashCloseInput = cashDayQuery
  .extend({
    counted: z
      .array(
        z.strictObject({
          method: z.enum(moneyMethods),
          counted_cents: z
            .number({ error: cashCloseMessages.countedInvalid })
            .int({ error: cashCloseMessages.countedInvalid })
            .min(0, { error: cashCloseMessages.countedInvalid })
            .max(100_000_000, { error: cashCloseMessages.countedInvalid }),
        }),
      )
      .max(moneyMethods.length),
    notes: optionalText(CASH_CLOSE_NOTES_MAX).optional(),
  })
  .strict();
export type CashCloseInput = z.input<typeof cashCloseInput>;

export const cashCloseListQuery = listQuery.extend({
  clinic_id: z.uuid().optional(),
  user_id: z.uuid().optional(),
  from: localDate.optional(),
  to: localDate.optional(),
});
export type CashCloseListQuery = z.input<typeof cashCloseListQuery>;

export const cashCloseList = z.object({
  items: z.array(cashClose),
  total: z.number().int(),
  page: z.number().int(),
  page_size: z.number().int(),
});
export type CashCloseList = z.infer<typeof cashCloseList>;

/** Who the page may pick: the clinics and the users who take money there. */
export const cashCloseOptions = z.object({
  clinics: z.array(person),
  users: z.array(person),
  /** Where the caller takes money by default (their clinic). */
  default_clinic_id: z.uuid().nullable(),
  today: z.string(),
});
export type CashCloseOptions = z.infer<typeof cashCloseOptions>;

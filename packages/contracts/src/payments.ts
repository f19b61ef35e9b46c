import { z } from 'zod';
import { isoDate as localDate } from './appointments.js';
import { blankToNull, listQuery, listTotal, optionalText } from './common.js';
import { moneyMethods, paymentMethod, paymentMethods } from './payment-methods.js';

/**
 * Payments, receipts and the patient's current account (issue 27, decision 030).
 *
 * A payment settles issued FTs of one patient, in full or in part (allocations). The part of a
 * money payment beyond what the documents owe is refused unless an FR «Adiantamento» is issued for it
 * (`advance: true`); that advance is the patient's credit, as are credit notes. A payment that settles an
 * FT issues its receipt (RG, its own series, numbered with an ATCUD, not signed). `balance_compensation`
 * spends credit. `current_account` is no longer recorded (issue 38: an FT left on account is one no
 * payment settles); the rows recorded so before stay readable, settle nothing and block nothing.
 * With invoicing off, a payment is a plain record of money received (no documents, no receipt).
 */

export const PAYMENT_NOTES_MAX = 1000;
export const PAYMENT_SOURCE_MAX = 120;
/** 1 000 000 € — a typo guard, far above any clinic's payment. */
export const PAYMENT_MAX_CENTS = 100_000_000;

export const paymentMessages = {
  notFound: 'Pagamento não encontrado',
  created: 'Pagamento registado com sucesso',
  receiptGenerated: 'Recibo gerado com sucesso',
  receiptSent: 'Recibo enviado por e-mail',
  amountInvalid: 'Valor inválido',
  amountPositive: 'O valor tem de ser superior a zero',
  amountMax: 'O valor máximo é 1 000 000 €',
  dateInFuture: 'A data do pagamento não pode ser no futuro',
  methodInvalid: 'Método de pagamento inválido',
  onAccountIsNoPayment:
    'Uma fatura fica em conta corrente sem registar nada: fica por pagar até ser paga ou compensada',
  documentNotFound: 'Documento não encontrado',
  documentOtherPatient: 'Este documento é de outro paciente',
  documentNotOwed: 'Só se pagam faturas (FT) emitidas e não anuladas',
  documentRepeated: 'Este documento aparece duas vezes',
  allocationExceeds: 'O valor excede o que falta pagar deste documento',
  allocationsExceed: 'A soma dos documentos excede o valor do pagamento',
  surplus:
    'O valor excede o que os documentos devem. Escolha documentos ou emita uma fatura-recibo de adiantamento pelo excedente.',
  noDocuments: 'Escolha os documentos que este pagamento liquida',
  creditInsufficient: 'O paciente não tem crédito suficiente para esta compensação',
  mustMatch: 'O valor tem de ser igual à soma dos documentos',
  advanceNotMoney: 'Um adiantamento só se recebe em dinheiro, cartão, MB, transferência ou outro',
  advanceNeedsSurplus: 'Não há excedente para o adiantamento: o valor não passa do que os documentos devem',
  invoicingOff: 'Com a faturação desligada, um pagamento não liquida documentos nem emite adiantamentos',
  noReceiptSeries:
    'Não existe série de recibos (RG) para o ano do pagamento. Crie-a em Configurações → Faturação.',
  dateBeforeLastReceipt: 'A data não pode ser anterior à do último recibo emitido na série',
  alreadyCancelled: 'Este pagamento já está anulado',
  cancelReason: 'Indique o motivo da anulação',
  advanceSpent:
    'O crédito deste adiantamento já foi usado noutros pagamentos: anule primeiro esses pagamentos',
  noReceipt: 'Este pagamento não tem recibo',
  noEmail: 'O paciente não tem e-mail: indique um endereço',
  documentHasPayments: 'Este documento tem pagamentos: anule-os primeiro',
  advanceCreditNote: 'Um adiantamento devolve-se ou anula-se anulando o pagamento que o emitiu',
  advanceDescription: 'Adiantamento',
  advanceServiceNotFound: 'Serviço não encontrado',
  advanceServiceWithoutAdvance: 'Só um adiantamento indica o serviço a que se destina',
  regularisationReason: 'Regularização de adiantamento',
  refundReason: 'Devolução de adiantamento',
  regularisationCancel:
    'Esta nota de crédito regulariza um adiantamento: anula-se anulando a compensação que a emitiu',
  clinicNotFound: 'Clínica não encontrada',
  dayClosed: 'O caixa deste dia já foi fechado: registe o movimento noutro dia',
  refunded: 'Devolução registada com sucesso',
  refundNotFound: 'Devolução não encontrada',
  refundDateInFuture: 'A data da devolução não pode ser no futuro',
  refundMethod: 'Uma devolução faz-se em dinheiro, cartão, MB, MB WAY, transferência ou outro',
  refundDocument: 'Só se devolve o crédito de um adiantamento ou de uma nota de crédito emitidos',
  refundExceedsCredit: 'O valor excede o crédito do paciente',
  refundExceedsDocument: 'O valor excede o que falta devolver deste documento',
  documentHasRefunds: 'Este documento tem devoluções: o dinheiro já foi devolvido',
} as const;

/** An amount of a payment (cents, positive, under the typo guard): patients' and insurers' alike. */
export const paymentCents = z
  .number({ error: paymentMessages.amountInvalid })
  .int({ error: paymentMessages.amountInvalid })
  .positive({ error: paymentMessages.amountPositive })
  .max(PAYMENT_MAX_CENTS, { error: paymentMessages.amountMax });

export const allocationInput = z.strictObject({
  document_id: z.uuid({ error: paymentMessages.documentNotFound }),
  amount_cents: paymentCents,
});

export const paymentInput = z.strictObject({
  patient_id: z.uuid(),
  /** Default: today in the clinic's time zone; never in the future. */
  paid_at: localDate.optional(),
  amount_cents: paymentCents,
  /**
   * Money, or the patient's credit (`balance_compensation`). Not `current_account` (issue 38): an FT left
   * on account is one no payment settles; rows recorded so before keep their method.
   */
  method: z
    .enum(paymentMethods, { error: paymentMessages.methodInvalid })
    .refine((m) => m !== 'current_account', { error: paymentMessages.onAccountIsNoPayment }),
  source: optionalText(PAYMENT_SOURCE_MAX).optional(),
  notes: optionalText(PAYMENT_NOTES_MAX).optional(),
  /** The FTs this payment settles and how much of each. */
  allocations: z.array(allocationInput).max(100).default([]),
  /** Issue an FR «Adiantamento» for the amount beyond the allocations (the patient's credit). */
  advance: z.boolean().default(false),
  /**
   * The service the advance pays for (decision 032): the FR's line takes its VAT; without it, the
   * clinic's default exemption, else the region's normal rate.
   */
  advance_service_id: blankToNull(z.uuid({ error: paymentMessages.advanceServiceNotFound })).default(null),
  /** Where the money is taken (issue 38; default: the user's clinic). */
  clinic_id: z.uuid().optional(),
});
export type PaymentInput = z.input<typeof paymentInput>;

/** What may change once recorded: the money and documents never do (cancel and record again). */
export const paymentUpdate = z.strictObject({
  source: optionalText(PAYMENT_SOURCE_MAX).optional(),
  notes: optionalText(PAYMENT_NOTES_MAX).optional(),
});
export const paymentCancelInput = z.strictObject({
  reason: z.string().trim().min(1, { error: paymentMessages.cancelReason }).max(200),
});
export const generateReceiptInput = z.strictObject({ payment_id: z.uuid() });
export const sendReceiptInput = z.strictObject({
  payment_id: z.uuid(),
  /** Default: the patient's e-mail. */
  email: blankToNull(z.email({ error: 'E-mail inválido' }).max(254)).optional(),
});

export const paymentStatuses = ['N', 'A'] as const;
const person = z.object({ id: z.uuid(), name: z.string() });
const documentRef = z.object({
  id: z.uuid(),
  type: z.string(),
  invoice_no: z.string().nullable(),
  invoice_date: z.string().nullable(),
  gross_cents: z.number().int(),
});

export const payment = z.object({
  id: z.uuid(),
  /** N normal, A cancelled (with its receipt). */
  status: z.enum(paymentStatuses),
  /** Who paid: a patient, or an insurer settling its FTs (issue 45) — one is null. */
  patient: person.nullable(),
  insurer: person.nullable(),
  paid_at: z.string(),
  amount_cents: z.number().int(),
  method: paymentMethod,
  source: z.string().nullable(),
  notes: z.string().nullable(),
  allocations: z.array(documentRef.extend({ amount_cents: z.number().int() })),
  /** The RG issued for the allocations ("RG 2026A/4"), when it settles documents. */
  receipt: z
    .object({
      receipt_no: z.string(),
      atcud: z.string(),
      system_entry_date: z.string(),
      gross_cents: z.number().int(),
    })
    .nullable(),
  /**
   * Invoices issued at InvoiceXpress are settled by receipts issued there (decision 053): one per invoice,
   * `receipt_no` null while it is still to issue (`POST /payments/{id}/provider-receipts` retries).
   */
  provider_receipts: z.array(
    z.object({
      document_id: z.uuid(),
      invoice_no: z.string().nullable(),
      amount_cents: z.number().int(),
      receipt_no: z.string().nullable(),
      atcud: z.string().nullable(),
      cancelled: z.boolean(),
    }),
  ),
  /** The FR «Adiantamento» issued for the amount beyond the documents. */
  advance: documentRef.nullable(),
  /** The service the advance is for, if named. */
  advance_service: z.object({ id: z.uuid(), name: z.string() }).nullable(),
  /** A balance compensation: the NCs «Regularização de adiantamento» it issued (decision 032). */
  regularisations: z.array(documentRef),
  cancel_reason: z.string().nullable(),
  cancelled_at: z.iso.datetime({ offset: true }).nullable(),
  created_by: person,
  created_at: z.iso.datetime({ offset: true }),
});
export type Payment = z.infer<typeof payment>;

export const paymentListQuery = listQuery.extend({
  method: paymentMethod.optional(),
  patient_id: z.uuid().optional(),
  status: z.enum(paymentStatuses).optional(),
  /** Payment date range, inclusive. */
  from: localDate.optional(),
  to: localDate.optional(),
});
export type PaymentListQuery = z.input<typeof paymentListQuery>;
/** The CSV export takes the list's filters, without paging. */
export const paymentExportQuery = paymentListQuery.omit({
  page: true,
  page_size: true,
  sort: true,
  order: true,
});

const methodTotal = z.object({
  method: paymentMethod,
  count: z.number().int(),
  amount_cents: z.number().int(),
});

/**
 * The totals of the whole filtered set, cancelled payments left out: what came in (money methods), and
 * per method (current_account and balance_compensation move no money and are shown apart). `payments` +
 * `cancelled` = the list's `total` (issue 38: the figure over the list and its pager agree). Summed only
 * over a bounded set — a closed date range or one patient — and `null` otherwise (issue 41).
 */
export const paymentList = z.object({
  items: z.array(payment),
  ...listTotal,
  page: z.number().int(),
  page_size: z.number().int(),
  totals: z
    .object({
      payments: z.number().int(),
      /** The filtered set's cancelled payments (counted by the list's `total`, left out of the sums). */
      cancelled: z.number().int(),
      received_cents: z.number().int(),
      by_method: z.array(methodTotal),
      /**
       * The money taken with FRs/FS (issue 38): issued, not cancelled, advances left out (their money is
       * in their payment), by their recorded methods — the same date, method and patient filters.
       */
      invoice_receipts: z.object({ received_cents: z.number().int(), by_method: z.array(methodTotal) }),
      /** Money given back in the same filtered set (refunds). */
      refunds: z.object({ refunded_cents: z.number().int(), by_method: z.array(methodTotal) }),
    })
    .nullable(),
});
export type PaymentList = z.infer<typeof paymentList>;

// ---------------------------------------------------------------------------------------------------
// The patient's current account
// ---------------------------------------------------------------------------------------------------

export const accountEntryKinds = [
  /** FT: the patient owes its total. */
  'invoice',
  /** FR/FS: invoiced and paid at once. */
  'invoice_receipt',
  /** FR «Adiantamento»: its money is in its payment (credit). */
  'advance',
  /** NC: credit (first against what the credited FT still owes). */
  'credit_note',
  /** NC «Regularização de adiantamento» of an advance its compensation used: moves nothing. */
  'regularisation',
  /** NC «Devolução de adiantamento» crediting an advance for money given back: moves nothing (the refund does). */
  'refund_note',
  /** Money received. */
  'payment',
  /** Credit spent on documents: owed and credit both fall, the balance does not move. */
  'compensation',
  /** Recorded as staying owed on account: moves nothing. */
  'on_account',
  /** Money given back (issue 38): the credit falls, the balance rises towards zero. */
  'refund',
] as const;
export type AccountEntryKind = (typeof accountEntryKinds)[number];

export const accountEntry = z.object({
  kind: z.enum(accountEntryKinds),
  date: z.string(),
  /** The document ("FT 2026A/3") or the payment's receipt, if any. */
  reference: z.string().nullable(),
  document_id: z.uuid().nullable(),
  payment_id: z.uuid().nullable(),
  method: paymentMethod.nullable(),
  debit_cents: z.number().int(),
  credit_cents: z.number().int(),
  /** Running: positive = the patient owes, negative = in credit. */
  balance_cents: z.number().int(),
});
export type AccountEntry = z.infer<typeof accountEntry>;

export const openDocument = documentRef.extend({
  settled_cents: z.number().int(),
  credited_cents: z.number().int(),
  outstanding_cents: z.number().int(),
});
export type OpenDocument = z.infer<typeof openDocument>;

export const currentAccount = z.object({
  patient: person,
  /** What issued FTs still owe. */
  owed_cents: z.number().int(),
  /**
   * Credit notes beyond what their documents owed, plus advances, minus what compensations spent and
   * refunds gave back.
   */
  credit_cents: z.number().int(),
  /** owed − credit. */
  balance_cents: z.number().int(),
  open_documents: z.array(openDocument),
  /** Every issued document and payment, oldest first (cancelled ones left out). */
  entries: z.array(accountEntry),
});
export type CurrentAccount = z.infer<typeof currentAccount>;

export const paymentMethodList = z.object({ items: z.array(paymentMethod) });

// ---------------------------------------------------------------------------------------------------
// Refunds (issue 38): money given back to a patient from the credit of an advance or a credit note
// ---------------------------------------------------------------------------------------------------

export const refundInput = z.strictObject({
  patient_id: z.uuid(),
  /** The advance FR or the credit note whose credit is given back. */
  document_id: z.uuid({ error: paymentMessages.documentNotFound }),
  /** Default: today in the clinic's time zone; never in the future. */
  refunded_at: localDate.optional(),
  amount_cents: paymentCents,
  method: z.enum(moneyMethods, { error: paymentMessages.refundMethod }),
  /** Where the money leaves (default: the user's clinic). */
  clinic_id: z.uuid().optional(),
  notes: optionalText(PAYMENT_NOTES_MAX).optional(),
});
export type RefundInput = z.input<typeof refundInput>;

export const refund = z.object({
  id: z.uuid(),
  patient: person,
  document: documentRef,
  refunded_at: z.string(),
  amount_cents: z.number().int(),
  method: paymentMethod,
  clinic: person.nullable(),
  notes: z.string().nullable(),
  created_by: person,
  created_at: z.iso.datetime({ offset: true }),
});
export type Refund = z.infer<typeof refund>;

export const refundListQuery = listQuery.extend({
  patient_id: z.uuid().optional(),
  method: paymentMethod.optional(),
  from: localDate.optional(),
  to: localDate.optional(),
});
export type RefundListQuery = z.input<typeof refundListQuery>;
export const refundList = z.object({
  items: z.array(refund),
  total: z.number().int(),
  page: z.number().int(),
  page_size: z.number().int(),
});
export type RefundList = z.infer<typeof refundList>;

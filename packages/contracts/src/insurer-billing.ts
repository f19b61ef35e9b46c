import { z } from 'zod';
import { isoDate as localDate } from './appointments.js';
import { optionalText } from './common.js';
import { documentStatuses, documentTypes } from './invoicing.js';
import { moneyMethods, paymentMethod } from './payment-methods.js';
import { PAYMENT_NOTES_MAX, PAYMENT_SOURCE_MAX, paymentCents, paymentStatuses } from './payments.js';

/**
 * Billing an insurer (issue 45, decision 047): the monthly statement of the sessions it shares, turned into
 * one FT addressed to it; its payments (each settling its FTs, with a receipt RG addressed to it, and the
 * amounts it refused noted per line); and its current account.
 */
export const insurerBillingMessages = {
  monthInvalid: 'Indique o mês no formato AAAA-MM',
  nothingToBill: 'Não há sessões por faturar a esta seguradora neste mês',
  alreadyBilled: 'Esta sessão já foi faturada à seguradora',
  notInStatement: 'Esta sessão não está no mapa deste mês',
  insurerNoNif: 'Indique o NIF da seguradora antes de a faturar',
  documentOtherInsurer: 'Este documento não é uma fatura por pagar desta seguradora',
  refusalExceeds: 'O valor recusado não pode exceder o que a linha ainda deve',
  refusalLineNotFound: 'Esta linha não é de uma fatura deste pagamento',
  refusalRepeated: 'Esta linha já foi indicada',
  refusalReason: 'Indique o motivo da recusa',
  paidAndRefusedExceed: 'O valor pago e o recusado excedem o que a fatura deve',
  mustMatch: 'O valor tem de ser igual à soma do que é pago a cada fatura',
  insurerDocumentLines: 'A fatura de uma seguradora tem apenas as sessões do seu mapa mensal',
} as const;

/** A calendar month, "2026-10". */
export const billingMonth = z
  .string()
  .regex(/^\d{4}-(0[1-9]|1[0-2])$/, { error: insurerBillingMessages.monthInvalid });

export const statementQuery = z.strictObject({ month: billingMonth });
export type StatementQuery = z.input<typeof statementQuery>;

const person = z.object({ id: z.uuid(), name: z.string() });

/** One session to bill: the insurer's part as the agreement of that day splits it. */
export const statementLine = z.object({
  appointment_id: z.uuid(),
  /** The session's local date and time. */
  date: z.string(),
  time: z.string(),
  patient: person,
  insurance_number: z.string().nullable(),
  service: person,
  professional: person,
  /** The agreement's price, the patient's part and the insurer's part (they add up to the price). */
  price_cents: z.number().int(),
  patient_cents: z.number().int(),
  insurer_cents: z.number().int(),
});
export type StatementLine = z.infer<typeof statementLine>;

const documentSummary = z.object({
  id: z.uuid(),
  type: z.enum(documentTypes),
  status: z.enum(documentStatuses),
  invoice_no: z.string().nullable(),
  invoice_date: z.string().nullable(),
  gross_cents: z.number().int(),
});

/** A month's statement: what is still to bill, and the documents already issued for its sessions. */
export const statement = z.object({
  insurer: z.object({
    id: z.uuid(),
    name: z.string(),
    fiscal_name: z.string(),
    nif: z.string().nullable(),
    agreement_number: z.string().nullable(),
  }),
  month: z.string(),
  lines: z.array(statementLine),
  total_cents: z.number().int(),
  /** Issued (not cancelled) FTs to this insurer with sessions of this month. */
  documents: z.array(documentSummary),
});
export type Statement = z.infer<typeof statement>;

/**
 * «Emitir fatura»: one FT to the insurer for the month's sessions still to bill — the ones listed (the
 * statement the manager saw; 409 naming any billed since) or, without a list, all of them.
 */
export const statementInvoiceInput = z.strictObject({
  month: billingMonth,
  appointment_ids: z.array(z.uuid()).min(1).max(500).optional(),
  /** Default: today in the clinic's time zone. */
  invoice_date: localDate.optional(),
});
export type StatementInvoiceInput = z.input<typeof statementInvoiceInput>;

export const insurerRefusalInput = z.strictObject({
  line_id: z.uuid(),
  amount_cents: paymentCents,
  reason: z.string().trim().min(1, { error: insurerBillingMessages.refusalReason }).max(200),
});

/** The insurer pays: money settling its FTs (amount = the allocations), with what it refused per line. */
export const insurerPaymentInput = z.strictObject({
  paid_at: localDate.optional(),
  amount_cents: paymentCents,
  method: z.enum(moneyMethods),
  source: optionalText(PAYMENT_SOURCE_MAX).optional(),
  notes: optionalText(PAYMENT_NOTES_MAX).optional(),
  allocations: z
    .array(z.strictObject({ document_id: z.uuid(), amount_cents: paymentCents }))
    .min(1)
    .max(100),
  refusals: z.array(insurerRefusalInput).max(500).default([]),
});
export type InsurerPaymentInput = z.input<typeof insurerPaymentInput>;

export const insurerAccountLine = z.object({
  id: z.uuid(),
  description: z.string(),
  service_date: z.string().nullable(),
  gross_cents: z.number().int(),
  /** Still creditable (after issued NCs). */
  creditable_cents: z.number().int(),
  refused_cents: z.number().int(),
});

export const insurerAccountDocument = documentSummary.extend({
  credited_cents: z.number().int(),
  settled_cents: z.number().int(),
  refused_cents: z.number().int(),
  /** gross − credited − settled. */
  outstanding_cents: z.number().int(),
  lines: z.array(insurerAccountLine),
});
export type InsurerAccountDocument = z.infer<typeof insurerAccountDocument>;

export const insurerPaymentSummary = z.object({
  id: z.uuid(),
  status: z.enum(paymentStatuses),
  paid_at: z.string(),
  amount_cents: z.number().int(),
  method: paymentMethod,
  source: z.string().nullable(),
  receipt_no: z.string().nullable(),
  allocations: z.array(
    z.object({ document_id: z.uuid(), invoice_no: z.string().nullable(), amount_cents: z.number().int() }),
  ),
  refusals: z.array(
    z.object({
      line_id: z.uuid(),
      description: z.string(),
      amount_cents: z.number().int(),
      reason: z.string(),
    }),
  ),
});
export type InsurerPaymentSummary = z.infer<typeof insurerPaymentSummary>;

/** What the insurer owes: its FTs (newest first) with what each still owes, and its payments. */
export const insurerAccount = z.object({
  insurer: person,
  invoiced_cents: z.number().int(),
  credited_cents: z.number().int(),
  settled_cents: z.number().int(),
  refused_cents: z.number().int(),
  owed_cents: z.number().int(),
  documents: z.array(insurerAccountDocument),
  payments: z.array(insurerPaymentSummary),
});
export type InsurerAccount = z.infer<typeof insurerAccount>;

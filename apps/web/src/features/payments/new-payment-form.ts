import type { FieldErrors, Resolver } from 'react-hook-form';
import { toNestErrors } from '@hookform/resolvers';
import { moneyMethods, type PaymentMethod } from '@clinica/contracts/payment-methods';
import {
  paymentInput,
  paymentMessages,
  type OpenDocument,
  type PaymentInput,
} from '@clinica/contracts/payments';
import { REQUIRED_MESSAGE } from '@clinica/contracts/zod-config';
import type { PatientOption } from '../../components/patient-picker';
import { completeDate, isoDay } from '../../lib/days';
import { movesMoney } from './labels';
import { eurosText, parseEuros } from './money';

/** One open FT of the patient: paid by this payment or not, and how much of it. */
export interface AllocationValues {
  document_id: string;
  invoice_no: string | null;
  outstanding_cents: number;
  selected: boolean;
  amount: string;
}

export interface NewPaymentValues {
  patient: PatientOption | null;
  amount: string;
  method: PaymentMethod | '';
  paid_at: Date | null;
  source: string;
  notes: string;
  allocations: AllocationValues[];
  advance: boolean;
  /** The service the advance is for ('' none): its VAT is the advance's (decision 032). */
  advance_service_id: string;
}

/** What the form needs besides its values: invoicing on, the patient's credit, today in the clinic. */
export interface PaymentContext {
  invoicing: boolean;
  credit_cents: number;
  today: string;
}

/**
 * The methods to choose from: only those that move money, MB WAY included (issue 38, decision 034).
 * «Compensar com o saldo» is its own action (the form opened with `compensate`, its method fixed), and
 * «Deixar em conta corrente» records nothing: an FT no payment settles is owed.
 */
export const paymentFormMethods: readonly PaymentMethod[] = moneyMethods;

/** The open documents as the form's rows; `document` (from the address) comes ticked. */
export const allocationRows = (documents: OpenDocument[], document: string | null): AllocationValues[] =>
  documents.map((d) => ({
    document_id: d.id,
    invoice_no: d.invoice_no,
    outstanding_cents: d.outstanding_cents,
    selected: d.id === document,
    amount: eurosText(d.outstanding_cents),
  }));

/** What the ticked documents take (the valid amounts only). */
export function selectedCents(allocations: AllocationValues[]): number {
  return allocations.reduce((sum, a) => {
    const cents = a.selected ? parseEuros(a.amount) : null;
    return sum + (cents !== null && Number.isFinite(cents) ? cents : 0);
  }, 0);
}

/**
 * The live summary: the amount, what goes to documents, what becomes an advance (FR) and what is left
 * unassigned (which the server refuses while invoicing is on).
 */
export function summarise(values: NewPaymentValues, invoicing: boolean) {
  const parsed = parseEuros(values.amount);
  const amount = parsed !== null && Number.isFinite(parsed) ? parsed : 0;
  const toDocuments = invoicing ? selectedCents(values.allocations) : 0;
  const surplus = Math.max(0, amount - toDocuments);
  const canAdvance = invoicing && movesMoney(values.method) && surplus > 0;
  const advance = canAdvance && values.advance ? surplus : 0;
  return { amount, toDocuments, surplus, canAdvance, advance, remaining: invoicing ? surplus - advance : 0 };
}

/** The body for POST /api/v1/payments, and which form row each sent allocation came from. */
export function toPaymentInput(values: NewPaymentValues, context: PaymentContext) {
  const rows = context.invoicing ? values.allocations.flatMap((a, i) => (a.selected ? [i] : [])) : [];
  const summary = summarise(values, context.invoicing);
  const body: PaymentInput = {
    patient_id: values.patient?.id ?? '',
    paid_at: values.paid_at && completeDate(values.paid_at) ? isoDay(values.paid_at) : undefined,
    amount_cents: parseEuros(values.amount) ?? Number.NaN,
    method: values.method as PaymentMethod,
    source: values.source.trim() || null,
    notes: values.notes.trim() || null,
    allocations: rows.map((i) => ({
      document_id: values.allocations[i]!.document_id,
      amount_cents: parseEuros(values.allocations[i]!.amount) ?? Number.NaN,
    })),
    advance: summary.advance > 0,
    advance_service_id: (summary.advance > 0 && values.advance_service_id) || null,
  };
  return { body, rows };
}

/**
 * Where a path of the contract (or of a server's 400) shows in the form: `allocations.0.amount_cents`
 * on the first *sent* allocation's row (`rows` maps it back), `amount_cents` on the amount…
 */
export function formPath(path: string, rows: number[]): string | null {
  const [head, index, field] = path.split('.');
  if (head === 'patient_id') return 'patient';
  if (head === 'amount_cents') return 'amount';
  if (head === 'allocations') {
    const row = index === undefined ? undefined : rows[Number(index)];
    return row === undefined || field === undefined ? 'allocations.root' : `allocations.${row}.amount`;
  }
  if (
    head === 'paid_at' ||
    head === 'method' ||
    head === 'advance' ||
    head === 'advance_service_id' ||
    head === 'source' ||
    head === 'notes'
  )
    return head;
  return null;
}

/** Rules the server applies too, checked first so a person sees them under the field at once. */
function businessErrors(
  values: NewPaymentValues,
  context: PaymentContext,
  add: (p: string, m: string) => void,
) {
  const summary = summarise(values, context.invoicing);
  if (values.paid_at && completeDate(values.paid_at) && isoDay(values.paid_at) > context.today)
    add('paid_at', paymentMessages.dateInFuture);
  if (!context.invoicing || !values.method) return;
  values.allocations.forEach((a, i) => {
    const cents = a.selected ? parseEuros(a.amount) : null;
    if (cents !== null && cents > a.outstanding_cents)
      add(`allocations.${i}.amount`, paymentMessages.allocationExceeds);
  });
  const some = values.allocations.some((a) => a.selected);
  if (!movesMoney(values.method)) {
    if (!some) add('allocations.root', paymentMessages.noDocuments);
    else if (summary.amount !== summary.toDocuments) add('amount', paymentMessages.mustMatch);
    else if (values.method === 'balance_compensation' && summary.amount > context.credit_cents)
      add('amount', paymentMessages.creditInsufficient);
    return;
  }
  if (summary.toDocuments > summary.amount) add('amount', paymentMessages.allocationsExceed);
  else if (summary.remaining > 0) add('advance', paymentMessages.surplus);
}

/** The form checked by the contract's own schema (its messages are the server's), then its rules. */
export const paymentResolver =
  (context: PaymentContext): Resolver<NewPaymentValues, unknown, PaymentInput> =>
  (values, _context, options) => {
    const errors: FieldErrors = {};
    const add = (path: string, message: string) => {
      if (!(path in errors)) errors[path] = { type: 'contract', message };
    };
    if (!values.patient) add('patient', REQUIRED_MESSAGE);
    if (!values.amount.trim()) add('amount', REQUIRED_MESSAGE);
    if (!values.method) add('method', REQUIRED_MESSAGE);
    const { body, rows } = toPaymentInput(values, context);
    const parsed = paymentInput.safeParse(body);
    if (!parsed.success)
      for (const issue of parsed.error.issues) {
        const path = formPath(issue.path.join('.'), rows);
        if (path) add(path, issue.message);
      }
    businessErrors(values, context, add);
    if (Object.keys(errors).length === 0) return { values: body, errors: {} };
    return { values: {}, errors: toNestErrors(errors, options) };
  };

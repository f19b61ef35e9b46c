import type { InsurerAccountDocument, InsurerPaymentInput } from '@clinica/contracts/insurer-billing';
import type { MoneyMethod } from '@clinica/contracts/payment-methods';
import { completeDate, isoDay } from '../../lib/days';
import { centsToInput, parseEuros } from '../../lib/price';

/**
 * «Registar pagamento» of an insurer (issue 45): what it pays of each open FT (prefilled with what the FT
 * owes) and, per line, what it refused and why. The amount is the sum of what it pays (never typed).
 * Field keys: `paid.<document id>`, `refused.<line id>.amount|reason`, and the header's own names.
 */
export interface InsurerPaymentValues {
  paid_at: Date | null;
  method: MoneyMethod;
  source: string;
  notes: string;
  paid: Record<string, string>;
  refused: Record<string, { amount: string; reason: string }>;
}

/** The FTs a payment can settle: issued, not cancelled, still owing. */
export const openDocuments = (documents: InsurerAccountDocument[]) =>
  documents.filter((d) => d.type === 'FT' && d.status === 'N' && d.outstanding_cents > 0);

export function initialPaymentValues(documents: InsurerAccountDocument[], today: Date): InsurerPaymentValues {
  return {
    paid_at: today,
    method: 'bank_transfer',
    source: '',
    notes: '',
    paid: Object.fromEntries(openDocuments(documents).map((d) => [d.id, centsToInput(d.outstanding_cents)])),
    refused: {},
  };
}

/** Blank or 0 → 0; an amount → its cents; not an amount → null. */
const cents = (text: string | undefined) => (text?.trim() ? parseEuros(text) : 0);

/** The sum of what is paid to each FT, as typed so far (what is not an amount counts as nothing). */
export function paymentTotal(values: InsurerPaymentValues): number {
  return Object.values(values.paid).reduce((sum, text) => sum + (cents(text) ?? 0), 0);
}

export interface BuiltPayment {
  input: InsurerPaymentInput | null;
  errors: Record<string, string>;
  /** The form's field key for each allocation's and refusal's index in `input` (server errors by path). */
  allocationKeys: string[];
  refusalKeys: string[];
}

/**
 * The request (amount = the allocations), or the fields' errors as i18n keys (`validation.*`) or the
 * contract's messages. Lines refused of an FT it pays nothing of are refused: they belong to no FT of it.
 */
export function buildInsurerPayment(
  values: InsurerPaymentValues,
  documents: InsurerAccountDocument[],
  messages: { amount: string; reason: string; exceeds: string; notInPayment: string; nothing: string },
): BuiltPayment {
  const errors: Record<string, string> = {};
  const allocations: InsurerPaymentInput['allocations'] = [];
  const refusals: NonNullable<InsurerPaymentInput['refusals']> = [];
  const allocationKeys: string[] = [];
  const refusalKeys: string[] = [];
  if (!completeDate(values.paid_at)) errors.paid_at = 'validation.required';
  for (const d of openDocuments(documents)) {
    const paid = cents(values.paid[d.id]);
    if (paid === null) errors[`paid.${d.id}`] = messages.amount;
    let refusedTotal = 0;
    for (const line of d.lines) {
      const refusal = values.refused[line.id];
      const amount = cents(refusal?.amount);
      const key = `refused.${line.id}`;
      if (amount === null) errors[`${key}.amount`] = messages.amount;
      else if (amount > 0) {
        if (!refusal?.reason.trim()) errors[`${key}.reason`] = messages.reason;
        if (!paid) errors[`${key}.amount`] = messages.notInPayment;
        refusedTotal += amount;
        refusals.push({ line_id: line.id, amount_cents: amount, reason: refusal?.reason.trim() ?? '' });
        refusalKeys.push(key);
      }
    }
    if (paid && paid + refusedTotal > d.outstanding_cents) errors[`paid.${d.id}`] = messages.exceeds;
    if (paid) {
      allocations.push({ document_id: d.id, amount_cents: paid });
      allocationKeys.push(`paid.${d.id}`);
    }
  }
  if (!allocations.length && !Object.keys(errors).length) errors.amount_cents = messages.nothing;
  const amount = allocations.reduce((sum, a) => sum + a.amount_cents, 0);
  const input: InsurerPaymentInput | null = Object.keys(errors).length
    ? null
    : {
        paid_at: isoDay(values.paid_at!),
        amount_cents: amount,
        method: values.method,
        source: values.source.trim() || null,
        notes: values.notes.trim() || null,
        allocations,
        refusals,
      };
  return { input, errors, allocationKeys, refusalKeys };
}

/** A server error's path (`allocations.2.amount_cents`, `refusals.0.reason`) as the form's field key. */
export function fieldOfPath(
  path: string,
  built: Pick<BuiltPayment, 'allocationKeys' | 'refusalKeys'>,
): string {
  const [head, index, leaf] = path.split('.');
  if (head === 'allocations' && index !== undefined)
    return built.allocationKeys[Number(index)] ?? 'amount_cents';
  if (head === 'refusals' && index !== undefined) {
    const key = built.refusalKeys[Number(index)];
    return key ? `${key}.${leaf === 'reason' ? 'reason' : 'amount'}` : 'amount_cents';
  }
  return head ?? path;
}

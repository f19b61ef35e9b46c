import { type InvoicingDocument } from '@clinica/contracts/invoicing';
import { draftInput } from '@clinica/contracts/invoicing-drafts';
import { invoicingProviderMessages } from '@clinica/contracts/invoicing-provider';
import { paymentMessages } from '@clinica/contracts/payments';
import type { Tx } from '../../db/client.js';
import { AppError, badRequest, conflict } from '../../lib/errors.js';
import type { AuthUser } from '../../plugins/context.js';
import { createDraft } from '../invoicing/drafts.service.js';
import { getDocument } from '../invoicing/documents.service.js';
import { issueDocument, type IssueContext } from '../invoicing/issue.service.js';
import * as repo from './payments.repository.js';

/*
 * Advances (decisions 030 and 032): the FR «Adiantamento» a payment issues for its surplus, and the
 * credit notes that regularise it when a balance compensation uses it.
 */

/**
 * An error from issuing the advance FR, or a compensation's regularisation NC (`regularisation`), with
 * its fields renamed to the payment's: a missing NC series or an NC over what the advance has left is
 * the compensation's (its method, its amount).
 */
export function asPaymentError(e: unknown, regularisation = false): unknown {
  return renamed(e, {
    invoice_date: 'paid_at',
    type: regularisation ? 'method' : 'advance',
    lines: regularisation ? 'amount_cents' : 'advance',
    'lines.0.service_id': 'advance_service_id',
    'lines.0.amount_cents': 'amount_cents',
    'credit_lines.0.amount_cents': 'amount_cents',
  });
}

function renamed(e: unknown, rename: Record<string, string>): unknown {
  if (!(e instanceof AppError) || !e.fields) return e;
  const fields = Object.fromEntries(Object.entries(e.fields).map(([k, v]) => [rename[k] ?? k, v]));
  return new AppError(e.statusCode, e.code, e.message, fields, e.details);
}

/**
 * The FR «Adiantamento»'s line (decision 032): the service it pays for names its VAT (its class's rate
 * or its exemption — invoicing's draft reads it from the catalogue); without one, the line names no
 * tax, so the clinic's default exemption applies, else (a taxed clinic has none) the region's normal rate.
 */
export function advanceLineOf(advance: boolean, serviceId: string | null) {
  if (serviceId && !advance)
    throw badRequest({ advance_service_id: paymentMessages.advanceServiceWithoutAdvance });
  return { description: paymentMessages.advanceDescription, service_id: serviceId };
}

/**
 * The credit lines that take `amount` off an advance FR: its lines' amounts still uncredited (what
 * regularisations and refunds have not yet taken), in order; what they cannot cover is left over.
 */
function creditLinesFor(fr: { lines: { id: string; creditable_cents?: number | null }[] }, amount: number) {
  let left = amount;
  const lines = fr.lines.flatMap((l) => {
    const used = Math.min(l.creditable_cents ?? 0, left);
    left -= used;
    return used > 0 ? [{ credited_line_id: l.id, amount_cents: used }] : [];
  });
  return { lines, left };
}

/**
 * An advance FR issued at InvoiceXpress (decision 053) is credited there, never by an NC Clínica signs;
 * that NC is not issued from here yet: 409 naming the field.
 */
function refuseAtProvider(fr: InvoicingDocument, field: string) {
  if (fr.provider !== 'clinica')
    throw conflict(invoicingProviderMessages.advanceCreditElsewhere, {
      [field]: invoicingProviderMessages.advanceCreditElsewhere,
    });
}

/** An NC of an advance FR, issued through invoicing's draft and issue services (decision 032). */
async function creditAdvance(
  tx: Tx,
  user: AuthUser,
  fr: { id: string; patientId: string },
  credit_lines: { credited_line_id: string; amount_cents: number }[],
  reason: string,
  date: string,
  ctx: IssueContext,
) {
  const draft = await createDraft(
    tx,
    user,
    draftInput.parse({
      type: 'NC',
      patient_id: fr.patientId,
      credited_document_id: fr.id,
      credit_reason: reason,
      credit_lines,
    }),
    { regularisation: true },
  );
  return (await issueDocument(tx, user, draft.id, { invoice_date: date }, ctx)).id;
}

/**
 * Money given back from an advance (decision 033) leaves the advance's sale: the FR is credited for it
 * by an NC «Devolução de adiantamento» (CIVA art. 78.º n.º 1: the operation's value is reduced), in the
 * refund's transaction, dated the refund's day — so a month's sales never count money the patient got
 * back, and a later compensation regularises only what is left. More than the advance has left → 400
 * on `amount_cents`, nothing written.
 */
export async function creditRefundedAdvance(
  tx: Tx,
  user: AuthUser,
  refund: { patientId: string; documentId: string; refundedAt: string; amountCents: number },
  ctx: IssueContext,
): Promise<string> {
  const fr = await getDocument(tx, user, refund.documentId);
  refuseAtProvider(fr, 'document_id');
  const { lines, left } = creditLinesFor(fr, refund.amountCents);
  if (left > 0) throw badRequest({ amount_cents: paymentMessages.refundExceedsDocument });
  try {
    return await creditAdvance(
      tx,
      user,
      { id: fr.id, patientId: refund.patientId },
      lines,
      paymentMessages.refundReason,
      refund.refundedAt,
      ctx,
    );
  } catch (e) {
    throw renamed(e, { invoice_date: 'refunded_at', type: 'document_id', credit_lines: 'amount_cents' });
  }
}

/**
 * A balance compensation regularises the advances it uses, in its own transaction (decision 032; CIVA
 * art. 29.º n.º 1 c), art. 36.º and art. 78.º n.º 1): the FT of the service is the sale, so each advance
 * FR used gets an NC «Regularização de adiantamento» for the amount used — oldest advance first, never
 * more than it has left, with its line's VAT — issued through invoicing's draft and issue services
 * (number, signature, ATCUD, QR) on the payment's date. Advances are spent before other credit (an NC's
 * excess is no sale to regularise). Any refusal rolls the whole payment back, numbers included — an NC
 * is never dated before its FR, so a compensation dated before an advance it would use is refused (400
 * `paid_at`).
 */
export async function regulariseAdvances(
  tx: Tx,
  user: AuthUser,
  payment: { id: string; patientId: string; paidAt: string; amountCents: number },
  ctx: IssueContext,
) {
  let toRegularise = payment.amountCents;
  const issued: string[] = [];
  for (const advanceId of await repo.lockAdvances(tx, user.tenantId, payment.patientId)) {
    if (toRegularise <= 0) break;
    const fr = await getDocument(tx, user, advanceId);
    const { lines, left } = creditLinesFor(fr, toRegularise);
    if (lines.length) refuseAtProvider(fr, 'method');
    toRegularise = left;
    if (!lines.length) continue;
    const advance = { id: fr.id, patientId: payment.patientId };
    try {
      issued.push(
        await creditAdvance(
          tx,
          user,
          advance,
          lines,
          paymentMessages.regularisationReason,
          payment.paidAt,
          ctx,
        ),
      );
    } catch (e) {
      throw asPaymentError(e, true);
    }
  }
  await repo.insertRegularisations(tx, user.tenantId, payment.id, issued);
}

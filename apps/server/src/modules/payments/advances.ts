import { draftInput } from '@clinica/contracts/invoicing';
import { paymentMessages } from '@clinica/contracts/payments';
import type { Tx } from '../../db/client.js';
import { AppError, badRequest } from '../../lib/errors.js';
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
  if (!(e instanceof AppError) || !e.fields) return e;
  const rename: Record<string, string> = {
    invoice_date: 'paid_at',
    type: regularisation ? 'method' : 'advance',
    lines: regularisation ? 'amount_cents' : 'advance',
    'lines.0.service_id': 'advance_service_id',
    'lines.0.amount_cents': 'amount_cents',
    'credit_lines.0.amount_cents': 'amount_cents',
  };
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
    const credit_lines = fr.lines.flatMap((l) => {
      const used = Math.min(l.creditable_cents ?? 0, toRegularise);
      toRegularise -= used;
      return used > 0 ? [{ credited_line_id: l.id, amount_cents: used }] : [];
    });
    if (!credit_lines.length) continue;
    try {
      const draft = await createDraft(
        tx,
        user,
        draftInput.parse({
          type: 'NC',
          patient_id: payment.patientId,
          credited_document_id: fr.id,
          credit_reason: paymentMessages.regularisationReason,
          credit_lines,
        }),
        { regularisation: true },
      );
      issued.push((await issueDocument(tx, user, draft.id, { invoice_date: payment.paidAt }, ctx)).id);
    } catch (e) {
      throw asPaymentError(e, true);
    }
  }
  await repo.insertRegularisations(tx, user.tenantId, payment.id, issued);
}

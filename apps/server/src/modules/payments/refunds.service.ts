import type { z } from 'zod';
import { patientMessages } from '@clinica/contracts/patients';
import {
  paymentMessages,
  type Refund,
  type RefundList,
  type refundInput,
  type refundListQuery,
} from '@clinica/contracts/payments';
import type { Tx } from '../../db/client.js';
import { badRequest, forbidden, notFound } from '../../lib/errors.js';
import type { AuthUser } from '../../plugins/context.js';
import { instantText } from '../appointments/appointments.service.js';
import { refuseClosedDay, takingClinic } from '../cash-close/taking.service.js';
import { clinicIssuer } from '../invoicing/documents.service.js';
import { localClock, type IssueContext } from '../invoicing/issue.service.js';
import { can } from '../permissions/grants.js';
import { patientScopeConditions, seesPatient } from '../patients/patient-access.service.js';
import { computeAccount } from './account.js';
import { creditRefundedAdvance } from './advances.js';
import * as payments from './payments.repository.js';
import * as repo from './refunds.repository.js';

/** As payments (decision 030): list_all, a patient their own, a professional without the grant 403. */
function mayRead(user: AuthUser, write = false): void {
  if (write || user.type === 'patient' || can(user.type, user.overrides, 'payments', 'list_all')) return;
  throw forbidden();
}

function toRefund(r: repo.RefundRow): Refund {
  const x = r.refund;
  return {
    id: x.id,
    patient: { id: x.patientId, name: r.patientName },
    document: {
      id: x.documentId,
      type: r.docType,
      invoice_no: r.docInvoiceNo,
      invoice_date: r.docInvoiceDate,
      gross_cents: r.docGrossCents,
    },
    refunded_at: x.refundedAt,
    amount_cents: x.amountCents,
    method: x.method,
    clinic: x.clinicId && r.clinicName ? { id: x.clinicId, name: r.clinicName } : null,
    notes: x.notes,
    created_by: { id: x.createdBy, name: r.createdByName },
    created_at: instantText(x.createdAt),
  };
}

export async function getRefund(tx: Tx, user: AuthUser, id: string, write = false): Promise<Refund> {
  mayRead(user, write);
  const row = await repo.getRefund(tx, user.tenantId, id, patientScopeConditions(user));
  if (!row) throw notFound(paymentMessages.refundNotFound);
  return toRefund(row);
}

export async function listRefunds(
  tx: Tx,
  user: AuthUser,
  q: z.output<typeof refundListQuery>,
): Promise<RefundList> {
  mayRead(user);
  const filter: repo.RefundFilter = {
    method: q.method,
    patientId: q.patient_id,
    from: q.from,
    to: q.to,
    seen: patientScopeConditions(user),
  };
  const [rows, totals] = await Promise.all([
    repo.listRefunds(tx, user.tenantId, filter, q.page_size, (q.page - 1) * q.page_size),
    repo.refundTotals(tx, user.tenantId, filter),
  ]);
  return {
    items: rows.map(toRefund),
    total: totals.reduce((s, t) => s + t.count, 0),
    page: q.page,
    page_size: q.page_size,
  };
}

/**
 * Giving money back (issue 38, decision 033), in one transaction: the patient's row is locked (their
 * payments and refunds queue), then the document; the amount never passes the patient's credit nor
 * what is left of the document's; the day must not be closed for this clinic and user. Money given back
 * from an advance is credited on its FR (an NC «Devolução de adiantamento»); a credit note's credit
 * already reduced its sale.
 */
export async function recordRefund(
  tx: Tx,
  user: AuthUser,
  body: z.output<typeof refundInput>,
  ctx: IssueContext,
): Promise<Refund> {
  const clock = ctx.clock;
  const tenantId = user.tenantId;
  const patient = await payments.patientOf(tx, tenantId, body.patient_id, true);
  if (!patient || !(await seesPatient(tx, user, body.patient_id)))
    throw badRequest({ patient_id: patientMessages.notFound });
  const issuer = await clinicIssuer(tx, tenantId);
  const today = localClock(clock.now(), issuer.timeZone).date;
  const refundedAt = body.refunded_at ?? today;
  if (refundedAt > today) throw badRequest({ refunded_at: paymentMessages.refundDateInFuture });

  const [doc] = await payments.lockDocuments(tx, tenantId, [body.document_id]);
  if (!doc) throw badRequest({ document_id: paymentMessages.documentNotFound });
  if (doc.patientId !== patient.id) throw badRequest({ document_id: paymentMessages.documentOtherPatient });
  // A credit note's credit, or an advance's; never the NC regularising or returning an advance (no credit).
  const advance = doc.type === 'FR' && (await payments.isAdvance(tx, tenantId, doc.id));
  const creditNote =
    doc.type === 'NC' &&
    !(doc.creditedDocumentId && (await payments.isAdvance(tx, tenantId, doc.creditedDocumentId)));
  if (doc.status !== 'N' || !(advance || creditNote))
    throw badRequest({ document_id: paymentMessages.refundDocument });

  const account = computeAccount(patient, await payments.accountOf(tx, tenantId, patient.id));
  if (body.amount_cents > account.credit_cents)
    throw badRequest({ amount_cents: paymentMessages.refundExceedsCredit });
  if (body.amount_cents > doc.grossCents - (await repo.refundedOf(tx, tenantId, doc.id)))
    throw badRequest({ amount_cents: paymentMessages.refundExceedsDocument });

  const clinicId = await takingClinic(tx, user, body.clinic_id);
  await refuseClosedDay(
    tx,
    tenantId,
    clinicId,
    user.id,
    refundedAt,
    'refunded_at',
    paymentMessages.dayClosed,
  );
  const creditNoteId = advance
    ? await creditRefundedAdvance(
        tx,
        user,
        { patientId: patient.id, documentId: doc.id, refundedAt, amountCents: body.amount_cents },
        ctx,
      )
    : null;
  const id = await repo.insertRefund(tx, {
    creditNoteId,
    tenantId,
    patientId: patient.id,
    documentId: doc.id,
    clinicId,
    refundedAt,
    amountCents: body.amount_cents,
    method: body.method,
    notes: body.notes ?? null,
    createdBy: user.id,
  });
  return getRefund(tx, user, id, true);
}

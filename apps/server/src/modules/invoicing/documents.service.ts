import { documentTotals, taxSummary, type TaxRegion } from '@clinica/contracts/invoicing-tax';
import {
  invoicingMessages,
  type DocumentList,
  type DocumentListQuery,
  type InvoicingDocument,
  type InvoicingDocumentSummary,
} from '@clinica/contracts/invoicing';
import { hashControl } from '@clinica/contracts/invoicing-signature';
import type { z } from 'zod';
import type { documentListQuery } from '@clinica/contracts/invoicing';
import type { Tx } from '../../db/client.js';
import { pageTotal } from '../../db/list.js';
import { closedRange, inRange, localDay } from '../../lib/local-day.js';
import { conflict, forbidden, notFound } from '../../lib/errors.js';
import type { AuthUser } from '../../plugins/context.js';
import { paymentMessages } from '@clinica/contracts/payments';
import { instantText } from '../appointments/appointments.service.js';
import * as payments from '../payments/document-links.service.js';
import { can } from '../permissions/grants.js';
import { patientScopeConditions } from '../patients/patient-access.service.js';
import { nextCopy } from './copies.repository.js';
import { leftToCredit } from './credits.js';
import { paymentsOf } from './document-payments.repository.js';
import * as appts from './document-appointments.repository.js';
import * as repo from './documents.repository.js';
import * as listing from './documents-list.repository.js';

export const missingDocument = () => notFound(invoicingMessages.notFound);

/**
 * Who reads which documents (issue 26 §6): `list_all` (managers, front desk) every one; a professional
 * those that contain their own appointments; a patient their own issued ones (drafts are not fiscal
 * documents and stay with the clinic). Of these, only those of the patients the caller sees (decision
 * 029): in an account that does not share data between clinics, the patients of the caller's clinics (and
 * those of none). Anything else answers 404 — on every path: reading, the PDF, the e-mail, every change.
 */
function readScope(user: AuthUser): Pick<listing.ListFilter, 'ownPatientId' | 'professionalId' | 'seen'> {
  const seen = patientScopeConditions(user);
  if (user.type === 'patient') return { ownPatientId: user.id, seen };
  if (can(user.type, user.overrides, 'invoicing_documents', 'list_all')) return { seen };
  return { professionalId: user.id, seen };
}

/** An insurer as a document's customer: fiscal name, NIF, address, e-mail (decision 047). */
export const insurerCustomer = (tx: Tx, tenantId: string, insurerId: string) =>
  repo.insurerCustomer(tx, tenantId, insurerId);

/** The clinic as issuer, refused (409) while its invoicing is off. */
export async function activeIssuer(tx: Tx, tenantId: string) {
  const issuer = await repo.issuerOf(tx, tenantId);
  requireActive(issuer);
  return issuer;
}

export type { NewLine } from './documents.repository.js';

/**
 * An insurer's documents are the managers' (decision 047: they bill the insurer): cancelling or crediting
 * one takes the insurers' `update` permission, on every path that reaches it.
 */
export function requireInsurerBilling(user: AuthUser, doc: { insurerId: string | null }) {
  if (doc.insurerId && !can(user.type, user.overrides, 'insurers', 'update')) throw forbidden();
}

export async function visibleDocumentRow(tx: Tx, user: AuthUser, id: string): Promise<repo.DocRow> {
  const scope = readScope(user);
  const row = await repo.getDocument(tx, user.tenantId, id, scope.seen);
  if (!row) throw missingDocument();
  if (scope.ownPatientId && (row.doc.patientId !== user.id || row.doc.status === 'D'))
    throw missingDocument();
  // An insurer's FT names the patients of every professional: a professional without list_all never
  // reads it (decision 047), whatever sessions of theirs it bills.
  if (
    scope.professionalId &&
    (row.doc.insurerId || !(await appts.hasAppointmentOf(tx, user.tenantId, id, user.id)))
  )
    throw missingDocument();
  return row;
}

const optionalInstant = (d: Date | null) => (d ? instantText(d) : null);

function toSummary(r: repo.DocRow): InvoicingDocumentSummary {
  const d = r.doc;
  return {
    id: d.id,
    type: d.type as InvoicingDocument['type'],
    status: d.status,
    series: r.seriesCode,
    number: d.number,
    invoice_no: d.invoiceNo,
    provider: d.provider,
    atcud: d.atcud,
    invoice_date: d.invoiceDate,
    system_entry_date: d.systemEntryDate,
    patient: d.patientId ? { id: d.patientId, name: r.patientName ?? '' } : null,
    insurer: d.insurerId ? { id: d.insurerId, name: r.insurerName ?? '' } : null,
    customer: {
      nif: d.customerNif,
      name: d.customerName,
      address: d.customerAddress,
      postal_code: d.customerPostalCode,
      city: d.customerCity,
    },
    notes: d.notes,
    net_cents: d.netCents,
    tax_cents: d.taxCents,
    gross_cents: d.grossCents,
    hash_control: d.hash ? hashControl(d.hash) : null,
    key_version: d.keyVersion,
    credited_document: d.creditedDocumentId
      ? { id: d.creditedDocumentId, invoice_no: r.creditedInvoiceNo }
      : null,
    credit_reason: d.creditReason,
    cancel_reason: d.cancelReason,
    cancelled_at: optionalInstant(d.cancelledAt),
    archived_at: optionalInstant(d.archivedAt),
    issued_by: d.issuedBy ? { id: d.issuedBy, name: r.issuedByName ?? '' } : null,
    created_at: instantText(d.createdAt),
    updated_at: instantText(d.updatedAt),
  };
}

/**
 * Why this document cannot be cancelled, or null when it can (decision 034): the rule `cancelDocument`
 * applies, and the document shows, so «Anular» is offered only where the server would accept it. A
 * document that issued credit notes waits for them; payments settle FTs and issue advances (decision
 * 030): they are cancelled first, or through them (`advance`: the payment is cancelling its own FR).
 */
export async function cancelRefusal(
  tx: Tx,
  tenantId: string,
  doc: Pick<repo.DocRow['doc'], 'id' | 'status'>,
  creditNotes: { status: string }[],
  opts: { advance?: boolean; regularisation?: boolean } = {},
): Promise<string | null> {
  if (doc.status === 'D') return invoicingMessages.notIssued;
  if (doc.status === 'A') return invoicingMessages.alreadyCancelled;
  if (creditNotes.some((c) => c.status === 'N')) return invoicingMessages.hasCreditNotes;
  if (await payments.documentHasActivePayments(tx, tenantId, doc.id))
    return paymentMessages.documentHasPayments;
  if (!opts.advance && (await payments.documentIsAdvance(tx, tenantId, doc.id)))
    return paymentMessages.advanceCreditNote;
  if (!opts.regularisation && (await payments.documentIsRegularisation(tx, tenantId, doc.id)))
    return paymentMessages.regularisationCancel;
  if (await payments.documentHasRefunds(tx, tenantId, doc.id)) return paymentMessages.documentHasRefunds;
  return null;
}

/**
 * The whole document. A draft's totals are computed from its lines (an issued one's are stored as
 * signed). The QR payload is stored at issue with status N; a cancelled document prints E:A.
 */
export async function documentOf(tx: Tx, tenantId: string, row: repo.DocRow): Promise<InvoicingDocument> {
  const d = row.doc;
  const [lineRows, creditNotes, paidWith] = await Promise.all([
    repo.linesOf(tx, tenantId, [d.id]),
    repo.creditNotesOf(tx, tenantId, [d.id]),
    d.type === 'FR' || d.type === 'FS' ? paymentsOf(tx, tenantId, [d.id]) : [],
  ]);
  const credited =
    d.status === 'N' && d.type !== 'NC'
      ? await repo.creditedSoFar(
          tx,
          tenantId,
          lineRows.map((l) => l.id),
        )
      : null;
  const lines = lineRows.map((l) => {
    const left = credited ? leftToCredit(l, credited.get(l.id)) : null;
    return {
      id: l.id,
      position: l.position,
      appointment_id: l.appointmentId,
      service_id: l.serviceId,
      description: l.description,
      quantity: l.quantity,
      unit_price_cents: l.unitPriceCents,
      discount_percent: l.discountPercent,
      vat_rate_percent: l.vatRatePercent,
      tax_exemption_code: l.taxExemptionCode,
      tax_exemption_text: l.taxExemptionText,
      service_date: l.serviceDate,
      gross_cents: l.grossCents,
      credited_line_id: l.creditedLineId,
      credits_amount: l.creditsAmount,
      creditable_quantity: left?.quantity ?? null,
      creditable_cents: left?.cents ?? null,
    };
  });
  const summary = taxSummary(lines);
  const totals = d.status === 'D' ? documentTotals(summary) : null;
  const base = toSummary(row);
  const refusal = await cancelRefusal(tx, tenantId, d, creditNotes);
  return {
    ...base,
    ...(totals ?? {}),
    issuer:
      d.issuerNif && d.issuerFiscalName
        ? {
            fiscal_name: d.issuerFiscalName,
            nif: d.issuerNif,
            address: d.issuerAddress,
            postal_code: d.issuerPostalCode,
            city: d.issuerCity,
            tax_region: d.taxRegion as TaxRegion,
            legal_form: d.issuerLegalForm,
            share_capital_cents: d.issuerShareCapitalCents,
            registry_office: d.issuerRegistryOffice,
            registration_number: d.issuerRegistrationNumber,
          }
        : null,
    lines,
    tax_summary: summary,
    qr_payload: d.qrPayload && d.status === 'A' ? d.qrPayload.replace('*E:N*', '*E:A*') : d.qrPayload,
    credit_notes: creditNotes
      .filter((c) => c.status !== 'A')
      .map((c) => ({ id: c.id, invoice_no: c.invoiceNo, gross_cents: c.grossCents })),
    cancellable: refusal === null,
    cancel_refusal: refusal,
    payments: paidWith.map((p) => ({ method: p.method, amount_cents: p.amountCents })),
  };
}

export const taxLine = (l: repo.LineRow) => ({
  vat_rate_percent: l.vatRatePercent,
  tax_exemption_code: l.taxExemptionCode,
  gross_cents: l.grossCents,
});

export async function getDocument(tx: Tx, user: AuthUser, id: string): Promise<InvoicingDocument> {
  return documentOf(tx, user.tenantId, await visibleDocumentRow(tx, user, id));
}

type ListQuery = z.output<typeof documentListQuery>;

/**
 * A page of documents. The money totals are summed only over a bounded set — a closed date range, or one
 * patient's or appointment's documents — so that no page costs the clinic's whole history (issue 41);
 * otherwise `totals` is null and the total is a capped count.
 */
export async function listDocuments(tx: Tx, user: AuthUser, q: ListQuery, now: Date): Promise<DocumentList> {
  const scope = readScope(user);
  const filter: listing.ListFilter = {
    type: q.type,
    status: q.status,
    series: q.series,
    patientId: q.patient_id,
    appointmentId: q.appointment_id,
    from: q.from,
    to: q.to,
    draftsToday: inRange(localDay(now, user.tenant.timeZone), q),
    archived: q.archived === 'true',
    ...scope,
  };
  const bounded = closedRange(q) || Boolean(q.patient_id || q.appointment_id || scope.ownPatientId);
  const [rows, totals] = await Promise.all([
    listing.listDocuments(tx, user.tenantId, filter, q.page, q.page_size),
    bounded ? listing.listTotals(tx, user.tenantId, filter) : null,
  ]);
  // Drafts' totals live in their lines until issued: computed for the page's drafts in one read.
  const drafts = rows.filter((r) => r.doc.status === 'D').map((r) => r.doc.id);
  const byDraft = new Map<string, repo.LineRow[]>();
  for (const l of await repo.linesOf(tx, user.tenantId, drafts))
    byDraft.set(l.documentId, [...(byDraft.get(l.documentId) ?? []), l]);
  const items = rows.map((r) => {
    const summary = toSummary(r);
    if (r.doc.status !== 'D') return summary;
    return { ...summary, ...documentTotals(taxSummary((byDraft.get(r.doc.id) ?? []).map(taxLine))) };
  });
  // The totals count the bounded set exactly; otherwise the count stops at the cap.
  const count = totals
    ? { total: totals.documents + totals.drafts, capped: false }
    : await pageTotal({ page: q.page, pageSize: q.page_size, rows: rows.length }, (limit) =>
        listing.countDocuments(tx, user.tenantId, filter, limit),
      );
  return {
    items,
    total: count.total,
    total_capped: count.capped,
    page: q.page,
    page_size: q.page_size,
    totals,
  };
}

/** The clinic's invoicing state and fiscal identity (for the modules that issue through invoicing). */
export const clinicIssuer = (tx: Tx, tenantId: string) => repo.issuerOf(tx, tenantId);

/** Writes need the clinic's invoicing on (reading history never does). */
export function requireActive(issuer: repo.Issuer) {
  if (!issuer.active) throw conflict(invoicingMessages.inactive);
}

export type { DocumentListQuery };

/** Which copy of a document or a receipt this print or e-mail is (1: the «Original»), for the modules that print. */
export { nextCopy };

/**
 * An issued document about to go out (printed, downloaded or e-mailed) as its reader may see it, and
 * which copy this is (the first: «Original»); a draft has no PDF and is never sent (409).
 */
export async function documentToPrint(
  tx: Tx,
  user: AuthUser,
  id: string,
): Promise<{ doc: InvoicingDocument; copy: number }> {
  const doc = await getDocument(tx, user, id);
  if (doc.status === 'D' || !doc.issuer) throw conflict(invoicingMessages.draftNoPdf);
  return { doc, copy: await nextCopy(tx, user.tenantId, { documentId: doc.id }) };
}

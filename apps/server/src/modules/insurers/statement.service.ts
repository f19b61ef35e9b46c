import type { z } from 'zod';
import { catalogueMessages } from '@clinica/contracts/catalogue';
import {
  insurerBillingMessages as m,
  type Statement,
  type StatementLine,
  type statementInvoiceInput,
} from '@clinica/contracts/insurer-billing';
import { agreementOn, insurerSplit } from '@clinica/contracts/insurers';
import { vatRateOf, type TaxRegion } from '@clinica/contracts/invoicing-tax';
import type { InvoicingDocument } from '@clinica/contracts/invoicing';
import type { Tx } from '../../db/client.js';
import { badRequest, conflict, notFound } from '../../lib/errors.js';
import type { AuthUser } from '../../plugins/context.js';
import { taxOf } from '../invoicing/draft-lines.js';
import { insertDraft } from '../invoicing/drafts.service.js';
import { activeIssuer, insurerCustomer, type NewLine } from '../invoicing/documents.service.js';
import { issueDocument, type IssueContext } from '../invoicing/issue.service.js';
import { currentProvider } from '../invoicing/provider-settings.service.js';
import { paidByPack } from '../packs/consumptions.service.js';
import { agreementsOfInsurer } from './agreements.service.js';
import { monthRange, monthTitle } from './statement-format.js';
import * as repo from './statement.repository.js';

/** The insurer billed (an inactive one still owes and is still billed); another clinic's: 404. */
export async function billedInsurer(tx: Tx, user: AuthUser, id: string) {
  const insurer = await insurerCustomer(tx, user.tenantId, id);
  if (!insurer) throw notFound(catalogueMessages.insurerNotFound);
  return insurer;
}

type Session = StatementLine & { row: repo.SessionRow };

/**
 * The month's sessions with the insurer's part to bill: the part recorded when the desk invoiced the
 * patient's, else the agreement of the session's day splits it now (decision 044: the two parts add up to
 * the agreed price). Sessions a pack paid for, or with nothing for the insurer, are left out.
 */
async function sessions(
  tx: Tx,
  tenantId: string,
  insurerId: string,
  month: string,
  opts: { lock?: boolean } = {},
): Promise<Session[]> {
  const rows = await repo.sessionsToBill(tx, tenantId, insurerId, monthRange(month), opts);
  if (!rows.length) return [];
  const [agreements, byPack] = await Promise.all([
    agreementsOfInsurer(tx, insurerId),
    paidByPack(
      tx,
      tenantId,
      rows.map((r) => r.id),
    ),
  ]);
  return rows.flatMap((r): Session[] => {
    if (byPack.has(r.id)) return [];
    const rule = agreementOn(agreements, r.local_date)?.lines.find((l) => l.service_id === r.service_id);
    const split = rule ? insurerSplit(rule) : null;
    const insurerCents = r.insurer_part_cents ?? split?.insurer_cents ?? 0;
    if (insurerCents <= 0) return [];
    const price = Math.max(split?.price_cents ?? insurerCents, insurerCents);
    return [
      {
        appointment_id: r.id,
        date: r.local_date,
        time: r.local_time,
        patient: { id: r.patient_id, name: r.patient_name },
        insurance_number: r.insurance_number,
        service: { id: r.service_id, name: r.service_name },
        professional: { id: r.professional_id, name: r.professional_name },
        price_cents: price,
        patient_cents: price - insurerCents,
        insurer_cents: insurerCents,
        row: r,
      },
    ];
  });
}

const withoutRow = ({ row: _row, ...line }: Session): StatementLine => line;

export async function getStatement(
  tx: Tx,
  user: AuthUser,
  insurerId: string,
  month: string,
): Promise<Statement> {
  const insurer = await billedInsurer(tx, user, insurerId);
  const [lines, documents] = await Promise.all([
    sessions(tx, user.tenantId, insurerId, month),
    repo.documentsOfMonth(tx, user.tenantId, insurerId, monthRange(month)),
  ]);
  return {
    insurer: {
      id: insurer.id,
      name: insurer.shortName,
      fiscal_name: insurer.name,
      nif: insurer.nif,
      agreement_number: insurer.agreementNumber,
    },
    month,
    lines: lines.map(withoutRow),
    total_cents: lines.reduce((sum, l) => sum + l.insurer_cents, 0),
    documents,
  };
}

/** The FT's line of a session: «Fisioterapia — 03/10/2026 — Ana Sousa, n.º MD-1234». */
const lineDescription = (s: Session) =>
  `${s.service.name} — ${s.date.split('-').reverse().join('/')} — ${s.patient.name}` +
  (s.insurance_number ? `, n.º ${s.insurance_number}` : '');

/**
 * «Emitir fatura» (decision 047): one FT to the insurer for the month's sessions still to bill, issued in
 * the same transaction through the drafts and the issue path (series, number, chain, ATCUD, QR). The
 * sessions are locked first: a second statement of the month waits, then finds them billed — an
 * appointment is billed to its insurer once. Nothing is written when anything is refused.
 *
 * A clinic invoicing at InvoiceXpress (decision 053): the FT is left a draft here, its sessions billed to
 * it, and `pending` names it — the route issues it there once this transaction has committed, as any
 * draft is issued at the provider (never inside a transaction, never twice).
 */
export async function invoiceStatement(
  tx: Tx,
  user: AuthUser,
  insurerId: string,
  body: z.output<typeof statementInvoiceInput>,
  ctx: IssueContext,
): Promise<{ issued: InvoicingDocument } | { pending: string }> {
  const insurer = await billedInsurer(tx, user, insurerId);
  const issuer = await activeIssuer(tx, user.tenantId);
  if (!insurer.nif) throw badRequest({ nif: m.insurerNoNif });
  const all = await sessions(tx, user.tenantId, insurerId, body.month, { lock: true });
  let chosen = all;
  if (body.appointment_ids) {
    const asked = body.appointment_ids;
    const byId = new Map(all.map((s) => [s.appointment_id, s]));
    // Billed since the statement was read: 409 naming each; never in it (or repeated): 400.
    const billed = await repo.billedTo(
      tx,
      user.tenantId,
      insurerId,
      asked.filter((id) => !byId.has(id)),
    );
    const taken: Record<string, string> = {};
    asked.forEach((id, i) => {
      if (billed.has(id)) taken[`appointment_ids.${i}`] = m.alreadyBilled;
    });
    if (Object.keys(taken).length) throw conflict(m.alreadyBilled, taken);
    asked.forEach((id, i) => {
      if (!byId.has(id) || asked.indexOf(id) !== i)
        throw badRequest({ [`appointment_ids.${i}`]: m.notInStatement });
    });
    chosen = asked.map((id) => byId.get(id)!);
  }
  if (!chosen.length) throw badRequest({ month: m.nothingToBill });

  await repo.recordInsurerParts(
    tx,
    user.tenantId,
    insurerId,
    chosen.map((s) => ({ id: s.appointment_id, cents: s.insurer_cents })),
  );
  const region = issuer.taxRegion as TaxRegion;
  const items: NewLine[] = chosen.map((s, i) => {
    const tax = taxOf(
      issuer,
      s.row.vat_class ? vatRateOf(region, s.row.vat_class) : null,
      s.row.tax_exemption_code,
      `appointment_ids.${i}`,
    );
    return {
      appointmentId: s.appointment_id,
      serviceId: s.service.id,
      description: lineDescription(s),
      quantity: 1,
      unitPriceCents: s.insurer_cents,
      discountPercent: 0,
      ...tax,
      serviceDate: s.date,
      grossCents: s.insurer_cents,
    };
  });
  const notes =
    `Sessões de ${monthTitle(body.month)}` +
    (insurer.agreementNumber ? ` — acordo n.º ${insurer.agreementNumber}` : '');
  const draft = await insertDraft(
    tx,
    user,
    { type: 'FT', notes, credited_document_id: null, credit_reason: null },
    items,
    {
      patientId: null,
      insurerId,
      customerNif: insurer.nif,
      customerName: insurer.name,
      customerAddress: insurer.address,
      customerPostalCode: insurer.postalCode,
      customerCity: insurer.city,
    },
  );
  if ((await currentProvider(tx, user.tenantId)) !== 'clinica') return { pending: draft.id };
  return { issued: await issueDocument(tx, user, draft.id, { invoice_date: body.invoice_date }, ctx) };
}

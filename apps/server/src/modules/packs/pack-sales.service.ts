import { draftInput } from '@clinica/contracts/invoicing-drafts';
import {
  packMessages,
  type PackSale,
  type PackSaleDetail,
  type packSaleInput,
  type packSaleInvoiceInput,
} from '@clinica/contracts/packs';
import { patientMessages } from '@clinica/contracts/patients';
import type { z } from 'zod';
import type { Tx } from '../../db/client.js';
import { badRequest, conflict, notFound } from '../../lib/errors.js';
import type { AuthUser } from '../../plugins/context.js';
import { getDocument } from '../invoicing/documents.service.js';
import { createDraft } from '../invoicing/drafts.service.js';
import { seesPatient } from '../patients/patient-access.service.js';
import { localDay, patientPacks, toSale } from './consumptions.service.js';
import * as repo from './packs.repository.js';

/** `YYYY-MM-DD` plus days, as calendar dates (no time zone can shift them). */
function addDays(day: string, days: number): string {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

const today = (user: AuthUser) => localDay(new Date(), user.tenant.timeZone);

/** The sale, when the caller sees its patient; another clinic's (or an unseen patient's): 404. */
async function visibleSale(tx: Tx, user: AuthUser, id: string): Promise<repo.SaleRow> {
  const row = await repo.getSale(tx, user.tenantId, id);
  if (!row || !(await seesPatient(tx, user, row.patientId))) throw notFound(packMessages.saleNotFound);
  return row;
}

/**
 * Sells an active pack to a patient: the price may differ from the pack's; it expires `validity_days`
 * after the day it was sold. The pack's service and sessions are copied onto the sale.
 */
export async function sellPack(
  tx: Tx,
  user: AuthUser,
  body: z.output<typeof packSaleInput>,
): Promise<PackSale> {
  const pack = await repo.getPack(tx, user.tenantId, body.pack_id);
  if (!pack) throw badRequest({ pack_id: packMessages.packNotFound });
  if (!pack.active) throw badRequest({ pack_id: packMessages.packInactive });
  if (!(await seesPatient(tx, user, body.patient_id)))
    throw badRequest({ patient_id: packMessages.patientNotFound });
  const soldOn = body.sold_on ?? today(user);
  const id = await repo.insertSale(tx, {
    tenantId: user.tenantId,
    packId: pack.id,
    patientId: body.patient_id,
    serviceId: pack.serviceId,
    sessionsCount: pack.sessionsCount,
    priceCents: body.price_cents ?? pack.priceCents,
    soldOn,
    expiresOn: addDays(soldOn, pack.validityDays),
    createdBy: user.id,
  });
  return toSale((await repo.getSale(tx, user.tenantId, id))!, today(user));
}

/** A sale's page: sessions used and left, the appointments that used them, its invoice and payments. */
export async function getSale(tx: Tx, user: AuthUser, id: string): Promise<PackSaleDetail> {
  const row = await visibleSale(tx, user, id);
  const consumptions = await repo.consumptionsOfSale(tx, user.tenantId, id);
  const doc = row.documentId ? await getDocument(tx, user, row.documentId).catch(() => null) : null;
  return {
    ...toSale(row, today(user)),
    consumptions: consumptions.map((c) => ({
      id: c.id,
      appointment_id: c.appointmentId,
      starts_at: c.startsAt?.toISOString() ?? null,
      professional_name: c.professionalName,
      state: c.state,
      created_at: c.createdAt.toISOString(),
    })),
    document: doc && {
      id: doc.id,
      type: doc.type,
      status: doc.status,
      invoice_no: doc.invoice_no,
      gross_cents: doc.gross_cents,
      payments: doc.payments,
    },
  };
}

/** A patient's packs (of one service), for their profile and the booking (the caller must see the patient). */
export async function salesOfPatient(
  tx: Tx,
  user: AuthUser,
  patientId: string,
  serviceId?: string,
): Promise<PackSale[]> {
  if (!(await seesPatient(tx, user, patientId))) throw notFound(patientMessages.notFound);
  return patientPacks(tx, user.tenantId, user.tenant.timeZone, patientId, serviceId);
}

/**
 * Invoices a sale through the fiscal documents (decision 029): a draft FT or FR for the patient with one
 * line «Pack de N sessões — <serviço>» at the sale's price, with the service's VAT class or exemption.
 * A sale has one invoice: a second answers 409 unless its draft was deleted.
 */
export async function invoiceSale(
  tx: Tx,
  user: AuthUser,
  id: string,
  body: z.output<typeof packSaleInvoiceInput>,
): Promise<PackSaleDetail> {
  const row = await visibleSale(tx, user, id);
  const locked = (await repo.lockSale(tx, user.tenantId, id))!;
  if (locked.documentId) {
    const doc = await getDocument(tx, user, locked.documentId).catch(() => null);
    if (doc && !doc.archived_at) throw conflict(packMessages.alreadyInvoiced);
  }
  const draft = await createDraft(
    tx,
    user,
    draftInput.parse({
      type: body.type,
      patient_id: row.patientId,
      lines: [
        {
          service_id: row.serviceId,
          description: `Pack de ${row.sessionsCount} sessões — ${row.serviceName}`,
          quantity: 1,
          unit_price_cents: row.priceCents,
          service_date: row.soldOn,
        },
      ],
    }),
  );
  await repo.setSaleDocument(tx, user.tenantId, id, draft.id);
  return getSale(tx, user, id);
}

import { z } from 'zod';
import { listQuery, requiredText } from './common.js';

/**
 * Packs of sessions (issue 44, decision 040): a service's sessions sold upfront, used one per
 * appointment that takes place (or is an unjustified no-show, when the clinic says so).
 */

export const packMessages = {
  packNotFound: 'Pack não encontrado',
  saleNotFound: 'Venda de pack não encontrada',
  serviceNotFound: 'Serviço não encontrado',
  serviceNotSession: 'Só um serviço do tipo sessão pode ter packs',
  packInactive: 'Este pack está desativado',
  sessionsRange: 'O número de sessões tem de ser um inteiro entre 1 e 200',
  priceRange: 'O preço tem de ser um número inteiro de cêntimos superior a 0 e até 100 000,00 €',
  validityRange: 'A validade tem de ser um número inteiro de dias entre 1 e 3650',
  patientNotFound: 'Paciente não encontrado',
  alreadyInvoiced: 'Esta venda já tem uma fatura',
} as const;

const sessionsCount = z
  .number({ error: packMessages.sessionsRange })
  .int({ error: packMessages.sessionsRange })
  .min(1, { error: packMessages.sessionsRange })
  .max(200, { error: packMessages.sessionsRange });
const priceCents = z
  .number({ error: packMessages.priceRange })
  .int({ error: packMessages.priceRange })
  .min(1, { error: packMessages.priceRange })
  .max(10_000_000, { error: packMessages.priceRange });
const validityDays = z
  .number({ error: packMessages.validityRange })
  .int({ error: packMessages.validityRange })
  .min(1, { error: packMessages.validityRange })
  .max(3650, { error: packMessages.validityRange });

// Packs (the catalogue's offer)

const packFields = {
  name: requiredText(120),
  sessions_count: sessionsCount,
  price_cents: priceCents,
  validity_days: validityDays,
  active: z.boolean(),
};

export const servicePackInput = z.strictObject({
  ...packFields,
  service_id: z.uuid(),
  active: packFields.active.default(true),
});
export type ServicePackInput = z.input<typeof servicePackInput>;

/** Only the fields sent change; the service stays (sales already made name it). */
export const servicePackUpdate = z.strictObject(packFields).partial();
export type ServicePackUpdate = z.input<typeof servicePackUpdate>;

export const servicePack = z.object({
  id: z.uuid(),
  name: z.string(),
  service_id: z.uuid(),
  service_name: z.string(),
  sessions_count: z.number().int(),
  price_cents: z.number().int(),
  validity_days: z.number().int(),
  active: z.boolean(),
});
export type ServicePack = z.infer<typeof servicePack>;

export const servicePackListQuery = listQuery.extend({
  service_id: z.uuid().optional(),
  /** `true` (default) the active packs, `false` the deactivated, `all` both. */
  active: z.enum(['true', 'false', 'all']).default('true'),
});
export type ServicePackListQuery = z.infer<typeof servicePackListQuery>;

// Sales

/** `sold_on` defaults to the clinic's today; `price_cents` to the pack's price. */
export const packSaleInput = z.strictObject({
  pack_id: z.uuid(),
  patient_id: z.uuid(),
  price_cents: priceCents.optional(),
  sold_on: z.iso.date().optional(),
});
export type PackSaleInput = z.input<typeof packSaleInput>;

/** Invoicing a sale: a draft of this type with the pack's line, issued from the invoice's page. */
export const packSaleInvoiceInput = z.strictObject({ type: z.enum(['FT', 'FR']).default('FR') });

const packUse = {
  sessions_count: z.number().int(),
  sessions_used: z.number().int(),
  sessions_left: z.number().int(),
};

export const packSale = z.object({
  id: z.uuid(),
  pack_id: z.uuid(),
  pack_name: z.string(),
  service_id: z.uuid(),
  service_name: z.string(),
  patient_id: z.uuid(),
  patient_name: z.string(),
  sold_on: z.string(),
  expires_on: z.string(),
  price_cents: z.number().int(),
  ...packUse,
  /** Past its last day (the clinic's today): no more sessions are taken from it. */
  expired: z.boolean(),
  document_id: z.uuid().nullable(),
});
export type PackSale = z.infer<typeof packSale>;

/** A sale's page: the appointments that used it, and its invoice with how it was paid. */
export const packSaleDetail = packSale.extend({
  consumptions: z.array(
    z.object({
      id: z.uuid(),
      appointment_id: z.uuid().nullable(),
      starts_at: z.iso.datetime({ offset: true }).nullable(),
      professional_name: z.string().nullable(),
      state: z.string().nullable(),
      created_at: z.iso.datetime({ offset: true }),
    }),
  ),
  document: z
    .object({
      id: z.uuid(),
      type: z.string(),
      status: z.string(),
      invoice_no: z.string().nullable(),
      gross_cents: z.number().int(),
      payments: z.array(z.object({ method: z.string(), amount_cents: z.number().int() })),
    })
    .nullable(),
});
export type PackSaleDetail = z.infer<typeof packSaleDetail>;

export const packSaleListQuery = listQuery.extend({ patient_id: z.uuid() });

// Consumptions

export const patientPacksQuery = z.object({
  patient_id: z.uuid(),
  service_id: z.uuid().optional(),
});

/** `GET /api/v1/service-consumptions/patient-packs-info`: every pack of the patient, newest first. */
export const patientPacksInfo = z.object({ items: z.array(packSale) });
export type PatientPacksInfo = z.infer<typeof patientPacksInfo>;

/** What an appointment shows of the pack that paid for it. */
export const appointmentPack = z.object({
  sale_id: z.uuid(),
  pack_name: z.string(),
  ...packUse,
});
export type AppointmentPack = z.infer<typeof appointmentPack>;

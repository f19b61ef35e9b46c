import { z } from 'zod';
import { listResponse, optionalText, requiredText } from './common.js';
import { phone } from './phone.js';
import { email } from './sign-up.js';
import { REQUIRED_MESSAGE } from './zod-config.js';

/** Online booking (issue 48, decision 043): the public page's requests and the clinic's settings. */

export const appointmentRequestStatuses = ['unconfirmed', 'pending', 'accepted', 'rejected'] as const;
export type AppointmentRequestStatus = (typeof appointmentRequestStatuses)[number];

export const appointmentRequestMessages = {
  notFound: 'Pedido de marcação não encontrado',
  pageNotFound: 'Esta clínica não aceita marcações online',
  slotTaken: 'Este horário já não está disponível. Escolha outro.',
  slotPast: 'Este horário já passou ou está demasiado próximo. Escolha outro.',
  consent: 'Tem de aceitar ser contactado pela clínica',
  tooFast: 'Pedido enviado depressa demais. Tente outra vez.',
  tooMany: 'Demasiadas Tentativas / Por favor aguarde uns minutes e tente outra vez',
  notPending: 'Este pedido já foi tratado',
  slugTaken: 'Este endereço já está a ser usado por outra clínica',
  slugInvalid: 'Use só letras minúsculas, algarismos e hífenes (3 a 60)',
  invalidLink: 'Link Inválido',
  tooLarge: 'Pedido demasiado grande',
  badRange: 'Intervalo inválido',
  rangeTooLong: 'O intervalo não pode exceder 60 dias',
} as const;

// --- The clinic's settings (account page) -------------------------------------------------------

export const bookingSlug = z
  .string()
  .trim()
  .toLowerCase()
  .regex(/^[a-z0-9](?:[a-z0-9-]{1,58})[a-z0-9]$/, { error: appointmentRequestMessages.slugInvalid });

export const onlineBookingSettings = z.object({
  slug: bookingSlug.nullable(),
  enabled: z.boolean(),
  min_notice_minutes: z
    .number()
    .int()
    .min(0)
    .max(60 * 24 * 14),
  horizon_days: z.number().int().min(1).max(365),
  slot_minutes: z.union([
    z.literal(5),
    z.literal(10),
    z.literal(15),
    z.literal(20),
    z.literal(30),
    z.literal(60),
  ]),
  confirm_email: z.boolean(),
  /** Services offered on the page, and those of them that take a room. */
  service_ids: z.array(z.uuid()).max(500),
  room_service_ids: z.array(z.uuid()).max(500),
  professional_ids: z.array(z.uuid()).max(500),
});
export type OnlineBookingSettings = z.infer<typeof onlineBookingSettings>;
export const putOnlineBookingBody = onlineBookingSettings.strict();

// --- Public side (no session) ------------------------------------------------------------------

export const publicProfile = z.object({
  tenant_id: z.uuid(),
  name: z.string(),
  logo_url: z.string().nullable(),
  address: z.string().nullable(),
  phone: z.string().nullable(),
  min_notice_minutes: z.number().int(),
  horizon_days: z.number().int(),
  confirm_email: z.boolean(),
  services: z.array(
    z.object({
      id: z.uuid(),
      name: z.string(),
      duration_minutes: z.number().int(),
      price_cents: z.number().int(),
    }),
  ),
  professionals: z.array(z.object({ id: z.uuid(), name: z.string() })),
});
export type PublicProfile = z.infer<typeof publicProfile>;

export const slugParams = z.object({ slug: z.string().trim().max(80) });

export const slotsQuery = z
  .object({
    tenant_id: z.uuid(),
    service_id: z.uuid(),
    professional_id: z.uuid().optional(),
    from: z.iso.datetime({ offset: true }),
    to: z.iso.datetime({ offset: true }),
  })
  .refine((q) => Date.parse(q.to) > Date.parse(q.from), {
    path: ['to'],
    error: appointmentRequestMessages.badRange,
  })
  .refine((q) => Date.parse(q.to) - Date.parse(q.from) <= 60 * 86_400_000, {
    path: ['to'],
    error: appointmentRequestMessages.rangeTooLong,
  });

export const publicSlot = z.object({
  starts_at: z.iso.datetime(),
  ends_at: z.iso.datetime(),
  professional_id: z.uuid(),
});
export const slotsResponse = z.object({ items: z.array(publicSlot), time_zone: z.string() });
export type PublicSlot = z.infer<typeof publicSlot>;

export const createRequestBody = z.strictObject({
  tenant_id: z.uuid(),
  service_id: z.uuid(),
  /** Absent: any bookable professional free at that time. */
  professional_id: z.uuid().optional(),
  starts_at: z.iso.datetime({ offset: true }),
  name: requiredText(120),
  email,
  mobile: phone,
  note: optionalText(1000).optional(),
  consent: z.boolean().refine((v) => v, { error: appointmentRequestMessages.consent }),
  /** The honeypot: people never see it, so it stays empty. */
  website: z.string().max(200).optional(),
  /** When the form was shown (ms since epoch): a form filled in under a few seconds is a robot's. */
  form_started_at: z.number().int({ error: REQUIRED_MESSAGE }),
});
export type CreateRequestBody = z.input<typeof createRequestBody>;

export const createRequestResponse = z.object({
  status: z.enum(['unconfirmed', 'pending']),
  starts_at: z.iso.datetime(),
});

export const confirmRequestBody = z.strictObject({ token: z.string().min(10).max(200) });

// --- Staff side -----------------------------------------------------------------------------------

export const appointmentRequest = z.object({
  id: z.uuid(),
  status: z.enum(appointmentRequestStatuses),
  service_id: z.uuid(),
  service_name: z.string(),
  professional_id: z.uuid(),
  professional_name: z.string(),
  professional_chosen: z.boolean(),
  clinic_id: z.uuid(),
  starts_at: z.iso.datetime(),
  ends_at: z.iso.datetime(),
  name: z.string(),
  email: z.string(),
  mobile: z.string(),
  note: z.string().nullable(),
  /** The patient whose e-mail or mobile matches, proposed for the staff to confirm. */
  matched_patient: z.object({ id: z.uuid(), name: z.string() }).nullable(),
  appointment_id: z.uuid().nullable(),
  reject_reason: z.string().nullable(),
  created_at: z.iso.datetime(),
});
export type AppointmentRequest = z.infer<typeof appointmentRequest>;

export const listRequestsQuery = z.object({
  status: z.enum(['pending', 'accepted', 'rejected']).default('pending'),
  page: z.coerce.number().int().min(1).default(1),
  page_size: z.coerce.number().int().min(1).max(200).default(25),
});
export const listRequestsResponse = listResponse(appointmentRequest);
export const pendingCountResponse = z.object({ count: z.number().int() });

export const acceptRequestBody = z.strictObject({
  /** The matched patient the staff confirmed; absent → a new patient from the request's contact. */
  patient_id: z.uuid().optional(),
});
export const rejectRequestBody = z.strictObject({
  status: z.literal('rejected'),
  reason: requiredText(500),
});

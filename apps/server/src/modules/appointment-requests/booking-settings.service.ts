import {
  appointmentRequestMessages as m,
  type OnlineBookingSettings,
} from '@clinica/contracts/appointment-requests';
import type { Tx } from '../../db/client.js';
import { badRequest, notFound } from '../../lib/errors.js';
import type { AuthUser } from '../../plugins/context.js';
import * as repo from './booking-settings.repository.js';

/**
 * The account page's online booking settings (issue 48, decision 043): the page's slug, on/off, its
 * rules (notice, horizon, step, the e-mail confirmation) and which services (and which of them need a
 * room) and professionals it offers. Own tenant only.
 */
export async function getOnlineBooking(tx: Tx, user: AuthUser, id: string): Promise<OnlineBookingSettings> {
  if (id !== user.tenantId) throw notFound();
  const s = await repo.getSettings(tx, id);
  if (!s) throw notFound();
  const [svc, people] = [
    await repo.bookingServices(tx, id, false),
    await repo.bookingProfessionals(tx, id, false),
  ];
  return {
    slug: s.slug,
    enabled: s.enabled,
    min_notice_minutes: s.minNoticeMinutes,
    horizon_days: s.horizonDays,
    slot_minutes: s.slotMinutes as OnlineBookingSettings['slot_minutes'],
    confirm_email: s.confirmEmail,
    service_ids: svc.filter((x) => x.bookableOnline).map((x) => x.id),
    room_service_ids: svc.filter((x) => x.needsRoom).map((x) => x.id),
    professional_ids: people.filter((x) => x.bookableOnline).map((x) => x.id),
  };
}

export async function putOnlineBooking(
  tx: Tx,
  user: AuthUser,
  id: string,
  body: OnlineBookingSettings,
): Promise<OnlineBookingSettings> {
  if (id !== user.tenantId) throw notFound();
  if (body.enabled && !body.slug) throw badRequest({ slug: m.slugInvalid });
  // Only this clinic's active session services and professionals: another clinic's id is refused.
  const svc = new Set((await repo.bookingServices(tx, id, false)).map((x) => x.id));
  const people = new Set((await repo.bookingProfessionals(tx, id, false)).map((x) => x.id));
  const fields: Record<string, string> = {};
  if (body.service_ids.some((x) => !svc.has(x))) fields.service_ids = 'Serviço não encontrado';
  if (body.room_service_ids.some((x) => !svc.has(x))) fields.room_service_ids = 'Serviço não encontrado';
  if (body.professional_ids.some((x) => !people.has(x)))
    fields.professional_ids = 'Profissional não encontrado';
  if (Object.keys(fields).length) throw badRequest(fields);
  await repo.updateSettings(tx, id, {
    slug: body.slug,
    enabled: body.enabled,
    minNoticeMinutes: body.min_notice_minutes,
    horizonDays: body.horizon_days,
    slotMinutes: body.slot_minutes,
    confirmEmail: body.confirm_email,
    serviceIds: body.service_ids,
    roomServiceIds: body.room_service_ids,
    professionalIds: body.professional_ids,
  });
  return getOnlineBooking(tx, user, id);
}

import { randomUUID } from 'node:crypto';
import {
  appointmentRequestMessages as m,
  type PublicProfile,
  type PublicSlot,
} from '@clinica/contracts/appointment-requests';
import { publicBaseUrl, type Config } from '../../config.js';
import type { Database, Tx } from '../../db/client.js';
import type { Clock } from '../../lib/clock.js';
import { AppError, badRequest, notFound } from '../../lib/errors.js';
import { hashSecret, newSecret, readTenantSecret, tenantSecret } from '../../lib/tokens.js';
import type { Mailer } from '../../jobs/mail-delivery.js';
import { subscriptionActive } from '../../plugins/auth.js';
import { freeSlots, type FreeSlot } from '../availability/free-slots.service.js';
import { consume, DAY, HOUR } from '../rate-limit/rate-limit.service.js';
import * as settingsRepo from './booking-settings.repository.js';
import * as repo from './appointment-requests.repository.js';
import { confirmEmail, receivedEmail, whenText } from './request-emails.js';

/**
 * The public booking page's calls (issue 48, decision 043): no session; the clinic is named by its slug
 * (a SECURITY DEFINER lookup) and then by the `tenant_id` the profile answers, every read running in
 * that clinic's transaction. Privacy (item 7): only the clinic's name and contacts, its bookable
 * services and professionals, and free times — never a patient, an appointment or anyone not bookable.
 */
export interface PublicDeps {
  config: Config;
  database: Database;
  clock: Clock;
  mailer: Mailer;
}

/** The page's clinic: online booking on and the subscription active; else 404, as for an unknown one. */
async function bookingClinic(tx: Tx, tenantId: string, now: Date) {
  const s = await settingsRepo.getSettings(tx, tenantId);
  if (!s || !s.enabled || !s.slug || !subscriptionActive(s, now)) throw notFound(m.pageNotFound);
  return s;
}

export async function profileBySlug(deps: PublicDeps, slug: string): Promise<PublicProfile> {
  const tenantId = await repo.tenantBySlug(deps.database, slug);
  if (!tenantId) throw notFound(m.pageNotFound);
  return deps.database.withTenant(tenantId, async (tx) => {
    const s = await bookingClinic(tx, tenantId, deps.clock.now());
    const services = (await settingsRepo.bookingServices(tx, tenantId, true)).filter(
      (x) => x.durationMinutes !== null,
    );
    const professionals = await settingsRepo.bookingProfessionals(tx, tenantId, true);
    return {
      tenant_id: tenantId,
      name: s.name,
      logo_url: null,
      address:
        [s.address, [s.postalCode, s.city].filter(Boolean).join(' ')].filter(Boolean).join(', ') || null,
      phone: s.phone,
      min_notice_minutes: s.minNoticeMinutes,
      horizon_days: s.horizonDays,
      confirm_email: s.confirmEmail,
      services: services.map((x) => ({
        id: x.id,
        name: x.name,
        duration_minutes: x.durationMinutes!,
        price_cents: x.priceCents,
      })),
      professionals: professionals.map((p) => ({ id: p.id, name: p.name })),
    };
  });
}

/** The service and professionals a public call names: bookable ones of this clinic only (else 404). */
async function bookable(tx: Tx, tenantId: string, serviceId: string, professionalId: string | undefined) {
  const service = (await settingsRepo.bookingServices(tx, tenantId, true)).find(
    (x) => x.id === serviceId && x.durationMinutes !== null,
  );
  if (!service) throw notFound('Serviço não encontrado');
  const people = (await settingsRepo.bookingProfessionals(tx, tenantId, true)).map((p) => p.id);
  if (professionalId && !people.includes(professionalId)) throw notFound('Profissional não encontrado');
  return { service, professionalIds: professionalId ? [professionalId] : people };
}

async function search(
  tx: Tx,
  tenantId: string,
  s: settingsRepo.SettingsRow,
  q: { serviceId: string; professionalId?: string; from: Date; to: Date; now: Date },
): Promise<FreeSlot[]> {
  const { service, professionalIds } = await bookable(tx, tenantId, q.serviceId, q.professionalId);
  return freeSlots(tx, {
    tenantId,
    durationMinutes: service.durationMinutes!,
    needsRoom: service.needsRoom,
    professionalIds,
    from: q.from,
    to: q.to,
    now: q.now,
    minNoticeMinutes: s.minNoticeMinutes,
    horizonDays: s.horizonDays,
    stepMinutes: s.slotMinutes,
  });
}

const toPublic = (x: FreeSlot): PublicSlot => ({
  starts_at: x.startsAt.toISOString(),
  ends_at: x.endsAt.toISOString(),
  professional_id: x.professionalId,
});

export async function publicSlots(
  deps: PublicDeps,
  q: { tenant_id: string; service_id: string; professional_id?: string; from: string; to: string },
): Promise<{ items: PublicSlot[]; time_zone: string }> {
  const now = deps.clock.now();
  return deps.database.withTenant(q.tenant_id, async (tx) => {
    const s = await bookingClinic(tx, q.tenant_id, now);
    const slots = await search(tx, q.tenant_id, s, {
      serviceId: q.service_id,
      professionalId: q.professional_id,
      from: new Date(q.from),
      to: new Date(q.to),
      now,
    });
    return { items: slots.map(toPublic), time_zone: s.timeZone };
  });
}

/** The page's profile by tenant id (its other calls name the clinic so). */
export async function publicServices(deps: PublicDeps, tenantId: string) {
  return deps.database.withTenant(tenantId, async (tx) => {
    await bookingClinic(tx, tenantId, deps.clock.now());
    return (await settingsRepo.bookingServices(tx, tenantId, true))
      .filter((x) => x.durationMinutes !== null)
      .map((x) => ({
        id: x.id,
        name: x.name,
        duration_minutes: x.durationMinutes!,
        price_cents: x.priceCents,
      }));
  });
}

export async function publicProfessionals(deps: PublicDeps, tenantId: string) {
  return deps.database.withTenant(tenantId, async (tx) => {
    await bookingClinic(tx, tenantId, deps.clock.now());
    return (await settingsRepo.bookingProfessionals(tx, tenantId, true)).map((p) => ({
      id: p.id,
      name: p.name,
    }));
  });
}

/** A form sent sooner than this after it was shown is a robot's. */
export const MIN_FILL_MS = 3000;

/**
 * A visitor's request (item 3's abuse controls first: the honeypot answers as if stored and stores
 * nothing; too fast → 400; per-address and per-e-mail limits → 429). The slot must be one the search
 * offers now (else 409 with the next free times, or 400 when it is past or sooner than the notice).
 */
export async function createRequest(
  deps: PublicDeps,
  body: {
    tenant_id: string;
    service_id: string;
    professional_id?: string;
    starts_at: string;
    name: string;
    email: string;
    mobile: string;
    note?: string | null;
    website?: string;
    form_started_at: number;
  },
  ip: string,
): Promise<{ status: 'unconfirmed' | 'pending'; starts_at: string }> {
  const now = deps.clock.now();
  const startsAt = new Date(body.starts_at);
  if (body.website) return { status: 'pending', starts_at: startsAt.toISOString() };
  if (now.getTime() - body.form_started_at < MIN_FILL_MS)
    throw badRequest({ form_started_at: m.tooFast }, m.tooFast);
  await consume(deps, [
    { bucket: 'booking_request_ip', key: ip, max: 10, windowMs: HOUR },
    { bucket: 'booking_request_email', key: body.email.toLowerCase(), max: 3, windowMs: DAY },
  ]);
  let messageId = '';
  const status = await deps.database.withTenant(body.tenant_id, async (tx) => {
    const s = await bookingClinic(tx, body.tenant_id, now);
    const { service, professionalIds } = await bookable(
      tx,
      body.tenant_id,
      body.service_id,
      body.professional_id,
    );
    if (startsAt.getTime() < now.getTime() + s.minNoticeMinutes * 60_000)
      throw badRequest({ starts_at: m.slotPast });
    const offered = await search(tx, body.tenant_id, s, {
      serviceId: body.service_id,
      professionalId: body.professional_id,
      from: startsAt,
      to: new Date(startsAt.getTime() + 60_000),
      now,
    });
    const slot = offered.find((x) => x.startsAt.getTime() === startsAt.getTime());
    if (!slot) {
      const next = await search(tx, body.tenant_id, s, {
        serviceId: body.service_id,
        professionalId: body.professional_id,
        from: startsAt,
        to: new Date(startsAt.getTime() + 14 * DAY),
        now,
      });
      throw new AppError(
        409,
        'conflict',
        m.slotTaken,
        { starts_at: m.slotTaken },
        {
          next_free: [...new Set(next.map((x) => x.startsAt.toISOString()))].slice(0, 5),
        },
      );
    }
    const secret = s.confirmEmail ? newSecret() : null;
    const status = secret ? ('unconfirmed' as const) : ('pending' as const);
    const id = randomUUID();
    await repo.insertRequest(tx, {
      id,
      tenantId: body.tenant_id,
      serviceId: service.id,
      professionalId: slot.professionalId,
      professionalChosen: !!body.professional_id && professionalIds.length === 1,
      clinicId: slot.clinicId,
      spaceId: slot.spaceId,
      startsAt: slot.startsAt,
      endsAt: slot.endsAt,
      name: body.name,
      email: body.email,
      mobile: body.mobile,
      note: body.note ?? null,
      consentAt: now,
      status,
      confirmTokenHash: secret ? hashSecret(secret) : null,
    });
    const facts = {
      clinicName: s.name,
      name: body.name,
      serviceName: service.name,
      when: whenText(slot.startsAt, s.timeZone),
    };
    const link = secret
      ? `${publicBaseUrl(deps.config)}/public-calendar?tenant=${encodeURIComponent(s.slug!)}&confirm=${encodeURIComponent(tenantSecret(body.tenant_id, secret))}`
      : '';
    messageId = await deps.mailer.queue(
      tx,
      body.tenant_id,
      body.email,
      secret ? 'booking_request_confirm' : 'booking_request_received',
      secret ? confirmEmail(facts, link) : receivedEmail(facts),
    );
    return status;
  });
  deps.mailer.deliver(body.tenant_id, [messageId]);
  return { status, starts_at: startsAt.toISOString() };
}

/** The link of the confirmation e-mail: the request reaches the clinic. 400 «Link Inválido» otherwise. */
export async function confirmRequest(deps: PublicDeps, token: string): Promise<void> {
  const key = readTenantSecret(token);
  const invalid = () => badRequest({ token: m.invalidLink }, m.invalidLink);
  if (!key) throw invalid();
  const done = await deps.database.withTenant(key.tenantId, (tx) =>
    repo.confirmByHash(tx, key.hash, deps.clock.now()),
  );
  if (!done) throw invalid();
}

/**
 * The spec's `/appointment-requests/professionals/unavailabilities`: busy intervals only (item 7) — the
 * window minus the union of the free slots, so no appointment, exception or reason shows through.
 */
export async function publicUnavailabilities(
  deps: PublicDeps,
  q: { tenant_id: string; service_id: string; professional_id?: string; from: string; to: string },
): Promise<{ items: Array<{ starts_at: string; ends_at: string }> }> {
  const { items } = await publicSlots(deps, q);
  const busy: Array<{ starts_at: string; ends_at: string }> = [];
  let cursor = new Date(q.from).getTime();
  for (const s of items) {
    const a = Date.parse(s.starts_at);
    const b = Date.parse(s.ends_at);
    if (a > cursor) busy.push({ starts_at: new Date(cursor).toISOString(), ends_at: s.starts_at });
    cursor = Math.max(cursor, b);
  }
  const end = new Date(q.to).getTime();
  if (end > cursor)
    busy.push({ starts_at: new Date(cursor).toISOString(), ends_at: new Date(end).toISOString() });
  return { items: busy };
}

import ical, { ICalCalendarMethod } from 'ical-generator';
import { appointmentStateNames } from '@clinica/contracts/appointments';
import {
  ICAL_DAYS_AHEAD,
  ICAL_DAYS_BACK,
  ICAL_MAX_EVENTS,
  icalMessages,
  type CalendarFeed,
} from '@clinica/contracts/ical';
import type { Database, Tx } from '../../db/client.js';
import type { Clock } from '../../lib/clock.js';
import { forbidden, notFound } from '../../lib/errors.js';
import { hashSecret, newSecret, readTenantSecret, SECRET, tenantSecret } from '../../lib/tokens.js';
import type { AuthUser } from '../../plugins/context.js';
import { subscriptionActive } from '../../plugins/auth.js';
import * as repo from './ical.repository.js';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The feed's address: the tenant's id beside the secret (decision 035). */
export const feedPath = (tenantId: string, secret: string) =>
  `/api/v1/ical/${tenantSecret(tenantId, secret)}.ics`;

/** Only someone who can be an appointment's professional has a calendar to subscribe to (decision 010). */
function ownFeedUser(user: AuthUser): string {
  if (user.type !== 'professional' && user.type !== 'manager') throw forbidden(icalMessages.notAProfessional);
  return user.id;
}

async function owner(tx: Tx, userId: string) {
  const row = await repo.getFeedOwner(tx, userId);
  if (!row) throw notFound(icalMessages.professionalNotFound);
  return row;
}

export async function feedStatus(tx: Tx, userId: string): Promise<CalendarFeed> {
  return { active: (await owner(tx, userId)).active, url: null };
}

export const myFeedStatus = (tx: Tx, user: AuthUser) => feedStatus(tx, ownFeedUser(user));

/**
 * Creates the caller's feed, or replaces it (the old address stops working at once). The address is
 * answered this once: only the secret's SHA-256 is stored, like a session id.
 */
export async function createMyFeed(tx: Tx, user: AuthUser, baseUrl: string): Promise<CalendarFeed> {
  const userId = ownFeedUser(user);
  await owner(tx, userId);
  const secret = newSecret();
  await repo.setFeedHash(tx, userId, hashSecret(secret));
  return { active: true, url: `${baseUrl}${feedPath(user.tenantId, secret)}` };
}

export async function revokeFeed(tx: Tx, userId: string): Promise<CalendarFeed> {
  await owner(tx, userId);
  await repo.setFeedHash(tx, userId, null);
  return { active: false, url: null };
}

export const revokeMyFeed = (tx: Tx, user: AuthUser) => revokeFeed(tx, ownFeedUser(user));

const addressOf = (e: repo.FeedEvent) =>
  [e.clinicName, e.spaceName, e.address, [e.postalCode, e.city].filter(Boolean).join(' ')]
    .filter(Boolean)
    .join(', ');

/**
 * An address made before issue 40 (the secret alone): the address with its tenant, found once by the
 * hash over every clinic, for the route to redirect to; null when it names no feed.
 */
export async function legacyFeedPath(deps: { database: Database }, secret: string): Promise<string | null> {
  if (!SECRET.test(secret)) return null;
  const found = await repo.lookupFeed(deps.database, { tenantId: null, hash: hashSecret(secret) });
  return found ? feedPath(found.tenantId, secret) : null;
}

/**
 * The feed's body, or null when the address names no feed (unknown, revoked, malformed, its owner
 * deactivated or no longer a professional, or the clinic's subscription not active): the route
 * answers the same 404 for all. Events carry the service, the place and the state, in UTC — never
 * the patient (not even the notes, which may name them).
 */
export async function renderFeed(
  deps: { database: Database; clock: Clock },
  token: string,
): Promise<string | null> {
  const key = readTenantSecret(token);
  const found = key ? await repo.lookupFeed(deps.database, key) : null;
  if (!found) return null;
  const now = deps.clock.now();
  return deps.database.withTenant(found.tenantId, async (tx) => {
    const header = await repo.feedHeader(tx, found.userId);
    if (!header || !subscriptionActive(header, now)) return null;
    const events = await repo.feedEvents(tx, {
      userId: found.userId,
      from: new Date(now.getTime() - ICAL_DAYS_BACK * DAY_MS),
      to: new Date(now.getTime() + ICAL_DAYS_AHEAD * DAY_MS),
      limit: ICAL_MAX_EVENTS,
    });
    const calendar = ical({
      name: `${header.tenantName} — ${`${header.firstName} ${header.surname}`.trim()}`,
      prodId: { company: 'Clínica', product: 'Clínica', language: 'PT' },
      method: ICalCalendarMethod.PUBLISH,
      ttl: 60 * 60,
    });
    for (const e of events) {
      calendar.createEvent({
        id: `${e.id}@clinica`,
        start: e.startsAt,
        end: e.endsAt,
        stamp: now,
        lastModified: e.updatedAt,
        summary: e.serviceName,
        location: addressOf(e),
        description: `Estado: ${appointmentStateNames[e.state]}`,
      });
    }
    return calendar.toString();
  });
}

/**
 * One appointment as an iCalendar file (the attachment of the e-mail that accepts a public booking
 * request, issue 48): the service, the clinic, the time — for the visitor's own calendar.
 */
export function appointmentIcs(e: {
  id: string;
  startsAt: Date;
  endsAt: Date;
  summary: string;
  location: string | null;
}): Buffer {
  const calendar = ical({
    prodId: { company: 'Clínica', product: 'Clínica', language: 'PT' },
    method: ICalCalendarMethod.PUBLISH,
  });
  calendar.createEvent({
    id: `${e.id}@clinica`,
    start: e.startsAt,
    end: e.endsAt,
    summary: e.summary,
    location: e.location,
  });
  return Buffer.from(calendar.toString(), 'utf8');
}

import { and, asc, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import { activeStates } from '@clinica/contracts/appointments';
import { queryRows, type Database, type Tx } from '../../db/client.js';
import { appointments, clinicSpaces, clinics, services, tenants, users } from '../../db/schema.js';

/**
 * Before the tenant is known: the address's tenant and secret hash → its professional (SECURITY
 * DEFINER, decisions 002 and 035). Without a tenant (an address made before issue 40), the hash alone
 * over every clinic: the route then redirects to the address with the tenant.
 */
export async function lookupFeed(
  database: Database,
  key: { tenantId: string | null; hash: string },
): Promise<{ tenantId: string; userId: string } | null> {
  const [row] = await queryRows<{ tenant_id: string; user_id: string }>(
    database.db,
    key.tenantId
      ? sql`select * from ical_feed_lookup(${key.tenantId}::uuid, ${key.hash})`
      : sql`select * from ical_feed_lookup(${key.hash})`,
  );
  return row ? { tenantId: row.tenant_id, userId: row.user_id } : null;
}

/** A user who can have appointments (active professional or manager) and whether their feed exists. */
export async function getFeedOwner(tx: Tx, userId: string): Promise<{ active: boolean } | null> {
  const [row] = await tx
    .select({ hash: users.icalTokenHash })
    .from(users)
    .where(
      and(eq(users.id, userId), eq(users.active, true), inArray(users.type, ['professional', 'manager'])),
    );
  return row ? { active: row.hash !== null } : null;
}

export async function setFeedHash(tx: Tx, userId: string, tokenHash: string | null): Promise<void> {
  await tx.update(users).set({ icalTokenHash: tokenHash }).where(eq(users.id, userId));
}

/** The calendar's name parts and whether the clinic's subscription lets it be served. */
export async function feedHeader(tx: Tx, userId: string) {
  const [row] = await tx
    .select({
      firstName: users.firstName,
      surname: users.surname,
      tenantName: tenants.name,
      subscriptionStatus: tenants.subscriptionStatus,
      trialEndsAt: tenants.trialEndsAt,
      paymentFailedAt: tenants.paymentFailedAt,
    })
    .from(users)
    .innerJoin(tenants, eq(tenants.id, users.tenantId))
    .where(eq(users.id, userId));
  return row ?? null;
}

export interface FeedEvent {
  id: string;
  startsAt: Date;
  endsAt: Date;
  state: (typeof activeStates)[number];
  updatedAt: Date;
  serviceName: string;
  clinicName: string;
  address: string | null;
  postalCode: string | null;
  city: string | null;
  spaceName: string | null;
}

/**
 * The professional's appointments that hold their time (scheduled, present) starting in [from, to),
 * oldest first. Only what an event shows is selected: nothing about the patient, not even the notes.
 */
export async function feedEvents(
  tx: Tx,
  p: { userId: string; from: Date; to: Date; limit: number },
): Promise<FeedEvent[]> {
  return tx
    .select({
      id: appointments.id,
      startsAt: appointments.startsAt,
      endsAt: appointments.endsAt,
      state: sql<FeedEvent['state']>`${appointments.state}`,
      updatedAt: appointments.updatedAt,
      serviceName: services.name,
      clinicName: clinics.name,
      address: clinics.address,
      postalCode: clinics.postalCode,
      city: clinics.city,
      spaceName: clinicSpaces.name,
    })
    .from(appointments)
    .innerJoin(services, eq(services.id, appointments.serviceId))
    .innerJoin(clinics, eq(clinics.id, appointments.clinicId))
    .leftJoin(clinicSpaces, eq(clinicSpaces.id, appointments.spaceId))
    .where(
      and(
        eq(appointments.professionalId, p.userId),
        eq(appointments.active, true),
        inArray(appointments.state, [...activeStates]),
        gte(appointments.startsAt, p.from),
        lt(appointments.startsAt, p.to),
      ),
    )
    .orderBy(asc(appointments.startsAt))
    .limit(p.limit);
}

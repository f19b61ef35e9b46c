import { and, asc, count, desc, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { AppointmentRequestStatus } from '@clinica/contracts/appointment-requests';
import { queryRows, type Database, type Tx } from '../../db/client.js';
import { appointmentRequests, services, users } from '../../db/schema.js';

/** Before the tenant is known: the clinic behind a public slug, when its online booking is on. */
export async function tenantBySlug(database: Database, slug: string): Promise<string | null> {
  const [row] = await queryRows<{ tenant_id: string }>(
    database.db,
    sql`select tenant_id from booking_tenant_lookup(${slug})`,
  );
  return row?.tenant_id ?? null;
}

export type RequestInsert = typeof appointmentRequests.$inferInsert;

export async function insertRequest(tx: Tx, row: RequestInsert): Promise<void> {
  await tx.insert(appointmentRequests).values(row);
}

/** Confirms the e-mail of an unconfirmed request by its link's hash; the request's contact, or null. */
export async function confirmByHash(tx: Tx, hash: string, now: Date) {
  const [row] = await tx
    .update(appointmentRequests)
    .set({ status: 'pending', confirmTokenHash: null, updatedAt: now })
    .where(and(eq(appointmentRequests.confirmTokenHash, hash), eq(appointmentRequests.status, 'unconfirmed')))
    .returning({ id: appointmentRequests.id });
  return row ?? null;
}

const columns = {
  id: appointmentRequests.id,
  status: appointmentRequests.status,
  serviceId: appointmentRequests.serviceId,
  serviceName: services.name,
  priceCents: services.priceCents,
  professionalId: appointmentRequests.professionalId,
  professionalName: sql<string>`trim(${users.firstName} || ' ' || ${users.surname})`,
  professionalChosen: appointmentRequests.professionalChosen,
  clinicId: appointmentRequests.clinicId,
  spaceId: appointmentRequests.spaceId,
  startsAt: appointmentRequests.startsAt,
  endsAt: appointmentRequests.endsAt,
  name: appointmentRequests.name,
  email: appointmentRequests.email,
  mobile: appointmentRequests.mobile,
  note: appointmentRequests.note,
  appointmentId: appointmentRequests.appointmentId,
  rejectReason: appointmentRequests.rejectReason,
  createdAt: appointmentRequests.createdAt,
};

/**
 * Whose requests a caller sees: all (`appointment_requests:list_all`), those addressed to a professional,
 * or a patient's own (made with their e-mail).
 */
export type RequestScope = { tenantId: string; professionalId: string | null; email: string | null };

const scoped = (s: RequestScope): SQL[] => [
  eq(appointmentRequests.tenantId, s.tenantId),
  ...(s.professionalId ? [eq(appointmentRequests.professionalId, s.professionalId)] : []),
  ...(s.email !== null ? [sql`lower(${appointmentRequests.email}) = lower(${s.email})`] : []),
];

/** Requests with their service's and professional's names. */
const withNames = (tx: Tx) =>
  tx
    .select(columns)
    .from(appointmentRequests)
    .innerJoin(
      services,
      and(
        eq(services.tenantId, appointmentRequests.tenantId),
        eq(services.id, appointmentRequests.serviceId),
      ),
    )
    .innerJoin(
      users,
      and(eq(users.tenantId, appointmentRequests.tenantId), eq(users.id, appointmentRequests.professionalId)),
    );

export function listRequests(
  tx: Tx,
  s: RequestScope,
  q: { status: AppointmentRequestStatus; limit: number; offset: number },
) {
  return withNames(tx)
    .where(and(...scoped(s), eq(appointmentRequests.status, q.status)))
    .orderBy(
      q.status === 'pending' ? asc(appointmentRequests.startsAt) : desc(appointmentRequests.updatedAt),
      asc(appointmentRequests.id),
    )
    .limit(q.limit)
    .offset(q.offset);
}
export type RequestRow = Awaited<ReturnType<typeof listRequests>>[number];

export async function countRequests(tx: Tx, s: RequestScope, status: AppointmentRequestStatus) {
  const [row] = await tx
    .select({ n: count() })
    .from(appointmentRequests)
    .where(and(...scoped(s), eq(appointmentRequests.status, status)));
  return row?.n ?? 0;
}

/** One request, locked for the decision (two accepts of it queue; the second sees it decided). */
export async function getRequestForUpdate(tx: Tx, s: RequestScope, id: string) {
  const [row] = await withNames(tx)
    .where(and(...scoped(s), eq(appointmentRequests.id, id)))
    .for('update', { of: appointmentRequests });
  return row ?? null;
}

export async function decide(
  tx: Tx,
  id: string,
  patch: {
    status: 'accepted' | 'rejected';
    patientId?: string;
    appointmentId?: string;
    rejectReason?: string;
    decidedBy: string;
    decidedAt: Date;
  },
): Promise<void> {
  await tx
    .update(appointmentRequests)
    .set({ ...patch, updatedAt: patch.decidedAt })
    .where(eq(appointmentRequests.id, id));
}

/**
 * Patients whose e-mail or mobile is the request's (active ones), for each request at once: the
 * staff confirm the proposal or have a new patient made.
 */
export async function matchingPatients(
  tx: Tx,
  tenantId: string,
  contacts: Array<{ email: string; mobile: string }>,
): Promise<Array<{ id: string; name: string; email: string | null; phone: string | null }>> {
  if (!contacts.length) return [];
  const emails = [...new Set(contacts.map((c) => c.email.toLowerCase()))];
  const phones = [...new Set(contacts.map((c) => c.mobile))];
  return tx
    .select({
      id: users.id,
      name: sql<string>`trim(${users.firstName} || ' ' || ${users.surname})`,
      email: users.email,
      phone: users.phone,
    })
    .from(users)
    .where(
      and(
        eq(users.tenantId, tenantId),
        eq(users.type, 'patient'),
        eq(users.active, true),
        or(inArray(sql`lower(${users.email})`, emails), inArray(users.phone, phones)),
      ),
    )
    .orderBy(asc(users.createdAt));
}

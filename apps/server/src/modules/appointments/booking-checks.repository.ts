import { and, asc, eq, gt, inArray, lt, or, sql, type SQL } from 'drizzle-orm';
import { queryRows, type Tx } from '../../db/client.js';
import { appointments } from '../../db/schema.js';

// What a booking checks before it is stored: the records it names, and the appointments it would overlap.

/**
 * The records a booking names, as far as they exist and are active (null for one not named or missing),
 * with the names its answer shows (issue 41: a new appointment is answered from these, not read again).
 */
export interface BookingRefsRow {
  patient: { name: string } | null;
  professional: { name: string } | null;
  service: {
    id: string;
    name: string;
    colour: string | null;
    priceCents: number;
    durationMinutes: number | null;
    kind: string;
  } | null;
  clinic: { id: string; name: string; timeZone: string } | null;
  space: { id: string; name: string } | null;
}

/**
 * The records a booking names, in one query: a row of nothing left-joined to each record (a record not
 * named is looked up by a null id, which matches nothing). The space only counts in the named clinic;
 * the patient only under `patientSeen`'s conditions (whom the caller may see).
 */
export async function bookingRefs(
  tx: Tx,
  refs: {
    patientId?: string;
    professionalId?: string;
    serviceId?: string;
    clinicId?: string;
    spaceId?: string | null;
  },
  patientSeen: (patientId: SQL) => SQL[],
): Promise<BookingRefsRow> {
  const id = (v: string | null | undefined) => sql`${v ?? null}::uuid`;
  const seen = patientSeen(sql`p.id`).map((c) => sql` and ${c}`);
  const [r] = await queryRows<{
    patient: string | null;
    professional: string | null;
    service_id: string | null;
    service_name: string | null;
    colour: string | null;
    price_cents: number | null;
    duration_minutes: number | null;
    kind: string | null;
    clinic_id: string | null;
    clinic_name: string | null;
    time_zone: string | null;
    space_id: string | null;
    space_name: string | null;
  }>(
    tx,
    sql`select p.first_name || ' ' || p.surname as patient, pr.first_name || ' ' || pr.surname as professional,
               s.id as service_id, s.name as service_name, s.colour, s.price_cents, s.duration_minutes, s.kind,
               c.id as clinic_id, c.name as clinic_name, c.time_zone, sp.id as space_id, sp.name as space_name
          from (select 1) one
          left join users p on p.id = ${id(refs.patientId)} and p.type = 'patient' and p.active${sql.join(seen)}
          left join users pr on pr.id = ${id(refs.professionalId)}
                            and pr.type in ('professional', 'manager') and pr.active
          left join services s on s.id = ${id(refs.serviceId)} and s.active
          left join clinics c on c.id = ${id(refs.clinicId)} and c.active
          left join clinic_spaces sp on sp.id = ${id(refs.spaceId)} and sp.clinic_id = c.id and sp.active`,
  );
  return {
    patient: r!.patient !== null ? { name: r!.patient } : null,
    professional: r!.professional !== null ? { name: r!.professional } : null,
    service: r!.service_id
      ? {
          id: r!.service_id,
          name: r!.service_name!,
          colour: r!.colour,
          priceCents: r!.price_cents!,
          durationMinutes: r!.duration_minutes,
          kind: r!.kind!,
        }
      : null,
    clinic: r!.clinic_id ? { id: r!.clinic_id, name: r!.clinic_name!, timeZone: r!.time_zone! } : null,
    space: r!.space_id ? { id: r!.space_id, name: r!.space_name! } : null,
  };
}

/**
 * Active appointments of this professional or this space overlapping any of the slots (the same test
 * as the exclusion constraints), for conflict reports.
 */
export async function overlapping(
  tx: Tx,
  q: {
    professionalId: string;
    spaceId: string | null;
    slots: Array<{ startsAt: Date; endsAt: Date }>;
    exceptIds?: string[];
  },
): Promise<
  Array<{ id: string; professionalId: string; spaceId: string | null; startsAt: Date; endsAt: Date }>
> {
  if (!q.slots.length) return [];
  const from = new Date(Math.min(...q.slots.map((s) => s.startsAt.getTime())) - 12 * 60 * 60 * 1000);
  const to = new Date(Math.max(...q.slots.map((s) => s.endsAt.getTime())));
  const rows = await tx
    .select({
      id: appointments.id,
      professionalId: appointments.professionalId,
      spaceId: appointments.spaceId,
      startsAt: appointments.startsAt,
      endsAt: appointments.endsAt,
    })
    .from(appointments)
    .where(
      and(
        eq(appointments.active, true),
        inArray(appointments.state, ['scheduled', 'present']),
        q.spaceId
          ? or(eq(appointments.professionalId, q.professionalId), eq(appointments.spaceId, q.spaceId))
          : eq(appointments.professionalId, q.professionalId),
        gt(appointments.startsAt, from),
        lt(appointments.startsAt, to),
        q.exceptIds?.length ? sql`${appointments.id} not in ${q.exceptIds}` : undefined,
      ),
    )
    .orderBy(asc(appointments.startsAt));
  return rows.filter((r) => q.slots.some((s) => r.startsAt < s.endsAt && r.endsAt > s.startsAt));
}

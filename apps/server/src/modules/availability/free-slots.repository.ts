import { sql } from 'drizzle-orm';
import { activeStates } from '@clinica/contracts/appointments';
import { queryRows, type Tx } from '../../db/client.js';

/** One working interval of a professional at a clinic that has opening hours (decision 043). */
export interface HoursRow {
  professional_id: string;
  clinic_id: string;
  time_zone: string;
  municipal_holiday_day: number | null;
  municipal_holiday_month: number | null;
  municipal_holiday_name: string | null;
  weekday: string;
  /** Minutes of the local day. */
  start_minute: number;
  end_minute: number;
}

/**
 * The working hours of `professionalIds` at the active clinics that have opening hours: the public
 * search's candidates start inside them (a clinic or a professional without hours publishes nothing,
 * decision 043), and the schedule check then decides each candidate.
 */
export async function bookableHours(
  tx: Tx,
  q: { tenantId: string; professionalIds: string[] },
): Promise<HoursRow[]> {
  if (!q.professionalIds.length) return [];
  return queryRows<HoursRow>(
    tx,
    sql`select h.professional_id, h.clinic_id, c.time_zone, c.municipal_holiday_day, c.municipal_holiday_month,
               c.municipal_holiday_name, h.weekday::text as weekday,
               floor(extract(epoch from h.start_time) / 60)::int as start_minute,
               floor(extract(epoch from h.end_time) / 60)::int as end_minute
          from professional_schedules h
          join clinics c on c.tenant_id = h.tenant_id and c.id = h.clinic_id and c.active
         where h.tenant_id = ${q.tenantId}::uuid
           and h.professional_id = any(${`{${q.professionalIds.join(',')}}`}::uuid[])
           and exists (select 1 from clinic_schedules k where k.tenant_id = h.tenant_id and k.clinic_id = h.clinic_id)
         order by h.professional_id, h.clinic_id, h.weekday, h.start_time`,
  );
}

export interface BusyRow {
  professional_id: string;
  space_id: string | null;
  starts_at: string;
  ends_at: string;
}

/**
 * Active appointments (the states the exclusion constraints hold, `activeStates`) of these professionals
 * or in these rooms overlapping [from, to) — as intervals only. No appointment lasts over 12 hours (a
 * CHECK), which bounds the start on both sides.
 */
export async function busyIntervals(
  tx: Tx,
  q: { tenantId: string; professionalIds: string[]; spaceIds: string[]; from: Date; to: Date },
): Promise<BusyRow[]> {
  const earliest = new Date(q.from.getTime() - 12 * 60 * 60 * 1000);
  return queryRows<BusyRow>(
    tx,
    sql`select a.professional_id, a.space_id, a.starts_at, a.ends_at
          from appointments a
         where a.tenant_id = ${q.tenantId}::uuid
           and (a.professional_id = any(${`{${q.professionalIds.join(',')}}`}::uuid[])
                or a.space_id = any(${`{${q.spaceIds.join(',')}}`}::uuid[]))
           and a.state::text = any(${`{${activeStates.join(',')}}`}::text[])
           and a.starts_at > ${earliest.toISOString()}::timestamptz
           and a.starts_at < ${q.to.toISOString()}::timestamptz
           and a.ends_at > ${q.from.toISOString()}::timestamptz`,
  );
}

/** The active rooms of these clinics (a service that needs a room takes one of its clinic's). */
export async function rooms(
  tx: Tx,
  q: { tenantId: string; clinicIds: string[] },
): Promise<Array<{ id: string; clinic_id: string }>> {
  if (!q.clinicIds.length) return [];
  return queryRows(
    tx,
    sql`select s.id, s.clinic_id from clinic_spaces s
         where s.tenant_id = ${q.tenantId}::uuid and s.clinic_id = any(${`{${q.clinicIds.join(',')}}`}::uuid[])
           and s.active and s.kind = 'room'
         order by s.name, s.id`,
  );
}

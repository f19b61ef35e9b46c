import { and, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { queryRows, type Tx } from '../../db/client.js';
import { appointmentLinks, appointments, clinics, patientProfiles, users } from '../../db/schema.js';

export const REMINDER_JOB = 'reminder';

/** A reminder's key: the appointment and its start, so a rescheduled appointment gets a new one. */
export const reminderKey = (appointmentId: string, startsAt: Date) =>
  `${appointmentId}@${startsAt.toISOString()}`;

/**
 * The sweep (every minute): a reminder job for each scheduled appointment whose start has come within
 * `hours` — one INSERT … SELECT by the (tenant_id, starts_at) index, `ON CONFLICT DO NOTHING` on the
 * job's key, so two instances or a restart insert each once. The number of new reminders.
 */
export async function sweepReminders(tx: Tx, tenantId: string, now: Date, hours: number): Promise<number> {
  const rows = await queryRows<{ id: string }>(
    tx,
    sql`insert into jobs (id, tenant_id, kind, key, run_at)
        select gen_random_uuid(), a.tenant_id, ${REMINDER_JOB},
               a.id::text || '@' || to_char(a.starts_at at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'),
               ${now.toISOString()}::timestamptz
          from appointments a
         where a.tenant_id = ${tenantId}
           and a.starts_at > ${now.toISOString()}::timestamptz
           and a.starts_at <= ${now.toISOString()}::timestamptz + make_interval(hours => ${hours}::int)
           and a.state = 'scheduled' and a.active
        on conflict (tenant_id, kind, key) do nothing
        returning id`,
  );
  return rows.length;
}

const patient = alias(users, 'patient');

/** What a reminder says and whom it reaches. */
export async function reminderFacts(tx: Tx, tenantId: string, appointmentId: string) {
  const [row] = await tx
    .select({
      startsAt: appointments.startsAt,
      state: appointments.state,
      active: appointments.active,
      firstName: patient.firstName,
      surname: patient.surname,
      phone: patient.phone,
      email: patient.email,
      consentSms: patientProfiles.consentSms,
      consentEmail: patientProfiles.consentEmail,
      clinicName: clinics.name,
      clinicTimeZone: clinics.timeZone,
    })
    .from(appointments)
    .innerJoin(
      patient,
      and(eq(patient.tenantId, appointments.tenantId), eq(patient.id, appointments.patientId)),
    )
    .innerJoin(
      clinics,
      and(eq(clinics.tenantId, appointments.tenantId), eq(clinics.id, appointments.clinicId)),
    )
    .leftJoin(
      patientProfiles,
      and(
        eq(patientProfiles.tenantId, appointments.tenantId),
        eq(patientProfiles.userId, appointments.patientId),
      ),
    )
    .where(and(eq(appointments.tenantId, tenantId), eq(appointments.id, appointmentId)));
  return row ?? null;
}

export async function insertLink(
  tx: Tx,
  row: { tenantId: string; appointmentId: string; tokenHash: string; expiresAt: Date },
): Promise<void> {
  await tx.insert(appointmentLinks).values(row);
}

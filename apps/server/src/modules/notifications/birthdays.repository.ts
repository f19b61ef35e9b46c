import { and, eq, sql } from 'drizzle-orm';
import { queryRows, type Tx } from '../../db/client.js';
import { patientProfiles, users } from '../../db/schema.js';
import { birthdayKey } from '../../db/schema/patients.js';

export const BIRTHDAY_JOB = 'birthday';

/** Today in the clinic's zone, and 10:00 there today and tomorrow as instants (DST-aware: PostgreSQL's zone rules). */
export async function birthdayClock(tx: Tx, timeZone: string, now: Date) {
  const [row] = await queryRows<{ today: string; today_ten: string; tomorrow_ten: string }>(
    tx,
    sql`select (n.local)::date::text as today,
               (((n.local)::date + time '10:00') at time zone ${timeZone})::text as today_ten,
               (((n.local)::date + 1 + time '10:00') at time zone ${timeZone})::text as tomorrow_ten
          from (select ${now.toISOString()}::timestamptz at time zone ${timeZone} as local) n`,
  );
  return { today: row!.today, todayTen: new Date(row!.today_ten), tomorrowTen: new Date(row!.tomorrow_ten) };
}

/**
 * A birthday job for each active patient born on this month and day who consented to SMS or e-mail;
 * the key (patient @ year) makes it once a year, whatever the restarts. The number of new jobs.
 */
export async function queueBirthdays(tx: Tx, tenantId: string, today: string, now: Date): Promise<number> {
  const rows = await queryRows<{ id: string }>(
    tx,
    sql`insert into jobs (id, tenant_id, kind, key, run_at)
        select gen_random_uuid(), p.tenant_id, ${BIRTHDAY_JOB}, p.user_id::text || '@' || left(${today}, 4), ${now.toISOString()}::timestamptz
          from patient_profiles p join users u on u.tenant_id = p.tenant_id and u.id = p.user_id
         where p.tenant_id = ${tenantId} and u.active and p.erased_at is null
           and (p.consent_sms or p.consent_email)
           and p.date_of_birth is not null
           and ${birthdayKey('p')} = ${Number(today.slice(5, 7)) * 100 + Number(today.slice(8, 10))}
        on conflict (tenant_id, kind, key) do nothing
        returning id`,
  );
  return rows.length;
}

export async function birthdayPatient(tx: Tx, tenantId: string, userId: string) {
  const [row] = await tx
    .select({
      firstName: users.firstName,
      surname: users.surname,
      phone: users.phone,
      email: users.email,
      consentSms: patientProfiles.consentSms,
      consentEmail: patientProfiles.consentEmail,
    })
    .from(users)
    .innerJoin(
      patientProfiles,
      and(eq(patientProfiles.tenantId, users.tenantId), eq(patientProfiles.userId, users.id)),
    )
    .where(and(eq(users.tenantId, tenantId), eq(users.id, userId)));
  return row ?? null;
}

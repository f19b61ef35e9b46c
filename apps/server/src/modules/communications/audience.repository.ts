import { sql, type SQL } from 'drizzle-orm';
import type { CommunicationFilters, CommunicationMethod } from '@clinica/contracts/communications';

/**
 * Who a campaign reaches (issue 47, decision 045), as SQL over `patient_profiles p join users u`: the
 * filters (each one an indexed probe of the patient's appointments by `(tenant_id, patient_id,
 * starts_at)`), the channel's consent, and a contact the channel can use. Preview-count and the send
 * share these fragments, so what the preview announces is what the send queues.
 */
export interface Audience {
  tenantId: string;
  method: CommunicationMethod;
  filters: CommunicationFilters;
  now: Date;
  timeZone: string;
}

/** An SMS goes to a Portuguese mobile (+351 9[1236]…) or a foreign E.164 number. */
const validMobile = sql`(u.phone ~ '^\\+3519[1236][0-9]{7}$' or (u.phone ~ '^\\+[1-9][0-9]{7,14}$' and u.phone !~ '^\\+351'))`;
const validEmail = sql`(u.email ~ '^[^@[:space:]]+@[^@[:space:]]+\\.[^@[:space:]]+$')`;

export const consentOf = (method: CommunicationMethod): SQL =>
  method === 'sms' ? sql`p.consent_sms` : sql`p.consent_email`;
export const contactOf = (method: CommunicationMethod): SQL => (method === 'sms' ? validMobile : validEmail);
export const addressOf = (method: CommunicationMethod): SQL =>
  method === 'sms' ? sql`u.phone` : sql`u.email`;

/** The patient's appointments, by the (tenant_id, patient_id, starts_at) index. */
const theirs = sql`a.tenant_id = p.tenant_id and a.patient_id = p.user_id`;

export function matching(a: Audience): SQL {
  const f = a.filters;
  const now = sql`${a.now.toISOString()}::timestamptz`;
  const parts: SQL[] = [
    sql`p.tenant_id = ${a.tenantId} and p.erased_at is null and u.type = 'patient' and u.active`,
  ];
  if (f.next_appointment_with_professional_id)
    parts.push(sql`(select a.professional_id from appointments a where ${theirs} and a.starts_at > ${now}
        and a.state = 'scheduled' order by a.starts_at limit 1) = ${f.next_appointment_with_professional_id}::uuid`);
  if (f.previous_appointment_with_professional_id)
    parts.push(sql`(select a.professional_id from appointments a where ${theirs} and a.starts_at <= ${now}
        and a.state = 'present' order by a.starts_at desc limit 1) = ${f.previous_appointment_with_professional_id}::uuid`);
  if (f.appointment_from_date && f.appointment_to_date)
    parts.push(sql`exists (select 1 from appointments a where ${theirs} and a.state in ('scheduled', 'present')
        and a.starts_at >= (${f.appointment_from_date}::date)::timestamp at time zone ${a.timeZone}
        and a.starts_at < (${f.appointment_to_date}::date + 1)::timestamp at time zone ${a.timeZone})`);
  if (f.not_seen_for_days)
    // Seen at least once, and not in the last N days (nor booked since: a future appointment means not «missed»).
    parts.push(sql`(select max(a.starts_at) from appointments a where ${theirs} and a.state in ('scheduled', 'present'))
        < ${now} - make_interval(days => ${f.not_seen_for_days}::int)`);
  if (f.birthday_this_month)
    parts.push(
      sql`extract(month from p.date_of_birth) = extract(month from ${now} at time zone ${a.timeZone})`,
    );
  if (f.insurer_id) parts.push(sql`p.insurer_id = ${f.insurer_id}::uuid`);
  if (f.professional_id)
    parts.push(sql`exists (select 1 from appointments a where ${theirs} and a.professional_id = ${f.professional_id}::uuid
        and a.state in ('scheduled', 'present'))`);
  return sql.join(parts, sql` and `);
}

export const patientsJoin = sql`patient_profiles p join users u on u.tenant_id = p.tenant_id and u.id = p.user_id`;

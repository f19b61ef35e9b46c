/**
 * Generated clinics, to try the app at size (`npm run seed:large`: Clínica Grande) and for the
 * benchmark's scaling figures (`npm run bench` measures Clínica Pequena against Clínica Grande).
 *
 * One generator, two sizes. Both clinics share what a week view and a search show: the same 20
 * physiotherapists (each with a room, Mon–Fri 08:00–19:00), the same service, the same first 5,000
 * patients (names, e-mails, phones, NIFs) and the same appointments in the week of 23 November 2026.
 * The larger one adds ten times the history around them: 50,000 patients instead of 5,000 (the others
 * named so that no search of the benchmark finds them, large-names.ts) and 500,000 appointments
 * instead of 50,000 (about five years either side of that week instead of six months).
 *
 * Set-based: every patient row and appointment is made by `INSERT … SELECT` over `generate_series`,
 * chunk by chunk, each chunk one transaction as the application role (row-level security applies).
 * Deterministic: names and slots come from `hashtext` of the row's number, ids from `md5` of the tenant
 * and the number (`generatedId`). Idempotent: a chunk that is there is skipped, so a second run adds
 * nothing and a run cut short carries on. Uses DATABASE_URL or the embedded database in DATA_DIR, like
 * `npm start` (with PGlite, stop the server first: one process at a time).
 */
import { createHash } from 'node:crypto';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { eq, sql, type SQL } from 'drizzle-orm';
import { loadConfig } from '../../config.js';
import { migrate, openDatabase, queryRows, type Database } from '../client.js';
import {
  clinicSchedules,
  clinicSpaces,
  clinics,
  insurers,
  professionalSchedules,
  services,
  tenants,
  userClinics,
  users,
} from '../schema.js';
import { hashPassword } from '../../modules/auth/passwords.js';
import { DEMO_PASSWORD, seedId } from './demo-ids.js';
import { otherFemaleFirstNames, otherMaleFirstNames, otherSurnames } from './large-names.js';
import { femaleFirstNames, jobs, maleFirstNames, pick, random, streets, surnames } from './people.js';

export interface GeneratedClinic {
  tenantId: string;
  name: string;
  /** The manager logs in as gestor@<domain>.clinica.pt. */
  domain: string;
  patients: number;
  /** Patients 0 … corePatients − 1: the same people in every size, the only ones searches find. */
  corePatients: number;
  appointments: number;
}

export const LARGE_CLINIC: GeneratedClinic = {
  tenantId: seedId(3),
  name: 'Clínica Grande',
  domain: 'grande',
  patients: 50_000,
  corePatients: 5_000,
  appointments: 500_000,
};
export const SMALL_CLINIC: GeneratedClinic = {
  tenantId: seedId(5),
  name: 'Clínica Pequena',
  domain: 'pequena',
  patients: 5_000,
  corePatients: 5_000,
  appointments: 50_000,
};

export const PROFESSIONALS = 20;
/** The week both sizes share (Monday to Monday; Lisbon is on UTC in November). */
export const SHARED_WEEK = { from: '2026-11-23T00:00:00Z', to: '2026-11-30T00:00:00Z' };
const SHARED_MONDAY = '2026-11-23';
/** Appointments before this instant are past (present, no-shows, cancellations), later ones scheduled. */
const AS_OF = '2026-11-25T12:00:00Z';
/** No generated appointment is this late (the largest history ends in 2031): free for new bookings. */
export const FREE_FROM_YEAR = 2033;
/** Weeks either side of the shared one that one chunk of appointments adds (≈ 51,000 appointments). */
const RING_WEEKS = 27;
/** The farthest week from the shared one a history may reach (2031, before FREE_FROM_YEAR). */
const MAX_RING = 269;
const PATIENT_CHUNK = 10_000;

export const managerEmail = (c: GeneratedClinic) => `gestor@${c.domain}.clinica.pt`;

/**
 * The id of row `n` of `kind` in a generated clinic: `md5(tenant:kind:n)` made a version-4 UUID (its
 * 13th hex digit 4, its 17th 8), the same as the SQL below writes.
 */
export function generatedId(tenantId: string, kind: string, n = 0): string {
  const h = createHash('md5').update(`${tenantId}:${kind}:${n}`).digest('hex');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-4${h.slice(13, 16)}-8${h.slice(17, 20)}-${h.slice(20)}`;
}
const idSql = (c: GeneratedClinic, kind: string, n: SQL) =>
  sql`overlay(overlay(md5(${c.tenantId}::text || ${`:${kind}:`}::text || ${n}) placing '4' from 13) placing '8' from 17)::uuid`;

/** The clinic's tenant, clinic, service, insurers, manager, professionals, rooms and hours. */
async function ensureTenant(database: Database, c: GeneratedClinic): Promise<void> {
  const id = (kind: string, n = 0) => generatedId(c.tenantId, kind, n);
  const [state] = await database.withTenant(c.tenantId, (tx) =>
    queryRows<{ tenant: boolean; manager: boolean }>(
      tx,
      sql`select exists(select 1 from tenants where id = ${c.tenantId}) as tenant,
                 exists(select 1 from users where id = ${id('manager')}) as manager`,
    ),
  );
  if (state?.manager) return;
  if (state?.tenant) {
    throw new Error(
      `${c.name} in this database was made by an earlier version of this generator; ` +
        'use a fresh database (or DATA_DIR) to generate it again',
    );
  }
  const hash = await hashPassword(DEMO_PASSWORD); // never inside a transaction (DESIGN §9: PGlite)
  const staff = Array.from({ length: PROFESSIONALS }, (_, p) => p);
  const weekdays = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday'] as const;
  const t = { tenantId: c.tenantId };
  const clinicId = id('clinic');
  await database.withTenant(c.tenantId, async (tx) => {
    await tx
      .insert(tenants)
      .values({ id: c.tenantId, name: c.name, subscriptionStatus: 'active', trialEndsAt: null });
    await tx.insert(clinics).values({
      ...t,
      id: clinicId,
      name: 'Porto — Boavista', // the same in every size, like everything a week view shows
      address: 'Avenida da Boavista, 2300',
      postalCode: '4100-119',
      city: 'Porto',
    });
    await tx.update(tenants).set({ mainClinicId: clinicId }).where(eq(tenants.id, c.tenantId));
    await tx.insert(services).values({
      ...t,
      id: id('service'),
      name: 'Sessão de fisioterapia',
      priceCents: 3500,
      durationMinutes: 45,
      taxExemptionCode: 'M07',
      colour: '#0288d1',
    });
    await tx.insert(insurers).values(
      ['Médis', 'Multicare', 'AdvanceCare', 'ADSE'].map((name, i) => ({
        ...t,
        id: id('insurer', i),
        name,
      })),
    );
    await tx
      .insert(clinicSchedules)
      .values(weekdays.map((weekday) => ({ ...t, clinicId, weekday, startTime: '08:00', endTime: '20:00' })));
    await tx.insert(users).values({
      ...t,
      id: id('manager'),
      type: 'manager',
      email: managerEmail(c),
      firstName: 'Guilherme',
      surname: c.name.replace('Clínica ', ''),
      status: 'email_confirmed',
      passwordHash: hash,
      canLogin: true,
    });
    const rnd = random(4); // the same names in every size
    await tx.insert(users).values(
      staff.map((p) => ({
        ...t,
        id: id('professional', p),
        type: 'professional' as const,
        email: `fisio${p + 1}@${c.domain}.clinica.pt`,
        firstName: pick(rnd, p % 2 ? maleFirstNames : femaleFirstNames),
        surname: `${pick(rnd, surnames)} ${pick(rnd, surnames)}`,
        status: 'email_confirmed' as const,
        canLogin: false,
        defaultDurationMinutes: 45,
      })),
    );
    await tx
      .insert(clinicSpaces)
      .values(staff.map((p) => ({ ...t, id: id('room', p), clinicId, name: `Gabinete ${p + 1}` })));
    await tx.insert(userClinics).values(
      [id('manager'), ...staff.map((p) => id('professional', p))].map((userId) => ({
        ...t,
        userId,
        clinicId,
      })),
    );
    await tx.insert(professionalSchedules).values(
      staff.flatMap((p) =>
        weekdays.map((weekday) => ({
          ...t,
          professionalId: id('professional', p),
          clinicId,
          weekday,
          startTime: '08:00',
          endTime: '19:00',
        })),
      ),
    );
  });
}

/** `list[1 + hash % length]` in SQL. */
const pickSql = (list: readonly string[], hash: SQL) =>
  sql`(${sql.param([...list])}::text[])[(1 + (${hash}) % ${list.length})::int]`;
/** A hash of patient n for one field: the same in every clinic, so patient n is the same person. */
const hx = (field: string) => sql.raw(`abs(hashtext('patient:' || n || ':${field}')::bigint)`);

/**
 * Patients [from, to): core ones named from people.ts, the others from large-names.ts; a clinic link
 * each, a profile (Greater Porto address, valid NIF, …) and the search text the repository computes
 * (patients.repository.ts, `refreshSearchText`), all in one statement.
 */
async function insertPatients(database: Database, c: GeneratedClinic, from: number, to: number) {
  const names = (core: readonly string[], other: readonly string[], h: SQL) =>
    sql`case when core then ${pickSql(core, h)} else ${pickSql(other, h)} end`;
  const first = (h: SQL) =>
    sql`case when female then ${names(femaleFirstNames, otherFemaleFirstNames, h)}
             else ${names(maleFirstNames, otherMaleFirstNames, h)} end`;
  const surname = (h: SQL) => names(surnames, otherSurnames, h);
  const street = (i: number) => sql.param(streets.map((s) => s[i]));
  await database.withTenant(c.tenantId, (tx) =>
    tx.execute(sql`
      with numbered as (
        select n, n < ${c.corePatients} as core, ${hx('sex')} % 100 < 52 as female,
               (${hx('address')} % ${streets.length})::int as street
          from generate_series(${from}::int, ${to - 1}::int) n),
      named as (
        select n, street, ${first(hx('first'))} as first,
               case when ${hx('second')} % 100 < 40 then ${first(sql`${hx('second')} / 100`)} end as second,
               ${surname(hx('surname1'))} as surname1, ${surname(hx('surname2'))} as surname2
          from numbered),
      people as (
        select n, street, ${idSql(c, 'patient', sql`n`)} as id,
               first || case when second <> first then ' ' || second else '' end as first_name,
               surname1 || case when surname2 <> surname1 then ' ' || surname2 else '' end as surname,
               case when ${hx('email')} % 100 < 80 then
                 app_search_text(first) || '.' || app_search_text(surname2) ||
                 case when ${hx('email')} / 100 % 100 < 60 then (1 + ${hx('email')} / 10000 % 99)::text else '' end ||
                 '@exemplo.pt' end as email,
               case when ${hx('phone')} % 100 < 90 then
                 '+3519' || (array['1', '2', '3', '6'])[(1 + ${hx('phone')} / 100 % 4)::int] ||
                 lpad((${hx('phone')} / 1000 % 10000000)::text, 7, '0') end as phone,
               case when ${hx('nif')} % 100 < 85 then nif || (
                 select (case when s % 11 < 2 then 0 else 11 - s % 11 end)::text
                   from (select sum(substr(nif, i, 1)::int * (10 - i)) as s from generate_series(1, 8) i) w)
               end as nif
          from named,
               lateral (select (2 - n % 2)::text || lpad((n::bigint * 7919 % 10000000)::text, 7, '0') as nif) b),
      u as (
        insert into users (id, tenant_id, type, first_name, surname, email, phone, can_login, status,
                           search_text, created_at, updated_at)
        select id, ${c.tenantId}, 'patient'::user_type, first_name, surname, email, phone, false,
               'email_not_confirmed'::user_status,
               app_search_text(concat_ws(' ', first_name, surname, email, phone, nif)),
               timestamptz '2018-01-08 09:00:00Z' + n * interval '80 minutes',
               timestamptz '2018-01-08 09:00:00Z' + n * interval '80 minutes'
          from people),
      profiles as (
        insert into patient_profiles (id, tenant_id, user_id, address, postal_code, city, nif, job, date_of_birth,
                                      insurer_id, consent_sms, consent_email)
        select ${idSql(c, 'profile', sql`n`)}, ${c.tenantId}, id,
               (${street(0)}::text[])[1 + street] || ', ' || (1 + ${hx('address')} / 100 % 900),
               (${street(1)}::text[])[1 + street], (${street(2)}::text[])[1 + street], nif,
               case when ${hx('job')} % 2 = 0 then ${pickSql(jobs, sql`${hx('job')} / 2`)} end,
               date '1930-01-01' + (${hx('birth')} % 33000)::int,
               case when ${hx('insurer')} % 100 < 30 then
                 ${idSql(c, 'insurer', sql`(${hx('insurer')} / 100 % 4)`)} end,
               ${hx('sms')} % 100 < 70, ${hx('mail')} % 100 < 50
          from people)
      insert into user_clinics (id, tenant_id, user_id, clinic_id)
      select ${idSql(c, 'link', sql`n`)}, ${c.tenantId}, id, ${generatedId(c.tenantId, 'clinic')} from people`),
  );
}

/**
 * Appointments of the weeks `lo` to `hi` away from the shared one, at most `limit` of them: every
 * weekday, every professional, hourly 45-minute sessions from 08:00 to 18:45 in Lisbon, 87.5 % of the
 * slots booked (a hash of the day, professional and hour decides, the same in every clinic). Nearest
 * weeks first, so a cut falls on the farthest. The shared week's patients are core patients.
 */
async function insertAppointments(
  database: Database,
  c: GeneratedClinic,
  lo: number,
  hi: number,
  limit: number,
) {
  const [row] = await database.withTenant(c.tenantId, (tx) =>
    queryRows<{ n: number }>(
      tx,
      sql`with slots as (
            select w, p, d + make_time(8 + k, 0, 0) as local_start,
                   abs(hashtext(d::text || ':' || p || ':' || k)::bigint) as h
              from generate_series(${-hi}::int, ${hi}::int) w,
                   generate_series(0, 4) dow,
                   generate_series(0, ${PROFESSIONALS - 1}::int) p,
                   generate_series(0, 10) k,
                   lateral (select ${SHARED_MONDAY}::date + 7 * w + dow as d) day
             where abs(w) >= ${lo}::int),
          kept as (
            select w, p, h, local_start at time zone 'Europe/Lisbon' as starts_at
              from slots where h % 10000 < 8750
             order by abs(w), w > 0, local_start, p
             limit ${limit}::int),
          inserted as (
            insert into appointments (id, tenant_id, patient_id, professional_id, service_id, clinic_id, space_id,
                                      starts_at, ends_at, state, price_cents, created_at, updated_at)
            select gen_random_uuid(), ${c.tenantId},
                   ${idSql(c, 'patient', sql`(h / 100 % (case when w = 0 then ${c.corePatients}::int else ${c.patients}::int end))`)},
                   ${idSql(c, 'professional', sql`p`)}, ${generatedId(c.tenantId, 'service')},
                   ${generatedId(c.tenantId, 'clinic')}, ${idSql(c, 'room', sql`p`)},
                   starts_at, starts_at + interval '45 minutes',
                   (case when starts_at < ${AS_OF}::timestamptz then
                           case when h % 97 < 85 then 'present' when h % 97 < 89 then 'noshow_unjustified'
                                when h % 97 < 91 then 'noshow_justified' when h % 97 < 95 then 'canceled_patient'
                                else 'canceled' end
                         else case when h % 97 < 93 then 'scheduled' else 'canceled_patient' end
                    end)::appointment_state,
                   3500, starts_at - interval '10 days', starts_at - interval '10 days'
              from kept
            returning 1)
          select count(*)::int as n from inserted`,
    ),
  );
  return row?.n ?? 0;
}

async function scalar(database: Database, c: GeneratedClinic, query: SQL): Promise<number> {
  const [row] = await database.withTenant(c.tenantId, (tx) => queryRows<{ n: number }>(tx, query));
  return row?.n ?? 0;
}

/**
 * Creates the clinic, its patients and its appointments, whatever of them is not there yet. Returns
 * how many patients and appointments it added.
 */
export async function seedGeneratedClinic(
  database: Database,
  c: GeneratedClinic,
  opts: { log?: (line: string) => void } = {},
): Promise<{ patients: number; appointments: number; seconds: number }> {
  const started = Date.now();
  const log = opts.log ?? (() => undefined);
  await ensureTenant(database, c);

  let patients = 0;
  for (let from = 0; from < c.patients; from += PATIENT_CHUNK) {
    const to = Math.min(from + PATIENT_CHUNK, c.patients);
    const last = generatedId(c.tenantId, 'patient', to - 1);
    if (await scalar(database, c, sql`select count(*)::int as n from users where id = ${last}`)) continue;
    await insertPatients(database, c, from, to);
    patients += to - from;
    log(`  ${c.name}: ${to.toLocaleString('pt-PT')} pacientes`);
  }

  // The generated history only (bookings made later, from FREE_FROM_YEAR on, are not counted).
  const freeFrom = `${FREE_FROM_YEAR}-01-01T00:00:00Z`;
  const before = await scalar(
    database,
    c,
    sql`select count(*)::int as n from appointments where starts_at < ${freeFrom}::timestamptz`,
  );
  let total = before;
  for (let lo = 0; total < c.appointments; lo += RING_WEEKS) {
    const hi = lo + RING_WEEKS - 1;
    if (lo > MAX_RING)
      throw new Error(`${c.name}: ${c.appointments} appointments do not fit before ${freeFrom}`);
    // A chunk is one statement: it is there whole or not at all. Its first week (the nearest, before
    // the shared one) tells which.
    const weekStart = sql`(${SHARED_MONDAY}::date - 7 * ${lo}::int) at time zone 'Europe/Lisbon'`;
    const there = await scalar(
      database,
      c,
      sql`select count(*)::int as n from appointments
           where starts_at >= ${weekStart} and starts_at < ${weekStart} + interval '7 days'`,
    );
    if (there) continue;
    total += await insertAppointments(database, c, lo, Math.min(hi, MAX_RING), c.appointments - total);
    log(`  ${c.name}: ${total.toLocaleString('pt-PT')} marcações`);
  }
  // Fresh statistics, or the planner guesses from the tables as they were before.
  if (patients || total > before) {
    await database.db.execute(sql`analyze users, patient_profiles, user_clinics, appointments`);
  }
  return { patients, appointments: total - before, seconds: (Date.now() - started) / 1000 };
}

async function main(): Promise<void> {
  const config = loadConfig();
  // The owner login when there is one: it migrates, and its ANALYZE counts (decision 002).
  const database = await openDatabase({
    databaseUrl: config.databaseOwnerUrl ?? config.databaseUrl,
    dataDir: config.databaseUrl ? undefined : path.join(config.dataDir, 'pglite'),
  });
  try {
    await migrate(database);
    const c = LARGE_CLINIC;
    console.log(`${c.name} (${database.kind === 'pglite' ? `PGlite in ${config.dataDir}` : 'PostgreSQL'}) …`);
    const r = await seedGeneratedClinic(database, c, { log: (line) => console.log(line) });
    console.log(
      r.patients || r.appointments
        ? `${r.patients.toLocaleString('pt-PT')} pacientes e ${r.appointments.toLocaleString('pt-PT')} marcações criados em ${r.seconds.toFixed(1)} s.`
        : `Já existia: ${c.patients.toLocaleString('pt-PT')} pacientes, ${c.appointments.toLocaleString('pt-PT')} marcações.`,
    );
    console.log(`Login: ${managerEmail(c)} / ${DEMO_PASSWORD}`);
  } finally {
    await database.close();
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  main().catch((e: unknown) => {
    console.error(e instanceof Error ? (e.stack ?? e.message) : e);
    process.exitCode = 1;
  });
}

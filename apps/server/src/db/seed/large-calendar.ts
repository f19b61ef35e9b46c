/**
 * A generated tenant for the calendar's performance budget (issue 7, `npm run bench`): "Clínica
 * Agenda", one clinic in Lisbon's zone, 20 physiotherapists each with a room and Mon–Fri 08:00–19:00
 * hours, 5,000 patients and 500,000 appointments from January 2017 to December 2026 — hourly
 * 45-minute sessions, 87.5 % of the slots booked (about 9.6 a day per professional, ≈ 960 in a week of
 * the clinic). Idempotent:
 * what is there is kept, and a run cut short carries on with the next year. Run it alone with
 * `npx tsx src/db/seed/large-calendar.ts` (DATABASE_URL, or the embedded database in DATA_DIR).
 */
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { eq, sql } from 'drizzle-orm';
import { loadConfig } from '../../config.js';
import { migrate, openDatabase, queryRows, type Database } from '../client.js';
import {
  clinicSchedules,
  clinicSpaces,
  clinics,
  patientProfiles,
  professionalSchedules,
  services,
  tenants,
  userClinics,
  users,
} from '../schema.js';
import { hashPassword } from '../../modules/auth/passwords.js';
import { refreshSearchText } from '../../modules/patients/patients.repository.js';
import { DEMO_PASSWORD, seedId as id } from './demo-ids.js';
import { femaleFirstNames, maleFirstNames, pick, random, surnames } from './people.js';

export const CALENDAR_TENANT_ID = id(4);
export const CALENDAR_MANAGER_EMAIL = 'gestor@agenda.clinica.pt';
export const CALENDAR_CLINIC_ID = id(4001);
export const CALENDAR_SERVICE_ID = id(4002);
export const CALENDAR_APPOINTMENTS = 500_000;
export const CALENDAR_PROFESSIONALS = 20;
const MANAGER_ID = id(401);
export const CALENDAR_PATIENTS = 5_000;
/** Professional p (0-based) is …-0000000041pp, their room …-0000000042pp; patient n …-9nnnnnnnnnnn. */
export const professionalId = (p: number) => id(4100 + p);
const roomId = (p: number) => id(4200 + p);
export const patientId = (n: number) => `0d3c7a52-5b1e-4c59-9d4a-9${String(n).padStart(11, '0')}`;
const FIRST_YEAR = 2017;
const LAST_YEAR = 2026;

async function ensureTenant(database: Database): Promise<void> {
  const ready = await database.withTenant(
    CALENDAR_TENANT_ID,
    async (tx) => (await tx.select({ id: users.id }).from(users).where(eq(users.id, MANAGER_ID))).length > 0,
  );
  if (ready) return;
  const hash = await hashPassword(DEMO_PASSWORD); // never inside a transaction (PGlite)
  await database.withTenant(CALENDAR_TENANT_ID, async (tx) => {
    await tx
      .insert(tenants)
      .values({
        id: CALENDAR_TENANT_ID,
        name: 'Clínica Agenda',
        subscriptionStatus: 'active',
        trialEndsAt: null,
      })
      .onConflictDoNothing();
    await tx.insert(clinics).values({
      id: CALENDAR_CLINIC_ID,
      tenantId: CALENDAR_TENANT_ID,
      name: 'Clínica Agenda — Lisboa',
      city: 'Lisboa',
    });
    await tx
      .update(tenants)
      .set({ mainClinicId: CALENDAR_CLINIC_ID })
      .where(eq(tenants.id, CALENDAR_TENANT_ID));
    await tx.insert(services).values({
      id: CALENDAR_SERVICE_ID,
      tenantId: CALENDAR_TENANT_ID,
      name: 'Sessão de fisioterapia',
      priceCents: 3500,
      durationMinutes: 45,
      taxExemptionCode: 'M07',
      colour: '#0288d1',
    });
    const weekdays = ['monday', 'tuesday', 'wednesday', 'thursday', 'friday'] as const;
    await tx.insert(clinicSchedules).values(
      weekdays.map((weekday) => ({
        tenantId: CALENDAR_TENANT_ID,
        clinicId: CALENDAR_CLINIC_ID,
        weekday,
        startTime: '08:00',
        endTime: '20:00',
      })),
    );
    await tx.insert(users).values({
      id: MANAGER_ID,
      tenantId: CALENDAR_TENANT_ID,
      type: 'manager',
      email: CALENDAR_MANAGER_EMAIL,
      firstName: 'Inês',
      surname: 'Agenda',
      status: 'email_confirmed',
      passwordHash: hash,
      canLogin: true,
    });
    const rnd = random(4);
    const staff = Array.from({ length: CALENDAR_PROFESSIONALS }, (_, p) => p);
    await tx.insert(users).values(
      staff.map((p) => ({
        id: professionalId(p),
        tenantId: CALENDAR_TENANT_ID,
        type: 'professional' as const,
        email: `fisio${p + 1}@agenda.clinica.pt`,
        firstName: pick(rnd, p % 2 ? maleFirstNames : femaleFirstNames),
        surname: `${pick(rnd, surnames)} ${pick(rnd, surnames)}`,
        status: 'email_confirmed' as const,
        canLogin: false,
        defaultDurationMinutes: 45,
      })),
    );
    await tx.insert(clinicSpaces).values(
      staff.map((p) => ({
        id: roomId(p),
        tenantId: CALENDAR_TENANT_ID,
        clinicId: CALENDAR_CLINIC_ID,
        name: `Gabinete ${p + 1}`,
      })),
    );
    await tx.insert(userClinics).values(
      [MANAGER_ID, ...staff.map(professionalId)].map((userId) => ({
        tenantId: CALENDAR_TENANT_ID,
        userId,
        clinicId: CALENDAR_CLINIC_ID,
      })),
    );
    await tx.insert(professionalSchedules).values(
      staff.flatMap((p) =>
        weekdays.map((weekday) => ({
          tenantId: CALENDAR_TENANT_ID,
          professionalId: professionalId(p),
          clinicId: CALENDAR_CLINIC_ID,
          weekday,
          startTime: '08:00',
          endTime: '19:00',
        })),
      ),
    );
    for (let from = 0; from < CALENDAR_PATIENTS; from += 1_000) {
      const people = Array.from({ length: 1_000 }, (_, k) => {
        const n = from + k;
        const r = random(40_000 + n);
        return {
          id: patientId(n),
          tenantId: CALENDAR_TENANT_ID,
          type: 'patient' as const,
          firstName: pick(r, r() < 0.5 ? femaleFirstNames : maleFirstNames),
          surname: `${pick(r, surnames)} ${pick(r, surnames)}`,
          canLogin: false,
        };
      });
      await tx.insert(users).values(people);
      await tx
        .insert(patientProfiles)
        .values(people.map((u) => ({ tenantId: CALENDAR_TENANT_ID, userId: u.id })));
      await refreshSearchText(
        tx,
        people.map((u) => u.id),
      );
    }
  });
}

/**
 * One year of appointments in one statement: every weekday, every professional, hourly 45-minute
 * sessions from 08:00 to 18:45 local time, 87.5 % of them booked (a hash decides, so a second run
 * makes the same ones; ten years of them come to just over 500,000, cut in the last days of 2026); past ones mostly present, a few no-shows and cancellations.
 */
async function insertYear(database: Database, year: number, limit: number, now: Date): Promise<number> {
  const rows = await database.withTenant(CALENDAR_TENANT_ID, (tx) =>
    queryRows<{ n: number }>(
      tx,
      sql`with slots as (
            select (d::date + make_time(8 + k, 0, 0)) at time zone 'Europe/Lisbon' as starts_at, p,
                   abs(hashtext(d::date::text || ':' || p || ':' || k)::bigint) as h
              from generate_series(${`${year}-01-01`}::date, ${`${year}-12-31`}::date, interval '1 day') d,
                   generate_series(0, ${CALENDAR_PROFESSIONALS - 1}) p,
                   generate_series(0, 10) k
             where extract(isodow from d) < 6),
          kept as (select * from slots where h % 10000 < 8750 order by starts_at, p limit ${limit}),
          inserted as (
            insert into appointments (id, tenant_id, patient_id, professional_id, service_id, clinic_id, space_id,
                                      starts_at, ends_at, state, price_cents, created_at, updated_at)
            select gen_random_uuid(), ${CALENDAR_TENANT_ID},
                   ('0d3c7a52-5b1e-4c59-9d4a-9' || lpad(((h / 100) % ${CALENDAR_PATIENTS})::text, 11, '0'))::uuid,
                   ('0d3c7a52-5b1e-4c59-9d4a-' || lpad((4100 + p)::text, 12, '0'))::uuid,
                   ${CALENDAR_SERVICE_ID}, ${CALENDAR_CLINIC_ID},
                   ('0d3c7a52-5b1e-4c59-9d4a-' || lpad((4200 + p)::text, 12, '0'))::uuid,
                   starts_at, starts_at + interval '45 minutes',
                   (case when starts_at < ${now.toISOString()}::timestamptz then
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
  return rows[0]!.n;
}

/** Creates Clínica Agenda and its 500,000 appointments unless they are there. */
export async function seedLargeCalendar(
  database: Database,
  opts: { log?: (line: string) => void; now?: Date } = {},
): Promise<{ added: number; total: number; seconds: number }> {
  const started = Date.now();
  await ensureTenant(database);
  const count = async (year?: number) =>
    (
      await database.withTenant(CALENDAR_TENANT_ID, (tx) =>
        queryRows<{ n: number }>(
          tx,
          year
            ? sql`select count(*)::int as n from appointments
                   where starts_at >= ${`${year}-01-01T00:00:00Z`}::timestamptz
                     and starts_at < ${`${year + 1}-01-01T00:00:00Z`}::timestamptz`
            : sql`select count(*)::int as n from appointments`,
        ),
      )
    )[0]!.n;
  let total = await count();
  const before = total;
  for (let year = FIRST_YEAR; year <= LAST_YEAR && total < CALENDAR_APPOINTMENTS; year++) {
    if ((await count(year)) > 0) continue; // written by an earlier run (one statement per year: all or nothing)
    total += await insertYear(database, year, CALENDAR_APPOINTMENTS - total, opts.now ?? new Date());
    opts.log?.(`  ${year}: ${total.toLocaleString('pt-PT')} marcações`);
  }
  // Fresh statistics, or the planner guesses the calendar's ranges from an empty table.
  if (total > before) await database.db.execute(sql`analyze appointments`);
  return { added: total - before, total, seconds: (Date.now() - started) / 1000 };
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  const config = loadConfig();
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.databaseUrl ? undefined : path.join(config.dataDir, 'pglite'),
  });
  try {
    await migrate(database);
    const r = await seedLargeCalendar(database, { log: console.log });
    console.log(
      `Clínica Agenda: ${r.total.toLocaleString('pt-PT')} marcações (${r.added.toLocaleString('pt-PT')} novas, ${r.seconds.toFixed(1)} s); entrar como ${CALENDAR_MANAGER_EMAIL}`,
    );
  } finally {
    await database.close();
  }
}

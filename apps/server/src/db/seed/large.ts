/**
 * `npm run seed:large`: a separate tenant, "Clínica Grande", with one clinic, a manager and 50,000
 * patients, to see lists and search at size (and for `npm run bench`). Idempotent: what is there is
 * kept, a run cut short carries on where it stopped. Uses DATABASE_URL or the embedded database in
 * DATA_DIR, like `npm start` (with PGlite, stop the server first: one process at a time).
 */
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { eq, sql } from 'drizzle-orm';
import { loadConfig } from '../../config.js';
import { insertMany } from '../bulk.js';
import { migrate, openDatabase, queryRows, type Database } from '../client.js';
import { clinics, insurers, patientProfiles, tenants, userClinics, users } from '../schema.js';
import { hashPassword } from '../../modules/auth/passwords.js';
import { refreshSearchText } from '../../modules/patients/patients.repository.js';
import { DEMO_PASSWORD, seedId as id } from './demo-ids.js';
import {
  emailLocalPart,
  femaleFirstNames,
  jobs,
  maleFirstNames,
  mobileFor,
  nifFor,
  pick,
  random,
  streets,
  surnames,
} from './people.js';

export const LARGE_TENANT_ID = id(3);
export const LARGE_MANAGER_EMAIL = 'gestor@grande.clinica.pt';
export const LARGE_PATIENTS = 50_000;
const LARGE_MANAGER_ID = id(301);
const LARGE_CLINIC_ID = id(3001);
const LARGE_INSURER_IDS = [3401, 3402, 3403, 3404].map(id);
/** Patient n (0-based) has id …-5nnnnnnnnnnn: fixed, so a second run finds what the first wrote. */
const patientId = (n: number) => `0d3c7a52-5b1e-4c59-9d4a-5${String(n).padStart(11, '0')}`;
const profileId = (n: number) => `0d3c7a52-5b1e-4c59-9d4a-6${String(n).padStart(11, '0')}`;
const linkId = (n: number) => `0d3c7a52-5b1e-4c59-9d4a-7${String(n).padStart(11, '0')}`;
/** Rows per INSERT and per transaction. */
const BATCH = 2_500;

/** Patient n, always the same person: names with accents, Greater Porto address, NIF, mobile… */
function person(n: number, createdFrom: number, spanMs: number) {
  const rnd = random(n + 1);
  const female = rnd() < 0.52;
  const firsts = female ? femaleFirstNames : maleFirstNames;
  const first = pick(rnd, firsts);
  const second = rnd() < 0.4 ? pick(rnd, firsts) : null;
  const surname1 = pick(rnd, surnames);
  const surname2 = pick(rnd, surnames);
  const firstName = second && second !== first ? `${first} ${second}` : first;
  const surname = surname1 === surname2 ? surname1 : `${surname1} ${surname2}`;
  const [street, postalCode, city] = pick(rnd, streets);
  const year = 1930 + Math.floor(rnd() * 92);
  const month = 1 + Math.floor(rnd() * 12);
  const day = 1 + Math.floor(rnd() * 28);
  const email =
    rnd() < 0.8
      ? `${emailLocalPart(first, surname2)}${rnd() < 0.6 ? Math.floor(rnd() * 99) + 1 : ''}@exemplo.pt`
      : null;
  return {
    user: {
      id: patientId(n),
      tenantId: LARGE_TENANT_ID,
      type: 'patient' as const,
      firstName,
      surname,
      email,
      phone: rnd() < 0.9 ? mobileFor(n * 13 + 7) : null,
      canLogin: false,
      status: 'email_not_confirmed' as const,
      createdAt: new Date(createdFrom + Math.floor((n / LARGE_PATIENTS) * spanMs)),
    },
    profile: {
      id: profileId(n),
      tenantId: LARGE_TENANT_ID,
      userId: patientId(n),
      address: `${street}, ${1 + Math.floor(rnd() * 900)}`,
      postalCode,
      city,
      nif: rnd() < 0.85 ? nifFor(n * 7_919, n % 2 ? 1 : 2) : null,
      job: rnd() < 0.5 ? pick(rnd, jobs) : null,
      dateOfBirth: `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`,
      insurerId: rnd() < 0.3 ? pick(rnd, LARGE_INSURER_IDS) : null,
      consentSms: rnd() < 0.7,
      consentEmail: rnd() < 0.5,
    },
  };
}

async function ensureTenant(database: Database): Promise<void> {
  const ready = await database.withTenant(
    LARGE_TENANT_ID,
    async (tx) =>
      (await tx.select({ id: users.id }).from(users).where(eq(users.id, LARGE_MANAGER_ID))).length > 0,
  );
  if (ready) return;
  const hash = await hashPassword(DEMO_PASSWORD); // never inside a transaction (DESIGN: PGlite)
  await database.withTenant(LARGE_TENANT_ID, async (tx) => {
    await tx
      .insert(tenants)
      .values({
        id: LARGE_TENANT_ID,
        name: 'Clínica Grande',
        subscriptionStatus: 'active',
        trialEndsAt: null,
      })
      .onConflictDoNothing();
    await tx
      .insert(clinics)
      .values({
        id: LARGE_CLINIC_ID,
        tenantId: LARGE_TENANT_ID,
        name: 'Clínica Grande — Porto',
        address: 'Avenida da Boavista, 2300',
        postalCode: '4100-119',
        city: 'Porto',
      })
      .onConflictDoNothing();
    await tx.update(tenants).set({ mainClinicId: LARGE_CLINIC_ID }).where(eq(tenants.id, LARGE_TENANT_ID));
    await tx
      .insert(insurers)
      .values(
        ['Médis', 'Multicare', 'AdvanceCare', 'ADSE'].map((name, i) => ({
          id: LARGE_INSURER_IDS[i]!,
          tenantId: LARGE_TENANT_ID,
          name,
        })),
      )
      .onConflictDoNothing();
    await tx.insert(users).values({
      id: LARGE_MANAGER_ID,
      tenantId: LARGE_TENANT_ID,
      type: 'manager',
      email: LARGE_MANAGER_EMAIL,
      firstName: 'Guilherme',
      surname: 'Grande',
      status: 'email_confirmed',
      passwordHash: hash,
      canLogin: true,
    });
    await tx
      .insert(userClinics)
      .values({ tenantId: LARGE_TENANT_ID, userId: LARGE_MANAGER_ID, clinicId: LARGE_CLINIC_ID });
  });
}

/**
 * Creates Clínica Grande and its patients unless they are there. Inserts of 2,500 rows (`insertMany`), one
 * transaction each (as the application role: row-level security applies), the search text filled by
 * the repository's own function. Returns how many patients it added.
 */
export async function seedLargeClinic(
  database: Database,
  opts: { patients?: number; log?: (line: string) => void } = {},
): Promise<{ added: number; total: number; seconds: number }> {
  const wanted = opts.patients ?? LARGE_PATIENTS;
  const started = Date.now();
  await ensureTenant(database);
  const [row] = await database.withTenant(LARGE_TENANT_ID, (tx) =>
    queryRows<{ n: number }>(tx, sql`select count(*)::int as n from users where type = 'patient'`),
  );
  const existing = row?.n ?? 0;
  const createdFrom = Date.UTC(2018, 0, 8);
  const spanMs = Date.UTC(2026, 0, 1) - createdFrom;
  for (let from = Math.floor(existing / BATCH) * BATCH; from < wanted; from += BATCH) {
    const people = Array.from({ length: Math.min(BATCH, wanted - from) }, (_, k) =>
      person(from + k, createdFrom, spanMs),
    );
    await database.withTenant(LARGE_TENANT_ID, async (tx) => {
      await insertMany(
        tx,
        users,
        people.map((p) => p.user),
      );
      await insertMany(
        tx,
        patientProfiles,
        people.map((p) => p.profile),
      );
      await insertMany(
        tx,
        userClinics,
        people.map((p, k) => ({
          id: linkId(from + k),
          tenantId: LARGE_TENANT_ID,
          userId: p.user.id,
          clinicId: LARGE_CLINIC_ID,
        })),
      );
      await refreshSearchText(
        tx,
        people.map((p) => p.user.id),
      );
    });
    opts.log?.(`  ${Math.min(from + BATCH, wanted).toLocaleString('pt-PT')} pacientes`);
  }
  if (existing < wanted) await database.db.execute(sql`analyze users, patient_profiles, user_clinics`);
  return {
    added: Math.max(0, wanted - existing),
    total: Math.max(existing, wanted),
    seconds: (Date.now() - started) / 1000,
  };
}

async function main(): Promise<void> {
  const config = loadConfig();
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.databaseUrl ? undefined : path.join(config.dataDir, 'pglite'),
  });
  try {
    await migrate(database);
    console.log(
      `Clínica Grande (${database.kind === 'pglite' ? `PGlite in ${config.dataDir}` : 'PostgreSQL'}) …`,
    );
    const r = await seedLargeClinic(database, { log: (line) => console.log(line) });
    console.log(
      r.added
        ? `${r.added.toLocaleString('pt-PT')} pacientes criados em ${r.seconds.toFixed(1)} s.`
        : `Já existia: ${r.total.toLocaleString('pt-PT')} pacientes.`,
    );
    console.log(`Login: ${LARGE_MANAGER_EMAIL} / ${DEMO_PASSWORD}`);
  } finally {
    await database.close();
  }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main().catch((e: unknown) => {
    console.error(e instanceof Error ? (e.stack ?? e.message) : e);
    process.exitCode = 1;
  });
}

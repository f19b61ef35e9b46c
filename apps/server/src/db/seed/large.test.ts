import { afterAll, beforeAll, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { isValidNif } from '@clinica/contracts/pt';
import { migrate, openDatabase, queryRows, type Database } from '../client.js';
import { seedId } from './demo-ids.js';
import { generatedId, seedGeneratedClinic, SHARED_WEEK, type GeneratedClinic } from './large.js';
import {
  containsSearchedName,
  otherFemaleFirstNames,
  otherMaleFirstNames,
  otherSurnames,
} from './large-names.js';
import { femaleFirstNames, maleFirstNames } from './people.js';

// The two bench sizes scaled down: the same 300 core patients and shared week, ten times the rest.
const small: GeneratedClinic = {
  tenantId: seedId(91),
  name: 'Clínica Teste Pequena',
  domain: 'teste-pequena',
  patients: 300,
  corePatients: 300,
  appointments: 1_000,
};
const large: GeneratedClinic = {
  ...small,
  tenantId: seedId(92),
  name: 'Clínica Teste Grande',
  domain: 'teste-grande',
  patients: 3_000,
  appointments: 10_000,
};

let database: Database;
beforeAll(async () => {
  database = await openDatabase({});
  await migrate(database);
});
afterAll(() => database.close());

interface Patient {
  id: string;
  name: string;
  email: string | null;
  phone: string | null;
  nif: string | null;
  search_text: string;
  expected: string;
  clinics: number;
}
const patients = (c: GeneratedClinic) =>
  database.withTenant(c.tenantId, (tx) =>
    queryRows<Patient>(
      tx,
      sql`select u.id, u.first_name || ' ' || u.surname as name, u.email, u.phone, p.nif, u.search_text,
                 app_search_text(concat_ws(' ', u.first_name, u.surname, u.email, u.phone, p.nif)) as expected,
                 (select count(*)::int from user_clinics uc where uc.user_id = u.id) as clinics
            from users u join patient_profiles p on p.user_id = u.id
           where u.type = 'patient' order by u.created_at`,
    ),
  );

/** The shared week as a calendar shows it: when, who, with whom, where, in which state. */
const sharedWeek = (c: GeneratedClinic) =>
  database.withTenant(c.tenantId, (tx) =>
    queryRows<Record<string, string>>(
      tx,
      sql`select a.starts_at::text, a.ends_at::text, a.state::text, pro.first_name || ' ' || pro.surname as professional,
                 pat.first_name || ' ' || pat.surname as patient, s.name as room, sv.name as service
            from appointments a join users pro on pro.id = a.professional_id join users pat on pat.id = a.patient_id
                 join clinic_spaces s on s.id = a.space_id join services sv on sv.id = a.service_id
           where a.starts_at >= ${SHARED_WEEK.from}::timestamptz and a.starts_at < ${SHARED_WEEK.to}::timestamptz
           order by a.starts_at, professional`,
    ),
  );

const appointmentCount = (c: GeneratedClinic) =>
  database.withTenant(c.tenantId, (tx) =>
    queryRows<{ n: number; first: string; last: string }>(
      tx,
      sql`select count(*)::int as n, min(starts_at)::date::text as first, max(starts_at)::date::text as last
            from appointments`,
    ),
  );

it('no name a generated clinic adds around its core patients contains a first name searches use', () => {
  for (const name of [...otherMaleFirstNames, ...otherFemaleFirstNames, ...otherSurnames]) {
    expect(containsSearchedName(name), name).toBe(false);
  }
  expect(containsSearchedName('Luciana')).toBe(true);
  expect(otherSurnames.length).toBeGreaterThan(60);
});

it('generates two sizes with the same core patients and the same shared week; a second run adds nothing', async () => {
  const first = await Promise.all([small, large].map((c) => seedGeneratedClinic(database, c)));
  expect(first.map((r) => [r.patients, r.appointments])).toEqual([
    [300, 1_000],
    [3_000, 10_000],
  ]);
  const [smallPatients, largePatients] = await Promise.all([patients(small), patients(large)]);
  expect(largePatients).toHaveLength(3_000);
  for (const rows of [smallPatients, largePatients]) {
    expect(rows.filter((r) => r.search_text !== r.expected || r.clinics !== 1)).toEqual([]);
    expect(rows.filter((r) => r.nif !== null && !isValidNif(r.nif))).toEqual([]);
    expect(rows.some((r) => /[áàâãçéêíóôõú]/i.test(r.name))).toBe(true);
  }
  expect(largePatients[0]!.id).toBe(generatedId(large.tenantId, 'patient', 0));
  // The API's contracts take them (zod's uuid wants a version and a variant).
  expect(largePatients.filter((r) => !z.uuid().safeParse(r.id).success)).toEqual([]);
  expect(new Set(largePatients.map((r) => r.name)).size).toBeGreaterThan(2_500);

  // The core patients are the same people; no other patient matches a first name of people.ts.
  const person = ({ name, email, phone, nif, search_text }: Patient) => ({
    name,
    email,
    phone,
    nif,
    search_text,
  });
  expect(largePatients.slice(0, 300).map(person)).toEqual(smallPatients.map(person));
  const searched = [...maleFirstNames, ...femaleFirstNames].map((f) => f.toLowerCase());
  expect(largePatients.slice(300).filter((r) => containsSearchedName(r.search_text))).toEqual([]);
  expect(smallPatients.filter((r) => searched.some((f) => r.name.toLowerCase().includes(f)))).toHaveLength(
    300,
  );

  // The same week in both: every professional's booked slots, with the same patients and states.
  const [smallWeek, largeWeek] = await Promise.all([sharedWeek(small), sharedWeek(large)]);
  expect(smallWeek.length).toBeGreaterThan(900);
  expect(largeWeek).toEqual(smallWeek);
  expect(new Set(smallWeek.map((a) => a.state))).toEqual(
    new Set([
      'present',
      'scheduled',
      'canceled_patient',
      'canceled',
      'noshow_justified',
      'noshow_unjustified',
    ]),
  );
  // Ten times the history around it, nearest weeks first.
  const [[smallCount], [largeCount]] = await Promise.all([appointmentCount(small), appointmentCount(large)]);
  expect(smallCount).toEqual({ n: 1_000, first: '2026-11-16', last: '2026-11-27' });
  expect(largeCount).toEqual({ n: 10_000, first: '2026-10-19', last: '2026-12-30' });

  const again = await seedGeneratedClinic(database, large);
  expect([again.patients, again.appointments]).toEqual([0, 0]);
  expect((await appointmentCount(large))[0]!.n).toBe(10_000);
});

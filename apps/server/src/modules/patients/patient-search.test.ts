import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { queryRows } from '../../db/client.js';
import { DEMO_TENANT_ID } from '../../db/seed/demo.js';
import { mobileFor, nifFor } from '../../db/seed/people.js';
import { createTestApp, type TestApp } from '../../test/test-app.js';
import { DEMO_PROFESSIONAL_ID as FISIO, DEMO_FRONT_DESK_ID as RECECAO } from '../../db/seed/demo-ids.js';

let t: TestApp;
let manager: string;
let clinicA: string;
let insurer: string;
beforeAll(async () => {
  t = await createTestApp();
  manager = await t.login('gestor@demo.clinica.pt');
});
afterAll(() => t.close());

const api = async (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object, cookie = manager) => {
  const res = await t.request({ method, url, payload, cookie });
  expect(res.statusCode, `${method} ${url}: ${res.body}`).toBeLessThan(300);
  return res.json();
};

const firstNames = ['João', 'Joao', 'Joana', 'Maria João', 'Ana', 'Sérgio', 'José'];
const surnames = ['Silva', 'da Silva Conceição', 'Gonçalves', 'Sousa', 'Joanes'];

/**
 * Clínica Demo: 35 patients at two clinics, one of both, or none; some with an insurer, some without a
 * date of birth, some deleted (inactive), a few with appointments with the physiotherapist. Clínica
 * Teste has namesakes, which no search of the demo clinic may return.
 */
async function arrange(): Promise<void> {
  clinicA = (await api('POST', '/api/v1/clinics', { name: 'Clínica A' })).id;
  const clinicB = (await api('POST', '/api/v1/clinics', { name: 'Clínica B' })).id;
  insurer = (await api('POST', '/api/v1/insurers', { name: 'Seguradora Busca' })).id;
  const clinicSets = [[clinicA], [clinicB], [clinicA, clinicB], []];
  const ids: string[] = [];
  for (let n = 0; n < 35; n++) {
    const first = firstNames[n % firstNames.length]!;
    const surname = surnames[(n * 3) % surnames.length]!;
    const p = await api('POST', '/api/v1/users/patients', {
      first_name: first,
      surname,
      // "joao" also hides in e-mails, so that not every match is in the name.
      email: n % 4 === 0 ? `${n % 8 === 0 ? 'joaozinho' : 'ana'}${n}@exemplo.pt` : undefined,
      phone: n % 3 === 0 ? mobileFor(n) : undefined,
      nif: n % 2 === 0 ? nifFor(4_000 + n) : undefined,
      date_of_birth: n % 5 === 0 ? undefined : `19${50 + (n % 7)}-0${1 + (n % 9)}-1${n % 10}`,
      insurer_id: n % 3 === 1 ? insurer : undefined,
      clinic_ids: clinicSets[n % clinicSets.length],
    });
    ids.push(p.id as string);
  }
  // Deleted patients that other records need stay as inactive rows (DESIGN §9).
  await t.database.withTenant(DEMO_TENANT_ID, (tx) =>
    tx.execute(
      sql`update users set active = false where id = any(${sql.param(ids.filter((_, n) => n % 6 === 5))}::uuid[])`,
    ),
  );
  await t.database.withTenant(DEMO_TENANT_ID, (tx) =>
    tx.execute(sql`insert into user_clinics (id, tenant_id, user_id, clinic_id)
                   values (gen_random_uuid(), ${DEMO_TENANT_ID}, ${RECECAO}, ${clinicA})`),
  );
  const service = await api('POST', '/api/v1/services', {
    name: 'Consulta de pesquisa',
    duration_minutes: 30,
    price_cents: 3000,
  });
  for (const [k, n] of [0, 1, 3, 7].entries()) {
    await api('POST', '/api/v1/appointments', {
      patient_id: ids[n],
      professional_id: FISIO,
      service_id: service.id,
      clinic_id: clinicA,
      starts_at: `2027-03-0${2 + k}T10:00:00.000Z`,
      confirm_outside_schedule: true,
    });
  }
  await api('PUT', '/api/v1/permissions', {
    user_id: FISIO,
    permissions: { patients: { list_all: false } },
  });
  const teste = await t.login('gestor@teste.clinica.pt');
  for (const first of ['João', 'Joana'])
    await api('POST', '/api/v1/users/patients', { first_name: first, surname: 'Silva' }, teste);
}

type Known = {
  id: string;
  active: boolean;
  text: string;
  insurer_id: string | null;
  clinics: string[];
  with_fisio: boolean;
};

/**
 * Every patient of the demo clinic in the list's order, from a plain query: no search function, no
 * stored search text (recomputed from the fields), nothing filtered.
 */
async function everyPatient(sort: string, order: 'asc' | 'desc'): Promise<Known[]> {
  const key =
    sort === 'created_at'
      ? sql`u.created_at`
      : sort === 'date_of_birth'
        ? sql`p.date_of_birth`
        : sql`lower(u.first_name || ' ' || u.surname)`;
  return t.database.withTenant(DEMO_TENANT_ID, (tx) =>
    queryRows<Known>(
      tx,
      sql`select u.id, u.active, p.insurer_id,
                 app_search_text(concat_ws(' ', u.first_name, u.surname, u.email, u.phone, p.nif)) as text,
                 array(select uc.clinic_id from user_clinics uc where uc.user_id = u.id) as clinics,
                 exists (select 1 from appointments a where a.patient_id = u.id and a.professional_id = ${FISIO}) as with_fisio
            from users u join patient_profiles p on p.user_id = u.id
           where u.type = 'patient'
           order by ${key} ${order === 'desc' ? sql`desc` : sql`asc`}, u.id`,
    ),
  );
}

const plain = (s: string) => s.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

describe('patient search', () => {
  it('keeps the trigram index without a pending list (fastupdate off)', async () => {
    const [row] = await queryRows<{ options: string[] | null }>(
      t.database.db,
      sql`select reloptions as options from pg_class where relname = 'users_search_trgm_idx'`,
    );
    expect(row?.options ?? []).toContain('fastupdate=false');
  });

  it('answers the same page and total as filtering every patient, for any words, scope and filter', async () => {
    await arrange();
    const users = {
      manager: { cookie: manager, sees: () => true },
      // Front desk of clinic A, data sharing off: patients of clinic A or of no clinic.
      frontDesk: {
        cookie: await t.login('rececao@demo.clinica.pt'),
        sees: (p: Known) => p.clinics.length === 0 || p.clinics.includes(clinicA),
      },
      // A professional without patients:list_all: only their patients.
      professional: { cookie: await t.login('fisio@demo.clinica.pt'), sees: (p: Known) => p.with_fisio },
    };
    const words = [
      'joao',
      'JOÃO',
      'joão silva',
      'silva joao',
      'joa',
      'conceicao',
      'exemplo.pt',
      '20004',
      'zzz',
    ];
    const variants: Array<Record<string, string>> = [
      {},
      { active: 'false' },
      { active: 'all' },
      { clinic_id: clinicA },
      { insurer_id: insurer },
      { sort: 'created_at', order: 'desc' },
      { sort: 'date_of_birth' },
      { sort: 'date_of_birth', order: 'desc', active: 'all' },
      { sort: 'unknown', order: 'desc' },
      { page_size: '2', page: '2' },
      { page_size: '2', page: '40' },
    ];
    const all = new Map<string, Known[]>();
    // The plain list's items, for comparing every field of what a search answers.
    const items = new Map<string, unknown>(
      (await api('GET', '/api/v1/users/patients?active=all&page_size=200')).items.map((i: { id: string }) => [
        i.id,
        i,
      ]),
    );
    let nonEmpty = 0;
    for (const [who, user] of Object.entries(users)) {
      for (const q of words) {
        for (const v of variants) {
          const sort = ['created_at', 'date_of_birth'].includes(v.sort ?? '') ? v.sort! : 'name';
          const order = v.order === 'desc' ? 'desc' : 'asc';
          if (!all.has(`${sort} ${order}`)) all.set(`${sort} ${order}`, await everyPatient(sort, order));
          const expected = all
            .get(`${sort} ${order}`)!
            .filter(
              (p) =>
                user.sees(p) &&
                (v.active === 'all' || p.active === (v.active !== 'false')) &&
                (!v.clinic_id || p.clinics.includes(v.clinic_id)) &&
                (!v.insurer_id || p.insurer_id === v.insurer_id) &&
                plain(q)
                  .split(/\s+/)
                  .every((w) => p.text.includes(w)),
            )
            .map((p) => p.id);
          const size = Number(v.page_size ?? 25);
          const page = Number(v.page ?? 1);
          const res = await api(
            'GET',
            `/api/v1/users/patients?${new URLSearchParams({ ...v, q })}`,
            undefined,
            user.cookie,
          );
          const label = `${who} q=${q} ${JSON.stringify(v)}`;
          expect(res.total, label).toBe(expected.length);
          expect(
            res.items.map((i: { id: string }) => i.id),
            label,
          ).toEqual(expected.slice((page - 1) * size, page * size));
          for (const item of res.items) expect(item, label).toEqual(items.get(item.id));
          if (res.items.length) nonEmpty++;
        }
      }
    }
    // The fixture means something: most searches find patients.
    expect(nonEmpty).toBeGreaterThan(100);
  });
});

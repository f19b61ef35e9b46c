import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { strFromU8, unzipSync } from 'fflate';
import { queryRows } from '../../db/client.js';
import { DEMO_TENANT_ID } from '../../db/seed/demo.js';
import { DEMO_PATIENT_ID, DEMO_PROFESSIONAL_ID as FISIO } from '../../db/seed/demo-ids.js';
import { nifFor } from '../../db/seed/people.js';
import { useTestApp } from '../../test/test-app.js';

const t = useTestApp();

/** The demo patient João Carlos Silva (paciente@demo.clinica.pt) has this NIF. */
const DEMO_NIF = '123456789';
const duplicate = {
  code: 'duplicate_nif',
  message: 'Já existe um paciente com este NIF',
  fields: { nif: 'Já existe um paciente com este NIF' },
  details: { patient_id: DEMO_PATIENT_ID, name: 'João Carlos Silva' },
};

let serial = 0;
/** A valid NIF no patient has yet (9-digit, check digit right). */
const freshNif = () => nifFor(7_000_000 + ++serial * 7);

const create = async (body: object, cookie?: string) => {
  const res = await t.api('POST', '/api/v1/users/patients', body, cookie);
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { id: string; nif: string | null };
};
const check = async (query: Record<string, string>, cookie?: string) => {
  const res = await t.api(
    'GET',
    `/api/v1/users/patients/nif-check?${new URLSearchParams(query)}`,
    undefined,
    cookie,
  );
  expect(res.statusCode, res.body).toBe(200);
  return res.json().duplicate as { id: string; name: string } | null;
};
const trail = async (id: string) =>
  (await t.api('GET', `/api/v1/users/patients/${id}/audit`)).json().items as Array<{
    action: string;
    detail: string | null;
  }>;
const searchTotal = async (q: string, cookie?: string) =>
  (
    await t.api('GET', `/api/v1/users/patients?active=all&q=${encodeURIComponent(q)}`, undefined, cookie)
  ).json().total as number;
/** The audit rows of one action about a patient, straight from the table (details included). */
const auditRows = (patientId: string, action: string) =>
  t.database.withTenant(DEMO_TENANT_ID, (tx) =>
    queryRows<{ details: Record<string, string> | null }>(
      tx,
      sql`select details from audit_events where entity = 'patient' and entity_id = ${patientId} and action = ${action}`,
    ),
  );

describe('a second patient with the same NIF', () => {
  it('is refused on create with 409 naming the existing patient, and nothing is written', async () => {
    for (const nif of [DEMO_NIF, 'PT 123 456 789']) {
      const res = await t.api('POST', '/api/v1/users/patients', {
        first_name: 'Duplicado',
        surname: 'Recusado',
        nif,
      });
      expect(res.statusCode).toBe(409);
      expect(res.json().error).toEqual(duplicate);
    }
    // Explicitly not confirmed: the same answer.
    const refused = await t.api('POST', '/api/v1/users/patients', {
      first_name: 'Duplicado',
      surname: 'Recusado',
      nif: DEMO_NIF,
      confirm_duplicate_nif: false,
    });
    expect(refused.statusCode).toBe(409);
    expect(await searchTotal('duplicado recusado')).toBe(0);
    const rows = await t.database.withTenant(DEMO_TENANT_ID, (tx) =>
      queryRows<{ n: number }>(
        tx,
        sql`select count(*)::int as n from users where first_name = 'Duplicado' and surname = 'Recusado'`,
      ),
    );
    expect(rows[0]!.n).toBe(0);
  });

  it('is saved with the confirmation, which the audit log keeps with the other patient', async () => {
    const p = await create({
      first_name: 'Duplicado',
      surname: 'Confirmado',
      nif: DEMO_NIF,
      confirm_duplicate_nif: true,
    });
    expect(p.nif).toBe(DEMO_NIF);
    const events = await trail(p.id);
    expect(events.map((e) => e.action).sort()).toEqual(['patient.create', 'patient.duplicate_nif_confirmed']);
    expect(events.find((e) => e.action === 'patient.duplicate_nif_confirmed')!.detail).toBe(
      'João Carlos Silva',
    );
    expect(await auditRows(p.id, 'patient.duplicate_nif_confirmed')).toEqual([
      { details: { other_patient_id: DEMO_PATIENT_ID } },
    ]);
    // The patient's own GDPR export keeps the event but not the other person's name.
    const exported = await t.api('GET', `/api/v1/users/patients/${p.id}/export`);
    const doc = JSON.parse(strFromU8(unzipSync(new Uint8Array(exported.rawPayload))['paciente.json']!));
    expect(doc.audit).toContainEqual(
      expect.objectContaining({ action: 'patient.duplicate_nif_confirmed', detail: null }),
    );
    expect(JSON.stringify(doc)).not.toContain('João Carlos Silva');
    // The first patient with the NIF stays the one named.
    expect(await check({ nif: DEMO_NIF })).toEqual({ id: DEMO_PATIENT_ID, name: 'João Carlos Silva' });
    expect(await check({ nif: DEMO_NIF, exclude_id: DEMO_PATIENT_ID })).toEqual({
      id: p.id,
      name: 'Duplicado Confirmado',
    });
  });

  it('is refused on update, unless confirmed; a NIF kept as it was is not asked again', async () => {
    const nifA = freshNif();
    const nifB = freshNif();
    const a = await create({ first_name: 'Ana', surname: 'Primeira', nif: nifA });
    const b = await create({ first_name: 'Beatriz', surname: 'Segunda', nif: nifB });

    const res = await t.api('PUT', `/api/v1/users/patients/${b.id}`, { nif: nifA, city: 'Braga' });
    expect(res.statusCode).toBe(409);
    expect(res.json().error).toEqual({
      ...duplicate,
      details: { patient_id: a.id, name: 'Ana Primeira' },
    });
    const unchanged = (await t.api('GET', `/api/v1/users/patients/${b.id}`)).json();
    expect(unchanged).toMatchObject({ nif: nifB, city: null });
    expect((await trail(b.id)).map((e) => e.action)).not.toContain('patient.update');

    const saved = await t.api('PUT', `/api/v1/users/patients/${b.id}`, {
      nif: nifA,
      city: 'Braga',
      confirm_duplicate_nif: true,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ nif: nifA, city: 'Braga' });
    expect(await auditRows(b.id, 'patient.duplicate_nif_confirmed')).toEqual([
      { details: { other_patient_id: a.id } },
    ]);

    // The form sends every field: the same NIF again, unconfirmed, saves, and nothing new is confirmed.
    const again = await t.api('PUT', `/api/v1/users/patients/${b.id}`, { nif: nifA, city: 'Guimarães' });
    expect(again.statusCode, again.body).toBe(200);
    expect(await auditRows(b.id, 'patient.duplicate_nif_confirmed')).toHaveLength(1);
    // A patient's own NIF is never a duplicate of themself.
    expect((await t.api('PUT', `/api/v1/users/patients/${a.id}`, { nif: nifA })).statusCode).toBe(200);
    // Confirming where there is no duplicate writes no confirmation.
    const c = await create({ first_name: 'Carla', surname: 'Terceira', confirm_duplicate_nif: true });
    const alone = await t.api('PUT', `/api/v1/users/patients/${c.id}`, {
      nif: freshNif(),
      confirm_duplicate_nif: true,
    });
    expect(alone.statusCode).toBe(200);
    expect(await auditRows(c.id, 'patient.duplicate_nif_confirmed')).toEqual([]);
  });

  it('never counts the final consumer’s NIF 999999990', async () => {
    const first = await create({ first_name: 'Consumidor', surname: 'Um', nif: '999999990' });
    const second = await create({ first_name: 'Consumidor', surname: 'Dois', nif: '999999990' });
    expect(second.nif).toBe('999999990');
    expect(await check({ nif: '999999990' })).toBeNull();
    const changed = await t.api('PUT', `/api/v1/users/patients/${first.id}`, { nif: '999999990' });
    expect(changed.statusCode).toBe(200);
    expect(await auditRows(second.id, 'patient.duplicate_nif_confirmed')).toEqual([]);
  });

  it('does not count, nor reveal, another clinic’s patient with the same NIF', async () => {
    const theirs = freshNif();
    await create({ first_name: 'Henrique', surname: 'Macedo Braga', nif: theirs }, t.other);
    expect(await check({ nif: theirs }, t.other)).toMatchObject({ name: 'Henrique Macedo Braga' });
    expect(await check({ nif: theirs })).toBeNull();
    const mine = await create({ first_name: 'Homónimo', surname: 'Fiscal', nif: theirs });
    expect(await auditRows(mine.id, 'patient.duplicate_nif_confirmed')).toEqual([]);
    // Nor the other way round: the demo patient's NIF is free in Clínica Teste.
    expect(await check({ nif: DEMO_NIF }, t.other)).toBeNull();
    const res = await t.api(
      'POST',
      '/api/v1/users/patients',
      { first_name: 'Outro', surname: 'Tenant', nif: DEMO_NIF },
      t.other,
    );
    expect(res.statusCode, res.body).toBe(201);
    // Excluding another clinic's patient by id changes nothing and says nothing about them.
    expect(await check({ nif: theirs, exclude_id: DEMO_PATIENT_ID }, t.other)).toMatchObject({
      name: 'Henrique Macedo Braga',
    });
    expect(await check({ nif: DEMO_NIF, exclude_id: res.json().id })).toEqual({
      id: DEMO_PATIENT_ID,
      name: 'João Carlos Silva',
    });
  });

  it('tells a professional without patients:list_all nothing about a patient they cannot see', async () => {
    const nif = freshNif();
    const hidden = await create({ first_name: 'Oculto', surname: 'Ao Fisio', nif });
    const fisio = await t.login('fisio@demo.clinica.pt');
    // With list_all (the default) the professional sees every patient, this one too.
    expect(await check({ nif }, fisio)).toEqual({ id: hidden.id, name: 'Oculto Ao Fisio' });
    await t.api('PUT', '/api/v1/permissions', {
      user_id: FISIO,
      permissions: { patients: { list_all: false } },
    });
    try {
      expect(await check({ nif }, fisio)).toBeNull();
      const res = await t.api(
        'POST',
        '/api/v1/users/patients',
        { first_name: 'Do', surname: 'Fisio', nif },
        fisio,
      );
      expect(res.statusCode, res.body).toBe(201);
      expect(await auditRows(res.json().id, 'patient.duplicate_nif_confirmed')).toEqual([]);
    } finally {
      await t.api('PUT', '/api/v1/permissions', {
        user_id: FISIO,
        permissions: { patients: { list_all: true } },
      });
    }
  });

  it('does not count an inactive (deleted) patient', async () => {
    const nif = freshNif();
    const gone = await create({ first_name: 'Inativo', surname: 'Antigo', nif });
    expect(await check({ nif })).toEqual({ id: gone.id, name: 'Inativo Antigo' });
    await t.database.withTenant(DEMO_TENANT_ID, (tx) =>
      tx.execute(sql`update users set active = false where id = ${gone.id}`),
    );
    expect(await check({ nif })).toBeNull();
    await create({ first_name: 'Ativo', surname: 'Novo', nif });
  });
});

describe('GET /api/v1/users/patients/nif-check', () => {
  it('answers the patient who has the NIF, or null; another format of the same NIF too', async () => {
    expect(await check({ nif: DEMO_NIF, exclude_id: '00000000-0000-4000-8000-000000000000' })).toMatchObject({
      id: DEMO_PATIENT_ID,
    });
    expect(await check({ nif: 'pt123456789' })).toMatchObject({ id: DEMO_PATIENT_ID });
    expect(await check({ nif: freshNif() })).toBeNull();
  });

  it('answers 400 on a bad or missing NIF or exclude_id', async () => {
    const bad = await t.api('GET', '/api/v1/users/patients/nif-check?nif=123456780');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toMatchObject({ code: 'validation_failed', fields: { nif: 'NIF inválido' } });
    for (const q of ['', '?nif=12345', '?nif=abc', `?nif=${DEMO_NIF}&exclude_id=nope`]) {
      expect((await t.api('GET', `/api/v1/users/patients/nif-check${q}`)).statusCode, q).toBe(400);
    }
  });

  it('needs a session and patients:read', async () => {
    expect(
      (await t.request({ method: 'GET', url: `/api/v1/users/patients/nif-check?nif=${DEMO_NIF}` }))
        .statusCode,
    ).toBe(401);
    const fd = await t.login('rececao@demo.clinica.pt');
    expect(await check({ nif: DEMO_NIF }, fd)).toMatchObject({ id: DEMO_PATIENT_ID });
  });

  it('looks the NIF up through its index under row-level security', async () => {
    const plan = await t.database.withTenant(DEMO_TENANT_ID, async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      return queryRows<{ 'QUERY PLAN': string }>(
        tx,
        sql`explain select p.user_id from patient_profiles p
             where p.tenant_id = ${DEMO_TENANT_ID} and p.nif = ${DEMO_NIF}`,
      );
    });
    expect(plan.map((r) => r['QUERY PLAN']).join('\n')).toContain('patient_profiles_tenant_nif_idx');
  });
});

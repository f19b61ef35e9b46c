import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { PatientHome } from '@clinica/contracts/notifications';
import { DEMO_MANAGER_ID, DEMO_PATIENT_ID, DEMO_TENANT_ID } from '../../db/seed/demo-ids.js';
import { useTestApp } from '../../test/test-app.js';

/** Issue 50 item 3: the patient's home — their clinics' contacts, and cancelling outside the window. */
const t = useTestApp();
const CLINIC = randomUUID();
const SERVICE = randomUUID();
beforeAll(async () => {
  for (const statement of [
    sql`insert into clinics (id, tenant_id, name, phone, email) values (${CLINIC}, ${DEMO_TENANT_ID}, 'Clínica da Sé', '+351 212 345 678', 'se@demo.clinica.pt')`,
    sql`insert into services (id, tenant_id, name, price_cents, tax_exemption_code) values (${SERVICE}, ${DEMO_TENANT_ID}, 'Sessão da Sé', 3500, 'M07')`,
    sql`insert into user_clinics (id, tenant_id, user_id, clinic_id) values (${randomUUID()}, ${DEMO_TENANT_ID}, ${DEMO_PATIENT_ID}, ${CLINIC})`,
  ])
    await t.asOwner(statement, DEMO_TENANT_ID);
});

async function appointmentIn(hours: number, patient = DEMO_PATIENT_ID) {
  const id = randomUUID();
  const starts = new Date(Math.floor(t.clock.now().getTime() / 3_600_000) * 3_600_000 + hours * 3_600_000);
  await t.asOwner(
    sql`insert into appointments (id, tenant_id, patient_id, professional_id, service_id, clinic_id, starts_at, ends_at, price_cents)
        select ${id}, ${DEMO_TENANT_ID}, ${patient}, ${DEMO_MANAGER_ID},
          ${SERVICE}, ${CLINIC},
          ${starts.toISOString()}::timestamptz, ${starts.toISOString()}::timestamptz + interval '30 minutes', 3500`,
    DEMO_TENANT_ID,
  );
  return id;
}
const cancel = (id: string, cookie: string) =>
  t.api('POST', '/api/v1/me/appointment-cancellations', { appointment_id: id }, cookie);

describe('the patient’s home', () => {
  it('lists the clinics’ contacts and the window', async () => {
    const patient = await t.login('paciente@demo.clinica.pt');
    const res = await t.api('GET', '/api/v1/me/home', undefined, patient);
    expect(res.statusCode, res.body).toBe(200);
    const home = res.json() as PatientHome;
    expect(home.cancellation_window_hours).toBe(24);
    expect(home.clinics).toContainEqual(
      expect.objectContaining({ id: CLINIC, phone: '+351 212 345 678', email: 'se@demo.clinica.pt' }),
    );
  });

  it('cancels an own appointment more than the window ahead; refuses one inside it, another’s, and staff', async () => {
    const patient = await t.login('paciente@demo.clinica.pt');
    const far = await appointmentIn(24 * 40 + 3);
    const near = await appointmentIn(3);
    const res = await cancel(far, patient);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ appointment_id: far, state: 'canceled_patient' });
    expect((await cancel(far, patient)).statusCode).toBe(409); // already cancelled

    const late = await cancel(near, patient);
    expect(late.statusCode).toBe(409);
    expect(late.json().error.message).toBe(
      'Já não é possível cancelar pela internet com menos de 24 horas de antecedência. Contacte a clínica pelo telefone +351 212 345 678.',
    );

    const other = randomUUID();
    await t.asOwner(
      sql`insert into users (id, tenant_id, type, first_name, surname, can_login) values (${other}, ${DEMO_TENANT_ID}, 'patient', 'Outra', 'Pessoa', false)`,
      DEMO_TENANT_ID,
    );
    const theirs = await appointmentIn(24 * 41 + 3, other);
    expect((await cancel(theirs, patient)).statusCode).toBe(404);
    expect((await cancel(theirs, t.manager)).statusCode).toBe(403);
    expect((await t.api('POST', '/api/v1/me/appointment-cancellations', {}, patient)).statusCode).toBe(400);
  });
});

import { sql } from 'drizzle-orm';
import { beforeAll, expect } from 'vitest';
import { auditEvents } from '../../db/schema.js';
import { DEMO_TENANT_ID } from '../../db/seed/demo.js';
import type { SuiteApp } from '../../test/test-app.js';
import { apiFor, FISIO, setUpClinic, type Fixture } from '../appointments/fixtures.test-helpers.js';

export { FISIO };

/** A subjective evaluation as a physiotherapist writes one: a complaint, pain figures, one red flag. */
export const subjective = {
  main_complaint: 'Dor lombar com irradiação para a perna direita',
  pain_now: 6,
  pain_best: 2,
  pain_worst: 8,
  red_flags: { night_pain: true, weight_loss: false },
  notes: 'Piora ao fim do dia.',
};

/**
 * What the evaluation suites share: the clinic of the appointments suites, the demo users' sessions,
 * an appointment per call (a day of its own unless one is given) and the evaluation audit rows.
 */
export function useEvaluationFixture(t: SuiteApp) {
  const api = apiFor(
    () => t,
    () => t.manager,
  );
  /** Filled in `beforeAll`: read them inside tests. */
  const state = { fx: undefined as unknown as Fixture, fisio: '', rececao: '', paciente: '' };
  let nextDay = Date.UTC(2027, 0, 4);

  /** An appointment of the demo physiotherapist at 10:00 (UTC), in the state asked for. */
  async function appointment(day?: string, patientId?: string, stateName?: string): Promise<string> {
    if (!day) {
      day = new Date(nextDay).toISOString().slice(0, 10);
      nextDay += 86_400_000;
    }
    const res = await api('POST', '/api/v1/appointments', {
      patient_id: patientId ?? state.fx.patientId,
      professional_id: FISIO,
      service_id: state.fx.sessionService,
      clinic_id: state.fx.clinicId,
      starts_at: `${day}T10:00:00Z`,
      ends_at: `${day}T10:45:00Z`,
      confirm_outside_schedule: true,
    });
    expect(res.statusCode, res.body).toBe(201);
    const id = res.json().id as string;
    if (stateName) {
      const moved = await api('PUT', `/api/v1/appointments/${id}`, { state: stateName });
      expect(moved.statusCode, moved.body).toBe(200);
    }
    return id;
  }

  const create = (cookie: string, appointmentId: string, type = 'subjective', content: object = subjective) =>
    api('POST', '/api/v1/evaluations', { type, appointment_id: appointmentId, content }, cookie);

  /** The access-log rows that name an evaluation, oldest first. */
  const auditOf = (evaluationId: string) =>
    t.database.withTenant(DEMO_TENANT_ID, (tx) =>
      tx
        .select({ action: auditEvents.action, actorId: auditEvents.actorId, entityId: auditEvents.entityId })
        .from(auditEvents)
        .where(sql`${auditEvents.details} ->> 'evaluation_id' = ${evaluationId}`)
        .orderBy(auditEvents.at),
    );

  beforeAll(async () => {
    state.fx = await setUpClinic(api);
    state.fisio = await t.login('fisio@demo.clinica.pt');
    state.rececao = await t.login('rececao@demo.clinica.pt');
    state.paciente = await t.login('paciente@demo.clinica.pt');
  });
  return Object.assign(state, { api, appointment, create, auditOf });
}

import { sql } from 'drizzle-orm';
import { auditEvents } from '../../db/schema.js';
import { DEMO_TENANT_ID } from '../../db/seed/demo.js';
import type { SuiteApp } from '../../test/test-app.js';
import { FISIO, useClinicFixture } from '../appointments/fixtures.test-helpers.js';

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

/** What the evaluation suites share: the clinic fixture, a create call and the evaluation audit rows. */
export function useEvaluationFixture(t: SuiteApp) {
  const clinic = useClinicFixture(t);
  const create = (cookie: string, appointmentId: string, type = 'subjective', content: object = subjective) =>
    clinic.api('POST', '/api/v1/evaluations', { type, appointment_id: appointmentId, content }, cookie);

  /** The access-log rows that name an evaluation, oldest first. */
  const auditOf = (evaluationId: string) =>
    t.database.withTenant(DEMO_TENANT_ID, (tx) =>
      tx
        .select({ action: auditEvents.action, actorId: auditEvents.actorId, entityId: auditEvents.entityId })
        .from(auditEvents)
        .where(sql`${auditEvents.details} ->> 'evaluation_id' = ${evaluationId}`)
        .orderBy(auditEvents.at),
    );
  return Object.assign(clinic, { create, auditOf });
}

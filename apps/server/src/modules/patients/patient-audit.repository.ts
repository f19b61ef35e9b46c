import { and, eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import { auditEvents } from '../../db/schema.js';

/** What happened to a patient's record, and who did it (the access log of the patient's profile). */
export type AuditEvent = {
  tenantId: string;
  actorId: string;
  action: string;
  entityId: string;
  ip: string | null;
  details?: Record<string, string>;
};

/** Audit rows about patients (one insert for any number). */
export async function audit(tx: Tx, events: AuditEvent | AuditEvent[]): Promise<void> {
  const list = Array.isArray(events) ? events : [events];
  if (!list.length) return;
  await tx.insert(auditEvents).values(
    list.map((e) => ({
      tenantId: e.tenantId,
      actorId: e.actorId,
      action: e.action,
      entity: 'patient',
      entityId: e.entityId,
      ip: e.ip,
      details: e.details ?? null,
    })),
  );
}

export async function auditTrail(tx: Tx, patientId: string) {
  return tx
    .select({
      id: auditEvents.id,
      action: auditEvents.action,
      actorId: auditEvents.actorId,
      actorName: sql<
        string | null
      >`(select u.first_name || ' ' || u.surname from users u where u.id = ${auditEvents.actorId})`,
      at: auditEvents.at,
      ip: auditEvents.ip,
      details: auditEvents.details,
      // The other patient an event names (a confirmed duplicate NIF) by id: their name as it is now, so
      // their erasure leaves no copy of it here.
      otherPatientName: sql<
        string | null
      >`(select u.first_name || ' ' || u.surname from users u where u.id = (${auditEvents.details} ->> 'other_patient_id')::uuid)`,
    })
    .from(auditEvents)
    .where(and(eq(auditEvents.entity, 'patient'), eq(auditEvents.entityId, patientId)))
    .orderBy(sql`${auditEvents.at} desc`)
    .limit(500);
}

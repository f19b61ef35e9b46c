import { and, desc, eq, inArray } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import { insurerAgreementLines, insurerAgreements, patientProfiles, services } from '../../db/schema.js';

export type AgreementRow = typeof insurerAgreements.$inferSelect;
export type LineRow = typeof insurerAgreementLines.$inferSelect & { serviceName: string };

/** An insurer's agreements, newest first, with their lines (two reads). */
export async function agreementsOf(tx: Tx, insurerId: string) {
  const agreements = await tx
    .select()
    .from(insurerAgreements)
    .where(eq(insurerAgreements.insurerId, insurerId))
    .orderBy(desc(insurerAgreements.validFrom));
  return withLines(tx, agreements);
}

export async function getAgreement(tx: Tx, id: string, lock = false) {
  const q = tx.select().from(insurerAgreements).where(eq(insurerAgreements.id, id));
  const [row] = lock ? await q.for('update') : await q;
  return row ?? null;
}

export async function withLines(tx: Tx, agreements: AgreementRow[]) {
  if (agreements.length === 0) return [];
  const lines = await tx
    .select({ line: insurerAgreementLines, serviceName: services.name })
    .from(insurerAgreementLines)
    .innerJoin(services, eq(services.id, insurerAgreementLines.serviceId))
    .where(
      inArray(
        insurerAgreementLines.agreementId,
        agreements.map((a) => a.id),
      ),
    )
    .orderBy(services.name);
  return agreements.map((a) => ({
    ...a,
    lines: lines
      .filter((l) => l.line.agreementId === a.id)
      .map((l) => ({ ...l.line, serviceName: l.serviceName })),
  }));
}

/** Which of these services exist (this clinic's: the tenant's transaction sees only its own). */
export async function existingServices(tx: Tx, ids: string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await tx.select({ id: services.id }).from(services).where(inArray(services.id, ids));
  return new Set(rows.map((r) => r.id));
}

export async function insertAgreement(tx: Tx, row: typeof insurerAgreements.$inferInsert) {
  const [inserted] = await tx.insert(insurerAgreements).values(row).returning();
  return inserted!;
}

export async function updateAgreement(
  tx: Tx,
  id: string,
  patch: Partial<typeof insurerAgreements.$inferInsert>,
) {
  const [row] = await tx.update(insurerAgreements).set(patch).where(eq(insurerAgreements.id, id)).returning();
  return row!;
}

export async function replaceLines(
  tx: Tx,
  tenantId: string,
  agreementId: string,
  lines: Array<Omit<typeof insurerAgreementLines.$inferInsert, 'tenantId' | 'agreementId'>>,
) {
  await tx
    .delete(insurerAgreementLines)
    .where(
      and(eq(insurerAgreementLines.tenantId, tenantId), eq(insurerAgreementLines.agreementId, agreementId)),
    );
  if (lines.length)
    await tx.insert(insurerAgreementLines).values(lines.map((l) => ({ ...l, tenantId, agreementId })));
}

export const deleteAgreement = (tx: Tx, id: string) =>
  tx.delete(insurerAgreements).where(eq(insurerAgreements.id, id));

export async function patientInsurer(tx: Tx, patientId: string) {
  const [row] = await tx
    .select({ insurerId: patientProfiles.insurerId, insuranceNumber: patientProfiles.insuranceNumber })
    .from(patientProfiles)
    .where(eq(patientProfiles.userId, patientId));
  return row ?? null;
}

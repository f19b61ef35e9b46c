import { and, eq, isNull } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import { appointmentLinks, appointments, clinics, users } from '../../db/schema.js';

/** A link by its secret's hash, with what its page shows of the appointment. */
export async function findLink(tx: Tx, tenantId: string, tokenHash: string) {
  const [row] = await tx
    .select({
      id: appointmentLinks.id,
      appointmentId: appointmentLinks.appointmentId,
      expiresAt: appointmentLinks.expiresAt,
      usedAt: appointmentLinks.usedAt,
      action: appointmentLinks.action,
      startsAt: appointments.startsAt,
      state: appointments.state,
      patientId: appointments.patientId,
      firstName: users.firstName,
      clinicName: clinics.name,
      clinicPhone: clinics.phone,
      timeZone: clinics.timeZone,
    })
    .from(appointmentLinks)
    .innerJoin(
      appointments,
      and(
        eq(appointments.tenantId, appointmentLinks.tenantId),
        eq(appointments.id, appointmentLinks.appointmentId),
      ),
    )
    .innerJoin(users, and(eq(users.tenantId, appointments.tenantId), eq(users.id, appointments.patientId)))
    .innerJoin(
      clinics,
      and(eq(clinics.tenantId, appointments.tenantId), eq(clinics.id, appointments.clinicId)),
    )
    .where(and(eq(appointmentLinks.tenantId, tenantId), eq(appointmentLinks.tokenHash, tokenHash)));
  return row ?? null;
}
export type LinkRow = NonNullable<Awaited<ReturnType<typeof findLink>>>;

/** Spends the link (once: a second, concurrent use finds it used). True when this call spent it. */
export async function useLink(
  tx: Tx,
  tenantId: string,
  id: string,
  action: string,
  now: Date,
): Promise<boolean> {
  const rows = await tx
    .update(appointmentLinks)
    .set({ usedAt: now, action })
    .where(
      and(
        eq(appointmentLinks.tenantId, tenantId),
        eq(appointmentLinks.id, id),
        isNull(appointmentLinks.usedAt),
      ),
    )
    .returning({ id: appointmentLinks.id });
  return rows.length > 0;
}

import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { AppointmentState } from '@clinica/contracts/appointments';
import type { Tx } from '../../db/client.js';
import { appointmentSeries, appointments } from '../../db/schema.js';
import {
  scopeConditions,
  selectRows,
  type AppointmentRow,
  type AppointmentScope,
} from './appointments.repository.js';

export type SeriesRow = typeof appointmentSeries.$inferSelect;

export async function insertSeries(tx: Tx, row: typeof appointmentSeries.$inferInsert): Promise<SeriesRow> {
  const [inserted] = await tx.insert(appointmentSeries).values(row).returning();
  return inserted!;
}

export async function getSeries(tx: Tx, id: string): Promise<SeriesRow | null> {
  const [row] = await tx.select().from(appointmentSeries).where(eq(appointmentSeries.id, id));
  return row ?? null;
}

export async function updateSeries(
  tx: Tx,
  id: string,
  patch: Partial<typeof appointmentSeries.$inferInsert>,
): Promise<void> {
  await tx.update(appointmentSeries).set(patch).where(eq(appointmentSeries.id, id));
}

/** The series' occurrences the caller sees, in order. */
export async function seriesAppointments(
  tx: Tx,
  scope: AppointmentScope,
  seriesId: string,
): Promise<AppointmentRow[]> {
  return (await selectRows(tx, {})
    .where(and(eq(appointments.seriesId, seriesId), ...scopeConditions(scope)))
    .orderBy(asc(appointments.startsAt))) as AppointmentRow[];
}

/** Occurrences of a series from an instant on, still `scheduled` (the ones "this and following" moves). */
export async function followingScheduled(tx: Tx, seriesId: string, from: Date) {
  return tx
    .select({
      id: appointments.id,
      startsAt: appointments.startsAt,
      endsAt: appointments.endsAt,
      serviceId: appointments.serviceId,
      professionalId: appointments.professionalId,
      spaceId: appointments.spaceId,
      priceCents: appointments.priceCents,
      notes: appointments.notes,
      invoicingStatus: appointments.invoicingStatus,
    })
    .from(appointments)
    .where(
      and(
        eq(appointments.seriesId, seriesId),
        eq(appointments.active, true),
        eq(appointments.state, 'scheduled'),
        sql`${appointments.startsAt} >= ${from.toISOString()}::timestamptz`,
      ),
    )
    .orderBy(asc(appointments.startsAt));
}

/** Moves these occurrences to `state` in one statement (cancelling: no slot is taken, none is checked). */
export async function setState(tx: Tx, ids: string[], state: AppointmentState): Promise<void> {
  if (ids.length) await tx.update(appointments).set({ state }).where(inArray(appointments.id, ids));
}

export async function moveToSeries(tx: Tx, ids: string[], seriesId: string): Promise<void> {
  if (ids.length) await tx.update(appointments).set({ seriesId }).where(inArray(appointments.id, ids));
}

/** Is there any occurrence of the series before this instant (so "from here" is not the whole series)? */
export async function hasEarlierOccurrence(tx: Tx, seriesId: string, before: Date): Promise<boolean> {
  const rows = await tx
    .select({ id: appointments.id })
    .from(appointments)
    .where(
      and(
        eq(appointments.seriesId, seriesId),
        eq(appointments.active, true),
        sql`${appointments.startsAt} < ${before.toISOString()}::timestamptz`,
      ),
    )
    .limit(1);
  return rows.length > 0;
}

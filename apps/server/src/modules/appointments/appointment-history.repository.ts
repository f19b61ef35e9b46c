import { desc, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Tx } from '../../db/client.js';
import { appointmentHistory, users } from '../../db/schema.js';
import { fullName } from './appointments.repository.js';

export type HistoryInsert = typeof appointmentHistory.$inferInsert;

const actor = alias(users, 'actor');

export type HistoryRow = Awaited<ReturnType<typeof historyOf>>[number];

/** An appointment's history, newest first. */
export async function historyOf(tx: Tx, appointmentId: string) {
  return tx
    .select({
      id: appointmentHistory.id,
      event: appointmentHistory.event,
      fromState: appointmentHistory.fromState,
      toState: appointmentHistory.toState,
      fromStartsAt: appointmentHistory.fromStartsAt,
      fromEndsAt: appointmentHistory.fromEndsAt,
      toStartsAt: appointmentHistory.toStartsAt,
      toEndsAt: appointmentHistory.toEndsAt,
      reason: appointmentHistory.reason,
      actorId: appointmentHistory.actorId,
      actorName: fullName(actor),
      at: appointmentHistory.at,
    })
    .from(appointmentHistory)
    .leftJoin(actor, eq(actor.id, appointmentHistory.actorId))
    .where(eq(appointmentHistory.appointmentId, appointmentId))
    .orderBy(desc(appointmentHistory.at), desc(appointmentHistory.createdAt));
}

export async function insertHistory(tx: Tx, rows: HistoryInsert[]): Promise<void> {
  if (rows.length) await tx.insert(appointmentHistory).values(rows);
}

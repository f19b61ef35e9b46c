import { and, desc, eq, gt } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import { sessions } from '../../db/schema.js';

export async function listSessions(tx: Tx, userId: string, now: Date, idleSince: Date) {
  return tx
    .select({
      id: sessions.id,
      userAgent: sessions.userAgent,
      ip: sessions.ip,
      createdAt: sessions.createdAt,
      lastSeenAt: sessions.lastSeenAt,
    })
    .from(sessions)
    .where(and(eq(sessions.userId, userId), gt(sessions.expiresAt, now), gt(sessions.lastSeenAt, idleSince)))
    .orderBy(desc(sessions.lastSeenAt));
}

/** Ends one of the user's own sessions; false when there is none with that id. */
export async function endOwnSession(tx: Tx, userId: string, id: string): Promise<boolean> {
  const rows = await tx
    .delete(sessions)
    .where(and(eq(sessions.id, id), eq(sessions.userId, userId)))
    .returning({ id: sessions.id });
  return rows.length > 0;
}

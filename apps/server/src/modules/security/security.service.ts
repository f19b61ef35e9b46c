import type { Session } from '@clinica/contracts/team';
import type { Tx } from '../../db/client.js';
import type { Clock } from '../../lib/clock.js';
import { notFound } from '../../lib/errors.js';
import type { AuthUser } from '../../plugins/context.js';
import { SESSION_IDLE_SECONDS } from '../../plugins/auth.js';
import { deleteUserSessions } from '../auth/auth.service.js';
import { endOwnSession, listSessions } from './security.repository.js';

export async function mySessions(tx: Tx, clock: Clock, user: AuthUser): Promise<Session[]> {
  const now = clock.now();
  const rows = await listSessions(tx, user.id, now, new Date(now.getTime() - SESSION_IDLE_SECONDS * 1000));
  return rows.map((r) => ({
    id: r.id,
    user_agent: r.userAgent,
    ip: r.ip,
    created_at: r.createdAt.toISOString(),
    last_seen_at: r.lastSeenAt.toISOString(),
    current: r.id === user.sessionId,
  }));
}

export async function endSession(tx: Tx, user: AuthUser, id: string): Promise<void> {
  if (!(await endOwnSession(tx, user.id, id))) throw notFound();
}

export async function endOtherSessions(tx: Tx, user: AuthUser): Promise<void> {
  await deleteUserSessions(tx, user.id, user.sessionId);
}

import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { paymentsTestSessions } from '../../db/schema.js';

/** The TEST provider's memory (global table: its page is public and answers before a tenant is known). */
export type TestSession = typeof paymentsTestSessions.$inferSelect;

export async function insertSession(
  database: Database,
  row: typeof paymentsTestSessions.$inferInsert,
): Promise<void> {
  await database.db.insert(paymentsTestSessions).values(row);
}

export async function getSession(database: Database, id: string): Promise<TestSession | null> {
  const [row] = await database.db.select().from(paymentsTestSessions).where(eq(paymentsTestSessions.id, id));
  return row ?? null;
}

export async function getBySubscription(database: Database, ref: string): Promise<TestSession | null> {
  const [row] = await database.db
    .select()
    .from(paymentsTestSessions)
    .where(eq(paymentsTestSessions.subscriptionRef, ref));
  return row ?? null;
}

export async function updateSession(
  database: Database,
  id: string,
  patch: Partial<typeof paymentsTestSessions.$inferInsert>,
): Promise<void> {
  await database.db.update(paymentsTestSessions).set(patch).where(eq(paymentsTestSessions.id, id));
}

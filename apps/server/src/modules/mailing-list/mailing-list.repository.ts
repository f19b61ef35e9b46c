import { randomUUID } from 'node:crypto';
import type { Database } from '../../db/client.js';
import { mailingListRegistrees } from '../../db/schema.js';

/** Global table: one row per (lower-cased) e-mail; registering again updates the consent. */
export async function upsertRegistree(
  database: Database,
  email: string,
  consent: boolean,
  now: Date,
): Promise<void> {
  await database.db
    .insert(mailingListRegistrees)
    .values({ id: randomUUID(), email: email.toLowerCase(), consent, createdAt: now, updatedAt: now })
    .onConflictDoUpdate({ target: mailingListRegistrees.email, set: { consent, updatedAt: now } });
}

import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';

export async function ping(database: Database): Promise<boolean> {
  try {
    await database.db.execute(sql`select 1`);
    return true;
  } catch {
    return false;
  }
}

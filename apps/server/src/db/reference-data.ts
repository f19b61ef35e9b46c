import { randomUUID } from 'node:crypto';
import { instrumentDefinitions } from '@clinica/contracts/instrument-definitions';
import type { Db } from './client.js';
import { instruments } from './schema.js';

/**
 * Global reference data every database needs, written when it is migrated (decision 028): the outcome
 * measures' definitions, one row per code and version. A row that exists is left as it is — a changed
 * definition ships as a new version.
 */
export async function syncInstrumentDefinitions(db: Db): Promise<void> {
  await db
    .insert(instruments)
    .values(
      instrumentDefinitions.map((definition) => ({
        id: randomUUID(),
        code: definition.code,
        version: definition.version,
        definition,
      })),
    )
    .onConflictDoNothing({ target: [instruments.code, instruments.version] });
}

import {
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { InstrumentDefinition } from '@clinica/contracts/instrument-definitions';
import { appointments } from './appointments.js';
import { tenantColumns, tenantKeys } from './common.js';
import { users } from './users.js';

/**
 * Global (no tenant): outcome-measure definitions (issue 25, decision 028), one row per code and
 * version, written from `instrument-definitions.ts` when the database is migrated and never changed
 * after — a new wording or rule is a new version, so every stored score keeps the rule it was scored by.
 */
export const instruments = pgTable(
  'instruments',
  {
    id: uuid('id').primaryKey(),
    code: text('code').notNull(),
    version: integer('version').notNull(),
    definition: jsonb('definition').$type<InstrumentDefinition>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('instruments_code_version_uq').on(t.code, t.version)],
);

export interface StoredAnswer {
  item: number;
  value: number | null;
  activity: string | null;
}

/** A patient's answers to an instrument, and the score the server computed from them. */
export const instrumentResponses = pgTable(
  'instrument_responses',
  {
    ...tenantColumns,
    patientId: uuid('patient_id').notNull(),
    appointmentId: uuid('appointment_id'),
    instrumentId: uuid('instrument_id')
      .notNull()
      .references(() => instruments.id),
    /** The definition's code, kept with the response (a patient's trend is read by it). */
    code: text('code').notNull(),
    professionalId: uuid('professional_id').notNull(),
    answers: jsonb('answers').$type<StoredAnswer[]>().notNull(),
    answered: integer('answered').notNull(),
    score: numeric('score', { precision: 6, scale: 1, mode: 'number' }).notNull(),
    recordedAt: timestamp('recorded_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    ...tenantKeys(t, { patientId: users, appointmentId: appointments, professionalId: users }),
    index('instrument_responses_patient_idx').on(t.tenantId, t.patientId, t.code, t.recordedAt),
    index('instrument_responses_code_idx').on(t.tenantId, t.code, t.recordedAt),
  ],
);

import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  numeric,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { tenantColumns, tenantKeys } from './common.js';
import { interventions } from './interventions.js';
import { users } from './users.js';

/**
 * A patient's home exercise programme (issue 24, decision 027): how many times a week, and the exercises
 * (`exercise_programme_items`). At most one is current per patient (`ended_at` null); ending one keeps
 * it, with its sessions, for the record.
 */
export const exerciseProgrammes = pgTable(
  'exercise_programmes',
  {
    ...tenantColumns,
    patientId: uuid('patient_id').notNull(),
    /** Who prescribed it (and last changed it). */
    professionalId: uuid('professional_id').notNull(),
    timesPerWeek: integer('times_per_week').notNull(),
    notes: text('notes'),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    endedAt: timestamp('ended_at', { withTimezone: true }),
  },
  (t) => [
    ...tenantKeys(t, { patientId: users, professionalId: users }),
    uniqueIndex('exercise_programmes_current_uq')
      .on(t.tenantId, t.patientId)
      .where(sql`${t.endedAt} is null`),
    index('exercise_programmes_patient_idx').on(t.tenantId, t.patientId, t.startedAt),
    check('exercise_programmes_times_per_week_ck', sql`${t.timesPerWeek} between 1 and 14`),
  ],
);

/** An exercise of a programme, in its place, with its dose. */
export const exerciseProgrammeItems = pgTable(
  'exercise_programme_items',
  {
    ...tenantColumns,
    programmeId: uuid('programme_id').notNull(),
    interventionId: uuid('intervention_id').notNull(),
    position: integer('position').notNull(),
    sets: integer('sets').notNull(),
    repetitions: integer('repetitions'),
    holdSeconds: integer('hold_seconds'),
    loadKg: numeric('load_kg', { precision: 5, scale: 1, mode: 'number' }),
    notes: text('notes'),
  },
  (t) => [
    ...tenantKeys(t, { programmeId: exerciseProgrammes, interventionId: interventions }),
    uniqueIndex('exercise_programme_items_once_uq').on(t.tenantId, t.programmeId, t.interventionId),
    index('exercise_programme_items_intervention_idx').on(t.tenantId, t.interventionId),
  ],
);

/** A session of the programme the patient marked done. */
export const exerciseProgrammeSessions = pgTable(
  'exercise_programme_sessions',
  {
    ...tenantColumns,
    programmeId: uuid('programme_id').notNull(),
    doneAt: timestamp('done_at', { withTimezone: true }).notNull().defaultNow(),
    /** Who marked it (the patient). */
    markedBy: uuid('marked_by').notNull(),
  },
  (t) => [
    ...tenantKeys(t, { programmeId: exerciseProgrammes, markedBy: users }),
    index('exercise_programme_sessions_programme_idx').on(t.tenantId, t.programmeId, t.doneAt),
  ],
);

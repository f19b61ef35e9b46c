import { sql } from 'drizzle-orm';
import { boolean, index, jsonb, pgEnum, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { PerformedSet } from '@clinica/contracts/interventions-performed';
import { appointments } from './appointments.js';
import { files } from './files.js';
import { users } from './users.js';
import { interventionRegions, interventionTypes } from '@clinica/contracts/interventions';
import { tenantColumns, tenantKeys } from './common.js';

export const interventionType = pgEnum('intervention_type', interventionTypes);
export const interventionRegion = pgEnum('intervention_region', interventionRegions);

/**
 * The clinic's library of interventions (issue 24). A name is unique per clinic account among active
 * ones, case and accents ignored (`app_search_text`, migration 0006) — the index answers two
 * concurrent creates of one name. One that sessions or programmes used is deactivated, never deleted.
 */
export const interventions = pgTable(
  'interventions',
  {
    ...tenantColumns,
    name: text('name').notNull(),
    type: interventionType('type').notNull().default('exercise'),
    videoUrl: text('video_url'),
    description: text('description'),
    region: interventionRegion('region'),
    tags: text('tags')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    active: boolean('active').notNull().default(true),
    /** The exercise's picture (issue 43): a `files` row, purpose `intervention_image`; the home programme shows it. */
    imageFileId: uuid('image_file_id'),
  },
  (t) => [
    ...tenantKeys(t, { imageFileId: files }),
    uniqueIndex('interventions_tenant_name_uq')
      .on(t.tenantId, sql`app_search_text(${t.name})`)
      .where(sql`${t.active}`),
    index('interventions_tenant_active_name_idx').on(t.tenantId, t.active, sql`app_search_text(${t.name})`),
  ],
);

/**
 * An intervention performed in a session, with its sets (issue 24): once per intervention and
 * appointment. The patient is copied from the appointment, so a patient's history is one index read.
 * The intervention's foreign key is what deactivates, rather than deletes, a library entry in use.
 */
export const interventionsPerformed = pgTable(
  'interventions_performed',
  {
    ...tenantColumns,
    appointmentId: uuid('appointment_id').notNull(),
    patientId: uuid('patient_id').notNull(),
    interventionId: uuid('intervention_id').notNull(),
    /** Who recorded it. */
    professionalId: uuid('professional_id').notNull(),
    sets: jsonb('sets').$type<PerformedSet[]>().notNull(),
    notes: text('notes'),
  },
  (t) => [
    ...tenantKeys(t, {
      appointmentId: appointments,
      patientId: users,
      interventionId: interventions,
      professionalId: users,
    }),
    uniqueIndex('interventions_performed_once_uq').on(t.tenantId, t.appointmentId, t.interventionId),
    index('interventions_performed_patient_idx').on(t.tenantId, t.patientId, t.interventionId),
  ],
);

import { sql } from 'drizzle-orm';
import {
  check,
  index,
  jsonb,
  pgEnum,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { ObjectiveContent, SubjectiveContent } from '@clinica/contracts/evaluations';
import { baseColumns } from './common.js';
import { appointments } from './appointments.js';
import { tenants } from './tenants.js';
import { users } from './users.js';

export const evaluationType = pgEnum('evaluation_type', ['subjective', 'objective']);

/**
 * A clinical evaluation written during an appointment (issue 23, decision 026). Its structured fields
 * live in `content`, checked by the contract's schema for its type before every write. Once signed it
 * is read-only — a trigger (migration 0035) refuses any change to a signed row and any delete —
 * and corrections are addenda.
 */
export const evaluations = pgTable(
  'evaluations',
  {
    ...baseColumns,
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id),
    appointmentId: uuid('appointment_id')
      .notNull()
      .references(() => appointments.id),
    patientId: uuid('patient_id')
      .notNull()
      .references(() => users.id),
    /** The author: the only one who edits, signs and adds addenda. */
    professionalId: uuid('professional_id')
      .notNull()
      .references(() => users.id),
    type: evaluationType('type').notNull(),
    content: jsonb('content').$type<SubjectiveContent | ObjectiveContent>().notNull(),
    signedAt: timestamp('signed_at', { withTimezone: true }),
  },
  (t) => [
    index('evaluations_tenant_patient_idx').on(t.tenantId, t.patientId, t.createdAt),
    index('evaluations_tenant_appointment_idx').on(t.tenantId, t.appointmentId),
    /** The appointment's objective evaluation (spec §2 `/appointments/{id}/objective_evaluation`). */
    uniqueIndex('evaluations_one_objective_uq')
      .on(t.tenantId, t.appointmentId)
      .where(sql`${t.type} = 'objective'`),
  ],
);

/** A dated correction to a signed evaluation, by its author. Append-only (migration 0035). */
export const evaluationAddenda = pgTable(
  'evaluation_addenda',
  {
    ...baseColumns,
    tenantId: uuid('tenant_id')
      .notNull()
      .references(() => tenants.id),
    evaluationId: uuid('evaluation_id')
      .notNull()
      .references(() => evaluations.id),
    authorId: uuid('author_id')
      .notNull()
      .references(() => users.id),
    text: text('text').notNull(),
  },
  (t) => [
    index('evaluation_addenda_tenant_evaluation_idx').on(t.tenantId, t.evaluationId, t.createdAt),
    check('evaluation_addenda_text_ck', sql`length(${t.text}) between 1 and 5000`),
  ],
);

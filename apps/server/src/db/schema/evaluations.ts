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
import { tenantColumns, tenantKeys } from './common.js';
import { appointments } from './appointments.js';
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
    ...tenantColumns,
    appointmentId: uuid('appointment_id').notNull(),
    patientId: uuid('patient_id').notNull(),
    /** The author: the only one who edits, signs and adds addenda. */
    professionalId: uuid('professional_id').notNull(),
    type: evaluationType('type').notNull(),
    content: jsonb('content').$type<SubjectiveContent | ObjectiveContent>().notNull(),
    signedAt: timestamp('signed_at', { withTimezone: true }),
  },
  (t) => [
    ...tenantKeys(t, { appointmentId: appointments, patientId: users, professionalId: users }),
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
    ...tenantColumns,
    evaluationId: uuid('evaluation_id').notNull(),
    authorId: uuid('author_id').notNull(),
    text: text('text').notNull(),
  },
  (t) => [
    ...tenantKeys(t, { evaluationId: evaluations, authorId: users }),
    index('evaluation_addenda_tenant_evaluation_idx').on(t.tenantId, t.evaluationId, t.createdAt),
    check('evaluation_addenda_text_ck', sql`length(${t.text}) between 1 and 5000`),
  ],
);

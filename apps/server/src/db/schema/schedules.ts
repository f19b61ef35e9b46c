import { sql } from 'drizzle-orm';
import { check, index, pgEnum, pgTable, text, time, timestamp, uuid } from 'drizzle-orm/pg-core';
import { tenantColumns, tenantKeys } from './common.js';
import { clinics, weekday } from './clinics.js';
import { users } from './users.js';

/** Weekly working intervals of a professional at a clinic: local wall-clock times of the clinic's zone. */
export const professionalSchedules = pgTable(
  'professional_schedules',
  {
    ...tenantColumns,
    // A schedule alone never keeps a user or a clinic from being deleted.
    professionalId: uuid('professional_id').notNull(),
    clinicId: uuid('clinic_id').notNull(),
    weekday: weekday('weekday').notNull(),
    startTime: time('start_time').notNull(),
    endTime: time('end_time').notNull(),
  },
  (t) => [
    ...tenantKeys(t, { professionalId: [users, 'cascade'], clinicId: [clinics, 'cascade'] }),
    index('professional_schedules_tenant_professional_idx').on(t.tenantId, t.professionalId, t.weekday),
    index('professional_schedules_tenant_clinic_idx').on(t.tenantId, t.clinicId),
    check('professional_schedules_order_ck', sql`${t.startTime} < ${t.endTime}`),
  ],
);

export const exceptionReason = pgEnum('schedule_exception_reason', [
  'holidays',
  'non-fixed-schedule',
  'other',
]);

/** A period a professional is not available (at one clinic, or at every clinic when clinic_id is null). */
export const scheduleExceptions = pgTable(
  'schedule_exceptions',
  {
    ...tenantColumns,
    professionalId: uuid('professional_id').notNull(),
    clinicId: uuid('clinic_id'),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    reason: exceptionReason('reason').notNull(),
    notes: text('notes'),
  },
  (t) => [
    ...tenantKeys(t, { professionalId: [users, 'cascade'], clinicId: [clinics, 'cascade'] }),
    index('schedule_exceptions_tenant_professional_idx').on(t.tenantId, t.professionalId, t.startsAt),
    check('schedule_exceptions_order_ck', sql`${t.endsAt} > ${t.startsAt}`),
  ],
);

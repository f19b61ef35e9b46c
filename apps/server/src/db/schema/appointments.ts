import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  pgEnum,
  pgTable,
  text,
  time,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { tenantColumns, tenantKeys } from './common.js';
import { clinicSpaces, clinics, weekday } from './clinics.js';
import { insurers, services } from './catalogue.js';
import { users } from './users.js';

export const appointmentState = pgEnum('appointment_state', [
  'scheduled',
  'present',
  'canceled',
  'canceled_patient',
  'noshow_justified',
  'noshow_unjustified',
]);
export const invoicingStatus = pgEnum('invoicing_status', ['not_invoiced', 'draft_invoice', 'invoiced']);
export const appointmentEvent = pgEnum('appointment_event', ['created', 'state_changed', 'rescheduled']);

/**
 * Who and where of a booking, the same in a series' template and in each appointment: the tenant, the
 * patient, the professional, the service, the clinic and (optionally) the space.
 */
const bookingColumns = {
  patientId: uuid('patient_id').notNull(),
  professionalId: uuid('professional_id').notNull(),
  serviceId: uuid('service_id').notNull(),
  clinicId: uuid('clinic_id').notNull(),
  spaceId: uuid('space_id'),
};

/** The booking columns' foreign keys, each within the tenant (decision 035). */
const bookingRefs = {
  patientId: users,
  professionalId: users,
  serviceId: services,
  clinicId: clinics,
  spaceId: clinicSpaces,
};

/**
 * A recurring rule and the template its occurrences were made from. Times are the clinic's local
 * wall-clock time plus the zone, so a weekly 09:00 stays 09:00 across DST (DESIGN §9).
 * Plain foreign keys everywhere: a patient, service, clinic or user a series needs is deactivated, never
 * deleted (DESIGN §9, `deleteOrDeactivate`).
 */
export const appointmentSeries = pgTable(
  'appointment_series',
  {
    ...tenantColumns,
    ...bookingColumns,
    startTime: time('start_time').notNull(),
    durationMinutes: integer('duration_minutes').notNull(),
    timeZone: text('time_zone').notNull(),
    intervalWeeks: integer('interval_weeks').notNull().default(1),
    weekdays: weekday('weekdays').array().notNull(),
    startsOn: date('starts_on').notNull(),
    untilDate: date('until_date'),
    count: integer('count'),
    priceCents: integer('price_cents').notNull(),
    notes: text('notes'),
    createdBy: uuid('created_by'),
  },
  (t) => [
    ...tenantKeys(t, { ...bookingRefs, createdBy: users }),
    index('appointment_series_tenant_patient_idx').on(t.tenantId, t.patientId),
    check('appointment_series_interval_ck', sql`${t.intervalWeeks} between 1 and 12`),
    check('appointment_series_duration_ck', sql`${t.durationMinutes} between 1 and 720`),
  ],
);

/**
 * An appointment. Two active appointments (scheduled, present) of one professional, or of one space,
 * never overlap: exclusion constraints in migration 0012 (back-to-back is fine, `[)` ranges).
 */
export const appointments = pgTable(
  'appointments',
  {
    ...tenantColumns,
    ...bookingColumns,
    seriesId: uuid('series_id'),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    state: appointmentState('state').notNull().default('scheduled'),
    priceCents: integer('price_cents').notNull(),
    notes: text('notes'),
    /** The patient's part's status (all of the price when no insurer pays part: decision 044). */
    invoicingStatus: invoicingStatus('invoicing_status').notNull().default('not_invoiced'),
    /**
     * The insurer's part (issue 45, decision 044), fixed when the patient's part is first drafted under
     * an agreement: the insurer, its amount and its own status. Null: no insurer pays part of it.
     */
    insurerId: uuid('insurer_id'),
    insurerPartCents: integer('insurer_part_cents'),
    insurerInvoicingStatus: invoicingStatus('insurer_invoicing_status'),
    createdBy: uuid('created_by'),
    outsideScheduleConfirmedBy: uuid('outside_schedule_confirmed_by'),
    outsideScheduleConfirmedAt: timestamp('outside_schedule_confirmed_at', { withTimezone: true }),
    /** When the patient confirmed it through a reminder's link (decision 042). */
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    /** False once "deleted" while other records still need it (DESIGN §9): it frees its slot. */
    active: boolean('active').notNull().default(true),
  },
  (t) => [
    ...tenantKeys(t, {
      ...bookingRefs,
      seriesId: appointmentSeries,
      createdBy: users,
      outsideScheduleConfirmedBy: users,
      insurerId: insurers,
    }),
    index('appointments_tenant_insurer_idx')
      .on(t.tenantId, t.insurerId, t.startsAt)
      .where(sql`${t.insurerId} is not null`),
    index('appointments_tenant_clinic_starts_idx').on(t.tenantId, t.clinicId, t.startsAt),
    index('appointments_tenant_professional_starts_idx').on(t.tenantId, t.professionalId, t.startsAt),
    index('appointments_tenant_patient_starts_idx').on(t.tenantId, t.patientId, t.startsAt),
    index('appointments_tenant_starts_idx').on(t.tenantId, t.startsAt),
    index('appointments_tenant_series_idx')
      .on(t.tenantId, t.seriesId, t.startsAt)
      .where(sql`${t.seriesId} is not null`),
    index('appointments_tenant_space_idx')
      .on(t.tenantId, t.spaceId)
      .where(sql`${t.spaceId} is not null`),
    check('appointments_order_ck', sql`${t.endsAt} > ${t.startsAt}`),
    check('appointments_length_ck', sql`${t.endsAt} <= ${t.startsAt} + interval '12 hours'`),
    check('appointments_price_ck', sql`${t.priceCents} >= 0`),
    check(
      'appointments_insurer_part_ck',
      sql`(${t.insurerId} is null) = (${t.insurerInvoicingStatus} is null) and (${t.insurerId} is null) = (${t.insurerPartCents} is null) and coalesce(${t.insurerPartCents} >= 0, true)`,
    ),
  ],
);

/** Every state change and reschedule of an appointment: who, when, from, to. */
export const appointmentHistory = pgTable(
  'appointment_history',
  {
    ...tenantColumns,
    appointmentId: uuid('appointment_id').notNull(),
    event: appointmentEvent('event').notNull(),
    fromState: appointmentState('from_state'),
    toState: appointmentState('to_state'),
    fromStartsAt: timestamp('from_starts_at', { withTimezone: true }),
    fromEndsAt: timestamp('from_ends_at', { withTimezone: true }),
    toStartsAt: timestamp('to_starts_at', { withTimezone: true }),
    toEndsAt: timestamp('to_ends_at', { withTimezone: true }),
    reason: text('reason'),
    actorId: uuid('actor_id'),
    at: timestamp('at', { withTimezone: true }).notNull(),
  },
  (t) => [
    ...tenantKeys(t, { appointmentId: [appointments, 'cascade'], actorId: users }),
    index('appointment_history_tenant_appointment_idx').on(t.tenantId, t.appointmentId, t.at),
  ],
);

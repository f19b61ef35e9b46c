import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgEnum,
  pgTable,
  smallint,
  text,
  time,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { tenantColumns, tenantKeys } from './common.js';
import { users } from './users.js';

export const weekday = pgEnum('weekday', [
  'monday',
  'tuesday',
  'wednesday',
  'thursday',
  'friday',
  'saturday',
  'sunday',
]);
export const spaceKind = pgEnum('space_kind', ['room', 'equipment']);

/** A place where the clinic works (a tenant may have several). */
export const clinics = pgTable(
  'clinics',
  {
    ...tenantColumns,
    name: text('name').notNull(),
    address: text('address'),
    postalCode: text('postal_code'),
    city: text('city'),
    phone: text('phone'),
    email: text('email'),
    nif: text('nif'),
    timeZone: text('time_zone').notNull().default('Europe/Lisbon'),
    /** The municipal holiday, every year on this day and month (decision 024). */
    municipalHolidayDay: smallint('municipal_holiday_day'),
    municipalHolidayMonth: smallint('municipal_holiday_month'),
    municipalHolidayName: text('municipal_holiday_name'),
    active: boolean('active').notNull().default(true),
  },
  (t) => [
    ...tenantKeys(t),
    uniqueIndex('clinics_tenant_name_uq').on(t.tenantId, sql`lower(${t.name})`),
    check(
      'clinics_municipal_holiday_ck',
      sql`(${t.municipalHolidayDay} is null) = (${t.municipalHolidayMonth} is null)
          and ${t.municipalHolidayDay} between 1 and 31 and ${t.municipalHolidayMonth} between 1 and 12`,
    ),
  ],
);

/** Rooms and equipment that can be booked. */
export const clinicSpaces = pgTable(
  'clinic_spaces',
  {
    ...tenantColumns,
    clinicId: uuid('clinic_id').notNull(),
    name: text('name').notNull(),
    kind: spaceKind('kind').notNull().default('room'),
    capacity: integer('capacity').notNull().default(1),
    active: boolean('active').notNull().default(true),
  },
  (t) => [
    ...tenantKeys(t, { clinicId: [clinics, 'cascade'] }),
    uniqueIndex('clinic_spaces_tenant_clinic_name_uq').on(t.tenantId, t.clinicId, sql`lower(${t.name})`),
    check('clinic_spaces_capacity_ck', sql`${t.capacity} between 1 and 1000`),
  ],
);

/** Opening hours: several intervals a weekday, local wall-clock times of the clinic's zone. */
export const clinicSchedules = pgTable(
  'clinic_schedules',
  {
    ...tenantColumns,
    clinicId: uuid('clinic_id').notNull(),
    weekday: weekday('weekday').notNull(),
    startTime: time('start_time').notNull(),
    endTime: time('end_time').notNull(),
  },
  (t) => [
    ...tenantKeys(t, { clinicId: [clinics, 'cascade'] }),
    index('clinic_schedules_tenant_clinic_idx').on(t.tenantId, t.clinicId, t.weekday),
    check('clinic_schedules_order_ck', sql`${t.startTime} < ${t.endTime}`),
  ],
);

/** Team members and patients belong to clinics (many-to-many). */
export const userClinics = pgTable(
  'user_clinics',
  {
    ...tenantColumns,
    userId: uuid('user_id').notNull(),
    clinicId: uuid('clinic_id').notNull(),
  },
  (t) => [
    ...tenantKeys(t, { userId: [users, 'cascade'], clinicId: [clinics, 'cascade'] }),
    uniqueIndex('user_clinics_uq').on(t.tenantId, t.userId, t.clinicId),
    index('user_clinics_clinic_idx').on(t.tenantId, t.clinicId),
  ],
);

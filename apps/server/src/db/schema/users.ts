import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  numeric,
  pgEnum,
  pgTable,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { tenantColumns, tenantKeys } from './common.js';

export const userType = pgEnum('user_type', ['manager', 'professional', 'front_desk', 'patient']);
export const userStatus = pgEnum('user_status', ['email_not_confirmed', 'email_confirmed']);

export const users = pgTable(
  'users',
  {
    ...tenantColumns,
    type: userType('type').notNull(),
    email: text('email'),
    firstName: text('first_name').notNull(),
    surname: text('surname').notNull().default(''),
    phone: text('phone'),
    imageFileId: uuid('image_file_id'),
    status: userStatus('status').notNull().default('email_not_confirmed'),
    passwordHash: text('password_hash'),
    /** Staff always; a patient only once invited to the portal. Login e-mails are unique among these. */
    canLogin: boolean('can_login').notNull().default(true),
    active: boolean('active').notNull().default(true),
    // Professional extras.
    defaultDurationMinutes: integer('default_duration_minutes'),
    commissionPercent: numeric('commission_percent', { precision: 5, scale: 2 }),
    calendarColour: text('calendar_colour'),
    /** SHA-256 of the secret in the professional's iCal feed address (null: no feed). */
    icalTokenHash: text('ical_token_hash'),
    /** A professional offered on the public booking page (issue 48). */
    bookableOnline: boolean('bookable_online').notNull().default(false),
    /**
     * A patient's accent- and case-free text that every search word is matched against (name, e-mail,
     * phone, NIF; `refreshSearchText` computes it); '' for everyone else.
     */
    searchText: text('search_text').notNull().default(''),
  },
  (t) => [
    ...tenantKeys(t),
    index('users_tenant_type_idx').on(t.tenantId, t.type),
    // New patients of a period (the dashboard, the references report). Patients only: the predicate stands
    // in for `type = 'patient'`, as for the search index below.
    index('users_tenant_patient_created_idx')
      .on(t.tenantId, t.createdAt)
      .where(sql`${t.type} = 'patient'`),
    // Lists sorted by name (patients, team) read this index instead of sorting every row.
    index('users_tenant_type_name_idx').on(
      t.tenantId,
      t.type,
      sql`lower(${t.firstName} || ' ' || ${t.surname})`,
    ),
    // Patient search (the view patient_search, decisions 007 and 017). fastupdate off: with GIN's default pending
    // list every search scanned the entries not yet merged (after a bulk load: 2–13 ms instead of
    // 0.12 ms for the lookup); patients are written rarely and searched constantly. Patients only: the
    // predicate stands in for `type = 'patient'`, whose statistics the planner may not read under
    // row-level security (enum `=` is not leakproof); it guessed 50 % and intersected the matches with
    // all 50,000 of the tenant's patients read from users_tenant_type_idx (half the search's time).
    index('users_search_trgm_idx')
      .using('gin', sql`${t.searchText} gin_trgm_ops`)
      .with({ fastupdate: false })
      .where(sql`${t.type} = 'patient'`),
    // Unique over every clinic too, through `login_emails` (decision 035), kept by a trigger.
    uniqueIndex('users_login_email_uq')
      .on(t.tenantId, sql`lower(${t.email})`)
      .where(sql`${t.canLogin} and ${t.email} is not null`),
    uniqueIndex('users_ical_token_uq')
      .on(t.tenantId, t.icalTokenHash)
      .where(sql`${t.icalTokenHash} is not null`),
    // Only for feed addresses made before issue 40, which carry no tenant: found once, then redirected.
    index('users_ical_token_legacy_idx')
      .on(t.icalTokenHash)
      .where(sql`${t.icalTokenHash} is not null`),
  ],
);

/** Per-user grants that override the defaults of the user's type (managers have every permission implicitly). */
export const permissions = pgTable(
  'permissions',
  {
    ...tenantColumns,
    userId: uuid('user_id').notNull(),
    resource: text('resource').notNull(),
    action: text('action').notNull(),
    allowed: boolean('allowed').notNull(),
  },
  (t) => [
    ...tenantKeys(t, { userId: [users, 'cascade'] }),
    uniqueIndex('permissions_user_resource_action_uq').on(t.tenantId, t.userId, t.resource, t.action),
  ],
);

/**
 * Global (decision 035): every login e-mail (lower case) over all clinics → its tenant and user, so an
 * e-mail logs in to one account and login finds the clinic before reading its users by (tenant_id, id).
 * Written only by the trigger on `users` (migration tenant_keys_finish, SECURITY DEFINER as clinica_auth);
 * the application role sees its own tenant's rows at most (row-level security on tenant_id).
 */
export const loginEmails = pgTable(
  'login_emails',
  {
    email: text('email').primaryKey(),
    tenantId: uuid('tenant_id').notNull(),
    userId: uuid('user_id').notNull(),
  },
  (t) => [uniqueIndex('login_emails_user_uq').on(t.tenantId, t.userId)],
);

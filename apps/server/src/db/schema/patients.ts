import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  pgEnum,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { tenantColumns, tenantKeys } from './common.js';
import { insurers } from './catalogue.js';
import { users } from './users.js';

export const referenceRelationship = pgEnum('reference_relationship', [
  'doctor',
  'family_member',
  'friend',
  'other',
]);

/** Referral contacts: who sent a patient to the clinic. */
export const references = pgTable(
  'references',
  {
    ...tenantColumns,
    name: text('name').notNull(),
    relationship: referenceRelationship('relationship').notNull().default('other'),
    address: text('address'),
    contact: text('contact'),
    active: boolean('active').notNull().default(true),
  },
  (t) => [...tenantKeys(t), index('references_tenant_name_idx').on(t.tenantId, t.name)],
);

/**
 * A patient's record: patients are users of type `patient` (names, e-mail, phone, photo live on the
 * user row, and so does the text searches match, `users.search_text`); this row holds the rest.
 */
/**
 * A birthday as a number, month × 100 + day (25 December: 1225), of `alias.date_of_birth`: the same
 * expression as the index below, so «whose birthday is today / this week» reads that index instead of
 * every profile (to_char cannot be indexed: it is not immutable).
 */
export const birthdayKey = (alias: string) =>
  sql.raw(
    `((extract(month from ${alias}.date_of_birth) * 100 + extract(day from ${alias}.date_of_birth))::int)`,
  );

export const patientProfiles = pgTable(
  'patient_profiles',
  {
    ...tenantColumns,
    userId: uuid('user_id').notNull(),
    address: text('address'),
    postalCode: text('postal_code'),
    city: text('city'),
    nif: text('nif'),
    job: text('job'),
    dateOfBirth: date('date_of_birth'),
    // No cascade: an insurer or reference patients point at is deactivated, never deleted (DESIGN §9).
    insurerId: uuid('insurer_id'),
    insuranceNumber: text('insurance_number'),
    licenseNumber: text('license_number'),
    referenceId: uuid('reference_id'),
    consentSms: boolean('consent_sms').notNull().default(false),
    consentEmail: boolean('consent_email').notNull().default(false),
    notes: text('notes'),
    erasedAt: timestamp('erased_at', { withTimezone: true }),
  },
  (t) => [
    ...tenantKeys(t, { userId: [users, 'cascade'], insurerId: insurers, referenceId: references }),
    uniqueIndex('patient_profiles_user_uq').on(t.tenantId, t.userId),
    index('patient_profiles_tenant_insurer_idx').on(t.tenantId, t.insurerId),
    index('patient_profiles_tenant_reference_idx').on(t.tenantId, t.referenceId),
    index('patient_profiles_birthday_idx')
      .on(
        t.tenantId,
        sql`((extract(month from ${t.dateOfBirth}) * 100 + extract(day from ${t.dateOfBirth}))::int)`,
      )
      .where(sql`${t.dateOfBirth} is not null`),
    // The duplicate-NIF check (decision 007) looks a NIF up as the user types; most profiles have none.
    index('patient_profiles_tenant_nif_idx')
      .on(t.tenantId, t.nif)
      .where(sql`${t.nif} is not null`),
  ],
);

import { sql } from 'drizzle-orm';
import { check, date, index, integer, numeric, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { insurers, services } from './catalogue.js';
import { tenantColumns, tenantKeys } from './common.js';

/**
 * An insurer's price table (issue 45, decision 044), in force from `valid_from` until the next one's
 * date. Each line: a service, the price the insurer agrees, and the patient's part — an amount or a
 * percentage of that price (the insurer pays the rest: `insurerSplit` in the contracts).
 */
export const insurerAgreements = pgTable(
  'insurer_agreements',
  {
    ...tenantColumns,
    insurerId: uuid('insurer_id').notNull(),
    validFrom: date('valid_from').notNull(),
    notes: text('notes'),
  },
  (t) => [
    ...tenantKeys(t, { insurerId: [insurers, 'cascade'] }),
    uniqueIndex('insurer_agreements_valid_from_uq').on(t.tenantId, t.insurerId, t.validFrom),
  ],
);

export const insurerAgreementLines = pgTable(
  'insurer_agreement_lines',
  {
    ...tenantColumns,
    agreementId: uuid('agreement_id').notNull(),
    serviceId: uuid('service_id').notNull(),
    /** What the session costs under the agreement (VAT included, as every price): patient + insurer. */
    priceCents: integer('price_cents').notNull(),
    /** The patient's part: an amount, or a percentage of the price (exactly one of the two). */
    patientPartCents: integer('patient_part_cents'),
    patientPartPercent: numeric('patient_part_percent', { precision: 5, scale: 2, mode: 'number' }),
  },
  (t) => [
    ...tenantKeys(t, { agreementId: [insurerAgreements, 'cascade'], serviceId: services }),
    uniqueIndex('insurer_agreement_lines_service_uq').on(t.tenantId, t.agreementId, t.serviceId),
    index('insurer_agreement_lines_service_idx').on(t.tenantId, t.serviceId),
    check(
      'insurer_agreement_lines_part_ck',
      sql`(${t.patientPartCents} is null) <> (${t.patientPartPercent} is null)
        and ${t.priceCents} >= 0
        and coalesce(${t.patientPartCents} between 0 and ${t.priceCents}, true)
        and coalesce(${t.patientPartPercent} between 0 and 100, true)`,
    ),
  ],
);

import { sql } from 'drizzle-orm';
import { boolean, check, index, pgEnum, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { appointmentRequestStatuses } from '@clinica/contracts/appointment-requests';
import { appointments } from './appointments.js';
import { clinics, clinicSpaces } from './clinics.js';
import { services } from './catalogue.js';
import { tenantColumns, tenantKeys } from './common.js';
import { users } from './users.js';

export const appointmentRequestStatus = pgEnum('appointment_request_status', appointmentRequestStatuses);

/**
 * A booking request left on the public page (issue 48, decision 043): the slot the visitor chose and
 * their contact, until the clinic accepts it (→ the appointment it booked) or rejects it. `unconfirmed`
 * requests wait for the visitor's e-mail link and are not shown to the clinic.
 */
export const appointmentRequests = pgTable(
  'appointment_requests',
  {
    ...tenantColumns,
    serviceId: uuid('service_id').notNull(),
    /** The professional the slot was offered for (the visitor may have left the choice to the clinic). */
    professionalId: uuid('professional_id').notNull(),
    professionalChosen: boolean('professional_chosen').notNull().default(false),
    clinicId: uuid('clinic_id').notNull(),
    spaceId: uuid('space_id'),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    mobile: text('mobile').notNull(),
    note: text('note'),
    consentAt: timestamp('consent_at', { withTimezone: true }).notNull(),
    status: appointmentRequestStatus('status').notNull(),
    /** SHA-256 of the e-mail confirmation link's secret (null once confirmed, or when none is asked). */
    confirmTokenHash: text('confirm_token_hash'),
    patientId: uuid('patient_id'),
    appointmentId: uuid('appointment_id'),
    rejectReason: text('reject_reason'),
    decidedBy: uuid('decided_by'),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
  },
  (t) => [
    ...tenantKeys(t, {
      serviceId: services,
      professionalId: [users, 'cascade'],
      clinicId: [clinics, 'cascade'],
      spaceId: clinicSpaces,
      patientId: users,
      appointmentId: appointments,
      decidedBy: users,
    }),
    index('appointment_requests_tenant_status_idx').on(t.tenantId, t.status, t.startsAt),
    index('appointment_requests_tenant_professional_idx').on(t.tenantId, t.professionalId, t.status),
    check('appointment_requests_order_ck', sql`${t.endsAt} > ${t.startsAt}`),
  ],
);

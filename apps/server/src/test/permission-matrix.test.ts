import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './test-app.js';
import { DEMO_PROFESSIONAL_ID as FISIO } from '../db/seed/demo-ids.js';
import { isManagerOnly } from '../modules/permissions/grants.js';

/**
 * The permission matrix (issue 5): every route the server registers, called as each demo user type
 * and anonymously, gets the answer written here. `P` public, `A` any logged-in user, otherwise the
 * types allowed: M manager, F professional (fisio), R front desk (receção), X patient. `grant` names
 * the override that lets a professional in (tested with it on and off). A route missing from this
 * table fails the test — add it here, deliberately, when you add it to the server.
 */
const matrix: Record<string, { who: string; grant?: string }> = {
  'GET /api/openapi.json': { who: 'P' },
  'GET /api/health': { who: 'P' },
  'GET /api/ready': { who: 'P' },
  // Public by route, answered only to TRUST_PROXY addresses or the METRICS_TOKEN holder (else 404).
  'GET /api/metrics': { who: 'P' },
  'GET /api/default-avatar.svg': { who: 'P' },
  'POST /token': { who: 'P' },
  'POST /sign-up/register-new-tenant': { who: 'P' },
  'POST /sign-up/confirm-user-registration-code': { who: 'P' },
  'POST /register/resend-user-registration-code': { who: 'P' },
  'POST /reset-password/validate': { who: 'P' },
  'POST /reset-password/reset-password-with-token': { who: 'P' },
  'POST /reset-password': { who: 'P' },
  'GET /appointment-links/:token': { who: 'P' },
  'POST /appointment-links/:token/confirm': { who: 'P' },
  'POST /appointment-links/:token/cancel': { who: 'P' },
  'POST /mailing-list-registrees': { who: 'P' },
  'GET /unsubscribe/:token': { who: 'P' },
  'POST /unsubscribe/:token': { who: 'P' },
  'GET /subscriptions': { who: 'P' },
  'POST /api/webhooks/payments': { who: 'P' },
  'GET /api/payments-test/checkout/:id': { who: 'P' },
  'POST /api/payments-test/checkout/:id/pay': { who: 'P' },
  'POST /api/payments-test/checkout/:id/cancel': { who: 'P' },

  'POST /api/v1/logout': { who: 'A' },
  'GET /api/v1/me': { who: 'A' },
  'PUT /api/v1/me': { who: 'A' },
  'PUT /api/v1/me/password': { who: 'A' },
  'POST /api/v1/file_uploads': { who: 'A' },
  'GET /api/v1/file_uploads/:id': { who: 'A' },
  'GET /api/v1/me/sessions': { who: 'A' },
  'DELETE /api/v1/me/sessions/:id': { who: 'A' },
  'POST /api/v1/me/sessions/end-others': { who: 'A' },

  'GET /api/v1/permissions': { who: 'M' },
  'PUT /api/v1/permissions': { who: 'M' },
  'GET /api/v1/tenants/:id': { who: 'M' },
  'PUT /api/v1/tenants/:id': { who: 'M', grant: 'tenants:update' },
  // Invoicing settings: managers only (spec §2 bars professionals from the invoicing info), read and
  // written with tenants:update, the permission of the account's other settings.
  'GET /api/v1/tenants/:id/invoicing': { who: 'M', grant: 'tenants:update' },
  'GET /api/v1/tenants/:id/invoicing/provider': { who: 'M', grant: 'tenants:update' },
  'GET /api/v1/tenants/:id/subscription': { who: 'M', grant: 'tenants:update' },
  'PUT /api/v1/tenants/:id/subscription': { who: 'M', grant: 'tenants:update' },
  'PUT /api/v1/tenants/:id/subscription/card': { who: 'M', grant: 'tenants:update' },
  'POST /api/v1/checkout-session': { who: 'M', grant: 'tenants:update' },
  'POST /api/v1/checkout-session/success': { who: 'M', grant: 'tenants:update' },
  // Online booking settings (issue 48): the account page's, like the invoicing settings.
  'GET /api/v1/tenants/:id/online-booking': { who: 'M', grant: 'tenants:update' },
  'PUT /api/v1/tenants/:id/online-booking': { who: 'M', grant: 'tenants:update' },
  'PUT /api/v1/tenants/:id/invoicing': { who: 'M', grant: 'tenants:update' },
  'PUT /api/v1/tenants/:id/invoicing/provider': { who: 'M', grant: 'tenants:update' },
  'GET /api/v1/tenants/:id/notification-configurations': { who: 'M', grant: 'tenants:update' },
  'PUT /api/v1/tenants/:id/notification-configurations': { who: 'M', grant: 'tenants:update' },
  'GET /api/v1/tenants/:id/outbox': { who: 'M', grant: 'tenants:update' },

  'GET /api/v1/clinics': { who: 'MFR' },
  'GET /api/v1/clinics/:id': { who: 'MFR' },
  'POST /api/v1/clinics': { who: 'M', grant: 'clinics:create' },
  'PUT /api/v1/clinics/:id': { who: 'M', grant: 'clinics:update' },
  'DELETE /api/v1/clinics/:id': { who: 'M', grant: 'clinics:delete' },
  'GET /api/v1/clinic-spaces': { who: 'MFR' },
  'GET /api/v1/clinic-spaces/:id': { who: 'MFR' },
  'POST /api/v1/clinic-spaces': { who: 'M', grant: 'clinic_spaces:create' },
  'PUT /api/v1/clinic-spaces/:id': { who: 'M', grant: 'clinic_spaces:update' },
  'DELETE /api/v1/clinic-spaces/:id': { who: 'M', grant: 'clinic_spaces:delete' },
  'GET /api/v1/clinic-schedules': { who: 'MFR' },
  'POST /api/v1/clinic-schedules': { who: 'M', grant: 'clinic_schedules:create' },
  'DELETE /api/v1/clinic-schedules/:id': { who: 'M', grant: 'clinic_schedules:delete' },

  'GET /api/v1/specialties': { who: 'MFR' },
  'GET /api/v1/specialties/:id': { who: 'MFR' },
  'POST /api/v1/specialties': { who: 'M', grant: 'specialties:create' },
  'PUT /api/v1/specialties/:id': { who: 'M', grant: 'specialties:update' },
  'DELETE /api/v1/specialties/:id': { who: 'M', grant: 'specialties:delete' },
  'GET /api/v1/services': { who: 'MFR', grant: 'services:list_all' },
  'GET /api/v1/services/:id': { who: 'MFR' },
  'POST /api/v1/services': { who: 'M', grant: 'services:create' },
  'PUT /api/v1/services/:id': { who: 'M', grant: 'services:update' },
  'DELETE /api/v1/services/:id': { who: 'M', grant: 'services:delete' },
  'POST /api/v1/services/delete-batch': { who: 'M', grant: 'services:delete' },
  // Decision 041: everyone on the staff reads the stock; the front desk records consumptions (a purchase
  // or an adjustment also needs stock_movements:update, a manager's: stock.test.ts).
  'GET /api/v1/stock-movements': { who: 'MFR' },
  'GET /api/v1/stock-movements/low-stock': { who: 'MFR' },
  'POST /api/v1/stock-movements': { who: 'MR', grant: 'stock_movements:create' },
  // Packs (issue 44, decision 040): staff read them; only managers edit them; managers and the front
  // desk sell them; a professional reads a patient's packs (the booking dialog shows them).
  'GET /api/v1/service-packs': { who: 'MFR' },
  'GET /api/v1/service-packs/:id': { who: 'MFR' },
  'POST /api/v1/service-packs': { who: 'M', grant: 'service_packs:create' },
  'PUT /api/v1/service-packs/:id': { who: 'M', grant: 'service_packs:update' },
  'DELETE /api/v1/service-packs/:id': { who: 'M', grant: 'service_packs:delete' },
  'GET /api/v1/service-pack-sales': { who: 'MR' },
  'GET /api/v1/service-pack-sales/:id': { who: 'MR' },
  'POST /api/v1/service-pack-sales': { who: 'MR', grant: 'service_pack_sales:create' },
  'POST /api/v1/service-pack-sales/:id/invoice': { who: 'MR', grant: 'service_pack_sales:create' },
  'GET /api/v1/service-consumptions/patient-packs-info': { who: 'MFR' },
  'GET /api/v1/insurers': { who: 'MFR' },
  'GET /api/v1/insurers/:id': { who: 'MFR' },
  'POST /api/v1/insurers': { who: 'M', grant: 'insurers:create' },
  'PUT /api/v1/insurers/:id': { who: 'M', grant: 'insurers:update' },
  'DELETE /api/v1/insurers/:id': { who: 'M', grant: 'insurers:delete' },
  // Agreements and the split (issue 45): everyone who reads insurers sees them; managers write them.
  'GET /api/v1/insurers/:id/agreements': { who: 'MFR' },
  'POST /api/v1/insurers/:id/agreements': { who: 'M', grant: 'insurers:update' },
  'PUT /api/v1/insurer-agreements/:id': { who: 'M', grant: 'insurers:update' },
  'DELETE /api/v1/insurer-agreements/:id': { who: 'M', grant: 'insurers:update' },
  // Billing the insurer (issue 45, decision 047): its statement, FT, payments and account — managers.
  'GET /api/v1/insurers/:id/statement': { who: 'M', grant: 'insurers:update' },
  'GET /api/v1/insurers/:id/statement.csv': { who: 'M', grant: 'insurers:update' },
  'GET /api/v1/insurers/:id/statement.pdf': { who: 'M', grant: 'insurers:update' },
  'POST /api/v1/insurers/:id/statement/invoice': { who: 'M', grant: 'insurers:update' },
  'GET /api/v1/insurers/:id/account': { who: 'M', grant: 'insurers:update' },
  'POST /api/v1/insurers/:id/payments': { who: 'M', grant: 'insurers:update' },
  'GET /api/v1/users/:id/insurance': { who: 'MFR' },
  // Issue 47: templates are account configuration (the front desk reads them to send); campaigns open
  // for a professional with communications:list_all (spec §6), the front desk sends and follows them.
  'GET /api/v1/communication-templates': { who: 'MR' },
  'GET /api/v1/communication-templates/:id': { who: 'MR' },
  'POST /api/v1/communication-templates': { who: 'M', grant: 'communication_templates:create' },
  'PUT /api/v1/communication-templates/:id': { who: 'M', grant: 'communication_templates:update' },
  'DELETE /api/v1/communication-templates/:id': { who: 'M', grant: 'communication_templates:delete' },
  'GET /api/v1/communications': { who: 'M', grant: 'communications:list_all' },
  'GET /api/v1/communications/:id': { who: 'MR', grant: 'communications:list_all' },
  'POST /api/v1/communications/preview-count': { who: 'MR', grant: 'communications:create' },
  'POST /api/v1/communications': { who: 'MR', grant: 'communications:create' },
  'GET /api/v1/references': { who: 'MFR' },
  'GET /api/v1/references/:id': { who: 'MFR' },
  'POST /api/v1/references': { who: 'MFR' },
  'PUT /api/v1/references/:id': { who: 'MFR' },
  'DELETE /api/v1/references/:id': { who: 'M', grant: 'references:delete' },
  'POST /api/v1/references/delete-batch': { who: 'M', grant: 'references:delete' },
  'GET /api/v1/tax-exemptions': { who: 'MFR' },

  'GET /api/v1/collaborators': { who: 'MFR' },
  'GET /api/v1/collaborators/:id': { who: 'MFR' },
  // Inviting and changing team members makes managers: manager-only grants (issue 39, decision 003).
  'POST /api/v1/collaborators': { who: 'M' },
  'POST /api/v1/collaborators/:id/resend-invitation': { who: 'M' },
  'PUT /api/v1/collaborators/:id': { who: 'M' },
  'DELETE /api/v1/collaborators/:id': { who: 'M', grant: 'collaborators:delete' },
  'PUT /api/v1/users/:id': { who: 'M' },

  // A patient reads only their own record (404 for others), so "allowed" for them is not 403.
  'GET /api/v1/users/patients': { who: 'MFRX' },
  'GET /api/v1/users/patients/nif-check': { who: 'MFRX' },
  'GET /api/v1/users/patients/:id': { who: 'MFRX' },
  'POST /api/v1/users/patients': { who: 'MFR' },
  'PUT /api/v1/users/patients/:id': { who: 'MFR' },
  'DELETE /api/v1/users/patients/:id': { who: 'MR', grant: 'patients:delete' },
  'POST /api/v1/users/patients/delete-batch': { who: 'MR', grant: 'patients:delete' },
  'GET /api/v1/users/patients/:id/audit': { who: 'M' },
  'GET /api/v1/users/patients/:id/export': { who: 'M' },
  'POST /api/v1/users/patients/:id/erase': { who: 'M' },
  'POST /api/v1/users/patients/:id/portal-invitation': { who: 'M' },
  'DELETE /api/v1/users/patients/:id/portal-invitation': { who: 'M' },
  'GET /api/v1/users/:id/files': { who: 'MFRX' },
  'POST /api/v1/users/:id/files': { who: 'MFR' },
  'GET /api/v1/users/:id/files/:fileId': { who: 'MFRX' },
  'DELETE /api/v1/users/:id/files/:fileId': { who: 'M', grant: 'files:delete' },

  'GET /api/v1/professional-schedules': { who: 'MFR' },
  'GET /api/v1/professional-schedules/:id': { who: 'MFR' },
  'POST /api/v1/professional-schedules': { who: 'M', grant: 'professional_schedules:create' },
  'PUT /api/v1/professional-schedules/:id': { who: 'M', grant: 'professional_schedules:update' },
  'DELETE /api/v1/professional-schedules/:id': { who: 'M', grant: 'professional_schedules:delete' },
  'GET /api/v1/schedule-exceptions': { who: 'MFR' },
  'GET /api/v1/schedule-exceptions/:id': { who: 'MFR' },
  'POST /api/v1/schedule-exceptions': { who: 'M', grant: 'schedule_exceptions:create' },
  'PUT /api/v1/schedule-exceptions/:id': { who: 'M', grant: 'schedule_exceptions:update' },
  'DELETE /api/v1/schedule-exceptions/:id': { who: 'M', grant: 'schedule_exceptions:delete' },
  // A patient reads only their own appointments (404 for others), so "allowed" for them is not 403.
  'GET /api/v1/appointments': { who: 'MFRX' },
  'GET /api/v1/appointments/history': { who: 'MFRX' },
  'GET /api/v1/appointments/:id': { who: 'MFRX' },
  'POST /api/v1/appointments': { who: 'MFR', grant: 'appointments:create' },
  'PUT /api/v1/appointments/:id': { who: 'MFR', grant: 'appointments:update' },
  'DELETE /api/v1/appointments/:id': { who: 'MR', grant: 'appointments:delete' },
  // The interventions library: read by professionals (sessions pick from it), written by managers.
  'GET /api/v1/interventions': { who: 'MF' },
  'GET /api/v1/interventions/:id': { who: 'MF' },
  'POST /api/v1/interventions': { who: 'M', grant: 'interventions:create' },
  'PUT /api/v1/interventions/:id': { who: 'M', grant: 'interventions:update' },
  'DELETE /api/v1/interventions/:id': { who: 'M', grant: 'interventions:delete' },
  'POST /api/v1/interventions/delete-batch': { who: 'M', grant: 'interventions:delete' },
  // An exercise's picture (issue 43): changed with the library; read by anyone of the clinic (patients too).
  'PUT /api/v1/interventions/:id/image': { who: 'M', grant: 'interventions:update' },
  'DELETE /api/v1/interventions/:id/image': { who: 'M', grant: 'interventions:update' },
  'GET /api/v1/interventions/:id/images/:fileId': { who: 'A' },
  // What was done in sessions: a patient reads only their own (404 for others).
  'GET /api/v1/interventions-performed': { who: 'MFX' },
  'POST /api/v1/interventions-performed': { who: 'MF', grant: 'interventions_performed:create' },
  'POST /api/v1/interventions-performed/copy-previous': {
    who: 'MF',
    grant: 'interventions_performed:create',
  },
  'PUT /api/v1/interventions-performed/:id': { who: 'MF', grant: 'interventions_performed:update' },
  'DELETE /api/v1/interventions-performed/:id': { who: 'MF', grant: 'interventions_performed:update' },
  // Outcome measures (decision 028): read by managers and professionals, recorded with instruments:create.
  'GET /api/v1/instruments': { who: 'MF' },
  'GET /api/v1/instruments/:code': { who: 'MF' },
  'GET /api/v1/instruments/responses': { who: 'MF' },
  'GET /api/v1/instruments/trends': { who: 'MF' },
  'POST /api/v1/instruments/responses': { who: 'MF', grant: 'instruments:create' },
  // The home programme (decision 027): prescribed with interventions_performed:create, read by staff who
  // see the patient and by the patient (their own), sessions marked done by the patient.
  'GET /api/v1/exercise-programmes': { who: 'MFX' },
  'GET /api/v1/exercise-programmes/:id': { who: 'MFX' },
  'GET /api/v1/exercise-programmes/:id/adherence': { who: 'MFX' },
  'GET /api/v1/exercise-programmes/:id/pdf': { who: 'MFX' },
  'POST /api/v1/exercise-programmes': { who: 'MF', grant: 'interventions_performed:create' },
  'PUT /api/v1/exercise-programmes/:id': { who: 'MF', grant: 'interventions_performed:create' },
  'POST /api/v1/exercise-programmes/:id/end': { who: 'MF', grant: 'interventions_performed:create' },
  'POST /api/v1/exercise-programmes/:id/sessions': { who: 'MX', grant: 'exercise_programmes:create' },
  // Fiscal documents (issue 26): the front desk drafts, issues, credits and cancels (decision 003); a
  // professional reads those with their appointments, a patient their own.
  'GET /api/v1/invoicing-documents': { who: 'MFRX' },
  'GET /api/v1/invoicing-documents/:id': { who: 'MFRX' },
  'GET /api/v1/invoicing-documents/chain-verification': { who: 'M', grant: 'tenants:update' },
  // The monthly SAF-T (PT) file (issue 28): managers, like the invoicing settings.
  'GET /api/v1/saft': { who: 'M', grant: 'tenants:update' },
  'POST /api/v1/invoicing-documents': { who: 'MR', grant: 'invoicing_documents:create' },
  'PUT /api/v1/invoicing-documents/:id': { who: 'MR', grant: 'invoicing_documents:create' },
  'DELETE /api/v1/invoicing-documents/:id': { who: 'MR', grant: 'invoicing_documents:create' },
  'POST /api/v1/invoicing-documents/:id/items': { who: 'MR', grant: 'invoicing_documents:create' },
  'PUT /api/v1/invoicing-documents/:id/items/:itemId': { who: 'MR', grant: 'invoicing_documents:create' },
  'DELETE /api/v1/invoicing-documents/:id/items/:itemId': { who: 'MR', grant: 'invoicing_documents:create' },
  'POST /api/v1/invoicing-documents/:id/issue': { who: 'MR', grant: 'invoicing_documents:create' },
  'POST /api/v1/invoicing-documents/:id/cancel': { who: 'MR', grant: 'invoicing_documents:update' },
  'POST /api/v1/invoicing-documents/:id/generate-pdf': { who: 'MFRX' },
  'POST /api/v1/invoicing-documents/send-by-email': { who: 'MR', grant: 'invoicing_documents:create' },
  // Payments (issue 27, decision 030): the front desk records them; a professional reads them only with
  // payments:list_all; a patient reads their own payments, receipts and current account.
  'GET /api/v1/payment-methods': { who: 'MFRX' },
  'GET /api/v1/payments': { who: 'MRX', grant: 'payments:list_all' },
  'GET /api/v1/payments/export.csv': { who: 'MRX', grant: 'payments:list_all' },
  'GET /api/v1/payments/:id': { who: 'MRX', grant: 'payments:list_all' },
  'POST /api/v1/payments': { who: 'MR', grant: 'payments:create' },
  'PUT /api/v1/payments/:id': { who: 'MR', grant: 'payments:update' },
  'POST /api/v1/payments/:id/cancel': { who: 'MR', grant: 'payments:update' },
  'POST /api/v1/payments/:id/provider-receipts': { who: 'MR', grant: 'payments:create' },
  'GET /api/v1/payments/:id/provider-receipts/:documentId/pdf': { who: 'MRX', grant: 'payments:list_all' },
  'POST /api/v1/generate-receipt': { who: 'MRX', grant: 'payments:list_all' },
  'POST /api/v1/payments/send-receipt-by-email': { who: 'MR', grant: 'payments:create' },
  'GET /api/v1/users/:id/current-account': { who: 'MRX', grant: 'payments:list_all' },
  // Refunds (issue 38, decision 033) as payments; the cash close: the front desk and managers only.
  'GET /api/v1/payments/refunds': { who: 'MRX', grant: 'payments:list_all' },
  'GET /api/v1/payments/refunds/:id': { who: 'MRX', grant: 'payments:list_all' },
  'POST /api/v1/payments/refunds': { who: 'MR', grant: 'payments:create' },
  'GET /api/v1/cash-closes': { who: 'MR' },
  'GET /api/v1/cash-closes/options': { who: 'MR' },
  'GET /api/v1/cash-closes/day': { who: 'MR' },
  'GET /api/v1/cash-closes/:id': { who: 'MR' },
  'GET /api/v1/cash-closes/:id/pdf': { who: 'MR' },
  'POST /api/v1/cash-closes': { who: 'MR' },
  // Expenses (issue 27): managers; a professional with expenses:list_all to read, or the matching grant
  // to change them; never the front desk or a patient.
  'GET /api/v1/expenses': { who: 'M', grant: 'expenses:list_all' },
  'GET /api/v1/expenses/export.csv': { who: 'M', grant: 'expenses:list_all' },
  'GET /api/v1/expenses/:id': { who: 'M', grant: 'expenses:list_all' },
  'POST /api/v1/expenses': { who: 'M', grant: 'expenses:create' },
  'PUT /api/v1/expenses/:id': { who: 'M', grant: 'expenses:update' },
  'DELETE /api/v1/expenses/:id': { who: 'M', grant: 'expenses:delete' },
  'GET /api/v1/expenses/:id/attachment': { who: 'M', grant: 'expenses:list_all' },
  'PUT /api/v1/expenses/:id/attachment': { who: 'M', grant: 'expenses:update' },
  'DELETE /api/v1/expenses/:id/attachment': { who: 'M', grant: 'expenses:update' },
  // Clinical evaluations: neither the front desk nor a patient (issue 23).
  'GET /api/v1/evaluations': { who: 'MF' },
  'GET /api/v1/evaluations/:id': { who: 'MF' },
  'POST /api/v1/evaluations': { who: 'MF', grant: 'evaluations:create' },
  'PUT /api/v1/evaluations/:id': { who: 'MF', grant: 'evaluations:update' },
  'POST /api/v1/evaluations/:id/sign': { who: 'MF', grant: 'evaluations:update' },
  'POST /api/v1/evaluations/:id/addenda': { who: 'MF', grant: 'evaluations:update' },
  'POST /api/v1/appointment-series/preview': { who: 'MFR', grant: 'appointment_series:create' },
  'POST /api/v1/appointment-series': { who: 'MFR', grant: 'appointment_series:create' },
  'GET /api/v1/appointment-series/:id': { who: 'MFR' },
  'PUT /api/v1/appointment-series/:id': { who: 'MFR', grant: 'appointment_series:update' },
  'POST /api/v1/appointment-series/:id/cancel': { who: 'MFR', grant: 'appointment_series:update' },
  // Everyone's hours and absences at a clinic (decision 024): staff, not patients.
  'GET /api/v1/calendar/unavailable': { who: 'MFR' },
  // Own calendar feed: whoever can be an appointment's professional; someone else's: collaborators:update
  // (manager-only).
  'GET /api/v1/me/ical-feed': { who: 'MF' },
  'POST /api/v1/me/ical-feed': { who: 'MF' },
  'DELETE /api/v1/me/ical-feed': { who: 'MF' },
  'GET /api/v1/users/:id/ical-feed': { who: 'M' },
  'DELETE /api/v1/users/:id/ical-feed': { who: 'M' },
  'GET /api/v1/ical/:token.ics': { who: 'P' },
  // The public booking page (issue 48, spec §7) and the clinic's side of its requests: everyone reads
  // those addressed to them (a patient their own), list_all widens it; deciding needs accept_and_reject.
  'GET /appointment-requests/tenant/:slug': { who: 'P' },
  'GET /appointment-requests/services': { who: 'P' },
  'GET /appointment-requests/services/count': { who: 'P' },
  'GET /appointment-requests/professionals': { who: 'P' },
  'GET /appointment-requests/professionals/unavailabilities': { who: 'P' },
  'GET /appointment-requests/slots': { who: 'P' },
  'POST /appointment-requests': { who: 'P' },
  'POST /appointment-requests/confirm': { who: 'P' },
  'GET /api/v1/appointment-requests': { who: 'MFRX' },
  'GET /api/v1/appointment-requests/count': { who: 'MFRX' },
  'POST /api/v1/appointment-requests/:id/accept': {
    who: 'MR',
    grant: 'appointment_requests:accept_and_reject',
  },
  'POST /appointment-requests/:id/accept': { who: 'MR', grant: 'appointment_requests:accept_and_reject' },
  'PUT /api/v1/appointment-requests/:id': { who: 'MR', grant: 'appointment_requests:accept_and_reject' },
  // The dashboard and the reports (issue 50): managers only (DOMAIN.md's role matrix, spec §6).
  'GET /api/v1/dashboard': { who: 'M' },
  'GET /api/v1/reports/:name': { who: 'M' },
  'GET /api/v1/reports/:name/export.csv': { who: 'M' },
  'GET /api/v1/reports/:name/export.xlsx': { who: 'M' },
  // The patient's home (issue 50): appointments:read up front; cancelling, the service then refuses
  // staff with 403 (notifications/patient-home.test.ts).
  'GET /api/v1/me/home': { who: 'MFRX' },
  'POST /api/v1/me/appointment-cancellations': { who: 'MFRX' },
};

const users = {
  M: 'gestor@demo.clinica.pt',
  F: 'fisio@demo.clinica.pt',
  R: 'rececao@demo.clinica.pt',
  X: 'paciente@demo.clinica.pt',
} as const;
type Who = keyof typeof users;

let t: TestApp;
let manager: string;
beforeAll(async () => {
  t = await createTestApp();
  manager = await t.login(users.M);
});
afterAll(() => t.close());

const registered = () => {
  const keys = new Set<string>();
  for (const r of t.routes) {
    // The web's pages (`/*`, `/`, `/public-calendar`) exist only when the web app is built (plugins/web.ts).
    const webPage = r.url === '/*' || r.url === '/' || r.url === '/public-calendar';
    if (r.url.startsWith('/api/docs') || webPage || r.url.startsWith('/api/test/')) continue;
    for (const m of [r.method].flat()) if (m !== 'HEAD') keys.add(`${m} ${r.url}`);
  }
  return [...keys].sort();
};

/** Calls a route with a made-up id and an empty body: enough to pass or fail the permission check. */
async function call(key: string, cookie?: string) {
  const [method, url] = key.split(' ') as ['GET' | 'POST' | 'PUT' | 'DELETE', string];
  const path = url.replace(/:[A-Za-z]+/g, () => randomUUID());
  const res = await t.request({
    method,
    url: path,
    cookie,
    payload: method === 'GET' || method === 'DELETE' ? undefined : {},
  });
  return res.statusCode;
}

const destructive = new Set(['POST /api/v1/logout', 'POST /api/v1/me/sessions/end-others']);

describe('permission matrix', () => {
  it('covers exactly the registered routes', () => {
    expect(registered()).toEqual(Object.keys(matrix).sort());
  });

  it('lists every permission a route declares in the manager’s /me map (the menu and pages read it)', async () => {
    const map = (await t.request({ method: 'GET', url: '/api/v1/me', cookie: manager })).json().permissions;
    const declared = new Set(
      t.routes.map((r) => r.permission).filter((p): p is string => p !== undefined && p.includes(':')),
    );
    expect(declared.size).toBeGreaterThan(50);
    const missing = [...declared].filter((p) => {
      const [resource, action] = p.split(':') as [string, string];
      return map[resource]?.[action] !== true;
    });
    expect(missing).toEqual([]);
  });

  it('answers every route as the matrix says, for every user type and anonymously', async () => {
    const cookies: Record<Who, string> = {
      M: manager,
      F: await t.login(users.F),
      R: await t.login(users.R),
      X: await t.login(users.X),
    };
    const failures: string[] = [];
    // Routes that end sessions go last: "end all other sessions" would end the cookies above.
    const entries = Object.entries(matrix).sort(
      ([a], [b]) => Number(destructive.has(a)) - Number(destructive.has(b)),
    );
    for (const [key, { who }] of entries) {
      const anonymous = await call(key);
      if (who === 'P') {
        if (anonymous === 401 || anonymous === 403)
          failures.push(`${key} anonymous → ${anonymous}, expected public`);
        continue;
      }
      if (anonymous !== 401) failures.push(`${key} anonymous → ${anonymous}, expected 401`);
      for (const type of Object.keys(users) as Who[]) {
        const allowed = who === 'A' || who.includes(type);
        const cookie = destructive.has(key) ? await t.login(users[type]) : cookies[type];
        const status = await call(key, cookie);
        const ok = allowed ? status !== 401 && status !== 403 : status === 403;
        if (!ok) failures.push(`${key} as ${type} → ${status}, expected ${allowed ? 'allowed' : '403'}`);
      }
    }
    expect(failures).toEqual([]);
    // Five calls for each of the app's routes, one after the other: a sweep, not a budget (timed work lives in
    // the bench); on a loaded 2-core host it passes the 30 s default.
  }, 120_000);

  it('lets a professional in with the matching grant, and out without it', async () => {
    const failures: string[] = [];
    manager = await t.login(users.M); // the previous test ended the other sessions
    const fisio = await t.login(users.F);
    for (const [key, { grant }] of Object.entries(matrix)) {
      if (!grant) continue;
      const [resource, action] = grant.split(':') as [string, string];
      const put = (allowed: boolean) =>
        t.request({
          method: 'PUT',
          url: '/api/v1/permissions',
          cookie: manager,
          payload: { user_id: FISIO, permissions: { [resource]: { [action]: allowed } } },
        });
      expect((await put(true)).statusCode).toBe(200);
      const withGrant = await call(key, fisio);
      if (withGrant === 401 || withGrant === 403) failures.push(`${key} with ${grant} → ${withGrant}`);
      await put(false);
      const without = await call(key, fisio);
      if (without !== 403) failures.push(`${key} without ${grant} → ${without}`);
    }
    expect(failures).toEqual([]);
  });

  it('keeps the manager-only grants from every professional: refused by the editor, no use when held', async () => {
    manager = await t.login(users.M);
    const managerOnly = [
      ...new Set(
        t.routes
          .map((r) => r.permission)
          .filter((p): p is string => p !== undefined && p.includes(':'))
          .filter((p) => isManagerOnly(...(p.split(':') as [string, string]))),
      ),
    ];
    expect(managerOnly.sort()).toEqual([
      'collaborators:create',
      'collaborators:update',
      'permissions:read',
      'permissions:update',
    ]);
    const failures: string[] = [];
    for (const grant of managerOnly) {
      const [resource, action] = grant.split(':') as [string, string];
      const put = await t.request({
        method: 'PUT',
        url: '/api/v1/permissions',
        cookie: manager,
        payload: { user_id: FISIO, permissions: { [resource]: { [action]: true } } },
      });
      if (put.statusCode !== 400) failures.push(`granting ${grant} → ${put.statusCode}`);
      // Held from before (a row written behind the API): still refused on every route that needs it.
      await t.request({
        method: 'POST',
        url: '/api/test/permission',
        payload: { email: users.F, resource, action, allowed: true },
      });
    }
    const fisio = await t.login(users.F);
    for (const r of t.routes) {
      if (!r.permission || !managerOnly.includes(r.permission)) continue;
      for (const method of [r.method].flat()) {
        if (method === 'HEAD') continue;
        const status = await call(`${method} ${r.url}`, fisio);
        if (status !== 403) failures.push(`${method} ${r.url} holding ${r.permission} → ${status}`);
      }
    }
    expect(failures).toEqual([]);
  });
});

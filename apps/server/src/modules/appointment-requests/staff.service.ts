import {
  appointmentRequestMessages as m,
  type AppointmentRequest,
  type AppointmentRequestStatus,
} from '@clinica/contracts/appointment-requests';
import type { ListResponse } from '@clinica/contracts/common';
import type { Tx } from '../../db/client.js';
import { conflict, notFound } from '../../lib/errors.js';
import type { Mailer } from '../../jobs/mail-delivery.js';
import type { AuthUser } from '../../plugins/context.js';
import { createAppointment } from '../appointments/booking.service.js';
import { appointmentIcs } from '../ical/ical.service.js';
import { createPatient } from '../patients/patients.service.js';
import { can } from '../permissions/grants.js';
import * as settingsRepo from './booking-settings.repository.js';
import * as repo from './appointment-requests.repository.js';
import { acceptedEmail, rejectedEmail, whenText } from './request-emails.js';

/**
 * The clinic's side of the public booking requests (issue 48, decision 043): the «Pedidos» list (all
 * with `appointment_requests:list_all`, else those addressed to the caller), accepting — through the
 * normal booking path, so a slot taken meanwhile answers its 409 and the request stays pending — and
 * rejecting with a reason. The visitor is e-mailed either way.
 */
const scope = (user: AuthUser): repo.RequestScope =>
  user.type === 'patient'
    ? { tenantId: user.tenantId, professionalId: null, email: user.email ?? '' }
    : {
        tenantId: user.tenantId,
        professionalId: can(user.type, user.overrides, 'appointment_requests', 'list_all') ? null : user.id,
        email: null,
      };

function toRequest(r: repo.RequestRow, matched: { id: string; name: string } | null): AppointmentRequest {
  return {
    id: r.id,
    status: r.status,
    service_id: r.serviceId,
    service_name: r.serviceName,
    professional_id: r.professionalId,
    professional_name: r.professionalName,
    professional_chosen: r.professionalChosen,
    clinic_id: r.clinicId,
    starts_at: r.startsAt.toISOString(),
    ends_at: r.endsAt.toISOString(),
    name: r.name,
    email: r.email,
    mobile: r.mobile,
    note: r.note,
    matched_patient: matched,
    appointment_id: r.appointmentId,
    reject_reason: r.rejectReason,
    created_at: r.createdAt.toISOString(),
  };
}

/** The first patient (oldest) whose e-mail is the request's, else whose mobile is. */
function matchFor(
  r: { email: string; mobile: string },
  patients: Awaited<ReturnType<typeof repo.matchingPatients>>,
) {
  const p =
    patients.find((x) => x.email?.toLowerCase() === r.email.toLowerCase()) ??
    patients.find((x) => x.phone === r.mobile);
  return p ? { id: p.id, name: p.name } : null;
}

export async function listRequests(
  tx: Tx,
  user: AuthUser,
  q: { status: Exclude<AppointmentRequestStatus, 'unconfirmed'>; page: number; page_size: number },
): Promise<ListResponse<AppointmentRequest>> {
  const s = scope(user);
  const rows = await repo.listRequests(tx, s, {
    status: q.status,
    limit: q.page_size,
    offset: (q.page - 1) * q.page_size,
  });
  const total =
    rows.length < q.page_size && q.page === 1 ? rows.length : await repo.countRequests(tx, s, q.status);
  const patients = q.status === 'pending' ? await repo.matchingPatients(tx, user.tenantId, rows) : [];
  return {
    items: rows.map((r) => toRequest(r, matchFor(r, patients))),
    total,
    total_capped: false,
    page: q.page,
    page_size: q.page_size,
  };
}

export const pendingCount = async (tx: Tx, user: AuthUser) => ({
  count: await repo.countRequests(tx, scope(user), 'pending'),
});

async function pendingRequest(tx: Tx, user: AuthUser, id: string) {
  const r = await repo.getRequestForUpdate(tx, scope(user), id);
  if (!r || r.status === 'unconfirmed') throw notFound(m.notFound);
  if (r.status !== 'pending') throw conflict(m.notPending);
  return r;
}

async function facts(tx: Tx, user: AuthUser, r: repo.RequestRow) {
  const s = (await settingsRepo.getSettings(tx, user.tenantId))!;
  const clinic = { clinicName: s.name, name: r.name, serviceName: r.serviceName };
  return { ...clinic, when: whenText(r.startsAt, s.timeZone), address: s.address };
}

/**
 * Books the request's slot for the patient the staff confirmed (the proposed match, or any patient they
 * see), or a new patient made from the request's contact; 409 from the booking leaves it pending (the
 * whole transaction rolls back, the new patient too). Answers the request and the message to deliver.
 */
export async function acceptRequest(
  tx: Tx,
  user: AuthUser,
  mailer: Mailer,
  id: string,
  body: { patient_id?: string },
  now: Date,
): Promise<{ request: AppointmentRequest; messageId: string }> {
  const r = await pendingRequest(tx, user, id);
  let patientId = body.patient_id;
  if (!patientId) {
    const [first, ...rest] = r.name.trim().split(/\s+/);
    const patient = await createPatient(
      tx,
      user,
      { first_name: first!, surname: rest.join(' '), email: r.email, phone: r.mobile, consent_email: true },
      null,
    );
    patientId = patient.id;
  }
  const appointment = await createAppointment(
    tx,
    user,
    {
      patient_id: patientId,
      professional_id: r.professionalId,
      service_id: r.serviceId,
      clinic_id: r.clinicId,
      space_id: r.spaceId,
      starts_at: r.startsAt.toISOString(),
      ends_at: r.endsAt.toISOString(),
      notes: r.note,
      confirm_outside_schedule: false,
    },
    now,
  );
  await repo.decide(tx, id, {
    status: 'accepted',
    patientId,
    appointmentId: appointment.id,
    decidedBy: user.id,
    decidedAt: now,
  });
  const f = await facts(tx, user, r);
  const ics = appointmentIcs({
    id: appointment.id,
    startsAt: r.startsAt,
    endsAt: r.endsAt,
    summary: `${r.serviceName} — ${f.clinicName}`,
    location: f.address,
  });
  const messageId = await mailer.queue(
    tx,
    user.tenantId,
    r.email,
    'booking_request_accepted',
    acceptedEmail(f, { filename: 'marcacao.ics', contentType: 'text/calendar; charset=utf-8', content: ics }),
  );
  return {
    request: toRequest({ ...r, status: 'accepted', appointmentId: appointment.id }, null),
    messageId,
  };
}

export async function rejectRequest(
  tx: Tx,
  user: AuthUser,
  mailer: Mailer,
  id: string,
  reason: string,
  now: Date,
): Promise<{ request: AppointmentRequest; messageId: string }> {
  const r = await pendingRequest(tx, user, id);
  await repo.decide(tx, id, { status: 'rejected', rejectReason: reason, decidedBy: user.id, decidedAt: now });
  const messageId = await mailer.queue(
    tx,
    user.tenantId,
    r.email,
    'booking_request_rejected',
    rejectedEmail(await facts(tx, user, r), reason),
  );
  return { request: toRequest({ ...r, status: 'rejected', rejectReason: reason }, null), messageId };
}

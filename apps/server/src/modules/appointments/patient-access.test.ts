import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/test-app.js';
import { FISIO, GESTOR, useClinicFixture } from './fixtures.test-helpers.js';

/**
 * Issue 39 §1: a booking gives its professional the patient's record, so only someone who already sees
 * the patient may book, move or edit an appointment of theirs (decision 003).
 */
const t = useTestApp();
const f = useClinicFixture(t);
const { api } = f;

const listAll = (allowed: boolean) =>
  api('PUT', '/api/v1/permissions', { user_id: FISIO, permissions: { patients: { list_all: allowed } } });

const slot = (day: string, hour = '10') => ({
  starts_at: `${day}T${hour}:00:00Z`,
  ends_at: `${day}T${hour}:45:00Z`,
  confirm_outside_schedule: true,
});

/** A patient of the manager's: booked in the manager's calendar, with an evaluation written. */
async function colleaguesPatient(name: string, day: string) {
  const patient = await api('POST', '/api/v1/users/patients', { first_name: name, surname: 'Reservada' });
  expect(patient.statusCode, patient.body).toBe(201);
  const patientId = patient.json().id as string;
  const booked = await api('POST', '/api/v1/appointments', {
    patient_id: patientId,
    professional_id: GESTOR,
    service_id: f.fx.sessionService,
    clinic_id: f.fx.clinicId,
    ...slot(day),
  });
  expect(booked.statusCode, booked.body).toBe(201);
  const evaluation = await api('POST', '/api/v1/evaluations', {
    type: 'subjective',
    appointment_id: booked.json().id,
    content: { main_complaint: 'Dor cervical desde o acidente' },
  });
  expect(evaluation.statusCode, evaluation.body).toBe(201);
  return { patientId, appointmentId: booked.json().id as string };
}

describe('booking does not open a patient’s record', () => {
  it('refuses a professional who books, moves or edits an appointment of a patient they do not see', async () => {
    const { patientId, appointmentId } = await colleaguesPatient('Olga', '2027-02-01');
    expect((await listAll(false)).statusCode).toBe(200);
    try {
      // The attacker reads the calendar: everyone's appointments (appointments:list_all), patient ids included.
      const calendar = await api(
        'GET',
        '/api/v1/appointments?from=2027-02-01T00:00:00Z&to=2027-02-02T00:00:00Z',
        undefined,
        f.fisio,
      );
      expect(calendar.statusCode).toBe(200);
      const seen = calendar.json().items.find((a: { id: string }) => a.id === appointmentId);
      expect(seen.patient_id).toBe(patientId);
      const evaluations = `/api/v1/evaluations?patient_id=${patientId}`;
      expect((await api('GET', evaluations, undefined, f.fisio)).statusCode).toBe(404);

      // Books that patient in their own calendar: refused as a patient that does not exist.
      const booking = await api(
        'POST',
        '/api/v1/appointments',
        {
          patient_id: patientId,
          professional_id: FISIO,
          service_id: f.fx.sessionService,
          clinic_id: f.fx.clinicId,
          ...slot('2027-02-02'),
        },
        f.fisio,
      );
      expect([booking.statusCode, booking.json().error?.fields]).toEqual([
        400,
        { patient_id: 'Paciente não encontrado' },
      ]);
      // And cancels it, as though it had been booked, so that the calendar shows nothing.
      if (booking.statusCode === 201)
        await api('PUT', `/api/v1/appointments/${booking.json().id}`, { state: 'canceled' }, f.fisio);
      // A series, the colleague's appointment moved into their calendar, or merely edited: refused too.
      const series = await api(
        'POST',
        '/api/v1/appointment-series',
        {
          patient_id: patientId,
          professional_id: FISIO,
          service_id: f.fx.sessionService,
          clinic_id: f.fx.clinicId,
          start_time: '11:00',
          duration_minutes: 45,
          weekdays: ['wednesday'],
          starts_on: '2027-02-03',
          count: 2,
          confirm_outside_schedule: true,
        },
        f.fisio,
      );
      expect([series.statusCode, series.json().error?.fields]).toEqual([
        400,
        { patient_id: 'Paciente não encontrado' },
      ]);
      for (const change of [{ professional_id: FISIO }, { notes: 'Vista' }, { state: 'canceled' }]) {
        const res = await api('PUT', `/api/v1/appointments/${appointmentId}`, change, f.fisio);
        expect([res.statusCode, res.json().error?.message], JSON.stringify(change)).toEqual([
          404,
          'Paciente não encontrado',
        ]);
      }

      // The patient's record stays closed to them, and nothing was written.
      expect((await api('GET', evaluations, undefined, f.fisio)).statusCode).toBe(404);
      for (const url of [
        `/api/v1/users/patients/${patientId}`,
        `/api/v1/interventions-performed?patient_id=${patientId}`,
        `/api/v1/exercise-programmes?patient_id=${patientId}`,
        `/api/v1/instruments/responses?patient_id=${patientId}`,
        `/api/v1/users/${patientId}/files`,
      ])
        expect((await api('GET', url, undefined, f.fisio)).statusCode, url).toBe(404);
      const history = await api('GET', `/api/v1/appointments/history?patient_id=${patientId}`);
      expect(history.json().items.map((a: { id: string }) => a.id)).toEqual([appointmentId]);
      expect((await api('GET', `/api/v1/appointments/${appointmentId}`)).json()).toMatchObject({
        professional_id: GESTOR,
        state: 'scheduled',
        notes: null,
      });
    } finally {
      await listAll(true);
    }
  });

  it('lets whoever sees the patient give a professional access by booking them', async () => {
    const { patientId } = await colleaguesPatient('Paula', '2027-02-08');
    expect((await listAll(false)).statusCode).toBe(200);
    try {
      const evaluations = `/api/v1/evaluations?patient_id=${patientId}`;
      expect((await api('GET', evaluations, undefined, f.fisio)).statusCode).toBe(404);
      // The front desk sees every patient of their clinic (and those of none): they book the physiotherapist.
      const booked = await api(
        'POST',
        '/api/v1/appointments',
        {
          patient_id: patientId,
          professional_id: FISIO,
          service_id: f.fx.sessionService,
          clinic_id: f.fx.clinicId,
          ...slot('2027-02-09'),
        },
        f.rececao,
      );
      expect(booked.statusCode, booked.body).toBe(201);
      expect((await api('GET', evaluations, undefined, f.fisio)).statusCode).toBe(200);
      // Now theirs too, the physiotherapist may book and edit that patient's appointments.
      const again = await api(
        'PUT',
        `/api/v1/appointments/${booked.json().id}`,
        { notes: 'Trazer exames' },
        f.fisio,
      );
      expect(again.statusCode, again.body).toBe(200);
    } finally {
      await listAll(true);
    }
  });

  it('keeps the front desk to the patients of their clinics when the clinics do not share data', async () => {
    const created = await api('POST', '/api/v1/users/patients', {
      first_name: 'Rita',
      surname: 'da Foz',
      clinic_ids: [f.fx.otherClinicId],
    });
    expect(created.statusCode, created.body).toBe(201);
    const body = {
      patient_id: created.json().id,
      professional_id: FISIO,
      service_id: f.fx.sessionService,
      clinic_id: f.fx.clinicId,
      ...slot('2027-02-10'),
    };
    const refused = await api('POST', '/api/v1/appointments', body, f.rececao);
    expect([refused.statusCode, refused.json().error?.fields]).toEqual([
      400,
      { patient_id: 'Paciente não encontrado' },
    ]);
    expect((await api('POST', '/api/v1/appointments', body)).statusCode).toBe(201);
  });
});

import { describe, expect, it } from 'vitest';
import { REQUIRED_MESSAGE } from '@clinica/contracts/zod-config';
import { appointmentFormSchema, valuesOf, type AppointmentFormValues } from './appointment-form-schema';

const ids = {
  patient: '0f8e3a2c-1b4d-4c6e-8a9b-0c1d2e3f4a5b',
  professional: '1a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d',
  service: '2b3c4d5e-6f7a-4b8c-9d0e-1f2a3b4c5d6e',
  clinic: '3c4d5e6f-7a8b-4c9d-8e1f-2a3b4c5d6e7f',
};
const schema = appointmentFormSchema('Europe/Lisbon');
// Monday 8 February 2027, 10:00–10:45 in Lisbon (winter: UTC).
const start = new Date(2027, 1, 8, 10, 0);
const end = new Date(2027, 1, 8, 10, 45);

function form(change: Partial<AppointmentFormValues> = {}): AppointmentFormValues {
  return {
    ...valuesOf(null, { start, end }, 'Europe/Lisbon', ''),
    patient: { id: ids.patient, name: 'Ana Lopes' },
    professional_id: ids.professional,
    service_id: ids.service,
    clinic_id: ids.clinic,
    ...change,
  };
}

function errorsOf(values: AppointmentFormValues): Record<string, string> {
  const result = schema.safeParse(values);
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((i) => [String(i.path[0]), i.message]));
}

describe('the booking form → the API bodies', () => {
  it('books one appointment: wall-clock times as instants, blanks as null, no price → the service’s', () => {
    const checked = schema.parse(form());
    expect(checked.one).toEqual({
      patient_id: ids.patient,
      professional_id: ids.professional,
      service_id: ids.service,
      clinic_id: ids.clinic,
      space_id: null,
      starts_at: '2027-02-08T10:00:00.000Z',
      ends_at: '2027-02-08T10:45:00.000Z',
      notes: null,
      confirm_outside_schedule: false,
    });
    expect(checked.series).toBeNull();
    expect(schema.parse(form({ price: '35,5', notes: ' Trazer exames ' })).one).toMatchObject({
      price_cents: 3550,
      notes: 'Trazer exames',
    });
  });

  it('repeats weekly: the rule in wall-clock time, from the day chosen, on its weekday by default', () => {
    const checked = schema.parse(form({ repeat: true }));
    expect(checked.series).toEqual({
      patient_id: ids.patient,
      professional_id: ids.professional,
      service_id: ids.service,
      clinic_id: ids.clinic,
      space_id: null,
      notes: null,
      start_time: '10:00',
      duration_minutes: 45,
      interval_weeks: 1,
      weekdays: ['monday'],
      starts_on: '2027-02-08',
      count: 8,
      confirm_outside_schedule: false,
      skip_conflicts: false,
    });
    expect(
      schema.parse(form({ repeat: true, end_mode: 'until', until_date: new Date(2027, 2, 29) })).series,
    ).toMatchObject({ until_date: '2027-03-29' });
  });

  it('says "Campo Obrigatório" under every missing choice', () => {
    expect(
      errorsOf(form({ patient: null, professional_id: '', service_id: '', clinic_id: '', date: null })),
    ).toEqual({
      patient: REQUIRED_MESSAGE,
      professional_id: REQUIRED_MESSAGE,
      service_id: REQUIRED_MESSAGE,
      clinic_id: REQUIRED_MESSAGE,
      date: REQUIRED_MESSAGE,
    });
    expect(errorsOf(form({ repeat: true, weekdays: [], count: '' }))).toEqual({
      weekdays: REQUIRED_MESSAGE,
      count: REQUIRED_MESSAGE,
    });
  });

  it('says what is wrong with a half-typed date or time, an end before the start, a price', () => {
    // 25/11/2, the year still being typed: a valid date in the year 2 for the picker.
    const yearTwo = new Date(2027, 10, 25);
    yearTwo.setFullYear(2);
    expect(errorsOf(form({ date: yearTwo }))).toEqual({ date: 'appointments.form.invalidDate' });
    expect(errorsOf(form({ starts_at: new Date(Number.NaN) }))).toEqual({
      starts_at: 'appointments.form.invalidTime',
    });
    expect(errorsOf(form({ ends_at: new Date(2027, 1, 8, 9, 30) }))).toEqual({
      ends_at: 'appointments.form.endBeforeStart',
    });
    expect(errorsOf(form({ price: 'trinta' }))).toEqual({ price: 'appointments.form.invalidPrice' });
  });

  it('gives the contract’s own messages for what only the contract knows', () => {
    expect(errorsOf(form({ ends_at: new Date(2027, 1, 8, 23, 0) }))).toEqual({
      ends_at: 'Uma marcação não pode durar mais de 12 horas',
    });
    expect(errorsOf(form({ repeat: true, count: '300' }))).toEqual({
      count: 'Uma série não pode ter mais de 200 marcações',
    });
  });
});

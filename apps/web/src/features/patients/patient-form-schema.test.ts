import { describe, expect, it } from 'vitest';
import { nifCheckDigit } from '@clinica/contracts/pt';
import type { Patient } from '@clinica/contracts/patients';
import { patientFormSchema, valuesOf, type PatientFormValues } from './patient-form-schema';

const nif = `12345678${nifCheckDigit('12345678')}`;

function form(change: Partial<PatientFormValues>): PatientFormValues {
  return { ...valuesOf(null), first_name: 'João', surname: 'Silva', ...change };
}

function errorsOf(values: PatientFormValues): Record<string, string> {
  const result = patientFormSchema.safeParse(values);
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((i) => [String(i.path[0]), i.message]));
}

describe('the patient form → the API body', () => {
  it('sends the typed date as ISO and blanks as null', () => {
    const body = patientFormSchema.parse(
      form({ date_of_birth: '02/05/1980', phone: '912 345 678', nif, postal_code: '4000-123' }),
    );
    expect(body).toMatchObject({
      first_name: 'João',
      surname: 'Silva',
      date_of_birth: '1980-05-02',
      phone: '+351912345678',
      nif,
      postal_code: '4000-123',
      email: null,
      insurer_id: null,
      reference_id: null,
      image_file_id: null,
      notes: null,
      clinic_ids: [],
      consent_sms: false,
    });
  });

  it('says exactly the spec’s message for a date that is not dd/mm/yyyy, or not real', () => {
    const message = 'Data de Nascimento Inválida. Formato: dd/mm/yyyy.';
    expect(errorsOf(form({ date_of_birth: '1980-05-02' }))).toEqual({ date_of_birth: message });
    expect(errorsOf(form({ date_of_birth: '31/02/1980' }))).toEqual({ date_of_birth: message });
    expect(errorsOf(form({ date_of_birth: '' }))).toEqual({});
  });

  it('says a date of birth in the future is one, with its own message', () => {
    expect(errorsOf(form({ date_of_birth: '01/01/2999' }))).toEqual({
      date_of_birth: 'A data de nascimento não pode ser no futuro',
    });
  });

  it('puts the contract’s messages under their fields', () => {
    expect(
      errorsOf(form({ first_name: ' ', surname: '', nif: '123456780', phone: '123', email: 'x@' })),
    ).toEqual({
      first_name: 'Campo Obrigatório',
      surname: 'Campo Obrigatório',
      nif: 'NIF inválido',
      phone: 'Número de telefone inválido',
      email: 'E-mail inválido',
    });
    expect(errorsOf(form({ notes: 'x'.repeat(5001) }))).toHaveProperty('notes');
  });

  it('shows a stored patient as typed text', () => {
    const patient = {
      first_name: 'Ana',
      surname: 'Costa',
      phone: '+351912345678',
      date_of_birth: '1990-07-09',
      insurer_id: null,
      clinic_ids: ['c1'],
      consent_email: true,
    } as Partial<Patient> as Patient;
    expect(valuesOf(patient)).toMatchObject({
      phone: '+351 912 345 678',
      date_of_birth: '09/07/1990',
      insurer_id: '',
      email: '',
      clinic_ids: ['c1'],
      consent_email: true,
    });
  });
});

import { describe, expect, it } from 'vitest';
import { referenceInput } from '@clinica/contracts/references';
import { referenceFormValues } from './reference-form';

describe('the reference form', () => {
  it('opens a new reference empty, as a doctor', () => {
    expect(referenceFormValues(null)).toEqual({ name: '', relationship: 'doctor', address: '', contact: '' });
  });

  it('shows a saved reference with its blanks as empty inputs', () => {
    const values = referenceFormValues({
      id: '5d6f0f7e-3c39-4c1b-9a43-0f2d7d0f6a10',
      name: 'Dra. Inês Moura',
      relationship: 'friend',
      address: null,
      contact: '912 345 678',
      active: true,
      patients_count: 2,
    });
    expect(values).toEqual({
      name: 'Dra. Inês Moura',
      relationship: 'friend',
      address: '',
      contact: '912 345 678',
    });
  });

  it('says "Campo Obrigatório" for a blank name and sends blanks as null', () => {
    const blank = referenceInput.safeParse({ ...referenceFormValues(null), name: '  ' });
    expect(blank.error?.issues).toMatchObject([{ path: ['name'], message: 'Campo Obrigatório' }]);
    const body = referenceInput.parse({ ...referenceFormValues(null), name: ' Dr. Rui Sá ', address: ' ' });
    expect(body).toEqual({ name: 'Dr. Rui Sá', relationship: 'doctor', address: null, contact: null });
  });
});

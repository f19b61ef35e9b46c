import { describe, expect, it } from 'vitest';
import {
  agreementInput,
  agreementOn,
  insurerSplit,
  patientSplit,
  type PatientInsurance,
} from './insurers.js';

const SERVICE = '00000000-0000-4000-8000-000000000001';

describe('insurerSplit', () => {
  it('an amount: the patient pays it, the insurer the rest', () => {
    expect(
      insurerSplit({ price_cents: 3500, patient_part_type: 'amount', patient_part_value: 1000 }),
    ).toEqual({
      price_cents: 3500,
      patient_cents: 1000,
      insurer_cents: 2500,
    });
  });
  it('a percentage of the price, half-up to the cent, the parts adding up to the price', () => {
    // 33,33 € × 15 % = 4,9995 € → 5,00 €
    expect(insurerSplit({ price_cents: 3333, patient_part_type: 'percent', patient_part_value: 15 })).toEqual(
      {
        price_cents: 3333,
        patient_cents: 500,
        insurer_cents: 2833,
      },
    );
    // 0,01 € × 50 % = 0,005 € → 0,01 € (half-up), the insurer 0
    expect(
      insurerSplit({ price_cents: 1, patient_part_type: 'percent', patient_part_value: 50 }).patient_cents,
    ).toBe(1);
    // 0,03 € × 49,99 % = 0,014997 € → 0,01 €
    expect(
      insurerSplit({ price_cents: 3, patient_part_type: 'percent', patient_part_value: 49.99 }).patient_cents,
    ).toBe(1);
    // 20,10 € × 12,5 % = 2,5125 € → 2,51 €
    expect(
      insurerSplit({ price_cents: 2010, patient_part_type: 'percent', patient_part_value: 12.5 }),
    ).toMatchObject({
      patient_cents: 251,
      insurer_cents: 1759,
    });
    for (let price = 0; price < 500; price += 7)
      for (const pct of [0, 1, 12.5, 33.33, 50, 66.67, 99.99, 100]) {
        const s = insurerSplit({ price_cents: price, patient_part_type: 'percent', patient_part_value: pct });
        expect(s.patient_cents + s.insurer_cents).toBe(price);
        expect(Number.isInteger(s.patient_cents)).toBe(true);
      }
  });
  it('0 % and 100 %', () => {
    expect(
      insurerSplit({ price_cents: 4000, patient_part_type: 'percent', patient_part_value: 0 }),
    ).toMatchObject({
      patient_cents: 0,
      insurer_cents: 4000,
    });
    expect(
      insurerSplit({ price_cents: 4000, patient_part_type: 'percent', patient_part_value: 100 }),
    ).toMatchObject({
      patient_cents: 4000,
      insurer_cents: 0,
    });
  });
});

describe('agreementInput', () => {
  const line = { service_id: SERVICE, price_cents: 3000 };
  const errors = (lines: unknown[]) =>
    agreementInput
      .safeParse({ valid_from: '2026-01-01', lines })
      .error?.issues.map((i) => [i.path.join('.'), i.message]);
  it('refuses a percentage outside 0–100 and a part above the price, naming the field', () => {
    expect(errors([{ ...line, patient_part_type: 'percent', patient_part_value: 100.5 }])).toEqual([
      ['lines.0.patient_part_value', 'A percentagem tem de estar entre 0 e 100'],
    ]);
    expect(errors([{ ...line, patient_part_type: 'percent', patient_part_value: -1 }])?.[0]?.[0]).toBe(
      'lines.0.patient_part_value',
    );
    expect(errors([{ ...line, patient_part_type: 'amount', patient_part_value: 3001 }])).toEqual([
      ['lines.0.patient_part_value', 'A parte do paciente não pode exceder o preço do acordo'],
    ]);
    expect(errors([{ ...line, patient_part_type: 'amount', patient_part_value: 3000 }])).toBeUndefined();
  });
  it('refuses a service twice', () => {
    const l = { ...line, patient_part_type: 'amount', patient_part_value: 0 };
    expect(errors([l, l])).toEqual([['lines.1.service_id', 'Este serviço já está no acordo']]);
  });
});

describe('the agreement in force and the patient split', () => {
  const agreement = (valid_from: string, value: number) => ({
    id:
      valid_from === '2026-01-01'
        ? '00000000-0000-4000-8000-00000000000a'
        : '00000000-0000-4000-8000-00000000000b',
    insurer_id: SERVICE,
    valid_from,
    notes: null,
    lines: [
      {
        service_id: SERVICE,
        service_name: 'Sessão',
        price_cents: 3000,
        patient_part_type: 'amount' as const,
        patient_part_value: value,
      },
    ],
  });
  const insurance: PatientInsurance = {
    insurer: { id: SERVICE, name: 'Médis' },
    insurance_number: '123456',
    agreements: [agreement('2026-06-01', 800), agreement('2026-01-01', 1000)],
  };
  it('takes the latest agreement valid on the day', () => {
    expect(agreementOn(insurance.agreements, '2025-12-31')).toBeNull();
    expect(agreementOn(insurance.agreements, '2026-05-31')?.valid_from).toBe('2026-01-01');
    expect(agreementOn(insurance.agreements, '2026-06-01')?.valid_from).toBe('2026-06-01');
    expect(patientSplit(insurance, SERVICE, '2026-03-10')).toMatchObject({
      patient_cents: 1000,
      insurer_cents: 2000,
    });
    expect(patientSplit(insurance, SERVICE, '2026-07-10')).toMatchObject({
      patient_cents: 800,
      insurer_cents: 2200,
      insurer_name: 'Médis',
      insurance_number: '123456',
    });
  });
  it('no split without an insurance number, an agreement or a line for the service', () => {
    expect(patientSplit({ ...insurance, insurance_number: null }, SERVICE, '2026-03-10')).toBeNull();
    expect(patientSplit(insurance, SERVICE, '2025-03-10')).toBeNull();
    expect(patientSplit(insurance, '00000000-0000-4000-8000-000000000002', '2026-03-10')).toBeNull();
    expect(patientSplit(null, SERVICE, '2026-03-10')).toBeNull();
  });
});

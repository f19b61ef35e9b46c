import type { TFunction } from 'i18next';
import { describe, expect, it } from 'vitest';
import { acceptedPatientId, requestMessage, whenText } from './request-view';

const t = ((key: string) => `«${key}»`) as unknown as TFunction;

describe('a booking request on the page', () => {
  it('shows its time as dd/mm/yyyy HH:mm in the clinic zone, across summer time', () => {
    expect(whenText('2027-01-11T10:00:00Z', 'Europe/Lisbon')).toBe('11/01/2027 10:00');
    expect(whenText('2027-07-12T09:00:00Z', 'Europe/Lisbon')).toBe('12/07/2027 10:00');
    expect(whenText('2027-07-12T09:00:00Z', 'Atlantic/Azores')).toBe('12/07/2027 09:00');
  });

  it('accepts for the matched patient only when the staff confirm them', () => {
    expect(acceptedPatientId('matched', { id: 'p1' })).toBe('p1');
    expect(acceptedPatientId('new', { id: 'p1' })).toBeUndefined();
    expect(acceptedPatientId('matched', null)).toBeUndefined();
  });

  it("says the server's refusals in the interface's language, an unknown one as it came", () => {
    expect(requestMessage(t, 'O profissional já tem uma marcação neste horário')).toBe(
      '«requests.errors.professionalBusy»',
    );
    expect(requestMessage(t, 'Este pedido já foi tratado')).toBe('«requests.errors.notPending»');
    expect(requestMessage(t, 'Outra coisa')).toBe('Outra coisa');
  });
});

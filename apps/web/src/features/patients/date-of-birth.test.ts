import { describe, expect, it } from 'vitest';
import { ageOn, formatDateOfBirth, parseDateOfBirth } from './date-of-birth';

describe('date of birth typed as dd/mm/yyyy', () => {
  it.each([
    ['02/05/1980', '1980-05-02'],
    ['2/5/1980', '1980-05-02'],
    [' 29/02/2000 ', '2000-02-29'],
    ['31/12/1999', '1999-12-31'],
  ])('reads %j as %s', (typed, iso) => {
    expect(parseDateOfBirth(typed)).toBe(iso);
  });

  it.each([
    '',
    '1980-05-02',
    '02-05-1980',
    '31/02/2000',
    '29/02/2001',
    '00/01/2000',
    '12/13/2000',
    '1/1/80',
    'abc',
  ])('refuses %j', (typed) => {
    expect(parseDateOfBirth(typed)).toBeNull();
  });

  it('shows an ISO date as dd/mm/yyyy, and nothing for none', () => {
    expect(formatDateOfBirth('1980-05-02')).toBe('02/05/1980');
    expect(formatDateOfBirth(null)).toBe('');
  });

  it('round-trips', () => {
    expect(parseDateOfBirth(formatDateOfBirth('1975-11-30'))).toBe('1975-11-30');
  });

  it('counts whole years, the birthday included', () => {
    expect(ageOn('1980-05-02', new Date(2026, 4, 1))).toBe(45);
    expect(ageOn('1980-05-02', new Date(2026, 4, 2))).toBe(46);
  });
});

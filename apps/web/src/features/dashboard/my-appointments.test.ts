import { describe, expect, it } from 'vitest';
import {
  dayBefore,
  homePath,
  localDate,
  myAppointmentsQuery,
  viewOf,
  viewOfAppointment,
} from './my-appointments';

describe('a patient’s appointments on their home', () => {
  it('takes the clinic’s local day, not the UTC one', () => {
    // 23:30 UTC on 31 March is already 1 April in Lisbon (summer time).
    expect(localDate(new Date('2026-03-31T23:30:00Z'), 'Europe/Lisbon')).toBe('2026-04-01');
    expect(localDate(new Date('2026-01-31T23:30:00Z'), 'Europe/Lisbon')).toBe('2026-01-31');
    expect(localDate(new Date('2026-01-31T23:30:00Z'), 'Atlantic/Azores')).toBe('2026-01-31');
  });

  it('steps back a day across months, years and leap days', () => {
    expect(dayBefore('2026-03-01')).toBe('2026-02-28');
    expect(dayBefore('2028-03-01')).toBe('2028-02-29');
    expect(dayBefore('2027-01-01')).toBe('2026-12-31');
  });

  it('lists the next ones from today, soonest first, and the past ones before today, latest first', () => {
    expect(myAppointmentsQuery('upcoming', '2026-11-25', 1)).toEqual({
      page: 1,
      page_size: 10,
      sort: 'starts_at',
      order: 'asc',
      from_date: '2026-11-25',
    });
    expect(myAppointmentsQuery('past', '2026-11-25', 2)).toEqual({
      page: 2,
      page_size: 10,
      sort: 'starts_at',
      order: 'desc',
      to_date: '2026-11-24',
    });
  });

  it('keeps the chosen list in the address, the next appointments by default', () => {
    expect(viewOf(new URLSearchParams(''))).toBe('upcoming');
    expect(viewOf(new URLSearchParams('show=past'))).toBe('past');
    expect(viewOf(new URLSearchParams('show=whatever'))).toBe('upcoming');
    expect(homePath('upcoming')).toBe('/dashboard');
    expect(homePath('past')).toBe('/dashboard?show=past');
  });

  it('sends the way back from an appointment to the list it is on', () => {
    const zone = 'Europe/Lisbon';
    expect(viewOfAppointment('2026-11-25T09:00:00Z', '2026-11-25', zone)).toBe('upcoming');
    expect(viewOfAppointment('2026-11-24T23:59:00Z', '2026-11-25', zone)).toBe('past');
    expect(viewOfAppointment('2026-12-01T09:00:00Z', '2026-11-25', zone)).toBe('upcoming');
  });
});

import { describe, expect, it } from 'vitest';
import {
  bookingOfValues,
  bookingPageUrl,
  onlineBookingSchema,
  toggled,
  valuesOfBooking,
} from './online-booking-form';

const saved = {
  slug: 'clinica-demo',
  enabled: true,
  min_notice_minutes: 150,
  horizon_days: 60,
  slot_minutes: 15 as const,
  confirm_email: false,
  service_ids: ['a'],
  room_service_ids: [],
  professional_ids: ['p'],
};

describe('the «Marcações online» form', () => {
  it('shows the notice as hours and minutes and sends it back as minutes', () => {
    const values = valuesOfBooking(saved);
    expect(values).toMatchObject({ notice_hours: '2', notice_minutes: '30', slot_minutes: '15' });
    expect(bookingOfValues(values)).toEqual(saved);
  });

  it('sends an empty slug as none and a typed one in lower case', () => {
    expect(bookingOfValues({ ...valuesOfBooking(saved), slug: '', enabled: false }).slug).toBeNull();
    expect(bookingOfValues({ ...valuesOfBooking(saved), slug: ' Clinica-Porto ' }).slug).toBe(
      'clinica-porto',
    );
  });

  it('refuses turning the page on without an address, a malformed address and a non-number', () => {
    const issues = (patch: object) =>
      onlineBookingSchema
        .safeParse({ ...valuesOfBooking(saved), ...patch })
        .error?.issues.map((i) => i.path.join('.'));
    expect(issues({})).toBeUndefined();
    expect(issues({ slug: '', enabled: true })).toEqual(['slug']);
    expect(issues({ slug: 'Não_vale' })).toEqual(['slug']);
    expect(issues({ notice_minutes: '75', horizon_days: '0' })).toEqual(['notice_minutes', 'horizon_days']);
    expect(issues({ slot_minutes: '7' })).toEqual(['slot_minutes']);
  });

  it('gives the public page the slug as its tenant', () => {
    expect(bookingPageUrl('https://app.clinica.pt', 'clinica-demo')).toBe(
      'https://app.clinica.pt/public-calendar?tenant=clinica-demo',
    );
  });

  it('ticks and unticks one id of a list', () => {
    expect(toggled(['a', 'b'], 'c', true)).toEqual(['a', 'b', 'c']);
    expect(toggled(['a', 'b'], 'a', false)).toEqual(['b']);
    expect(toggled(['a'], 'a', true)).toEqual(['a']);
  });
});

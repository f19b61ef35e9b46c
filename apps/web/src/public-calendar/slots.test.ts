import { describe, expect, it } from 'vitest';
import {
  dayLabel,
  groupByDay,
  localDate,
  mergeDays,
  nextWindow,
  timeLabel,
  WINDOW_DAYS,
  formatPrice,
  type Slot,
} from './slots';

const slot = (starts_at: string, professional_id = 'a'): Slot => ({
  starts_at,
  ends_at: starts_at,
  professional_id,
});
const lisbon = 'Europe/Lisbon';

describe('free slots by the clinic’s day', () => {
  it('puts a slot on the clinic’s calendar day, not the browser’s or UTC’s', () => {
    // 23:30Z on 30 June is 00:30 on 1 July in Lisbon (summer time), and still 30 June in the Azores.
    const days = groupByDay([slot('2027-06-30T23:30:00Z')], lisbon);
    expect(days).toEqual([{ date: '2027-07-01', starts: ['2027-06-30T23:30:00.000Z'] }]);
    expect(groupByDay([slot('2027-06-30T23:30:00Z')], 'Atlantic/Azores')[0]!.date).toBe('2027-06-30');
  });

  it('orders days and times, and shows a start two professionals share once («Qualquer profissional»)', () => {
    const days = groupByDay(
      [
        slot('2027-03-02T10:00:00Z', 'b'),
        slot('2027-03-01T09:15:00Z', 'a'),
        slot('2027-03-01T09:00:00Z', 'b'),
        slot('2027-03-01T09:00:00.000Z', 'a'),
      ],
      lisbon,
    );
    expect(days).toEqual([
      { date: '2027-03-01', starts: ['2027-03-01T09:00:00.000Z', '2027-03-01T09:15:00.000Z'] },
      { date: '2027-03-02', starts: ['2027-03-02T10:00:00.000Z'] },
    ]);
  });

  it('writes times in the clinic’s zone across the change to summer time (28 March 2027)', () => {
    // 09:00 local is 09:00Z on Saturday 27 March and 08:00Z on Monday 29 March.
    expect(timeLabel('2027-03-27T09:00:00Z', lisbon)).toBe('09:00');
    expect(timeLabel('2027-03-29T08:00:00Z', lisbon)).toBe('09:00');
    expect(timeLabel('2027-03-29T13:45:00Z', lisbon)).toBe('14:45');
    expect(localDate('2027-10-31T00:30:00Z', lisbon)).toBe('2027-10-31');
  });

  it('names a day with its weekday and dd/mm/yyyy in both languages', () => {
    expect(dayLabel('2027-03-29T08:00:00Z', lisbon, 'pt-PT')).toBe('segunda-feira, 29/03/2027');
    expect(dayLabel('2027-03-29T08:00:00Z', lisbon, 'en-GB')).toBe('Monday, 29/03/2027');
  });

  it('joins a later window’s days to those shown (a day cut by the window’s edge included)', () => {
    const first = groupByDay([slot('2027-03-01T09:00:00Z'), slot('2027-03-02T09:00:00Z')], lisbon);
    const more = groupByDay([slot('2027-03-02T15:00:00Z'), slot('2027-03-03T09:00:00Z')], lisbon);
    expect(mergeDays(first, more)).toEqual([
      { date: '2027-03-01', starts: ['2027-03-01T09:00:00.000Z'] },
      { date: '2027-03-02', starts: ['2027-03-02T09:00:00.000Z', '2027-03-02T15:00:00.000Z'] },
      { date: '2027-03-03', starts: ['2027-03-03T09:00:00.000Z'] },
    ]);
  });

  it('asks for windows of 14 days up to the clinic’s horizon, and none past it', () => {
    const now = new Date('2027-03-01T10:00:00Z');
    const first = nextWindow(now, now, 60)!;
    expect(first.to.getTime() - first.from.getTime()).toBe(WINDOW_DAYS * 86_400_000);
    const last = nextWindow(new Date('2027-04-26T10:00:00Z'), now, 60)!;
    expect(last.to.toISOString()).toBe('2027-04-30T10:00:00.000Z');
    expect(nextWindow(last.to, now, 60)).toBeNull();
  });

  it('writes prices in euros', () => {
    expect(formatPrice(3500, 'pt-PT')).toBe('35,00\u00a0€');
    expect(formatPrice(4550, 'en-GB')).toBe('€45.50');
  });
});

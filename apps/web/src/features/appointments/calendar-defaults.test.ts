import { describe, expect, it } from 'vitest';
import { shownProfessionals, startingView } from './calendar-defaults';

describe('where the calendar starts', () => {
  it('a professional and the front desk on a day, a manager on the week, everyone on a day on a phone', () => {
    expect(startingView('professional', false)).toBe('day');
    expect(startingView('front_desk', false)).toBe('day');
    expect(startingView('manager', false)).toBe('week');
    expect(startingView('manager', true)).toBe('day');
  });

  it('a professional sees their own calendar until they choose; `all` is everyone, chosen', () => {
    const fisio = { id: 'p1', type: 'professional' as const };
    expect(shownProfessionals(null, fisio)).toEqual(['p1']);
    expect(shownProfessionals('all', fisio)).toEqual([]);
    expect(shownProfessionals('p2,p3', fisio)).toEqual(['p2', 'p3']);
    expect(shownProfessionals(null, { id: 'r1', type: 'front_desk' })).toEqual([]);
    expect(shownProfessionals(null, { id: 'm1', type: 'manager' })).toEqual([]);
  });
});

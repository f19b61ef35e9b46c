import { describe, expect, it } from 'vitest';
import { phoneColumn, shownProfessionals, startingView } from './calendar-defaults';

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

describe("a phone's day: one column at a time", () => {
  const ana = { id: 'ana' };
  const rui = { id: 'rui' };
  const eva = { id: 'eva' };

  it('starts on the first column with an appointment that day, else the first', () => {
    expect(phoneColumn([ana, rui, eva], new Set(['eva', 'rui']), null)).toBe(rui);
    expect(phoneColumn([ana, rui, eva], new Set(), null)).toBe(ana);
  });

  it('shows the column the address names, while it is one of the day', () => {
    expect(phoneColumn([ana, rui, eva], new Set(['rui']), 'eva')).toBe(eva);
    expect(phoneColumn([ana, rui, eva], new Set(['rui']), 'gone')).toBe(rui);
  });

  it('shows every column when there is one, or when the address asks for all', () => {
    expect(phoneColumn([ana], new Set(['ana']), null)).toBeNull();
    expect(phoneColumn(undefined, new Set(), null)).toBeNull();
    expect(phoneColumn([ana, rui], new Set(['rui']), 'all')).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import { trialDaysLeft } from './subscription-summary';

describe('trialDaysLeft', () => {
  const now = new Date('2026-11-28T10:00:00Z');
  it('counts started days left, and none once the trial ended or when there is none', () => {
    expect(trialDaysLeft('2026-12-12T10:00:00Z', now)).toBe(14);
    expect(trialDaysLeft('2026-11-28T10:00:01Z', now)).toBe(1);
    expect(trialDaysLeft('2026-11-27T10:00:00Z', now)).toBe(0);
    expect(trialDaysLeft(null, now)).toBe(0);
  });
});

import { describe, expect, it } from 'vitest';
import { firstSteps, trialState } from './first-steps';

describe('first steps of a new clinic', () => {
  it('ticks each step once the clinic has one of its kind', () => {
    expect(
      firstSteps({ clinics: 0, services: 0, professionals: 0 }).map((s) => [s.id, s.to, s.done]),
    ).toEqual([
      ['clinic', '/configurations/clinics', false],
      ['service', '/services', false],
      ['professional', '/configurations/users', false],
    ]);
    expect(firstSteps({ clinics: 2, services: 0, professionals: 1 }).map((s) => s.done)).toEqual([
      true,
      false,
      true,
    ]);
  });
});

describe('the trial notice', () => {
  const now = new Date('2026-03-01T10:00:00Z');
  const sub = (status: 'trialing' | 'active', ends: string | null) => ({
    status,
    trial_ends_at: ends,
    active: true,
    can_send_communications: status === 'active',
  });

  it('is shown only while trialing with an end date', () => {
    expect(trialState(sub('active', null), now)).toBeNull();
    expect(trialState(sub('trialing', null), now)).toBeNull();
    expect(trialState(undefined, now)).toBeNull();
  });

  it('counts the days left, a part of a day as a day', () => {
    expect(trialState(sub('trialing', '2026-03-15T10:00:00Z'), now)).toEqual({
      endsAt: '2026-03-15T10:00:00Z',
      daysLeft: 14,
      ended: false,
    });
    expect(trialState(sub('trialing', '2026-03-01T11:00:00Z'), now)?.daysLeft).toBe(1);
  });

  it('says when it has ended', () => {
    expect(trialState(sub('trialing', '2026-02-28T10:00:00Z'), now)).toMatchObject({
      daysLeft: 0,
      ended: true,
    });
  });
});

import { describe, expect, it } from 'vitest';
import { menuKeysFor } from './menu-items';
import { makeUser } from './test-users';

describe('side menu by type (spec §6)', () => {
  it('gives a manager every area, Invoices only with invoicing active', () => {
    const base = [
      'dashboard',
      'calendar',
      'appointments',
      'patients',
      'communications',
      'interventions',
      'payments',
      'cashClose',
      'expenses',
      'services',
      'references',
    ];
    expect(menuKeysFor(makeUser('manager'))).toEqual([...base, 'configurations', 'logout']);
    expect(menuKeysFor(makeUser('manager', {}, true))).toEqual([
      ...base,
      'invoices',
      'configurations',
      'logout',
    ]);
  });

  it('gives a professional the fixed areas plus those whose list_all is granted, never Invoices', () => {
    expect(menuKeysFor(makeUser('professional', {}, true))).toEqual([
      'calendar',
      'appointments',
      'patients',
      'references',
      'logout',
    ]);
    const granted = makeUser('professional', {
      permissions: {
        services: { list_all: true },
        interventions: { list_all: true },
        payments: { list_all: false },
        expenses: { list_all: true },
        communications: { list_all: true },
      },
    });
    expect(menuKeysFor(granted)).toEqual([
      'calendar',
      'appointments',
      'patients',
      'communications',
      'interventions',
      'expenses',
      'services',
      'references',
      'logout',
    ]);
  });

  it('gives a patient only their home and profile (issue 22: no staff screen), invoicing or not', () => {
    expect(menuKeysFor(makeUser('patient'))).toEqual(['home', 'profile', 'logout']);
    expect(menuKeysFor(makeUser('patient', {}, true))).toEqual(['home', 'profile', 'logout']);
  });

  it('gives front desk the "other types" list plus Patients and Payments', () => {
    expect(menuKeysFor(makeUser('front_desk', {}, true))).toEqual([
      'calendar',
      'appointments',
      'patients',
      'payments',
      'cashClose',
      'invoices',
      'configurations',
      'logout',
    ]);
  });
});

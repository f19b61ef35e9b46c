import type { Me } from '@clinica/contracts/auth';
import { hasPermission } from '../lib/session';

export type MenuKey =
  | 'home'
  | 'dashboard'
  | 'calendar'
  | 'appointments'
  | 'patients'
  | 'communications'
  | 'interventions'
  | 'payments'
  | 'cashClose'
  | 'expenses'
  | 'services'
  | 'references'
  | 'invoices'
  | 'configurations'
  | 'profile'
  | 'logout';

export interface MenuItem {
  key: MenuKey;
  to: string;
}

const to: Record<MenuKey, string> = {
  home: '/dashboard',
  dashboard: '/dashboard',
  calendar: '/calendar',
  appointments: '/appointments',
  patients: '/patients',
  communications: '/communications',
  interventions: '/interventions',
  payments: '/payments',
  cashClose: '/payments/cash-close',
  expenses: '/expenses',
  services: '/services',
  references: '/references',
  invoices: '/invoices',
  configurations: '/configurations',
  profile: '/profile',
  logout: '/logout',
};

/**
 * Areas of the side menu by user type (spec §6; front_desk per DOMAIN.md's role matrix; a patient's per
 * issue 22). Logout closes every menu.
 */
export function menuKeysFor(user: Me): MenuKey[] {
  const invoicing = user.tenant.invoicing.active;
  const keys: MenuKey[] = [];
  switch (user.type) {
    case 'manager':
      keys.push(
        'dashboard',
        'calendar',
        'appointments',
        'patients',
        'communications',
        'interventions',
        'payments',
        'cashClose',
      );
      keys.push('expenses', 'services', 'references');
      if (invoicing) keys.push('invoices');
      keys.push('configurations');
      break;
    case 'professional': {
      keys.push('calendar', 'appointments', 'patients');
      const gated = ['communications', 'interventions', 'payments', 'expenses', 'services'] as const;
      for (const key of gated) if (hasPermission(user, key, 'list_all')) keys.push(key);
      keys.push('references');
      break;
    }
    case 'front_desk':
      keys.push('calendar', 'appointments', 'patients', 'payments', 'cashClose');
      if (invoicing) keys.push('invoices');
      keys.push('configurations');
      break;
    case 'patient':
      // Only what a patient may open (guards.ts, issue 22): their home (appointments, exercises,
      // invoices) and their profile; the spec's "other types" list is made of staff screens.
      keys.push('home', 'profile');
      break;
  }
  keys.push('logout');
  return keys;
}

export function menuItemsFor(user: Me): MenuItem[] {
  return menuKeysFor(user).map((key) => ({ key, to: to[key] }));
}

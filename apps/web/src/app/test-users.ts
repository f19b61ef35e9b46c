import type { Me } from '@clinica/contracts/auth';

/** A Me record for unit tests. */
export function makeUser(type: Me['type'], overrides: Partial<Me> = {}, invoicing = false): Me {
  return {
    id: '00000000-0000-4000-8000-000000000001',
    type,
    email: `${type}@example.pt`,
    first_name: 'Ana',
    surname: 'Sousa',
    image: '/api/default-avatar.svg',
    status: 'email_confirmed',
    permissions: {},
    tenant: {
      id: '00000000-0000-4000-8000-000000000002',
      name: 'Clínica Exemplo',
      time_zone: 'Europe/Lisbon',
      invoicing: { active: invoicing, tax_region: 'PT' },
      subscription: { status: 'active', trial_ends_at: null, active: true, can_send_communications: true },
    },
    ...overrides,
  };
}

/**
 * Query keys of the configuration areas (DESIGN §6: one keys.ts per feature). The roots `clinics` and
 * `specialties` are also read by other features' lookups (the services form lists specialties), so a
 * change here invalidates the whole root and those lookups refresh too.
 */
export const configurationsKeys = {
  tenant: (id: string) => ['tenant', id] as const,
  /** Under the tenant's key: a change to the tenant refreshes it too. */
  invoicing: (id: string) => ['tenant', id, 'invoicing'] as const,
  /** Who issues the fiscal documents (issue 53): «Clínica» or InvoiceXpress. */
  invoicingProvider: (id: string) => ['tenant', id, 'invoicing-provider'] as const,
  /** The public booking page's settings (issue 48), and the services and staff it may offer. */
  onlineBooking: (id: string) => ['tenant', id, 'online-booking'] as const,
  bookingChoices: ['online-booking-choices'] as const,
  clinics: {
    all: ['clinics'] as const,
    list: (query: Record<string, unknown>) => ['clinics', 'list', query] as const,
    options: ['clinics', 'options'] as const,
    detail: (id: string) => ['clinics', 'detail', id] as const,
  },
  team: {
    all: ['collaborators'] as const,
    list: (query: Record<string, unknown>) => ['collaborators', 'list', query] as const,
    detail: (id: string) => ['collaborators', 'detail', id] as const,
  },
  permissions: (userId: string) => ['permissions', userId] as const,
  calendarFeed: (userId: string) => ['calendar-feed', userId] as const,
  sessions: ['my-sessions'] as const,
  specialties: {
    all: ['specialties'] as const,
    list: (query: Record<string, unknown>) => ['specialties', 'list', query] as const,
    options: ['specialties', 'options'] as const,
  },
  insurers: {
    all: ['insurers'] as const,
    list: (query: Record<string, unknown>) => ['insurers', 'list', query] as const,
    one: (id: string) => ['insurers', 'one', id] as const,
    agreements: (id: string) => ['insurers', 'agreements', id] as const,
    statement: (id: string, month: string) => ['insurers', 'statement', id, month] as const,
    account: (id: string) => ['insurers', 'account', id] as const,
  },
};

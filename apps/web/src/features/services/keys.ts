/**
 * Query keys of the services feature (DESIGN §6). The specialty lookup lives under the `specialties`
 * root that the configuration pages invalidate when a specialty changes, so the filter and the form
 * see a new specialty at once.
 */
export const servicesKeys = {
  all: ['services'] as const,
  list: (query: Record<string, unknown>) => ['services', 'list', query] as const,
  detail: (id: string) => ['services', 'detail', id] as const,
  specialtyOptions: ['specialties', 'options'] as const,
  /** Packs, their sales and a patient's packs: one root, which a sale or an appointment's state refreshes. */
  packs: ['packs'] as const,
  packList: (serviceId: string) => ['packs', 'list', serviceId] as const,
  pack: (id: string) => ['packs', 'detail', id] as const,
  sale: (id: string) => ['packs', 'sale', id] as const,
  patientPacks: (patientId: string) => ['packs', 'patient', patientId] as const,
};

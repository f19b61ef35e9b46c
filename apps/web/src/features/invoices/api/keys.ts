/**
 * Query keys of the invoices feature (DESIGN §6). The documents live under `invoicing-documents`, so
 * one invalidation refreshes the list, a document and the patient's home card; the lookups sit under
 * the roots their own features invalidate (`services`, `patients`, `appointments`).
 */
export const invoicesKeys = {
  all: ['invoicing-documents'] as const,
  list: (query: Record<string, unknown>) => ['invoicing-documents', 'list', query] as const,
  detail: (id: string) => ['invoicing-documents', 'detail', id] as const,
  services: ['services', 'invoice-catalogue'] as const,
  patient: (id: string) => ['patients', 'invoice-customer', id] as const,
  /** Under `appointments`: booking or changing one refreshes what may be invoiced. */
  uninvoiced: (patientId: string) => ['appointments', 'uninvoiced', patientId] as const,
};

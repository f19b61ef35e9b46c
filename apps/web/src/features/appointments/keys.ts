/**
 * Query keys of the appointments feature (DESIGN §6). Everything about appointments lives under
 * `appointments` (the patient record's tab too), so one invalidation refreshes the calendar, the list
 * and the detail; the lookups sit under the roots the configuration pages invalidate.
 */
export const appointmentsKeys = {
  all: ['appointments'] as const,
  range: (query: Record<string, unknown>) => ['appointments', 'range', query] as const,
  list: (query: Record<string, unknown>) => ['appointments', 'list', query] as const,
  detail: (id: string) => ['appointments', 'detail', id] as const,
  seriesPreview: (body: unknown) => ['appointments', 'series-preview', body] as const,
  professionals: ['collaborators', 'professionals'] as const,
  clinics: ['clinics', 'options'] as const,
  clinic: (id: string) => ['clinics', 'detail', id] as const,
  services: ['services', 'bookable'] as const,
  patients: (q: string) => ['patients', 'options', q] as const,
  schedules: (clinicId: string) => ['professional-schedules', clinicId] as const,
  /** Under `clinics`: a change to a clinic's hours or municipal holiday refreshes it. */
  unavailable: (query: Record<string, unknown>) => ['clinics', 'unavailable', query] as const,
};

/**
 * Query keys of the patients feature (DESIGN §6). The lookups live under the roots the other areas
 * invalidate (`insurers`, `references`, `clinics`, `appointments`), with the same data the
 * configuration pages keep there, so a new insurer or reference shows up in the form at once.
 */
export const patientsKeys = {
  all: ['patients'] as const,
  lists: ['patients', 'list'] as const,
  list: (query: Record<string, unknown>) => ['patients', 'list', query] as const,
  detail: (id: string) => ['patients', 'detail', id] as const,
  /** Under `patients`: every patient saved makes the answers stale. */
  nifCheck: (nif: string, excludeId: string | null) =>
    ['patients', 'nif-check', nif, excludeId ?? ''] as const,
  files: (id: string) => ['patients', 'files', id] as const,
  audit: (id: string) => ['patients', 'audit', id] as const,
  appointments: (id: string, query: Record<string, unknown>) =>
    ['appointments', 'history', id, query] as const,
  insurerOptions: ['insurers', 'options'] as const,
  clinicOptions: ['clinics', 'options'] as const,
  referenceOptions: (q: string) => ['references', 'options', q] as const,
};

/**
 * Query keys of the evaluations feature (DESIGN §6). The appointment an evaluation belongs to is read
 * under the appointments feature's own key for it: the same answer (`AppointmentDetail`), one cache
 * entry, refreshed by whatever changes the appointment.
 */
export const evaluationsKeys = {
  all: ['evaluations'] as const,
  lists: ['evaluations', 'list'] as const,
  list: (query: Record<string, unknown>) => ['evaluations', 'list', query] as const,
  details: ['evaluations', 'detail'] as const,
  detail: (id: string) => ['evaluations', 'detail', id] as const,
  appointment: (id: string) => ['appointments', 'detail', id] as const,
};

/** Query keys of the interventions feature (DESIGN §6). */
export const interventionsKeys = {
  all: ['interventions'] as const,
  lists: ['interventions', 'list'] as const,
  list: (query: Record<string, unknown>) => ['interventions', 'list', query] as const,
  detail: (id: string) => ['interventions', 'detail', id] as const,
};

/** Query keys of the references feature (DESIGN §6). */
export const referencesKeys = {
  all: ['references'] as const,
  lists: ['references', 'list'] as const,
  list: (query: Record<string, unknown>) => ['references', 'list', query] as const,
  detail: (id: string) => ['references', 'detail', id] as const,
};

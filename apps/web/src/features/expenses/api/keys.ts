/** Query keys of the expenses feature (DESIGN §6): one invalidation of `all` refreshes lists and details. */
export const expensesKeys = {
  all: ['expenses'] as const,
  list: (query: Record<string, unknown>) => ['expenses', 'list', query] as const,
  detail: (id: string) => ['expenses', 'detail', id] as const,
};

/**
 * Query keys of the stock feature (DESIGN §6). A product's stock and threshold are read with the
 * service itself (`['services', 'detail', id]`), which a movement invalidates with the lists here.
 */
export const stockKeys = {
  all: ['stock'] as const,
  movements: (query: Record<string, unknown>) => ['stock', 'movements', query] as const,
  lowStock: ['stock', 'low-stock'] as const,
  product: (id: string) => ['services', 'detail', id] as const,
};

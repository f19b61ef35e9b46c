/** Query keys of the booking requests: a change to one refreshes the lists and the badge under `all`. */
export const requestsKeys = {
  all: ['appointment-requests'] as const,
  list: (query: object) => ['appointment-requests', 'list', query] as const,
  count: ['appointment-requests', 'count'] as const,
};

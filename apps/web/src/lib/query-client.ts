import { QueryClient } from '@tanstack/react-query';

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      // The API client already reacts to every failure (spec §8); retrying would only repeat the notice.
      retry: false,
      staleTime: 30_000,
    },
    mutations: { retry: false },
  },
});

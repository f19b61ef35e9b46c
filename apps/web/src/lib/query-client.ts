import { QueryClient } from '@tanstack/react-query';
import { getUser, subscribeUser } from './session';

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

// Nothing cached for one user is shown to the next: logging out (here, on a 401 or in another tab) empties it.
subscribeUser(() => {
  if (!getUser()) queryClient.clear();
});

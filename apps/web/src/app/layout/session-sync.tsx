import { useEffect, useRef } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useLocation } from 'react-router';
import { fetchMe, meQueryKey } from '../../lib/me-api';
import { getUser, setUser, userConfirmedAt } from '../../lib/session';

/**
 * Keeps the stored user in step with the server: on start and on every page change it re-reads
 * /api/v1/me, so a session ended elsewhere sends the user to Login at the next step (the API client's
 * 401 handling) and changes to the tenant (invoicing, permissions) reach the menu.
 */
export function SessionSync({ enabled }: { enabled: boolean }) {
  const queryClient = useQueryClient();
  const { pathname } = useLocation();
  const first = useRef(true);
  const { data } = useQuery({
    queryKey: meQueryKey,
    queryFn: ({ signal }) => fetchMe(signal),
    enabled,
    // Fresh from the login answer: no second request right after logging in. Page changes refetch anyway.
    initialData: () => (userConfirmedAt() ? (getUser() ?? undefined) : undefined),
    initialDataUpdatedAt: userConfirmedAt,
    staleTime: 5_000,
  });

  useEffect(() => {
    if (data) setUser(data);
  }, [data]);

  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    if (enabled) void queryClient.invalidateQueries({ queryKey: meQueryKey });
  }, [pathname, enabled, queryClient]);

  return null;
}

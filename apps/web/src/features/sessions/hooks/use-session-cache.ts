import { useQueryClient } from '@tanstack/react-query';
import type { ListResponse } from '@clinica/contracts/common';
import type { Performed } from '@clinica/contracts/interventions-performed';
import { sessionsKeys } from '../api/keys';

type Session = ListResponse<Performed>;

/**
 * Writes put the server's answer straight into the session's list (no second request); the patient's
 * history and progress are marked stale to be read again when shown.
 */
export function useSessionCache(appointmentId: string) {
  const queryClient = useQueryClient();
  const key = sessionsKeys.appointment(appointmentId);
  const update = (change: (items: Performed[]) => Performed[]) => {
    queryClient.setQueryData<Session>(key, (old) => {
      const items = change(old?.items ?? []);
      return {
        items,
        total: items.length,
        total_capped: false,
        page: 1,
        page_size: old?.page_size ?? items.length,
      };
    });
    void queryClient.invalidateQueries({ queryKey: sessionsKeys.all, refetchType: 'none' });
  };
  return {
    saved: (entry: Performed) =>
      update((items) =>
        items.some((i) => i.id === entry.id)
          ? items.map((i) => (i.id === entry.id ? entry : i))
          : [...items, entry],
      ),
    removed: (id: string) => update((items) => items.filter((i) => i.id !== id)),
    replaced: (entries: Performed[]) => update(() => entries),
  };
}

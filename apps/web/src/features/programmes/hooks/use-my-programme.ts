import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Programme } from '@clinica/contracts/exercise-programmes';
import { currentProgramme } from '../api/current-programme';
import { programmesKeys } from '../api/keys';
import { markSessionDone } from '../api/mark-session-done';

const key = programmesKeys.current('me');

/** The logged-in patient's current programme (null: none), shared by their home card and its page. */
export function useMyProgramme() {
  return useQuery({ queryKey: key, queryFn: ({ signal }) => currentProgramme(undefined, signal) });
}

/** «Marcar sessão como feita»: the answer's weekly tally goes straight into the programme shown. */
export function useMarkSessionDone(onDone: () => void, onError: (error: unknown) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: markSessionDone,
    onSuccess: (session) => {
      queryClient.setQueryData<Programme | null>(key, (old) =>
        old ? { ...old, this_week: session.this_week, last_done_at: session.done_at } : old,
      );
      onDone();
    },
    onError,
  });
}

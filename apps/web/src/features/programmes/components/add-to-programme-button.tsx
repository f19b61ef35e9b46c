import { useState } from 'react';
import Button from '@mui/material/Button';
import PlaylistAddOutlined from '@mui/icons-material/PlaylistAddOutlined';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Programme } from '@clinica/contracts/exercise-programmes';
import type { Performed } from '@clinica/contracts/interventions-performed';
import { hasPermission, useUser } from '../../../lib/session';
import { currentProgramme } from '../api/current-programme';
import { programmesKeys } from '../api/keys';
import { performedItem } from '../programme-form';
import { showProgrammeError } from '../programme-messages';
import { ProgrammeEditor } from './programme-editor';

/**
 * «Adicionar ao programa de casa» on the appointment page: opens the editor with the patient's current
 * programme (read fresh) and this session's recorded interventions not in it yet, for the professional to
 * review and save. Only for whoever may prescribe, once the session has interventions.
 */
export function AddToProgrammeButton({
  patientId,
  performed,
}: {
  patientId: string;
  performed: Performed[];
}) {
  const { t } = useTranslation();
  const user = useUser();
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState<{ programme: Programme | null } | null>(null);
  const load = useMutation({
    mutationFn: () =>
      queryClient.fetchQuery({
        queryKey: programmesKeys.current(patientId),
        queryFn: ({ signal }) => currentProgramme(patientId, signal),
        staleTime: 0,
      }),
    onSuccess: (programme) => setEditing({ programme }),
    onError: (error) => showProgrammeError(error, t),
  });
  if (!hasPermission(user, 'interventions_performed', 'create') || performed.length === 0) return null;

  return (
    <>
      <Button
        variant="outlined"
        startIcon={<PlaylistAddOutlined />}
        onClick={() => load.mutate()}
        disabled={load.isPending}
        sx={{ minHeight: 44 }}
      >
        {t('programmes.addFromSession')}
      </Button>
      {editing ? (
        <ProgrammeEditor
          patientId={patientId}
          programme={editing.programme}
          extra={performed.map(performedItem)}
          onClose={() => setEditing(null)}
        />
      ) : null}
    </>
  );
}

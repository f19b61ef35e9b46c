import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import EditOutlined from '@mui/icons-material/EditOutlined';
import PrintOutlined from '@mui/icons-material/PrintOutlined';
import StopCircleOutlined from '@mui/icons-material/StopCircleOutlined';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Programme } from '@clinica/contracts/exercise-programmes';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { notify } from '../../../lib/notify';
import { programmesKeys } from '../api/keys';
import { programmePdfUrl } from '../api/programme-pdf';
import { endProgramme } from '../api/save-programme';
import { showProgrammeError } from '../programme-messages';
import { ProgrammeEditor } from './programme-editor';

export interface ProgrammeActionsProps {
  patientId: string;
  programme: Programme;
  /** May edit and end it (`interventions_performed:create`). */
  canPrescribe: boolean;
}

/** Editar / Terminar programa (after a confirmation) / Imprimir PDF (opens the A4 in a new tab). */
export function ProgrammeActions({ patientId, programme, canPrescribe }: ProgrammeActionsProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const end = useMutation({
    mutationFn: () => endProgramme(programme.id),
    onSuccess: () => {
      setConfirming(false);
      queryClient.setQueryData(programmesKeys.current(patientId), null);
      notify(t('programmes.ended'), 'success');
    },
    onError: (error) => {
      setConfirming(false);
      showProgrammeError(error, t);
    },
  });

  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, '& > *': { minHeight: 44 } }}>
      {canPrescribe ? (
        <>
          <Button variant="outlined" startIcon={<EditOutlined />} onClick={() => setEditing(true)}>
            {t('programmes.edit')}
          </Button>
          <Button color="error" startIcon={<StopCircleOutlined />} onClick={() => setConfirming(true)}>
            {t('programmes.end')}
          </Button>
        </>
      ) : null}
      <Button
        startIcon={<PrintOutlined />}
        href={programmePdfUrl(programme.id)}
        target="_blank"
        rel="noopener"
      >
        {t('programmes.printPdf')}
      </Button>
      {editing ? (
        <ProgrammeEditor patientId={patientId} programme={programme} onClose={() => setEditing(false)} />
      ) : null}
      <ConfirmDialog
        open={confirming}
        title={t('programmes.endTitle')}
        body={t('programmes.endBody')}
        confirmLabel={t('programmes.end')}
        destructive
        pending={end.isPending}
        onConfirm={() => end.mutate()}
        onCancel={() => setConfirming(false)}
      />
    </Box>
  );
}

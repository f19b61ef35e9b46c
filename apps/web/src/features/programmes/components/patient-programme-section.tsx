import { useId, useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { hasPermission, useUser } from '../../../lib/session';
import { currentProgramme } from '../api/current-programme';
import { programmesKeys } from '../api/keys';
import { AdherenceTable } from './adherence-table';
import { ProgrammeActions } from './programme-actions';
import { ProgrammeEditor } from './programme-editor';
import { ProgrammeSummary } from './programme-summary';

/**
 * The Clinical record's «Programa de casa»: the patient's current programme, its adherence per week,
 * and — for whoever may prescribe — create, edit, end. Print for every reader.
 */
export function PatientProgrammeSection({ patientId }: { patientId: string }) {
  const { t } = useTranslation();
  const titleId = useId();
  const canPrescribe = hasPermission(useUser(), 'interventions_performed', 'create');
  const [creating, setCreating] = useState(false);
  const current = useQuery({
    queryKey: programmesKeys.current(patientId),
    queryFn: ({ signal }) => currentProgramme(patientId, signal),
  });

  let content;
  if (current.isPending) content = <CircularProgress size={28} aria-label={t('app.loading')} />;
  else if (current.isError)
    content = (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={() => void current.refetch()}>
            {t('lists.retry')}
          </Button>
        }
      >
        {t('programmes.loadFailed')}
      </Alert>
    );
  else if (!current.data)
    content = (
      <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
        <Typography color="text.secondary">{t('programmes.none')}</Typography>
        {canPrescribe ? (
          <Button variant="outlined" onClick={() => setCreating(true)} sx={{ minHeight: 44 }}>
            {t('programmes.create')}
          </Button>
        ) : null}
      </Stack>
    );
  else
    content = (
      <Stack spacing={2}>
        <ProgrammeSummary programme={current.data} />
        <ProgrammeActions patientId={patientId} programme={current.data} canPrescribe={canPrescribe} />
        <AdherenceTable programmeId={current.data.id} />
      </Stack>
    );

  return (
    <section aria-labelledby={titleId}>
      <Typography id={titleId} variant="h6" component="h2" sx={{ mb: 1 }}>
        {t('programmes.sectionTitle')}
      </Typography>
      {content}
      {creating ? (
        <ProgrammeEditor patientId={patientId} programme={null} onClose={() => setCreating(false)} />
      ) : null}
    </section>
  );
}

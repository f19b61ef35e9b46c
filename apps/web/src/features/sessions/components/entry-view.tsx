import { lazy, Suspense, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ShowChartOutlined from '@mui/icons-material/ShowChartOutlined';
import { useTranslation } from 'react-i18next';
import type { Performed } from '@clinica/contracts/interventions-performed';
import { formatDecimal } from '../../../lib/format';
import { describeSet } from '../set-summary';
import { EntryTitle } from './entry-title';

const ProgressDialog = lazy(() => import('./progress-dialog').then((m) => ({ default: m.ProgressDialog })));

/** One intervention of the session, for whoever may only read: its sets, notes, volume and progress. */
export function EntryView({ performed }: { performed: Performed }) {
  const { t } = useTranslation();
  const [progress, setProgress] = useState(false);
  return (
    <Paper variant="outlined" sx={{ p: 2 }}>
      <Stack spacing={1}>
        <EntryTitle intervention={performed.intervention} />
        <Box component="ol" sx={{ m: 0, pl: 3 }}>
          {performed.sets.map((s, index) => (
            <li key={index}>
              <Typography variant="body2">{describeSet(t, s)}</Typography>
            </li>
          ))}
        </Box>
        {performed.notes ? (
          <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            {performed.notes}
          </Typography>
        ) : null}
        <Typography sx={{ fontWeight: 500 }}>
          {t('sessions.volume', { value: formatDecimal(performed.volume_kg) })}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {t('sessions.recordedBy', { name: performed.recorded_by.name })}
        </Typography>
        <Box>
          <Button
            startIcon={<ShowChartOutlined />}
            aria-label={t('sessions.progressNamed', { name: performed.intervention.name })}
            onClick={() => setProgress(true)}
            sx={{ minHeight: 44 }}
          >
            {t('sessions.progress')}
          </Button>
        </Box>
      </Stack>
      {progress ? (
        <Suspense fallback={null}>
          <ProgressDialog
            open
            patientId={performed.patient_id}
            intervention={performed.intervention}
            onClose={() => setProgress(false)}
          />
        </Suspense>
      ) : null}
    </Paper>
  );
}

import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import CheckCircleOutlined from '@mui/icons-material/CheckCircleOutlined';
import DownloadOutlined from '@mui/icons-material/DownloadOutlined';
import { useTranslation } from 'react-i18next';
import type { Programme } from '@clinica/contracts/exercise-programmes';
import { notify } from '../../../lib/notify';
import { programmePdfUrl } from '../api/programme-pdf';
import { useMarkSessionDone } from '../hooks/use-my-programme';
import { showProgrammeError } from '../programme-messages';

/**
 * The top of the patient's programme: how often, this week's count (announced when it changes), the
 * big «Marcar sessão como feita» (again for every session), and the PDF.
 */
export function ProgrammeProgress({ programme }: { programme: Programme }) {
  const { t } = useTranslation();
  const done = useMarkSessionDone(
    () => notify(t('programmes.mine.markedDone'), 'success'),
    (error) => showProgrammeError(error, t),
  );
  return (
    <Paper variant="outlined" sx={{ p: 2 }}>
      <Typography>{t('programmes.timesPerWeek', { count: programme.times_per_week })}</Typography>
      <Typography role="status" variant="h6" component="p" sx={{ mt: 0.5 }}>
        {t('programmes.thisWeek', programme.this_week)}
      </Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, mt: 2 }}>
        <Button
          variant="contained"
          size="large"
          startIcon={<CheckCircleOutlined />}
          onClick={() => done.mutate(programme.id)}
          disabled={done.isPending}
          sx={{ minHeight: 52, flex: { xs: '1 1 100%', sm: '0 0 auto' } }}
        >
          {t('programmes.mine.markDone')}
        </Button>
        <Button
          variant="outlined"
          startIcon={<DownloadOutlined />}
          href={programmePdfUrl(programme.id)}
          download
          sx={{ minHeight: 52, flex: { xs: '1 1 100%', sm: '0 0 auto' } }}
        >
          {t('programmes.downloadPdf')}
        </Button>
      </Box>
    </Paper>
  );
}

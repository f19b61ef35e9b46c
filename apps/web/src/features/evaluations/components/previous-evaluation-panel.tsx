import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { EvaluationSummary } from '@clinica/contracts/evaluations';
import { formatDate } from '../../../lib/format';
import { useUser } from '../../../lib/session';
import { evaluationsKeys } from '../api/keys';
import { getEvaluation } from '../api/get-evaluation';
import { Addenda } from './addenda';
import { EvaluationReadOnly } from './evaluation-read-only';
import { EvaluationStatusChip } from './status-chip';

/** The title of the previous evaluation: its session's date. */
export function usePreviousTitle(summary: EvaluationSummary): string {
  const { t } = useTranslation();
  const timeZone = useUser()?.tenant.time_zone;
  return t('evaluations.previous.title', { date: formatDate(summary.appointment_starts_at, timeZone) });
}

/** The previous evaluation's content, read-only, with who wrote it and its addenda. */
export function PreviousEvaluationBody({ summary }: { summary: EvaluationSummary }) {
  const { t } = useTranslation();
  const detail = useQuery({
    queryKey: evaluationsKeys.detail(summary.id),
    queryFn: ({ signal }) => getEvaluation(summary.id, signal),
  });
  if (detail.isPending)
    return (
      <Box sx={{ display: 'flex', justifyContent: 'center', py: 4 }}>
        <CircularProgress aria-label={t('app.loading')} />
      </Box>
    );
  if (detail.isError) return <Alert severity="error">{t('evaluations.loadFailed')}</Alert>;
  const evaluation = detail.data;
  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
        <EvaluationStatusChip status={evaluation.status} />
        <Typography variant="body2" color="text.secondary">
          {t('evaluations.header.author', { name: evaluation.author.name })}
        </Typography>
      </Stack>
      <EvaluationReadOnly evaluation={evaluation} />
      {evaluation.addenda.length > 0 ? <Addenda evaluation={evaluation} canAdd={false} /> : null}
    </Stack>
  );
}

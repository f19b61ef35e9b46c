import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { EvaluationSummary } from '@clinica/contracts/evaluations';
import { formatDate } from '../../../lib/format';
import { BodyChartSummary } from './body-chart/body-chart-summary';
import { evaluationPath } from './evaluation-links';
import { PainFigures } from './pain-figures';
import { RedFlagChips } from './red-flag-chips';
import { EvaluationStatusChip } from './status-chip';

/**
 * One evaluation in the clinical record, readable without opening it: the session's date and the type
 * (a link to it), its state and author, then what matters clinically — red flags, the main complaint,
 * the pain figures or the body chart — and how many addenda it has.
 */
export function EvaluationCard({
  evaluation: e,
  timeZone,
}: {
  evaluation: EvaluationSummary;
  timeZone?: string;
}) {
  const { t } = useTranslation();
  return (
    <Paper component="article" variant="outlined" sx={{ p: { xs: 1.5, sm: 2 } }}>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
        <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
          <Link component={RouterLink} to={evaluationPath(e)}>
            {`${formatDate(e.appointment_starts_at, timeZone)} · ${t(`evaluations.types.${e.type}`)}`}
          </Link>
        </Typography>
        <EvaluationStatusChip status={e.status} />
        <Typography variant="body2" color="text.secondary">
          {e.author.name}
        </Typography>
      </Stack>
      <Stack spacing={1} sx={{ mt: 1 }}>
        <RedFlagChips flags={e.red_flags} />
        {e.main_complaint ? (
          <Typography sx={{ overflowWrap: 'anywhere' }}>
            <Box
              component="span"
              sx={{ color: 'text.secondary' }}
            >{`${t('evaluations.subjective.fields.main_complaint')}: `}</Box>
            {e.main_complaint}
          </Typography>
        ) : null}
        <PainFigures pain={e} />
        {e.type === 'objective' && e.body_chart.length > 0 ? <BodyChartSummary marks={e.body_chart} /> : null}
        {e.addenda_count > 0 ? (
          <Typography variant="body2" color="text.secondary">
            {t('evaluations.addenda.count', { count: e.addenda_count })}
          </Typography>
        ) : null}
      </Stack>
    </Paper>
  );
}

import { lazy, Suspense, useId } from 'react';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { Trend } from '@clinica/contracts/instruments';
import { formatDate, formatDecimal } from '../../../lib/format';
import { useUser } from '../../../lib/session';
import { useInstrumentName, useText } from '../text';
import { TrendTable } from './trend-table';

const TrendChart = lazy(() => import('./trend-chart').then((m) => ({ default: m.TrendChart })));

/**
 * One instrument's evolution: the MCID, the latest score against the first in words, the chart (from
 * two scores on) and the same points as a table for screen readers.
 */
export function TrendCard({ trend }: { trend: Trend }) {
  const { t } = useTranslation();
  const text = useText();
  const name = useInstrumentName();
  const titleId = useId();
  const timeZone = useUser()?.tenant.time_zone;
  const { instrument, points } = trend;
  const dates = points.map((p) => formatDate(p.recorded_at, timeZone));
  const unit = text(instrument.unit);
  const first = points[0];
  const latest = points[points.length - 1];

  return (
    <Paper component="section" aria-labelledby={titleId} variant="outlined" sx={{ p: 2, minWidth: 0 }}>
      <Stack spacing={1}>
        <Typography id={titleId} variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
          {name(instrument)}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {t('instruments.mcid', { value: formatDecimal(instrument.mcid.value), unit })} ·{' '}
          {t(instrument.higher_is_better ? 'instruments.higherIsBetter' : 'instruments.lowerIsBetter')}
        </Typography>
        {first && latest ? (
          <Typography>
            {points.length === 1
              ? t('instruments.trend.single', { score: formatDecimal(first.score), unit })
              : t('instruments.trend.comparison', {
                  first: formatDecimal(first.score),
                  latest: formatDecimal(latest.score),
                  unit,
                  status: t(`instruments.trend.statusInSentence.${trend.latest_status}`),
                })}
          </Typography>
        ) : null}
        {points.length > 1 ? (
          <Suspense fallback={<CircularProgress size={28} aria-label={t('app.loading')} />}>
            <TrendChart trend={trend} dates={dates} />
          </Suspense>
        ) : null}
        <TrendTable trend={trend} dates={dates} />
      </Stack>
    </Paper>
  );
}

import { LineChart } from '@mui/x-charts/LineChart';
import { useTheme } from '@mui/material/styles';
import { useTranslation } from 'react-i18next';
import type { Trend } from '@clinica/contracts/instruments';
import { formatDecimal } from '../../../lib/format';

type Status = Trend['points'][number]['status'];

/**
 * The scores over time (loaded on demand, with the chart library). A point past the MCID is drawn as
 * its own series — a green triangle for a relevant improvement, a red cross for a relevant worsening —
 * so the legend names them and the difference is never colour alone. Hidden from screen readers: the
 * table beside it holds the same figures.
 */
export function TrendChart({ trend, dates }: { trend: Trend; dates: string[] }) {
  const { t } = useTranslation();
  const { palette } = useTheme();
  const { points, instrument } = trend;
  const only = (status: Status) => points.map((p) => (p.status === status ? p.score : null));
  const marked = (
    [
      { status: 'improved', shape: 'triangle', color: palette.success.main },
      { status: 'worsened', shape: 'cross', color: palette.error.main },
    ] as const
  ).filter(({ status }) => points.some((p) => p.status === status));

  return (
    <div aria-hidden>
      <LineChart
        // The table beside it holds the figures; a focusable chart inside aria-hidden would be a trap.
        disableKeyboardNavigation
        height={260}
        // A date is centred under its point: room on the right for the last one, whole at 390 px too.
        margin={{ right: 40, left: 8 }}
        xAxis={[
          {
            scaleType: 'point',
            data: points.map((_, i) => i),
            valueFormatter: (i: number) => dates[i] ?? '',
          },
        ]}
        yAxis={[{ min: instrument.range.min, max: instrument.range.max }]}
        series={[
          {
            id: 'score',
            label: t('instruments.trend.score'),
            data: points.map((p) => p.score),
            shape: 'circle',
            showMark: ({ index }) => points[index]?.status === 'unchanged',
            valueFormatter: (v) => (v === null ? '' : formatDecimal(v)),
            labelMarkType: 'line+mark',
          },
          ...marked.map(({ status, shape, color }) => ({
            id: status,
            label: t(`instruments.status.${status}`),
            data: only(status),
            shape,
            color,
            showMark: true,
            valueFormatter: (v: number | null) => (v === null ? '' : formatDecimal(v)),
            labelMarkType: 'line+mark' as const,
          })),
        ]}
        sx={{
          // The marked series are marks only: the score's own line joins them.
          '& .MuiLineChart-line[data-series="improved"], & .MuiLineChart-line[data-series="worsened"]': {
            display: 'none',
          },
        }}
      />
    </div>
  );
}

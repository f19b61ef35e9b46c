import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { bodyViews } from '@clinica/contracts/evaluation-catalogue';
import type { BodyChartMark } from '@clinica/contracts/evaluations';
import { BodyFigure } from './body-figure';
import { marksByRegion, marksOfView, sortMarks } from './marks';
import { useBodyChartText } from './use-body-chart-text';

export interface BodyChartSummaryProps {
  marks: readonly BodyChartMark[];
}

/**
 * A body chart in a list row: small front and back figures coloured by intensity (decorative) and
 * the marks as short text, "Frente: Joelho esq. 7, Ombro dir. 6 · Costas: Lombar 5". Nothing when
 * there are no marks.
 */
export function BodyChartSummary({ marks }: BodyChartSummaryProps) {
  const { t } = useTranslation();
  const text = useBodyChartText();
  if (marks.length === 0) return null;
  const byRegion = marksByRegion(marks);
  const sorted = sortMarks(marks);
  const parts = bodyViews
    .map((view) => ({ view, marks: marksOfView(sorted, view) }))
    .filter((group) => group.marks.length > 0)
    .map(({ view, marks }) =>
      t('evaluations.bodyChart.summaryView', {
        view: t(`evaluations.bodyChart.views.${view}`),
        marks: marks
          .map((mark) =>
            t('evaluations.bodyChart.shortMark', {
              name: text.shortName(mark.region),
              intensity: mark.intensity,
            }),
          )
          .join(', '),
      }),
    );

  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, minWidth: 0 }}>
      <Box aria-hidden sx={{ display: 'flex', gap: 0.5, flex: 'none' }}>
        {bodyViews.map((view) => (
          <Box key={view} sx={{ width: 60 }}>
            <BodyFigure view={view} marks={byRegion} strokeWidth={3} svgProps={{ focusable: false }} />
          </Box>
        ))}
      </Box>
      <Typography variant="body2" sx={{ minWidth: 0 }}>
        {parts.join(' · ')}
      </Typography>
    </Box>
  );
}

import { useId, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ReportProblemOutlined from '@mui/icons-material/ReportProblemOutlined';
import { useTranslation } from 'react-i18next';
import { romSideKind } from '@clinica/contracts/evaluation-catalogue';
import type { TestResult } from '@clinica/contracts/evaluation-catalogue';
import type { ObjectiveContent } from '@clinica/contracts/evaluations';
import { formatDecimal } from '../../../lib/format';
import { BodyChart } from './body-chart/body-chart';

/** A titled list of short lines; nothing when it has none. */
function Part({ title, lines }: { title: string; lines: ReactNode[] }) {
  const id = useId();
  if (lines.length === 0) return null;
  return (
    <Box component="section" aria-labelledby={id}>
      <Typography id={id} variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
        {title}
      </Typography>
      <Box
        component="ul"
        sx={{ m: 0, pl: 2.5, '& li': { py: 0.25, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' } }}
      >
        {lines.map((line, i) => (
          <li key={i}>{line}</li>
        ))}
      </Box>
    </Box>
  );
}

/** A test's result: a positive one in red with an icon and its word; the others quieter. */
export function ResultChip({ result }: { result: TestResult }) {
  const { t } = useTranslation();
  const label = t(`evaluations.results.${result}`);
  if (result === 'positive')
    return (
      <Chip
        size="small"
        color="error"
        icon={<ReportProblemOutlined aria-hidden />}
        label={label}
        sx={{ fontWeight: 600 }}
      />
    );
  return (
    <Chip
      size="small"
      variant="outlined"
      color={result === 'inconclusive' ? 'warning' : 'default'}
      label={label}
    />
  );
}

/** An objective evaluation to read: each table as short lines, positive tests standing out, the body chart. */
export function ObjectiveView({ content }: { content: ObjectiveContent }) {
  const { t } = useTranslation();
  const chartId = useId();
  const side = (s: string) => t(`evaluations.sides.${s}`);
  const degrees = (value: number | null) => (value === null ? '—' : `${formatDecimal(value)}°`);
  const empty =
    !content.observation &&
    !content.notes &&
    content.body_chart.length === 0 &&
    [content.range_of_motion, content.strength, content.special_tests, content.measurements].every(
      (r) => r.length === 0,
    );

  return (
    <Stack spacing={2}>
      {content.observation ? (
        <Part title={t('evaluations.objective.sections.observation')} lines={[content.observation]} />
      ) : null}
      <Part
        title={t('evaluations.objective.sections.specialTests')}
        lines={content.special_tests.map((r) => (
          <Box
            component="span"
            sx={{ display: 'inline-flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}
          >
            {`${r.test ? t(`evaluations.tests.${r.test}`) : r.name} (${side(r.side)})`}
            <ResultChip result={r.result} />
          </Box>
        ))}
      />
      <Part
        title={t('evaluations.objective.sections.rangeOfMotion')}
        lines={content.range_of_motion.map((r) => {
          const kind = romSideKind(r.joint, r.movement);
          // A spinal rotation recorded without its direction reads like flexion: no side.
          const noSide = kind === 'none' || (kind === 'direction' && r.side === 'central');
          return t(noSide ? 'evaluations.view.rangeLineNoSide' : 'evaluations.view.rangeLine', {
            joint: t(`evaluations.joints.${r.joint}`),
            movement: t(`evaluations.movements.${r.movement}`),
            side:
              kind === 'direction' && r.side !== 'central'
                ? t(`evaluations.directions.${r.side}`)
                : side(r.side),
            active: degrees(r.active),
            passive: degrees(r.passive),
          });
        })}
      />
      <Part
        title={t('evaluations.objective.sections.strength')}
        lines={content.strength.map((r) =>
          t('evaluations.view.strengthLine', {
            group: t(`evaluations.muscleGroups.${r.muscle_group}`),
            side: side(r.side),
            grade: r.grade,
          }),
        )}
      />
      <Part
        title={t('evaluations.objective.sections.measurements')}
        lines={content.measurements.map((r) =>
          t('evaluations.view.measurementLine', {
            name: r.name,
            side: side(r.side),
            value: formatDecimal(r.value),
            unit: t(`evaluations.units.${r.unit}`),
          }),
        )}
      />
      {content.body_chart.length > 0 ? (
        <Box component="section" aria-labelledby={chartId}>
          <Typography id={chartId} variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
            {t('evaluations.objective.sections.bodyChart')}
          </Typography>
          <BodyChart
            value={content.body_chart}
            readOnly
            idPrefix={`chart-${chartId.replace(/[^\w-]/g, '')}`}
          />
        </Box>
      ) : null}
      {content.notes ? <Part title={t('evaluations.fields.notes')} lines={[content.notes]} /> : null}
      {empty ? <Typography color="text.secondary">{t('evaluations.view.nothingRecorded')}</Typography> : null}
    </Stack>
  );
}

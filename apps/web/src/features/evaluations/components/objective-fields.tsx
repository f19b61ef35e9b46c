import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { EVALUATION_NOTES_MAX, EVALUATION_TEXT_MAX } from '@clinica/contracts/evaluations';
import { translateEvaluationMessage } from '../evaluation-messages';
import type { ObjectiveForm } from '../objective-form';
import { BodyChart } from './body-chart/body-chart';
import { MeasurementRows } from './measurement-rows';
import { CountedText } from '../../../components/counted-text';
import { RangeOfMotionRows } from './range-of-motion-rows';
import { SpecialTestRows } from './special-test-rows';
import { StrengthRows } from './strength-rows';

/** The objective evaluation: observation, the four tables, the body chart and notes. */
export function ObjectiveFields({ form, disabled }: { form: ObjectiveForm; disabled?: boolean }) {
  const { t } = useTranslation();
  const { control, register, formState } = form;
  const observationError = translateEvaluationMessage(t, formState.errors.observation?.message);
  const chartError = formState.errors.body_chart;
  return (
    <Stack spacing={4}>
      <Box component="section">
        <Typography variant="h6" component="h2" sx={{ mb: 1.5 }}>
          {t('evaluations.objective.sections.observation')}
        </Typography>
        <TextField
          {...register('observation')}
          label={t('evaluations.objective.fields.observation')}
          multiline
          minRows={3}
          fullWidth
          disabled={disabled}
          slotProps={{ htmlInput: { maxLength: EVALUATION_TEXT_MAX } }}
          error={Boolean(observationError)}
          helperText={observationError ?? t('evaluations.objective.observationHint')}
        />
      </Box>
      <RangeOfMotionRows form={form} disabled={disabled} />
      <StrengthRows form={form} disabled={disabled} />
      <SpecialTestRows form={form} disabled={disabled} />
      <MeasurementRows form={form} disabled={disabled} />
      <Box component="section">
        <Typography variant="h6" component="h2" sx={{ mb: 1.5 }}>
          {t('evaluations.objective.sections.bodyChart')}
        </Typography>
        <Controller
          control={control}
          name="body_chart"
          render={({ field }) => (
            <BodyChart
              value={field.value}
              onChange={field.onChange}
              readOnly={disabled}
              idPrefix="objective-body-chart"
            />
          )}
        />
        {chartError ? (
          <Typography color="error" variant="body2" role="alert">
            {translateEvaluationMessage(t, chartError.message ?? chartError.root?.message) ??
              t('evaluations.objective.bodyChartInvalid')}
          </Typography>
        ) : null}
      </Box>
      <Controller
        control={control}
        name="notes"
        render={({ field, fieldState }) => (
          <CountedText
            label={t('evaluations.fields.notes')}
            name={field.name}
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            max={EVALUATION_NOTES_MAX}
            disabled={disabled}
            error={translateEvaluationMessage(t, fieldState.error?.message)}
            minRows={4}
          />
        )}
      />
    </Stack>
  );
}

import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { EVALUATION_NOTES_MAX, EVALUATION_TEXT_MAX } from '@clinica/contracts/evaluations';
import { translateEvaluationMessage } from '../evaluation-messages';
import { painFields, type SubjectiveForm, type SubjectiveTextField } from '../subjective-form';
import { CountedText } from '../../../components/counted-text';
import { PainScale } from './pain-scale';
import { RedFlagsField } from './red-flags-field';

/** A titled part of the form. */
export function FormSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box component="section">
      <Typography variant="h6" component="h2" sx={{ mb: 1.5 }}>
        {title}
      </Typography>
      <Stack spacing={2}>{children}</Stack>
    </Box>
  );
}

/** The subjective evaluation's questions (issue 23), in the order a first session asks them. */
export function SubjectiveFields({ form, disabled }: { form: SubjectiveForm; disabled?: boolean }) {
  const { t } = useTranslation();
  const { register, control, formState } = form;
  const errors = formState.errors;
  const text = (name: SubjectiveTextField, hint?: string) => {
    const message = translateEvaluationMessage(t, errors[name]?.message);
    return (
      <TextField
        {...register(name)}
        label={t(`evaluations.subjective.fields.${name}`)}
        multiline
        minRows={2}
        fullWidth
        disabled={disabled}
        slotProps={{ htmlInput: { maxLength: EVALUATION_TEXT_MAX } }}
        error={Boolean(message)}
        helperText={message ?? hint}
      />
    );
  };
  return (
    <Stack spacing={4}>
      <FormSection title={t('evaluations.subjective.sections.complaint')}>
        {text('main_complaint', t('evaluations.subjective.mainComplaintHint'))}
        {text('history')}
        {text('onset')}
      </FormSection>
      <FormSection title={t('evaluations.subjective.sections.pain')}>
        {painFields.map((name) => (
          <Controller
            key={name}
            control={control}
            name={name}
            render={({ field }) => (
              <PainScale
                label={t(`evaluations.pain.fields.${name}`)}
                value={field.value}
                onChange={field.onChange}
                disabled={disabled}
              />
            )}
          />
        ))}
        {text('behaviour_24h')}
        {text('aggravating_factors')}
        {text('easing_factors')}
      </FormSection>
      <RedFlagsField control={control} disabled={disabled} />
      <FormSection title={t('evaluations.subjective.sections.background')}>
        {text('medication')}
        {text('previous_treatment')}
        {text('goals')}
      </FormSection>
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

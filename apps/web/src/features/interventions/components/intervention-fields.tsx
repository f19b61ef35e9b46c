import Autocomplete from '@mui/material/Autocomplete';
import Grid from '@mui/material/Grid';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { Controller, useWatch, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { interventionRegions, interventionTypes } from '@clinica/contracts/interventions';
import {
  normaliseTags,
  translateInterventionMessage,
  type InterventionBody,
  type InterventionFormValues,
} from './intervention-schema';
import { VideoPreview } from './video-preview';

export type InterventionForm = UseFormReturn<InterventionFormValues, unknown, InterventionBody>;

/** Name, type, region, tags, video link with its preview, description (the contract's fields). */
export function InterventionFields({ form, disabled }: { form: InterventionForm; disabled: boolean }) {
  const { t } = useTranslation();
  const { register, control, formState } = form;
  const errors = formState.errors;
  const message = (name: keyof InterventionFormValues) =>
    translateInterventionMessage(t, errors[name]?.message);
  const [name, videoUrl] = useWatch({ control, name: ['name', 'video_url'] });

  return (
    <Grid container spacing={2}>
      <Grid size={{ xs: 12, sm: 8 }}>
        <TextField
          {...register('name')}
          label={t('interventions.fields.name')}
          required
          fullWidth
          disabled={disabled}
          slotProps={{ htmlInput: { maxLength: 120 } }}
          error={Boolean(errors.name)}
          helperText={message('name')}
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 4 }}>
        <Controller
          control={control}
          name="type"
          render={({ field }) => (
            <TextField
              {...field}
              select
              fullWidth
              label={t('interventions.fields.type')}
              disabled={disabled}
              error={Boolean(errors.type)}
              helperText={message('type')}
            >
              {interventionTypes.map((value) => (
                <MenuItem key={value} value={value}>
                  {t(`interventions.types.${value}`)}
                </MenuItem>
              ))}
            </TextField>
          )}
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 4 }}>
        <Controller
          control={control}
          name="region"
          render={({ field }) => (
            <TextField
              {...field}
              select
              fullWidth
              label={t('interventions.fields.region')}
              disabled={disabled}
              slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
              error={Boolean(errors.region)}
              helperText={message('region')}
            >
              <MenuItem value="">{t('interventions.form.noRegion')}</MenuItem>
              {interventionRegions.map((value) => (
                <MenuItem key={value} value={value}>
                  {t(`interventions.regions.${value}`)}
                </MenuItem>
              ))}
            </TextField>
          )}
        />
      </Grid>
      <Grid size={{ xs: 12, sm: 8 }}>
        <Controller
          control={control}
          name="tags"
          render={({ field }) => (
            <Autocomplete
              multiple
              freeSolo
              // A tag typed but not yet confirmed with Enter is kept when the field is left.
              autoSelect
              options={[]}
              value={field.value}
              onChange={(_event, value) => field.onChange(normaliseTags(value))}
              onBlur={field.onBlur}
              disabled={disabled}
              renderInput={(params) => (
                <TextField
                  {...params}
                  inputRef={field.ref}
                  label={t('interventions.fields.tags')}
                  error={Boolean(errors.tags)}
                  helperText={message('tags') ?? t('interventions.form.tagsHint')}
                />
              )}
            />
          )}
        />
      </Grid>
      <Grid size={12}>
        <TextField
          {...register('video_url')}
          type="url"
          label={t('interventions.fields.video_url')}
          fullWidth
          disabled={disabled}
          placeholder="https://www.youtube.com/watch?v=…"
          slotProps={{ htmlInput: { maxLength: 300, inputMode: 'url' } }}
          error={Boolean(errors.video_url)}
          helperText={message('video_url') ?? t('interventions.form.videoHint')}
        />
      </Grid>
      <Grid size={12}>
        <VideoPreview url={videoUrl} title={name.trim() || t('interventions.form.videoPreview')} />
      </Grid>
      <Grid size={12}>
        <TextField
          {...register('description')}
          label={t('interventions.fields.description')}
          fullWidth
          multiline
          minRows={3}
          disabled={disabled}
          slotProps={{ htmlInput: { maxLength: 4000 } }}
          error={Boolean(errors.description)}
          helperText={message('description')}
        />
      </Grid>
    </Grid>
  );
}

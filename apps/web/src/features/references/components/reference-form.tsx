import Grid from '@mui/material/Grid';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm, type UseFormReturn } from 'react-hook-form';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { referenceInput, type Reference } from '@clinica/contracts/references';
import { ApiError } from '../../../lib/api-client';
import { showSaveError } from '../../../lib/form-errors';
import { notify } from '../../../lib/notify';
import { translateMessage } from '../../../lib/validation-messages';
import { relationships } from '../relationships';

export type ReferenceFormInput = z.input<typeof referenceInput>;
export type ReferenceFormOutput = z.output<typeof referenceInput>;
export type ReferenceForm = UseFormReturn<ReferenceFormInput, unknown, ReferenceFormOutput>;

const fields = ['name', 'relationship', 'address', 'contact'] as const;
type Field = (typeof fields)[number];

/** The contract's limits, so that a person cannot type past them rather than be told afterwards. */
const maxLength: Record<Exclude<Field, 'relationship'>, number> = { name: 120, address: 200, contact: 200 };

/** What the form shows for a reference, or for a new one (a new contact is most often a doctor). */
export function referenceFormValues(reference: Reference | null): ReferenceFormInput {
  return {
    name: reference?.name ?? '',
    relationship: reference?.relationship ?? 'doctor',
    address: reference?.address ?? '',
    contact: reference?.contact ?? '',
  };
}

/** A reference's form, checked in the browser with the contract's own schema (its pt-PT messages). */
export function useReferenceForm(reference: Reference | null): ReferenceForm {
  return useForm<ReferenceFormInput, unknown, ReferenceFormOutput>({
    resolver: zodResolver(referenceInput),
    defaultValues: referenceFormValues(reference),
  });
}

/**
 * A failed save: the server's field messages under their inputs; a reference removed meanwhile (404)
 * says so in the interface's language; anything else as the shared handling shows it.
 */
export function showReferenceSaveError(error: unknown, t: TFunction, form?: ReferenceForm): void {
  if (error instanceof ApiError && error.status === 404 && !error.handled) {
    notify(t('references.notFound'), 'error');
    return;
  }
  showSaveError(error, t, (field, message) => {
    if (!form || !(fields as readonly string[]).includes(field)) return false;
    form.setError(field as Field, { message });
    return true;
  });
}

/** Name, relationship with the patient, contact and address (spec §3 Reference). */
export function ReferenceFields({ form, disabled }: { form: ReferenceForm; disabled?: boolean }) {
  const { t } = useTranslation();
  const { register, control, formState } = form;
  const errors = formState.errors;
  const text = (
    name: Exclude<Field, 'relationship'>,
    options: { required?: boolean; hint?: string } = {},
  ) => (
    <TextField
      {...register(name)}
      label={t(`references.fields.${name}`)}
      required={options.required}
      fullWidth
      disabled={disabled}
      slotProps={{ htmlInput: { maxLength: maxLength[name] } }}
      error={Boolean(errors[name])}
      helperText={translateMessage(t, errors[name]?.message) ?? options.hint}
    />
  );
  return (
    <Grid container spacing={2}>
      <Grid size={{ xs: 12, sm: 7 }}>{text('name', { required: true })}</Grid>
      <Grid size={{ xs: 12, sm: 5 }}>
        <Controller
          control={control}
          name="relationship"
          render={({ field }) => (
            <TextField
              {...field}
              select
              fullWidth
              required
              disabled={disabled}
              label={t('references.fields.relationship')}
              error={Boolean(errors.relationship)}
              helperText={translateMessage(t, errors.relationship?.message)}
            >
              {relationships.map((value) => (
                <MenuItem key={value} value={value}>
                  {t(`references.relationships.${value}`)}
                </MenuItem>
              ))}
            </TextField>
          )}
        />
      </Grid>
      <Grid size={12}>{text('contact', { hint: t('references.contactHint') })}</Grid>
      <Grid size={12}>{text('address')}</Grid>
    </Grid>
  );
}

import Grid from '@mui/material/Grid';
import TextField from '@mui/material/TextField';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { insurerInput, type Insurer } from '@clinica/contracts/catalogue';
import { FormDialog } from '../../../components/form-dialog';
import { showSaveError } from '../../../lib/form-errors';
import { notify } from '../../../lib/notify';
import { translateMessage } from '../../../lib/validation-messages';
import { createInsurer, updateInsurer } from '../api/catalogue';
import { configurationsKeys } from '../keys';

type Input = z.input<typeof insurerInput>;
type Output = z.output<typeof insurerInput>;
const fields = [
  'name',
  'fiscal_name',
  'nif',
  'agreement_number',
  'address',
  'postal_code',
  'city',
  'contact',
  'email',
  'phone',
] as const;

/** Create (`'new'`) or edit an insurer. */
export function InsurerDialog({ editing, onClose }: { editing: Insurer | 'new'; onClose: () => void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const current = editing === 'new' ? null : editing;
  const { register, handleSubmit, setError, formState } = useForm<Input, unknown, Output>({
    resolver: zodResolver(insurerInput),
    defaultValues: Object.fromEntries(fields.map((f) => [f, current?.[f] ?? ''])),
  });
  const save = useMutation({
    mutationFn: (values: Output) => (current ? updateInsurer(current.id, values) : createInsurer(values)),
    onSuccess: async () => {
      notify(t(current ? 'configurations.saved' : 'configurations.insurers.created'), 'success');
      await queryClient.invalidateQueries({ queryKey: configurationsKeys.insurers.all });
      onClose();
    },
    onError: (error) =>
      showSaveError(error, t, (field, message) => {
        if (!(fields as readonly string[]).includes(field)) return false;
        setError(field as (typeof fields)[number], { message });
        return true;
      }),
  });
  const errors = formState.errors;
  const field = (name: (typeof fields)[number], options: { required?: boolean; type?: string } = {}) => (
    <TextField
      {...register(name)}
      label={t(`configurations.insurers.${name}`)}
      required={options.required}
      type={options.type}
      fullWidth
      error={Boolean(errors[name])}
      helperText={translateMessage(t, errors[name]?.message)}
    />
  );
  return (
    <FormDialog
      open
      title={t(current ? 'configurations.insurers.edit' : 'configurations.insurers.new')}
      dirty={formState.isDirty}
      pending={save.isPending}
      onSubmit={handleSubmit((values) => save.mutate(values))}
      onClose={onClose}
    >
      <Grid container spacing={2} sx={{ pt: 1 }}>
        <Grid size={12}>{field('name', { required: true })}</Grid>
        <Grid size={12}>{field('fiscal_name')}</Grid>
        <Grid size={{ xs: 12, sm: 6 }}>{field('nif')}</Grid>
        <Grid size={{ xs: 12, sm: 6 }}>{field('agreement_number')}</Grid>
        <Grid size={12}>{field('address')}</Grid>
        <Grid size={{ xs: 12, sm: 4 }}>{field('postal_code')}</Grid>
        <Grid size={{ xs: 12, sm: 8 }}>{field('city')}</Grid>
        <Grid size={{ xs: 12, sm: 6 }}>{field('contact')}</Grid>
        <Grid size={{ xs: 12, sm: 6 }}>{field('email', { type: 'email' })}</Grid>
        <Grid size={{ xs: 12, sm: 6 }}>{field('phone', { type: 'tel' })}</Grid>
      </Grid>
    </FormDialog>
  );
}

import { useState } from 'react';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Grid from '@mui/material/Grid';
import InputAdornment from '@mui/material/InputAdornment';
import ListSubheader from '@mui/material/ListSubheader';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import DeleteOutline from '@mui/icons-material/DeleteOutlined';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Controller, useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import {
  DEFAULT_TAX_EXEMPTION,
  serviceInput,
  serviceKinds,
  serviceUnits,
  type Service,
  type ServiceInput,
} from '@clinica/contracts/catalogue';
import { vatClasses } from '@clinica/contracts/invoicing-tax';
import { taxExemptions } from '@clinica/contracts/pt';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { UnsavedChangesGuard } from '../../../components/unsaved-changes-guard';
import { showSaveError } from '../../../lib/form-errors';
import { notify } from '../../../lib/notify';
import { translateMessage } from '../../../lib/validation-messages';
import { createService, deleteService, listSpecialtyOptions, updateService } from '../api/services';
import { servicesKeys } from '../keys';
import { centsToInput, parseEuros } from '../../../lib/price';
import { useTaxRegion } from '../../../lib/session';
import { vatClassLabel } from './tax-label';
import { REQUIRED_MESSAGE } from '@clinica/contracts/zod-config';

const defaultColour = '#00897b';

/** What the form holds: text as typed; the tax select says "vat:normal" or "ex:M07". */
const formValues = z.object({
  name: z.string(),
  description: z.string(),
  price: z.string(),
  unit: z.enum(serviceUnits),
  duration: z.string(),
  tax: z.string(),
  specialty_id: z.string(),
  colour: z.string(),
  kind: z.enum(serviceKinds),
  active: z.boolean(),
});
type Values = z.infer<typeof formValues>;

/** Contract field → form field, so the contract's messages land under the right input. */
const formField: Record<string, keyof Values> = {
  price_cents: 'price',
  duration_minutes: 'duration',
  vat_class: 'tax',
  tax_exemption_code: 'tax',
};

/** The form's text → the contract's body, validated by the contract's own schema (its pt-PT messages). */
export const serviceFormSchema = formValues.transform((v, ctx): ServiceInput => {
  const price = parseEuros(v.price);
  if (price === null) {
    ctx.addIssue({
      code: 'custom',
      path: ['price'],
      message: v.price.trim() ? 'services.form.priceInvalid' : REQUIRED_MESSAGE,
    });
  }
  const duration = v.duration.trim() === '' ? null : Number(v.duration.trim().replace(',', '.'));
  const [taxKind, taxValue] = v.tax.split(':');
  const body = {
    name: v.name,
    description: v.description,
    price_cents: price ?? 0,
    unit: v.unit,
    duration_minutes: duration,
    vat_class: taxKind === 'vat' ? taxValue : null,
    tax_exemption_code: taxKind === 'ex' ? (taxValue ?? null) : null,
    specialty_id: v.specialty_id || null,
    colour: v.colour || null,
    kind: v.kind,
    active: v.active,
  };
  const parsed = serviceInput.safeParse(body);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = String(issue.path[0] ?? 'name');
      ctx.addIssue({ code: 'custom', path: [formField[field] ?? field], message: issue.message });
    }
  }
  if (price === null || !parsed.success) return z.NEVER;
  return parsed.data;
});

export function valuesOf(service: Service | null): Values {
  return {
    name: service?.name ?? '',
    description: service?.description ?? '',
    price: service ? centsToInput(service.price_cents) : '',
    unit: service?.unit ?? 'unit',
    duration: service?.duration_minutes?.toString() ?? '',
    tax:
      service?.vat_class != null
        ? `vat:${service.vat_class}`
        : `ex:${service?.tax_exemption_code ?? DEFAULT_TAX_EXEMPTION}`,
    specialty_id: service?.specialty_id ?? '',
    colour: service?.colour ?? defaultColour,
    kind: service?.kind ?? 'session',
    active: service?.active ?? true,
  };
}

/** Create (`service` null) or edit a service; read-only for whoever may not change the catalogue. */
export function ServiceForm({
  service,
  canEdit,
  canDelete,
}: {
  service: Service | null;
  canEdit: boolean;
  canDelete: boolean;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const region = useTaxRegion();
  const specialties = useQuery({
    queryKey: servicesKeys.specialtyOptions,
    queryFn: ({ signal }) => listSpecialtyOptions(signal),
    select: (data) => data.items,
  });
  const { register, control, handleSubmit, setError, formState } = useForm<Values, unknown, ServiceInput>({
    resolver: zodResolver(serviceFormSchema),
    defaultValues: valuesOf(service),
  });
  const [confirmingDelete, setConfirmingDelete] = useState(false);

  const save = useMutation({
    mutationFn: (body: ServiceInput) => (service ? updateService(service.id, body) : createService(body)),
    onSuccess: async (saved) => {
      notify(t(service ? 'services.saved' : 'services.created', { name: saved.name }), 'success');
      await queryClient.invalidateQueries({ queryKey: servicesKeys.all });
      void navigate('/services');
    },
    onError: (error) =>
      showSaveError(error, t, (field, message) => {
        const name = formField[field] ?? field;
        if (!(name in valuesOf(null))) return false;
        setError(name as keyof Values, { message });
        return true;
      }),
  });
  const remove = useMutation({
    mutationFn: () => deleteService(service!.id),
    onSuccess: async (answer) => {
      setConfirmingDelete(false);
      notify(
        t(answer.result === 'deactivated' ? 'services.deactivated' : 'services.deleted', {
          name: service!.name,
        }),
        answer.result === 'deactivated' ? 'info' : 'success',
      );
      await queryClient.invalidateQueries({ queryKey: servicesKeys.all });
      void navigate('/services');
    },
    onError: (error) => {
      setConfirmingDelete(false);
      showSaveError(error, t);
    },
  });

  const errors = formState.errors;
  const message = (name: keyof Values) => translateMessage(t, errors[name]?.message);

  return (
    <form noValidate onSubmit={handleSubmit((body) => save.mutate(body))}>
      <UnsavedChangesGuard when={formState.isDirty && !save.isPending && !remove.isPending} />
      <fieldset disabled={!canEdit} style={{ border: 0, margin: 0, padding: 0, minWidth: 0 }}>
        <Grid container spacing={2}>
          <Grid size={{ xs: 12, sm: 8 }}>
            <TextField
              {...register('name')}
              label={t('services.fields.name')}
              required
              fullWidth
              error={Boolean(errors.name)}
              helperText={message('name')}
            />
          </Grid>
          <Grid size={{ xs: 12, sm: 4 }}>
            <Controller
              control={control}
              name="kind"
              render={({ field }) => (
                <TextField {...field} select fullWidth label={t('services.fields.kind')} disabled={!canEdit}>
                  {serviceKinds.map((value) => (
                    <MenuItem key={value} value={value}>
                      {t(`services.kinds.${value}`)}
                    </MenuItem>
                  ))}
                </TextField>
              )}
            />
          </Grid>
          <Grid size={12}>
            <TextField
              {...register('description')}
              label={t('services.fields.description')}
              fullWidth
              multiline
              minRows={2}
              error={Boolean(errors.description)}
              helperText={message('description')}
            />
          </Grid>
          <Grid size={{ xs: 12, sm: 4 }}>
            <TextField
              {...register('price')}
              label={t('services.fields.price')}
              required
              fullWidth
              placeholder="0,00"
              slotProps={{
                htmlInput: { inputMode: 'decimal' },
                input: { endAdornment: <InputAdornment position="end">€</InputAdornment> },
              }}
              error={Boolean(errors.price)}
              helperText={message('price') ?? t('services.form.priceHint')}
            />
          </Grid>
          <Grid size={{ xs: 12, sm: 4 }}>
            <Controller
              control={control}
              name="unit"
              render={({ field }) => (
                <TextField {...field} select fullWidth label={t('services.fields.unit')} disabled={!canEdit}>
                  {serviceUnits.map((value) => (
                    <MenuItem key={value} value={value}>
                      {t(`services.units.${value}`)}
                    </MenuItem>
                  ))}
                </TextField>
              )}
            />
          </Grid>
          <Grid size={{ xs: 12, sm: 4 }}>
            <TextField
              {...register('duration')}
              type="number"
              label={t('services.fields.duration_minutes')}
              fullWidth
              slotProps={{
                htmlInput: { min: 5, max: 600, step: 5 },
                input: { endAdornment: <InputAdornment position="end">min</InputAdornment> },
              }}
              error={Boolean(errors.duration)}
              helperText={message('duration')}
            />
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <Controller
              control={control}
              name="tax"
              render={({ field }) => (
                <TextField
                  {...field}
                  select
                  fullWidth
                  label={t('services.fields.tax')}
                  disabled={!canEdit}
                  error={Boolean(errors.tax)}
                  helperText={message('tax') ?? t('services.form.taxHint')}
                >
                  <ListSubheader>
                    {t('services.form.vatClasses', { region: t(`services.regions.${region}`) })}
                  </ListSubheader>
                  {vatClasses.map((vatClass) => (
                    <MenuItem key={vatClass} value={`vat:${vatClass}`}>
                      {vatClassLabel(t, region, vatClass)}
                    </MenuItem>
                  ))}
                  <ListSubheader>{t('services.form.exemptions')}</ListSubheader>
                  {taxExemptions.map((exemption) => (
                    <MenuItem key={exemption.code} value={`ex:${exemption.code}`}>
                      {`${exemption.code} — ${exemption.text}`}
                    </MenuItem>
                  ))}
                </TextField>
              )}
            />
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <Controller
              control={control}
              name="specialty_id"
              render={({ field }) => (
                <TextField
                  {...field}
                  select
                  fullWidth
                  label={t('services.fields.specialty_id')}
                  disabled={!canEdit}
                  error={Boolean(errors.specialty_id)}
                  helperText={message('specialty_id')}
                >
                  <MenuItem value="">{t('services.form.noSpecialty')}</MenuItem>
                  {(specialties.data ?? []).map((s) => (
                    <MenuItem key={s.id} value={s.id}>
                      {s.name}
                    </MenuItem>
                  ))}
                  {service?.specialty_id &&
                  !(specialties.data ?? []).some((s) => s.id === service.specialty_id) ? (
                    <MenuItem value={service.specialty_id}>{service.specialty_name ?? '—'}</MenuItem>
                  ) : null}
                </TextField>
              )}
            />
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <TextField
              {...register('colour')}
              type="color"
              label={t('services.fields.colour')}
              fullWidth
              error={Boolean(errors.colour)}
              helperText={message('colour')}
              sx={{ '& input': { height: 32, cursor: 'pointer' } }}
            />
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }} sx={{ display: 'flex', alignItems: 'center' }}>
            <Controller
              control={control}
              name="active"
              render={({ field }) => (
                <FormControlLabel
                  control={
                    <Switch
                      checked={field.value}
                      onChange={(event) => field.onChange(event.target.checked)}
                      disabled={!canEdit}
                    />
                  }
                  label={t('services.fields.active')}
                />
              )}
            />
          </Grid>
        </Grid>
      </fieldset>
      <Stack direction="row" spacing={1} sx={{ mt: 3, flexWrap: 'wrap', gap: 1 }}>
        {canEdit ? (
          <Button type="submit" variant="contained" disabled={save.isPending}>
            {service ? t('editing.save') : t('services.create')}
          </Button>
        ) : null}
        <Button onClick={() => void navigate('/services')}>{t('services.backToList')}</Button>
        {service && canDelete ? (
          <Button
            color="error"
            variant="outlined"
            startIcon={<DeleteOutline />}
            onClick={() => setConfirmingDelete(true)}
            sx={{ ml: { sm: 'auto !important' } }}
          >
            {t('editing.delete')}
          </Button>
        ) : null}
      </Stack>
      <ConfirmDialog
        open={confirmingDelete}
        title={t('services.deleteTitle', { name: service?.name ?? '' })}
        body={t('services.deleteBody')}
        confirmLabel={t('editing.delete')}
        destructive
        pending={remove.isPending}
        onConfirm={() => remove.mutate()}
        onCancel={() => setConfirmingDelete(false)}
      />
    </form>
  );
}

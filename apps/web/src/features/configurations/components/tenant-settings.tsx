import { useEffect, type FormEventHandler, type ReactNode } from 'react';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import MenuItem from '@mui/material/MenuItem';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import { useMutation, useQuery, useQueryClient, type QueryKey } from '@tanstack/react-query';
import {
  Controller,
  type Control,
  type FieldPathByValue,
  type FieldValues,
  type Path,
  type UseFormReturn,
} from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { Tenant } from '@clinica/contracts/tenants';
import { PageHeader } from '../../../components/page-header';
import { UnsavedChangesGuard } from '../../../components/unsaved-changes-guard';
import { showSaveError } from '../../../lib/form-errors';
import { notify } from '../../../lib/notify';
import { useUser } from '../../../lib/session';
import { translateMessage } from '../../../lib/validation-messages';
import { getTenant } from '../api/tenant';
import { configurationsKeys } from '../keys';

/** What a settings form reads of the signed-in user's tenant, and under which query key. */
export interface TenantSettingsSource<Data> {
  key: (tenantId: string) => QueryKey;
  fetch: (tenantId: string, signal: AbortSignal) => Promise<Data>;
}

/** The tenant record (GET /api/v1/tenants/{id}): the account page's source. */
export const tenantRecord: TenantSettingsSource<Tenant> = {
  key: configurationsKeys.tenant,
  fetch: getTenant,
};

export interface TenantSettingsOptions<Input extends FieldValues, Output, Data> {
  form: UseFormReturn<Input, unknown, Output>;
  source: TenantSettingsSource<Data>;
  /** The form's values for what is stored; a module-level function (it is an effect's dependency). */
  valuesOf: (data: Data) => Input;
  update: (tenantId: string, values: Output) => Promise<Data>;
  /**
   * The fields whose server messages go under their input (a list, or a test for paths such as
   * `series.2.validation_code`); any other message is a notice.
   */
  fields: readonly Path<Input>[] | ((field: string) => boolean);
  /** After the answer is stored and the form reset: what else shows it (awaited while saving). */
  onSaved?: (saved: Data) => Promise<unknown> | void;
}

/**
 * The signed-in user's tenant in a settings form (account, invoicing): loaded into the form, saved
 * from it, the form reset to what the server stored.
 */
export function useTenantSettings<Input extends FieldValues, Output, Data>({
  form,
  source,
  valuesOf,
  update,
  fields,
  onSaved,
}: TenantSettingsOptions<Input, Output, Data>) {
  const { t } = useTranslation();
  const user = useUser();
  const tenantId = user?.tenant.id ?? '';
  const queryClient = useQueryClient();
  const tenant = useQuery({
    queryKey: source.key(tenantId),
    queryFn: ({ signal }) => source.fetch(tenantId, signal),
    enabled: tenantId !== '',
  });
  const { reset, setError, handleSubmit } = form;

  useEffect(() => {
    if (tenant.data) reset(valuesOf(tenant.data));
  }, [tenant.data, reset, valuesOf]);

  const save = useMutation({
    mutationFn: (values: Output) => update(tenantId, values),
    onSuccess: async (saved) => {
      queryClient.setQueryData(source.key(tenantId), saved);
      reset(valuesOf(saved));
      notify(t('configurations.saved'), 'success');
      await onSaved?.(saved);
    },
    onError: (error) =>
      showSaveError(error, t, (field, message) => {
        const known =
          typeof fields === 'function' ? fields(field) : (fields as readonly string[]).includes(field);
        if (!known) return false;
        setError(field as Path<Input>, { message });
        return true;
      }),
  });

  /** The props of TenantSettingsCard that follow the query, the form and the save. */
  const card: TenantSettingsCardState = {
    loading: tenant.isPending,
    dirty: form.formState.isDirty,
    pending: save.isPending,
    onSubmit: handleSubmit((values) => save.mutate(values)),
  };
  return { tenant, card };
}

export interface TenantSettingsCardState {
  loading: boolean;
  dirty: boolean;
  pending: boolean;
  onSubmit: FormEventHandler<HTMLFormElement>;
}

/** A tenant settings page: header, a card with the form (skeletons while loading) and its Save button. */
export function TenantSettingsCard({
  title,
  maxWidth,
  skeletonHeights,
  loading,
  dirty,
  pending,
  onSubmit,
  children,
}: TenantSettingsCardState & {
  title: string;
  maxWidth: number;
  /** One skeleton per first rows of the form, as tall as they are. */
  skeletonHeights: readonly number[];
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader title={title} />
      <UnsavedChangesGuard when={dirty && !pending} />
      <Card variant="outlined" sx={{ maxWidth }}>
        <CardContent>
          {loading ? (
            <Stack spacing={2} aria-busy="true" aria-label={t('app.loading')}>
              {skeletonHeights.map((height, index) => (
                <Skeleton key={index} height={height} />
              ))}
            </Stack>
          ) : (
            <form noValidate onSubmit={onSubmit}>
              <Stack spacing={2.5}>
                {children}
                <div>
                  <Button type="submit" variant="contained" disabled={pending}>
                    {t('editing.save')}
                  </Button>
                </div>
              </Stack>
            </form>
          )}
        </CardContent>
      </Card>
    </>
  );
}

/** An on/off setting with its explanation under it (the switch is described by it). */
export function SettingSwitch<Input extends FieldValues, Output>({
  control,
  name,
  label,
  hint,
  hintId,
}: {
  control: Control<Input, unknown, Output>;
  name: FieldPathByValue<Input, boolean>;
  label: string;
  hint: string;
  hintId: string;
}) {
  return (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <div>
          <FormControlLabel
            control={
              <Switch
                checked={field.value}
                onChange={(event) => field.onChange(event.target.checked)}
                onBlur={field.onBlur}
                slotProps={{ input: { 'aria-describedby': hintId } }}
              />
            }
            label={label}
          />
          <FormHelperText id={hintId} sx={{ mt: 0 }}>
            {hint}
          </FormHelperText>
        </div>
      )}
    />
  );
}

/** A setting chosen from a list, with its explanation under it (replaced by the field's error, if any). */
export function SettingSelect<Input extends FieldValues, Output>({
  control,
  name,
  label,
  hint,
  options,
  fallback,
}: {
  control: Control<Input, unknown, Output>;
  name: Path<Input>;
  label: string;
  hint: string;
  options: ReadonlyArray<{ value: string; label: string; disabled?: boolean }>;
  /** Shown while the value is empty. */
  fallback?: string;
}) {
  const { t } = useTranslation();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <TextField
          {...field}
          value={fallback === undefined ? field.value : (field.value ?? fallback)}
          select
          fullWidth
          label={label}
          error={Boolean(fieldState.error)}
          helperText={translateMessage(t, fieldState.error?.message) ?? hint}
        >
          {options.map((option) => (
            <MenuItem key={option.value} value={option.value} disabled={option.disabled}>
              {option.label}
            </MenuItem>
          ))}
        </TextField>
      )}
    />
  );
}

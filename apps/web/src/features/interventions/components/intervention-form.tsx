import { useState } from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import DeleteOutline from '@mui/icons-material/DeleteOutlined';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { Intervention } from '@clinica/contracts/interventions';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { UnsavedChangesGuard } from '../../../components/unsaved-changes-guard';
import { ApiError } from '../../../lib/api-client';
import { showSaveError } from '../../../lib/form-errors';
import { notify } from '../../../lib/notify';
import { createIntervention, deleteIntervention, updateIntervention } from '../api/interventions';
import { interventionsKeys } from '../keys';
import { InterventionFields } from './intervention-fields';
import {
  interventionFormFields,
  interventionFormSchema,
  interventionFormValues,
  type InterventionBody,
  type InterventionFormValues,
} from './intervention-schema';

/**
 * A failed save or delete: the server's field messages under their inputs (the 409 «Nome da
 * intervenção já existe» under the name); one removed meanwhile (404) says so; the rest as the shared
 * handling shows it.
 */
function showError(
  error: unknown,
  t: TFunction,
  setFieldError?: (field: keyof InterventionFormValues, message: string) => void,
): void {
  if (error instanceof ApiError && error.status === 404 && !error.handled) {
    notify(t('interventions.notFound'), 'error');
    return;
  }
  showSaveError(error, t, (field, message) => {
    if (!setFieldError || !(interventionFormFields as string[]).includes(field)) return false;
    setFieldError(field as keyof InterventionFormValues, message);
    return true;
  });
}

/** Create (`intervention` null) or edit an intervention; read-only for whoever may not change the library. */
export function InterventionForm({
  intervention,
  canEdit,
  canDelete,
}: {
  intervention: Intervention | null;
  canEdit: boolean;
  canDelete: boolean;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const form = useForm<InterventionFormValues, unknown, InterventionBody>({
    resolver: zodResolver(interventionFormSchema),
    defaultValues: interventionFormValues(intervention),
    mode: 'onTouched',
  });
  const [confirmingDelete, setConfirmingDelete] = useState(false);

  const save = useMutation({
    mutationFn: (body: InterventionBody) =>
      intervention ? updateIntervention(intervention.id, body) : createIntervention(body),
    onSuccess: async (saved) => {
      queryClient.setQueryData(interventionsKeys.detail(saved.id), saved);
      // Saved: nothing left to lose. The guard lets a navigation through once the form is clean, even
      // one that started before it saw the save pending (a quick answer).
      form.reset(interventionFormValues(saved));
      if (intervention) {
        notify(t('interventions.saved', { name: saved.name }), 'success');
        await queryClient.invalidateQueries({ queryKey: interventionsKeys.lists });
        return;
      }
      notify(t('interventions.created'), 'success');
      await queryClient.invalidateQueries({ queryKey: interventionsKeys.lists });
      void navigate('/interventions');
    },
    onError: (error) => showError(error, t, (field, message) => form.setError(field, { message })),
  });
  const remove = useMutation({
    mutationFn: () => deleteIntervention(intervention!.id),
    onSuccess: async (answer) => {
      setConfirmingDelete(false);
      form.reset();
      if (answer.result === 'deactivated') notify(t('interventions.deactivated'), 'info');
      else notify(t('interventions.deleted', { name: intervention!.name }), 'success');
      await navigate('/interventions');
      queryClient.removeQueries({ queryKey: interventionsKeys.detail(intervention!.id) });
      await queryClient.invalidateQueries({ queryKey: interventionsKeys.lists });
    },
    onError: (error) => {
      setConfirmingDelete(false);
      showError(error, t);
    },
  });

  return (
    <form noValidate onSubmit={form.handleSubmit((body) => save.mutate(body))}>
      <UnsavedChangesGuard when={form.formState.isDirty && !save.isPending && !remove.isPending} />
      <InterventionFields form={form} disabled={!canEdit} />
      <Stack direction="row" sx={{ mt: 3, flexWrap: 'wrap', gap: 1 }}>
        {canEdit ? (
          <Button type="submit" variant="contained" disabled={save.isPending}>
            {intervention ? t('editing.save') : t('interventions.create')}
          </Button>
        ) : null}
        <Button onClick={() => void navigate('/interventions')}>{t('interventions.backToList')}</Button>
        {intervention && canDelete ? (
          <Button
            color="error"
            variant="outlined"
            startIcon={<DeleteOutline />}
            onClick={() => setConfirmingDelete(true)}
            sx={{ ml: { sm: 'auto' } }}
          >
            {t('editing.delete')}
          </Button>
        ) : null}
      </Stack>
      <ConfirmDialog
        open={confirmingDelete}
        title={t('interventions.deleteTitle', { name: intervention?.name ?? '' })}
        body={t('interventions.deleteBody')}
        confirmLabel={t('editing.delete')}
        destructive
        pending={remove.isPending}
        onConfirm={() => remove.mutate()}
        onCancel={() => setConfirmingDelete(false)}
      />
    </form>
  );
}

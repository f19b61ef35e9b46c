import Box from '@mui/material/Box';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../../components/form-dialog';
import { notify } from '../../../lib/notify';
import { createReference } from '../api/references';
import { referencesKeys } from '../keys';
import { ReferenceFields, showReferenceSaveError, useReferenceForm } from './reference-form';

/** "Nova referência": a dialog over the list, like the other set-up lists (insurers, specialties). */
export function ReferenceDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const form = useReferenceForm(null);
  const save = useMutation({
    mutationFn: createReference,
    onSuccess: async (created) => {
      notify(t('references.created', { name: created.name }), 'success');
      queryClient.setQueryData(referencesKeys.detail(created.id), created);
      await queryClient.invalidateQueries({ queryKey: referencesKeys.lists });
      onClose();
    },
    onError: (error) => showReferenceSaveError(error, t, form),
  });
  return (
    <FormDialog
      open
      title={t('references.new')}
      dirty={form.formState.isDirty}
      pending={save.isPending}
      submitLabel={t('references.create')}
      onSubmit={form.handleSubmit((values) => save.mutate(values))}
      onClose={onClose}
    >
      <Box sx={{ pt: 1 }}>
        <ReferenceFields form={form} />
      </Box>
    </FormDialog>
  );
}

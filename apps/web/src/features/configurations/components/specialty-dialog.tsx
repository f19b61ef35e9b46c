import { useEffect } from 'react';
import TextField from '@mui/material/TextField';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { specialtyInput, type Specialty } from '@clinica/contracts/catalogue';
import { FormDialog } from '../../../components/form-dialog';
import { showSaveError } from '../../../lib/form-errors';
import { notify } from '../../../lib/notify';
import { translateMessage } from '../../../lib/validation-messages';
import { createSpecialty, updateSpecialty } from '../api/catalogue';
import { configurationsKeys } from '../keys';

type Input = z.input<typeof specialtyInput>;

/** Create (`'new'`) or rename a specialty. */
export function SpecialtyDialog({ editing, onClose }: { editing: Specialty | 'new'; onClose: () => void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const { register, handleSubmit, setError, formState, reset } = useForm<Input>({
    resolver: zodResolver(specialtyInput),
    defaultValues: { name: editing === 'new' ? '' : editing.name },
  });
  useEffect(() => reset({ name: editing === 'new' ? '' : editing.name }), [editing, reset]);
  const save = useMutation({
    mutationFn: (values: Input) =>
      editing === 'new' ? createSpecialty(values) : updateSpecialty(editing.id, values),
    onSuccess: async () => {
      notify(t(editing === 'new' ? 'configurations.specialties.created' : 'configurations.saved'), 'success');
      await queryClient.invalidateQueries({ queryKey: configurationsKeys.specialties.all });
      onClose();
    },
    onError: (error) =>
      showSaveError(error, t, (field, message) => {
        if (field !== 'name') return false;
        setError('name', { message });
        return true;
      }),
  });
  return (
    <FormDialog
      open
      title={t(editing === 'new' ? 'configurations.specialties.new' : 'configurations.specialties.edit')}
      dirty={formState.isDirty}
      pending={save.isPending}
      onSubmit={handleSubmit((values) => save.mutate(values))}
      onClose={onClose}
      maxWidth="xs"
    >
      <TextField
        {...register('name')}
        label={t('configurations.specialties.name')}
        required
        fullWidth
        autoFocus
        sx={{ mt: 1 }}
        error={Boolean(formState.errors.name)}
        helperText={translateMessage(t, formState.errors.name?.message)}
      />
    </FormDialog>
  );
}

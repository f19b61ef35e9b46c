import TextField from '@mui/material/TextField';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import type { AppointmentRequest } from '@clinica/contracts/appointment-requests';
import { requiredText } from '@clinica/contracts/common';
import { FormDialog } from '../../../components/form-dialog';
import { showSaveError } from '../../../lib/form-errors';
import { notify } from '../../../lib/notify';
import { translateMessage } from '../../../lib/validation-messages';
import { rejectRequest } from '../api/requests';
import { requestsKeys } from '../api/keys';
import { requestMessage } from '../request-view';

// The contract's rejectRequestBody's reason (its status is this dialog's own).
const schema = z.object({ reason: requiredText(500) });
type Values = z.input<typeof schema>;

/** Reject with a reason (required): the visitor is e-mailed it. */
export function RejectDialog({ request: r, onClose }: { request: AppointmentRequest; onClose: () => void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const { register, handleSubmit, formState, setError } = useForm<Values, unknown, z.output<typeof schema>>({
    resolver: zodResolver(schema),
    defaultValues: { reason: '' },
  });
  const reject = useMutation({
    mutationFn: (reason: string) => rejectRequest(r.id, reason),
    onSuccess: () => {
      notify(t('requests.reject.done'), 'success');
      void queryClient.invalidateQueries({ queryKey: requestsKeys.all });
      onClose();
    },
    onError: (error) => {
      void queryClient.invalidateQueries({ queryKey: requestsKeys.all });
      showSaveError(
        error,
        t,
        (field, message) => {
          if (field !== 'reason') return false;
          setError('reason', { message });
          return true;
        },
        (message) => requestMessage(t, message),
      );
    },
  });
  return (
    <FormDialog
      open
      title={t('requests.reject.title', { name: r.name })}
      dirty={formState.isDirty}
      pending={reject.isPending}
      submitLabel={t('requests.reject.submit')}
      onSubmit={handleSubmit((values) => reject.mutate(values.reason))}
      onClose={onClose}
    >
      <TextField
        {...register('reason')}
        label={t('requests.fields.reason')}
        required
        fullWidth
        multiline
        minRows={3}
        autoFocus
        sx={{ mt: 1 }}
        error={Boolean(formState.errors.reason)}
        helperText={translateMessage(t, formState.errors.reason?.message) ?? t('requests.reject.hint')}
      />
    </FormDialog>
  );
}

import { useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { InsurerPaymentSummary } from '@clinica/contracts/insurer-billing';
import { FormDialog } from '../../../components/form-dialog';
import { notify } from '../../../lib/notify';
import { cancelInsurerPayment } from '../api/insurer-billing';
import { showBillingError } from '../insurer-billing-messages';
import { configurationsKeys } from '../keys';

/** «Anular» an insurer's payment: with a reason; its receipt goes with it and its FTs are owed again. */
export function CancelInsurerPaymentDialog({
  payment,
  onClose,
}: {
  payment: InsurerPaymentSummary;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>();
  const cancel = useMutation({
    mutationFn: () => cancelInsurerPayment(payment.id, reason.trim()),
    onSuccess: async () => {
      notify(t('configurations.insurerBilling.cancelPayment.done'), 'success');
      await queryClient.invalidateQueries({ queryKey: configurationsKeys.insurers.all });
      onClose();
    },
    onError: (failure) =>
      showBillingError(failure, t, (path, message) => {
        if (path !== 'reason') return false;
        setError(message);
        return true;
      }),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!reason.trim()) {
      setError(t('validation.required'));
      return;
    }
    cancel.mutate();
  };
  return (
    <FormDialog
      open
      title={t('configurations.insurerBilling.cancelPayment.title')}
      dirty={reason.trim() !== ''}
      pending={cancel.isPending}
      submitLabel={t('configurations.insurerBilling.cancelPayment.submit')}
      onSubmit={submit}
      onClose={onClose}
      maxWidth="xs"
    >
      <Stack spacing={2} sx={{ pt: 1 }}>
        <Alert severity="warning">
          {t('configurations.insurerBilling.cancelPayment.body', { number: payment.receipt_no ?? '—' })}
        </Alert>
        <TextField
          autoFocus
          required
          multiline
          minRows={2}
          label={t('configurations.insurerBilling.cancelPayment.reason')}
          value={reason}
          onChange={(event) => {
            setReason(event.target.value);
            setError(undefined);
          }}
          error={Boolean(error)}
          helperText={error}
          slotProps={{ htmlInput: { maxLength: 200 } }}
        />
      </Stack>
    </FormDialog>
  );
}

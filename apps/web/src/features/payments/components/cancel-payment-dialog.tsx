import { useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { paymentCancelInput, type Payment } from '@clinica/contracts/payments';
import { FormDialog } from '../../../components/form-dialog';
import { notify } from '../../../lib/notify';
import { cancelPayment } from '../api/payments';
import { usePaymentMutation } from '../hooks/use-payment-mutation';
import { showPaymentError, translatePaymentMessage } from '../payment-messages';

/**
 * «Anular pagamento»: the reason is required; the receipt (and an advance's FR) is cancelled with it,
 * and the invoices it settled are owed again — the dialog says so before anything happens.
 */
export function CancelPaymentDialog({ payment, onClose }: { payment: Payment; onClose: () => void }) {
  const { t } = useTranslation();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>();
  const cancel = usePaymentMutation((text: string) => cancelPayment(payment.id, text), {
    onSuccess: () => {
      notify(t('payments.cancel.done'), 'success');
      onClose();
    },
    onError: (failure) =>
      showPaymentError(failure, t, (path, message) => {
        if (path !== 'reason') return false;
        setError(message);
        return true;
      }),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = paymentCancelInput.safeParse({ reason });
    if (!checked.success) {
      setError(translatePaymentMessage(t, checked.error.issues[0]?.message));
      return;
    }
    cancel.mutate(checked.data.reason);
  };
  return (
    <FormDialog
      open
      title={t('payments.cancel.title')}
      dirty={reason.trim() !== ''}
      pending={cancel.isPending}
      submitLabel={t('payments.cancel.submit')}
      onSubmit={submit}
      onClose={onClose}
      maxWidth="xs"
    >
      <Stack spacing={2} sx={{ pt: 1 }}>
        <Alert severity="warning">
          {payment.receipt
            ? t('payments.cancel.body', { number: payment.receipt.receipt_no })
            : t('payments.cancel.bodyPlain')}
          {payment.advance?.invoice_no
            ? ` ${t('payments.cancel.bodyAdvance', { number: payment.advance.invoice_no })}`
            : ''}
        </Alert>
        <TextField
          autoFocus
          required
          multiline
          minRows={2}
          label={t('payments.cancel.reason')}
          value={reason}
          onChange={(event) => {
            setReason(event.target.value);
            setError(undefined);
          }}
          error={Boolean(error)}
          helperText={error ?? t('editing.counter', { n: reason.length, max: 200 })}
          slotProps={{ htmlInput: { maxLength: 200 } }}
        />
      </Stack>
    </FormDialog>
  );
}

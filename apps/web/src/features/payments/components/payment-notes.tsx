import { useState, type FormEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { PAYMENT_NOTES_MAX, PAYMENT_SOURCE_MAX, type Payment } from '@clinica/contracts/payments';
import { CountedText } from '../../../components/counted-text';
import { UnsavedChangesGuard } from '../../../components/unsaved-changes-guard';
import { notify } from '../../../lib/notify';
import { updatePayment } from '../api/payments';
import { usePaymentMutation } from '../hooks/use-payment-mutation';
import { showPaymentError } from '../payment-messages';

/**
 * A payment's source and notes: the only things that change once it is recorded (its money and
 * documents never do). Read-only for whoever may not edit, and on a cancelled payment.
 */
export function PaymentNotes({ payment, editable }: { payment: Payment; editable: boolean }) {
  const { t } = useTranslation();
  const [source, setSource] = useState(payment.source ?? '');
  const [notes, setNotes] = useState(payment.notes ?? '');
  const [errors, setErrors] = useState<{ source?: string; notes?: string }>({});
  const dirty = source !== (payment.source ?? '') || notes !== (payment.notes ?? '');
  const save = usePaymentMutation(
    () => updatePayment(payment.id, { source: source.trim() || null, notes: notes.trim() || null }),
    {
      onSuccess: (saved) => {
        setSource(saved.source ?? '');
        setNotes(saved.notes ?? '');
        notify(t('payments.detail.notesSaved'), 'success');
      },
      onError: (failure) =>
        showPaymentError(failure, t, (path, message) => {
          if (path !== 'source' && path !== 'notes') return false;
          setErrors((current) => ({ ...current, [path]: message }));
          return true;
        }),
    },
  );
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setErrors({});
    save.mutate();
  };
  return (
    <Box component="form" noValidate onSubmit={submit}>
      <UnsavedChangesGuard when={editable && dirty && !save.isPending} />
      <Stack spacing={2}>
        <TextField
          label={t('payments.fields.source')}
          value={source}
          onChange={(event) => setSource(event.target.value)}
          disabled={!editable}
          error={Boolean(errors.source)}
          helperText={errors.source ?? t('payments.fields.sourceHint')}
          slotProps={{ htmlInput: { maxLength: PAYMENT_SOURCE_MAX } }}
          fullWidth
        />
        <CountedText
          label={t('payments.fields.notes')}
          value={notes}
          onChange={setNotes}
          max={PAYMENT_NOTES_MAX}
          disabled={!editable}
          error={errors.notes}
        />
        {editable ? (
          <Box>
            <Button
              type="submit"
              variant="contained"
              disabled={!dirty || save.isPending}
              sx={{ minHeight: 44 }}
            >
              {t('payments.detail.saveNotes')}
            </Button>
          </Box>
        ) : null}
      </Stack>
    </Box>
  );
}

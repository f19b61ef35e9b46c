import { useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { moneyMethods, type MoneyMethod } from '@clinica/contracts/payment-methods';
import type { CurrentAccount } from '@clinica/contracts/payments';
import { FormDialog } from '../../../components/form-dialog';
import { formatEuros } from '../../../lib/format';
import { notify } from '../../../lib/notify';
import { paymentsKeys } from '../api/keys';
import { createRefund } from '../api/refunds';
import { methodLabel } from '../labels';
import { eurosText, parseEuros } from '../money';
import { showPaymentError } from '../payment-messages';

type Field = 'document_id' | 'amount_cents' | 'method' | 'notes';

/**
 * «Devolver» (issue 38): money given back from the patient's credit — the advance or credit note it
 * returns, the amount (at most the credit; the server checks again), the method and notes. Final.
 */
export function RefundDialog({ account, onClose }: { account: CurrentAccount; onClose: () => void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const documents = account.entries.filter(
    (e) => (e.kind === 'advance' || e.kind === 'credit_note') && e.document_id,
  );
  const [documentId, setDocumentId] = useState(documents.at(-1)?.document_id ?? '');
  const [amount, setAmount] = useState(eurosText(Math.max(0, account.credit_cents)));
  const [method, setMethod] = useState<MoneyMethod>('cash');
  const [notes, setNotes] = useState('');
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const save = useMutation({
    mutationFn: createRefund,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: paymentsKeys.all });
      notify(t('payments.contract.refunded'), 'success');
      onClose();
    },
    onError: (error) =>
      showPaymentError(error, t, (path, message) => {
        if (!['document_id', 'amount_cents', 'method', 'notes'].includes(path)) return false;
        setErrors((e) => ({ ...e, [path]: message }));
        return true;
      }),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const cents = parseEuros(amount);
    if (!cents || Number.isNaN(cents) || cents <= 0) {
      setErrors({ amount_cents: t('payments.refund.amountInvalid') });
      return;
    }
    save.mutate({
      patient_id: account.patient.id,
      document_id: documentId,
      amount_cents: cents,
      method,
      notes: notes.trim() || null,
    });
  };
  const clear = (field: Field) => setErrors((e) => ({ ...e, [field]: undefined }));
  return (
    <FormDialog
      open
      title={t('payments.refund.title')}
      dirty={notes.trim() !== ''}
      pending={save.isPending}
      submitLabel={t('payments.refund.submit')}
      onSubmit={submit}
      onClose={onClose}
      maxWidth="xs"
    >
      <Stack spacing={2} sx={{ pt: 1 }}>
        <Alert severity="warning">
          {t('payments.refund.body', { credit: formatEuros(account.credit_cents) })}
        </Alert>
        <TextField
          select
          required
          label={t('payments.refund.document')}
          value={documentId}
          onChange={(event) => {
            setDocumentId(event.target.value);
            clear('document_id');
          }}
          error={Boolean(errors.document_id)}
          helperText={errors.document_id}
        >
          {documents.map((d) => (
            <MenuItem key={d.document_id} value={d.document_id!}>
              {`${d.reference ?? ''} · ${t(`payments.account.kinds.${d.kind}`)}`}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          required
          label={t('payments.refund.amount')}
          value={amount}
          onChange={(event) => {
            setAmount(event.target.value);
            clear('amount_cents');
          }}
          error={Boolean(errors.amount_cents)}
          helperText={errors.amount_cents}
          slotProps={{ htmlInput: { inputMode: 'decimal' } }}
        />
        <TextField
          select
          required
          label={t('payments.refund.method')}
          value={method}
          onChange={(event) => {
            setMethod(event.target.value as MoneyMethod);
            clear('method');
          }}
          error={Boolean(errors.method)}
          helperText={errors.method}
        >
          {moneyMethods.map((m) => (
            <MenuItem key={m} value={m}>
              {methodLabel(t, m)}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          multiline
          minRows={2}
          label={t('payments.refund.notes')}
          value={notes}
          onChange={(event) => {
            setNotes(event.target.value);
            clear('notes');
          }}
          error={Boolean(errors.notes)}
          helperText={errors.notes ?? t('editing.counter', { n: notes.length, max: 1000 })}
          slotProps={{ htmlInput: { maxLength: 1000 } }}
        />
      </Stack>
    </FormDialog>
  );
}

import { useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { InsurerAccountDocument } from '@clinica/contracts/insurer-billing';
import { moneyMethods, type MoneyMethod } from '@clinica/contracts/payment-methods';
import { FormDialog } from '../../../components/form-dialog';
import { PickersProvider } from '../../../components/pickers-provider';
import { formatEuros } from '../../../lib/format';
import { notify } from '../../../lib/notify';
import { translateMessage } from '../../../lib/validation-messages';
import { createInsurerPayment } from '../api/insurer-billing';
import { showBillingError } from '../insurer-billing-messages';
import {
  buildInsurerPayment,
  fieldOfPath,
  initialPaymentValues,
  openDocuments,
  paymentTotal,
  type InsurerPaymentValues,
} from '../insurer-payment-form';
import { configurationsKeys } from '../keys';
import { InsurerPaymentDocument } from './insurer-payment-document';

/**
 * «Registar pagamento» of an insurer (issue 45): date, method, source, notes and, per open FT, what it
 * pays (prefilled with what it owes) and the lines it refused. The amount is their sum, shown.
 */
export function InsurerPaymentDialog({
  insurerId,
  documents,
  onClose,
}: {
  insurerId: string;
  documents: InsurerAccountDocument[];
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [values, setValues] = useState<InsurerPaymentValues>(() =>
    initialPaymentValues(documents, new Date()),
  );
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [dirty, setDirty] = useState(false);
  const [sentKeys, setSentKeys] = useState({ allocationKeys: [] as string[], refusalKeys: [] as string[] });
  const open = openDocuments(documents);
  const save = useMutation({
    mutationFn: (input: Parameters<typeof createInsurerPayment>[1]) => createInsurerPayment(insurerId, input),
    onSuccess: async (payment) => {
      notify(t('configurations.insurerBilling.pay.done', { number: payment.receipt_no ?? '' }), 'success');
      await queryClient.invalidateQueries({ queryKey: configurationsKeys.insurers.all });
      onClose();
    },
    onError: (error) =>
      showBillingError(error, t, (path, message) => {
        const field = fieldOfPath(path, sentKeys);
        setErrors((current) => ({ ...current, [field]: message }));
        return true;
      }),
  });
  const edit = (change: (v: InsurerPaymentValues) => InsurerPaymentValues, ...cleared: string[]) => {
    setValues(change);
    setDirty(true);
    setErrors((current) => Object.fromEntries(Object.entries(current).filter(([k]) => !cleared.includes(k))));
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const built = buildInsurerPayment(values, documents, {
      amount: t('configurations.insurerBilling.pay.amountInvalid'),
      reason: t('configurations.insurerBilling.messages.refusalReason'),
      exceeds: t('configurations.insurerBilling.messages.paidAndRefusedExceed'),
      notInPayment: t('configurations.insurerBilling.pay.refusalWithoutPayment'),
      nothing: t('configurations.insurerBilling.pay.nothing'),
    });
    setErrors(
      Object.fromEntries(Object.entries(built.errors).map(([k, m]) => [k, translateMessage(t, m) ?? m])),
    );
    setSentKeys(built);
    if (built.input) save.mutate(built.input);
  };
  const header = (field: string) => ({ error: Boolean(errors[field]), helperText: errors[field] });
  return (
    <FormDialog
      open
      title={t('configurations.insurerBilling.pay.title')}
      dirty={dirty}
      pending={save.isPending}
      submitLabel={t('configurations.insurerBilling.pay.submit')}
      onSubmit={submit}
      onClose={onClose}
      maxWidth="md"
    >
      <Stack spacing={2} sx={{ pt: 1 }}>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <PickersProvider>
            <DatePicker
              label={t('configurations.insurerBilling.pay.date')}
              value={values.paid_at}
              format="dd/MM/yyyy"
              disableFuture
              onChange={(paid_at) => edit((v) => ({ ...v, paid_at }), 'paid_at')}
              slotProps={{ textField: { required: true, ...header('paid_at') } }}
            />
          </PickersProvider>
          <TextField
            select
            label={t('configurations.insurerBilling.pay.method')}
            value={values.method}
            onChange={(e) => edit((v) => ({ ...v, method: e.target.value as MoneyMethod }), 'method')}
            sx={{ minWidth: 220 }}
            {...header('method')}
          >
            {moneyMethods.map((m) => (
              <MenuItem key={m} value={m}>
                {t(`configurations.insurerBilling.methods.${m}`)}
              </MenuItem>
            ))}
          </TextField>
        </Stack>
        <TextField
          label={t('configurations.insurerBilling.pay.source')}
          value={values.source}
          onChange={(e) => edit((v) => ({ ...v, source: e.target.value }), 'source')}
          {...header('source')}
          slotProps={{ htmlInput: { maxLength: 120 } }}
        />
        <TextField
          label={t('configurations.insurerBilling.pay.notes')}
          value={values.notes}
          multiline
          minRows={2}
          onChange={(e) => edit((v) => ({ ...v, notes: e.target.value }), 'notes')}
          {...header('notes')}
          slotProps={{ htmlInput: { maxLength: 1000 } }}
        />
        {open.map((d) => (
          <InsurerPaymentDocument
            key={d.id}
            document={d}
            values={values}
            errors={errors}
            onPaid={(text) => edit((v) => ({ ...v, paid: { ...v.paid, [d.id]: text } }), `paid.${d.id}`)}
            onRefused={(lineId, field, text) =>
              edit((v) => {
                const current = v.refused[lineId] ?? { amount: '', reason: '' };
                return { ...v, refused: { ...v.refused, [lineId]: { ...current, [field]: text } } };
              }, `refused.${lineId}.${field}`)
            }
          />
        ))}
        <Typography variant="subtitle1" component="p" aria-live="polite" data-payment-total>
          {t('configurations.insurerBilling.pay.total', { amount: formatEuros(paymentTotal(values)) })}
        </Typography>
        {errors.amount_cents ? <Alert severity="error">{errors.amount_cents}</Alert> : null}
      </Stack>
    </FormDialog>
  );
}

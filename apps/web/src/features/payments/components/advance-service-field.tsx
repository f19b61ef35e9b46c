import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useQuery } from '@tanstack/react-query';
import { Controller, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { PaymentInput } from '@clinica/contracts/payments';
import { paymentsKeys } from '../api/keys';
import { listActiveServices } from '../api/services';
import type { NewPaymentValues } from '../new-payment-form';
import { translatePaymentMessage } from '../payment-messages';

/**
 * «Serviço a que se destina»: shown while the surplus becomes an advance. The advance's FR takes the
 * chosen service's VAT (its rate or its exemption); none, the clinic's default (decision 032).
 */
export function AdvanceServiceField({
  form,
}: {
  form: UseFormReturn<NewPaymentValues, unknown, PaymentInput>;
}) {
  const { t } = useTranslation();
  const services = useQuery({
    queryKey: paymentsKeys.services,
    queryFn: ({ signal }) => listActiveServices(signal),
  });
  return (
    <Controller
      control={form.control}
      name="advance_service_id"
      render={({ field, fieldState }) => (
        <TextField
          select
          fullWidth
          sx={{ mt: 2 }}
          label={t('payments.form.advanceService')}
          value={field.value}
          onChange={(event) => field.onChange(event.target.value)}
          onBlur={field.onBlur}
          inputRef={field.ref}
          error={Boolean(fieldState.error)}
          helperText={
            translatePaymentMessage(t, fieldState.error?.message) ??
            (services.isError
              ? t('payments.form.advanceServiceFailed')
              : t('payments.form.advanceServiceHint'))
          }
        >
          <MenuItem value="">{t('payments.form.advanceServiceNone')}</MenuItem>
          {(services.data?.items ?? []).map((s) => (
            <MenuItem key={s.id} value={s.id}>
              {s.name}
            </MenuItem>
          ))}
        </TextField>
      )}
    />
  );
}

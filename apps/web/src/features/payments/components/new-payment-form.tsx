import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Controller } from 'react-hook-form';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PatientPicker, type PatientOption } from '../../../components/patient-picker';
import { SectionCard } from '../../../components/section-card';
import { UnsavedChangesGuard } from '../../../components/unsaved-changes-guard';
import { useNewPayment } from '../hooks/use-new-payment';
import { summarise } from '../new-payment-form';
import { translatePaymentMessage } from '../payment-messages';
import { AdvanceServiceField } from './advance-service-field';
import { AllocationList } from './allocation-list';
import { PaymentFields } from './payment-fields';
import { PaymentSummary } from './payment-summary';

/** The patient's open invoices, once a patient is chosen: loading, failed, or the rows to tick. */
function Documents({
  state,
  children,
}: {
  state: 'none' | 'loading' | 'failed' | 'ready';
  children: React.ReactNode;
}) {
  const { t } = useTranslation();
  if (state === 'none')
    return <Typography color="text.secondary">{t('payments.form.choosePatient')}</Typography>;
  if (state === 'loading') return <CircularProgress size={24} aria-label={t('app.loading')} />;
  if (state === 'failed') return <Alert severity="error">{t('payments.form.accountFailed')}</Alert>;
  return children;
}

/**
 * «Registar pagamento»: the patient, the invoices this payment settles (from their current account),
 * the payment, a live summary. Saved, it opens the payment (with its receipt). Opened for an invoice,
 * «Deixar em conta corrente» goes back to it recording nothing: an invoice no payment settles is owed.
 */
export function NewPaymentForm({
  patient,
  document,
  compensate = false,
}: {
  patient: PatientOption | null;
  document: string | null;
  /** «Compensar com o saldo»: the patient's credit pays the ticked invoices (no method to choose). */
  compensate?: boolean;
}) {
  const { t } = useTranslation();
  const p = useNewPayment(patient, document, compensate);
  const { form, values, account, invoicing, compensating } = p;
  const summary = summarise(values, invoicing);
  const state = !values.patient
    ? 'none'
    : account.isPending
      ? 'loading'
      : account.isError
        ? 'failed'
        : 'ready';
  return (
    <Box component="form" noValidate onSubmit={(event) => void p.submit(event)}>
      <UnsavedChangesGuard when={form.formState.isDirty && !p.save.isPending && !p.saved} />
      <Stack spacing={2}>
        {invoicing ? null : <Alert severity="info">{t('payments.form.invoicingOff')}</Alert>}
        <SectionCard id="new-payment-patient" title={t('payments.form.who')}>
          <Controller
            control={form.control}
            name="patient"
            render={({ field, fieldState }) => (
              <PatientPicker
                required
                label={t('payments.fields.patient')}
                value={field.value}
                onChange={p.choosePatient}
                error={translatePaymentMessage(t, fieldState.error?.message)}
              />
            )}
          />
        </SectionCard>
        {invoicing ? (
          <SectionCard id="new-payment-documents" title={t('payments.form.documents')}>
            <Documents state={state}>
              <AllocationList form={form} rows={values.allocations} onChange={p.followDocuments} />
            </Documents>
          </SectionCard>
        ) : null}
        <SectionCard
          id="new-payment-payment"
          title={compensating ? t('payments.compensate.section') : t('payments.form.payment')}
        >
          <PaymentFields
            form={form}
            values={values}
            invoicing={invoicing}
            compensating={compensating}
            credit={account.data?.credit_cents ?? null}
            today={p.today}
            onAmount={p.typeAmount}
          />
          {summary.advance > 0 ? <AdvanceServiceField form={form} /> : null}
        </SectionCard>
        {invoicing ? (
          <SectionCard id="new-payment-summary" title={t('payments.summary.title')}>
            <PaymentSummary summary={summary} />
          </SectionCard>
        ) : null}
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
          <Button type="submit" variant="contained" disabled={p.save.isPending} sx={{ minHeight: 44 }}>
            {compensating ? t('payments.compensate.submit') : t('payments.form.submit')}
          </Button>
          {invoicing && document && !compensating ? (
            <>
              <Button component={RouterLink} to={`/invoices/${document}`} sx={{ minHeight: 44 }}>
                {t('payments.onAccount.action')}
              </Button>
              <Typography variant="body2" color="text.secondary" sx={{ flex: '1 1 16rem' }}>
                {t('payments.onAccount.hint')}
              </Typography>
            </>
          ) : null}
        </Box>
      </Stack>
    </Box>
  );
}

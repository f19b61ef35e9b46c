import { useEffect, useRef, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { PaymentInput } from '@clinica/contracts/payments';
import type { PatientOption } from '../../../components/patient-picker';
import { parseIsoDay } from '../../../lib/days';
import { ApiError } from '../../../lib/api-client';
import { notify } from '../../../lib/notify';
import { useUser } from '../../../lib/session';
import { invoicingActive } from '../access';
import { createPayment } from '../api/payments';
import { hasPendingProviderReceipts } from '../components/provider-receipts';
import { todayIn } from '../../../lib/days';
import { eurosText } from '../money';
import {
  allocationRows,
  formPath,
  paymentResolver,
  selectedCents,
  toPaymentInput,
  type NewPaymentValues,
  type PaymentContext,
} from '../new-payment-form';
import { showPaymentError } from '../payment-messages';
import { useCurrentAccount } from './use-current-account';
import { usePaymentMutation } from './use-payment-mutation';

/**
 * The new payment's form: the patient's open FTs become its rows once their current account loads
 * (`document` from the address comes ticked), and until a person types an amount it follows what the
 * ticked documents owe. With `compensate` it spends the patient's credit («Compensar com o saldo»).
 * Saved, it opens the payment.
 */
export function useNewPayment(patient: PatientOption | null, document: string | null, compensate = false) {
  const { t } = useTranslation();
  const user = useUser();
  const navigate = useNavigate();
  const invoicing = invoicingActive(user);
  const compensating = compensate && invoicing;
  const today = todayIn(user?.tenant.time_zone ?? 'Europe/Lisbon');
  const context = useRef<PaymentContext>({ invoicing, credit_cents: 0, today });
  const form = useForm<NewPaymentValues, unknown, PaymentInput>({
    resolver: (values, ctx, options) => paymentResolver(context.current)(values, ctx, options),
    defaultValues: {
      patient,
      amount: '',
      method: compensating ? 'balance_compensation' : '',
      paid_at: parseIsoDay(today),
      source: '',
      notes: '',
      allocations: [],
      advance: false,
      advance_service_id: '',
    },
  });
  const values = useWatch({ control: form.control }) as NewPaymentValues;
  const patientId = values.patient?.id ?? null;
  const account = useCurrentAccount(invoicing ? patientId : null);
  context.current = { invoicing, credit_cents: account.data?.credit_cents ?? 0, today };

  // A typed amount is the person's; until then it is what the ticked documents owe.
  const amountTyped = useRef(false);
  // Reads the form when called (no render state), so the effect below depends on the account only.
  const followDocuments = () => {
    if (amountTyped.current) return;
    const sum = selectedCents(form.getValues('allocations'));
    form.setValue('amount', sum ? eurosText(sum) : '', { shouldDirty: true });
  };
  const firstPatient = useRef(patient?.id ?? null);
  const data = account.data;
  useEffect(() => {
    if (!data || data.patient.id !== form.getValues('patient')?.id) return;
    const preselected = data.patient.id === firstPatient.current ? document : null;
    form.setValue('allocations', allocationRows(data.open_documents, preselected));
    followDocuments();
  }, [data, document, form]);

  const [saved, setSaved] = useState<string | null>(null);
  useEffect(() => {
    if (saved) void navigate(`/payments/${saved}`);
  }, [saved, navigate]);
  const save = usePaymentMutation(createPayment, {
    onSuccess: (payment) => {
      const created = t('payments.contract.created');
      // Ours, or those InvoiceXpress issued (decision 053): one receipt per invoice settled there.
      const numbers = payment.receipt
        ? [payment.receipt.receipt_no]
        : payment.provider_receipts.flatMap((r) => (r.receipt_no ? [r.receipt_no] : []));
      if (hasPendingProviderReceipts(payment)) notify(t('payments.providerReceipts.savedPending'), 'warning');
      else
        notify(
          numbers.length
            ? `${created}. ${t('payments.receiptIssued', { number: numbers.join(', ') })}`
            : created,
          'success',
        );
      setSaved(payment.id);
    },
    onError: (error) => {
      // Recorded, but InvoiceXpress did not issue its receipts: the payment's page offers to issue them.
      const recorded = error instanceof ApiError ? error.details.payment_id : undefined;
      if (typeof recorded === 'string') {
        notify(t('payments.providerReceipts.savedPending'), 'warning');
        setSaved(recorded);
        return;
      }
      const { rows } = toPaymentInput(form.getValues(), context.current);
      showPaymentError(error, t, (path, message) => {
        const field = formPath(path, rows);
        if (!field) return false;
        form.setError(field as 'amount', { type: 'server', message });
        return true;
      });
    },
  });
  const submit = form.handleSubmit(
    (body) => save.mutate(body),
    () => setTimeout(() => window.document.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus()),
  );
  const choosePatient = (next: PatientOption | null) => {
    form.setValue('patient', next, { shouldDirty: true, shouldValidate: form.formState.isSubmitted });
    form.setValue('allocations', []);
    amountTyped.current = false;
    followDocuments();
  };
  const typeAmount = (text: string) => {
    amountTyped.current = text.trim() !== '';
    form.setValue('amount', text, { shouldDirty: true });
    if (!amountTyped.current) followDocuments();
  };
  return {
    form,
    values,
    account,
    invoicing,
    compensating,
    today,
    save,
    saved,
    submit,
    choosePatient,
    typeAmount,
    followDocuments,
  };
}

import { useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { useTranslation } from 'react-i18next';
import type { InvoicingDocument } from '@clinica/contracts/invoicing';
import { FormDialog } from '../../../components/form-dialog';
import { PickersProvider } from '../../../components/pickers-provider';
import { ApiError } from '../../../lib/api-client';
import { formatEuros } from '../../../lib/format';
import { notify } from '../../../lib/notify';
import { issueDocument } from '../api/document-actions';
import { completeDate, isoDay, parseIsoDay } from '../../../lib/days';
import { todayIn } from '../../../lib/days';
import { useDocumentMutation } from '../hooks/use-document-mutation';
import { showInvoiceError, translateInvoiceMessage } from '../invoice-messages';
import { documentTitle } from '../labels';
import { paidInFull, paidWithInput, PaidWithFields, type PaidWithRow } from './paid-with-fields';

/**
 * «Emitir»: the invoice date (today by default), an FR/FS's methods (issue 38) and a plain warning that
 * an issued document can no longer be changed. A refusal (409: no series, a date before the last one…) stays in the dialog.
 */
export function IssueDialog({
  document,
  timeZone,
  onClose,
}: {
  document: InvoicingDocument;
  timeZone: string;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [date, setDate] = useState<Date | null>(() => parseIsoDay(todayIn(timeZone)));
  const [dateError, setDateError] = useState<string | undefined>();
  const [refusal, setRefusal] = useState<string | undefined>();
  // An FR or FS is paid when issued: how (issue 38), one method for the whole total by default.
  const paidAtOnce = document.type === 'FR' || document.type === 'FS';
  const [paidWith, setPaidWith] = useState<PaidWithRow[]>(() => paidInFull(document.gross_cents));
  const [paidWithError, setPaidWithError] = useState<string | undefined>();
  type Issue = { day: string; payments?: { method: string; amount_cents: number }[] };
  const issue = useDocumentMutation((v: Issue) => issueDocument(document.id, v.day, v.payments), {
    onSuccess: () => {
      // Spec §8's «Fatura criado com sucesso», as written, for an invoice; a credit note says it is one.
      notify(
        document.type === 'NC' ? t('invoices.issuedCreditNote') : t('invoices.contract.created'),
        'success',
      );
      onClose();
    },
    onError: (error) => {
      if (error instanceof ApiError && error.status === 409 && !error.handled) {
        setRefusal(translateInvoiceMessage(t, error.message));
        return;
      }
      showInvoiceError(error, t, (path, message) => {
        if (path.startsWith('payments')) {
          setPaidWithError(message);
          return true;
        }
        if (path !== 'invoice_date') return false;
        setDateError(message);
        return true;
      });
    },
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setRefusal(undefined);
    if (!completeDate(date)) {
      setDateError(t('invoices.issue.dateInvalid'));
      return;
    }
    setDateError(undefined);
    if (!paidAtOnce) {
      issue.mutate({ day: isoDay(date) });
      return;
    }
    const payments = paidWithInput(paidWith);
    if (!payments) {
      setPaidWithError(t('invoices.contract.paymentAmountInvalid'));
      return;
    }
    if (payments.reduce((s, p) => s + p.amount_cents, 0) !== document.gross_cents) {
      setPaidWithError(t('invoices.contract.paymentsMustAddUp'));
      return;
    }
    setPaidWithError(undefined);
    issue.mutate({ day: isoDay(date), payments });
  };
  return (
    <FormDialog
      open
      title={t('invoices.issue.title', { document: documentTitle(t, document) })}
      dirty={false}
      pending={issue.isPending}
      submitLabel={t('invoices.issue.submit')}
      onSubmit={submit}
      onClose={onClose}
      maxWidth="xs"
    >
      <Stack spacing={2} sx={{ pt: 1 }}>
        <Alert severity="warning">{t('invoices.issue.warning')}</Alert>
        <PickersProvider>
          <DatePicker
            label={t('invoices.issue.date')}
            value={date}
            format="dd/MM/yyyy"
            disableFuture
            onChange={(next) => {
              setDate(next);
              setDateError(undefined);
            }}
            slotProps={{ textField: { required: true, error: Boolean(dateError), helperText: dateError } }}
          />
        </PickersProvider>
        <div>
          {t('invoices.issue.total', {
            total: formatEuros(document.gross_cents),
            customer: document.customer.name,
          })}
        </div>
        {paidAtOnce ? (
          <PaidWithFields
            rows={paidWith}
            totalCents={document.gross_cents}
            error={paidWithError}
            onChange={(rows) => {
              setPaidWith(rows);
              setPaidWithError(undefined);
            }}
          />
        ) : null}
        {refusal ? (
          <Alert severity="error" role="alert">
            {refusal}
          </Alert>
        ) : null}
      </Stack>
    </FormDialog>
  );
}

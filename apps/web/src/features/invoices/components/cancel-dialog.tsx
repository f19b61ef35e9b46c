import { useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { cancelInput, type InvoicingDocument } from '@clinica/contracts/invoicing';
import { FormDialog } from '../../../components/form-dialog';
import { notify } from '../../../lib/notify';
import { cancelDocument } from '../api/document-actions';
import { useDocumentMutation } from '../hooks/use-document-mutation';
import { showInvoiceError, translateInvoiceMessage } from '../invoice-messages';
import { documentTitle } from '../labels';

/** «Anular»: the reason is required (it goes into SAF-T); the document keeps its number, status A. */
export function CancelDialog({ document, onClose }: { document: InvoicingDocument; onClose: () => void }) {
  const { t } = useTranslation();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>();
  const cancel = useDocumentMutation((text: string) => cancelDocument(document.id, text), {
    onSuccess: () => {
      notify(t('invoices.cancel.done'), 'success');
      onClose();
    },
    onError: (failure) =>
      showInvoiceError(failure, t, (path, message) => {
        if (path !== 'reason') return false;
        setError(message);
        return true;
      }),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = cancelInput.safeParse({ reason });
    if (!checked.success) {
      setError(translateInvoiceMessage(t, checked.error.issues[0]?.message));
      return;
    }
    cancel.mutate(checked.data.reason);
  };
  return (
    <FormDialog
      open
      title={t('invoices.cancel.title', { document: documentTitle(t, document) })}
      dirty={reason.trim() !== ''}
      pending={cancel.isPending}
      submitLabel={t('invoices.cancel.action')}
      onSubmit={submit}
      onClose={onClose}
      maxWidth="xs"
    >
      <Stack spacing={2} sx={{ pt: 1 }}>
        <Alert severity="warning">{t('invoices.cancel.warning')}</Alert>
        <TextField
          autoFocus
          required
          multiline
          minRows={2}
          label={t('invoices.cancel.reason')}
          value={reason}
          onChange={(event) => {
            setReason(event.target.value);
            setError(undefined);
          }}
          error={Boolean(error)}
          helperText={error ?? `${reason.length}/200`}
          slotProps={{ htmlInput: { maxLength: 200 } }}
        />
      </Stack>
    </FormDialog>
  );
}

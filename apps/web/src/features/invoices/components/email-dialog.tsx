import { useState, type FormEvent } from 'react';
import TextField from '@mui/material/TextField';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { InvoicingDocument } from '@clinica/contracts/invoicing';
import { FormDialog } from '../../../components/form-dialog';
import { notify } from '../../../lib/notify';
import { hasPermission, useUser } from '../../../lib/session';
import { sendByEmail } from '../api/document-actions';
import { getPatient } from '../api/lookups';
import { invoicesKeys } from '../api/keys';
import { showInvoiceError } from '../invoice-messages';
import { documentTitle } from '../labels';

/** «Enviar por e-mail»: to the patient's e-mail when known, or to the address typed. */
export function EmailDialog({ document, onClose }: { document: InvoicingDocument; onClose: () => void }) {
  const { t } = useTranslation();
  const user = useUser();
  const patient = useQuery({
    queryKey: invoicesKeys.patient(document.patient.id),
    queryFn: ({ signal }) => getPatient(document.patient.id, signal),
    enabled: hasPermission(user, 'patients', 'read'),
  });
  const [typed, setTyped] = useState<string | null>(null);
  const email = typed ?? patient.data?.email ?? '';
  const [error, setError] = useState<string | undefined>();
  const send = useMutation({
    mutationFn: () => sendByEmail(document.id, email.trim() || null),
    onSuccess: () => {
      notify(t('invoices.contract.emailSent'), 'success');
      onClose();
    },
    onError: (failure) =>
      showInvoiceError(failure, t, (path, message) => {
        if (path !== 'email' && path !== 'document_id') return false;
        setError(message);
        return true;
      }),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setError(undefined);
    send.mutate();
  };
  return (
    <FormDialog
      open
      title={t('invoices.email.title', { document: documentTitle(t, document) })}
      dirty={typed !== null}
      pending={send.isPending}
      submitLabel={t('invoices.email.submit')}
      onSubmit={submit}
      onClose={onClose}
      maxWidth="xs"
    >
      <TextField
        autoFocus
        fullWidth
        sx={{ mt: 1 }}
        type="email"
        label={t('invoices.email.address')}
        value={email}
        onChange={(event) => setTyped(event.target.value)}
        error={Boolean(error)}
        helperText={error ?? (email ? undefined : t('invoices.email.hint'))}
        slotProps={{ htmlInput: { maxLength: 254, autoComplete: 'email' } }}
      />
    </FormDialog>
  );
}

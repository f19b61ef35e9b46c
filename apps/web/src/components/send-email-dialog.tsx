import { useState, type FormEvent } from 'react';
import TextField from '@mui/material/TextField';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { notify } from '../lib/notify';
import { FormDialog } from './form-dialog';

export interface SendEmailDialogProps {
  title: string;
  /** The patient's e-mail, when known (filled in; may be changed). */
  knownEmail: string | null | undefined;
  /** Sends to the address typed, or `null` for the server's default (the patient's e-mail). */
  send: (email: string | null) => Promise<unknown>;
  /** The notice once sent. */
  sentMessage: string;
  /**
   * A failed send: `showUnderField` puts a message under the address (the feature maps its contract's
   * field paths); anything else is the feature's notice.
   */
  onError: (error: unknown, showUnderField: (message: string) => void) => void;
  onClose: () => void;
}

/**
 * «Enviar por e-mail» of a document or a receipt: to the patient's e-mail when known, or to the
 * address typed (the invoices and payments features).
 */
export function SendEmailDialog({
  title,
  knownEmail,
  send,
  sentMessage,
  onError,
  onClose,
}: SendEmailDialogProps) {
  const { t } = useTranslation();
  const [typed, setTyped] = useState<string | null>(null);
  const email = typed ?? knownEmail ?? '';
  const [error, setError] = useState<string | undefined>();
  const mutation = useMutation({
    mutationFn: () => send(email.trim() || null),
    onSuccess: () => {
      notify(sentMessage, 'success');
      onClose();
    },
    onError: (failure) => onError(failure, setError),
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setError(undefined);
    mutation.mutate();
  };
  return (
    <FormDialog
      open
      title={title}
      dirty={typed !== null}
      pending={mutation.isPending}
      submitLabel={t('sendEmail.submit')}
      onSubmit={submit}
      onClose={onClose}
      maxWidth="xs"
    >
      <TextField
        autoFocus
        fullWidth
        sx={{ mt: 1 }}
        type="email"
        label={t('sendEmail.address')}
        value={email}
        onChange={(event) => setTyped(event.target.value)}
        error={Boolean(error)}
        helperText={error ?? (email ? undefined : t('sendEmail.hint'))}
        slotProps={{ htmlInput: { maxLength: 254, autoComplete: 'email' } }}
      />
    </FormDialog>
  );
}

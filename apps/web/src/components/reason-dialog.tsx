import { useState, type FormEvent, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { FormDialog } from './form-dialog';

/** How a dialog shows the server's refusal of the reason (its field error). */
export type ShowReasonError = (message: string) => void;

/**
 * An action that needs a reason and cannot be undone — «Anular» a document, a payment, an insurer's
 * payment: a warning saying what follows, the reason (required, up to 200 characters), checked first by
 * the contract's schema (`check`), then by the server (`onSubmit` gets how to show its field error).
 */
export function ReasonDialog({
  title,
  warning,
  reasonLabel,
  submitLabel,
  pending,
  check,
  onSubmit,
  onClose,
}: {
  title: string;
  warning: ReactNode;
  reasonLabel: string;
  submitLabel: string;
  pending: boolean;
  /** The contract's verdict on the reason: a message to show, or nothing when it may go. */
  check: (reason: string) => string | undefined;
  onSubmit: (reason: string, showError: ShowReasonError) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | undefined>();
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const problem = check(reason);
    if (problem) setError(problem);
    else onSubmit(reason.trim(), setError);
  };
  return (
    <FormDialog
      open
      title={title}
      dirty={reason.trim() !== ''}
      pending={pending}
      submitLabel={submitLabel}
      onSubmit={submit}
      onClose={onClose}
      maxWidth="xs"
    >
      <Stack spacing={2} sx={{ pt: 1 }}>
        <Alert severity="warning">{warning}</Alert>
        <TextField
          autoFocus
          required
          multiline
          minRows={2}
          label={reasonLabel}
          value={reason}
          onChange={(event) => {
            setReason(event.target.value);
            setError(undefined);
          }}
          error={Boolean(error)}
          helperText={error ?? t('editing.counter', { n: reason.length, max: 200 })}
          slotProps={{ htmlInput: { maxLength: 200 } }}
        />
      </Stack>
    </FormDialog>
  );
}

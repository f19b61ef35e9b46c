import { useId, useState, type FormEventHandler, type ReactNode } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from './confirm-dialog';

export interface FormDialogProps {
  open: boolean;
  title: string;
  /** The form has unsaved edits: closing asks first (spec §5). */
  dirty: boolean;
  pending?: boolean;
  submitLabel?: string;
  onSubmit: FormEventHandler<HTMLFormElement>;
  onClose: () => void;
  children: ReactNode;
  /** Extra buttons on the left of the actions (delete, resend…). */
  extraActions?: ReactNode;
  maxWidth?: 'xs' | 'sm' | 'md';
}

/** A dialog holding a form; full screen on a phone. Escape, the backdrop and Cancel all go through the discard question. */
export function FormDialog({
  open,
  title,
  dirty,
  pending,
  submitLabel,
  onSubmit,
  onClose,
  children,
  extraActions,
  maxWidth = 'sm',
}: FormDialogProps) {
  const { t } = useTranslation();
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'), { noSsr: true });
  const titleId = useId();
  const [asking, setAsking] = useState(false);

  const requestClose = () => {
    if (pending) return;
    if (dirty) setAsking(true);
    else onClose();
  };

  return (
    <>
      <Dialog
        open={open}
        onClose={requestClose}
        aria-labelledby={titleId}
        fullWidth
        maxWidth={maxWidth}
        fullScreen={phone}
        // The paper is the form, so the content scrolls between a fixed title and fixed buttons.
        slotProps={{ paper: { component: 'form', noValidate: true, onSubmit } as object }}
      >
        <DialogTitle id={titleId}>{title}</DialogTitle>
        <DialogContent>{children}</DialogContent>
        <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
          {extraActions ? <span style={{ marginRight: 'auto' }}>{extraActions}</span> : null}
          <Button onClick={requestClose} disabled={pending}>
            {t('editing.cancel')}
          </Button>
          <Button type="submit" variant="contained" disabled={pending}>
            {submitLabel ?? t('editing.save')}
          </Button>
        </DialogActions>
      </Dialog>
      <ConfirmDialog
        open={asking}
        title={t('editing.discardTitle')}
        body={t('editing.discardBody')}
        confirmLabel={t('editing.discard')}
        cancelLabel={t('editing.keepEditing')}
        destructive
        onConfirm={() => {
          setAsking(false);
          onClose();
        }}
        onCancel={() => setAsking(false)}
      />
    </>
  );
}

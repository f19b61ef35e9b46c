import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import BlockOutlined from '@mui/icons-material/BlockOutlined';
import EmailOutlined from '@mui/icons-material/EmailOutlined';
import PictureAsPdfOutlined from '@mui/icons-material/PictureAsPdfOutlined';
import RemoveCircleOutline from '@mui/icons-material/RemoveCircleOutlined';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { InvoicingDocument } from '@clinica/contracts/invoicing';
import { useUser } from '../../../lib/session';
import { canCancelInvoices, canCreateInvoices } from '../access';
import { useDownloadPdf } from '../hooks/use-download-pdf';
import { translateInvoiceMessage } from '../invoice-messages';
import { CancelDialog } from './cancel-dialog';
import { CreditNoteDialog } from './credit-note-dialog';
import { EmailDialog } from './email-dialog';

type Open = 'email' | 'credit' | 'cancel' | null;

/**
 * An issued document's actions: «PDF», «Enviar por e-mail», «Emitir nota de crédito» (an invoice with
 * something left to credit), «Anular» — only when the server would accept it; otherwise its reason
 * (payments settle it, it is an advance, credit notes credit it). A draft has none of these: it is not a
 * fiscal document.
 */
export function IssuedActions({ document }: { document: InvoicingDocument }) {
  const { t } = useTranslation();
  const user = useUser();
  const pdf = useDownloadPdf();
  const [open, setOpen] = useState<Open>(null);
  if (document.status === 'D') return null;
  const normal = document.status === 'N';
  const canCreate = canCreateInvoices(user);
  const creditable =
    canCreate &&
    normal &&
    document.type !== 'NC' &&
    document.lines.some((l) => (l.creditable_quantity ?? 0) > 0 || (l.creditable_cents ?? 0) > 0);
  const close = () => setOpen(null);
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, '& > *': { minHeight: 44 } }}>
      <Button
        variant="contained"
        startIcon={<PictureAsPdfOutlined />}
        onClick={() => pdf.mutate(document)}
        disabled={pdf.isPending}
      >
        {t('invoices.pdf')}
      </Button>
      {canCreate && normal ? (
        <Button variant="outlined" startIcon={<EmailOutlined />} onClick={() => setOpen('email')}>
          {t('invoices.email.action')}
        </Button>
      ) : null}
      {creditable ? (
        <Button variant="outlined" startIcon={<RemoveCircleOutline />} onClick={() => setOpen('credit')}>
          {t('invoices.credit.action')}
        </Button>
      ) : null}
      {canCancelInvoices(user) && normal && document.cancellable ? (
        <Button color="error" startIcon={<BlockOutlined />} onClick={() => setOpen('cancel')}>
          {t('invoices.cancel.action')}
        </Button>
      ) : null}
      {canCancelInvoices(user) && normal && document.cancel_refusal ? (
        <Typography variant="body2" color="text.secondary" sx={{ alignSelf: 'center' }} data-cancel-refusal>
          {t('invoices.cancel.refused', { reason: translateInvoiceMessage(t, document.cancel_refusal) })}
        </Typography>
      ) : null}
      {open === 'email' ? <EmailDialog document={document} onClose={close} /> : null}
      {open === 'credit' ? <CreditNoteDialog document={document} onClose={close} /> : null}
      {open === 'cancel' ? <CancelDialog document={document} onClose={close} /> : null}
    </Box>
  );
}

import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import BlockOutlined from '@mui/icons-material/BlockOutlined';
import EmailOutlined from '@mui/icons-material/EmailOutlined';
import PictureAsPdfOutlined from '@mui/icons-material/PictureAsPdfOutlined';
import { useTranslation } from 'react-i18next';
import type { Payment } from '@clinica/contracts/payments';
import { useUser } from '../../../lib/session';
import { canCreatePayments, canUpdatePayments } from '../access';
import { useDownloadReceipt } from '../hooks/use-download-receipt';
import { CancelPaymentDialog } from './cancel-payment-dialog';
import { ReceiptEmailDialog } from './receipt-email-dialog';

/** A payment's actions: its receipt's PDF and e-mail (when it has one; ours or InvoiceXpress's), and «Anular pagamento». */
export function PaymentActions({ payment }: { payment: Payment }) {
  const { t } = useTranslation();
  const user = useUser();
  const pdf = useDownloadReceipt();
  const [open, setOpen] = useState<'email' | 'cancel' | null>(null);
  const normal = payment.status === 'N';
  const close = () => setOpen(null);
  const canCancel = normal && canUpdatePayments(user);
  // Receipts issued at InvoiceXpress (decision 053) go by e-mail too, once every one is issued there.
  const issuedThere = payment.provider_receipts.filter((r) => r.receipt_no).length;
  const mailable =
    Boolean(payment.receipt) || (issuedThere > 0 && issuedThere === payment.provider_receipts.length);
  if (!mailable && !canCancel) return null;
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, '& > *': { minHeight: 44 } }}>
      {payment.receipt ? (
        <Button
          variant="contained"
          startIcon={<PictureAsPdfOutlined />}
          onClick={() => pdf.mutate({ payment })}
          disabled={pdf.isPending}
        >
          {t('payments.actions.download')}
        </Button>
      ) : null}
      {mailable && normal && canCreatePayments(user) ? (
        <Button variant="outlined" startIcon={<EmailOutlined />} onClick={() => setOpen('email')}>
          {t('payments.actions.email')}
        </Button>
      ) : null}
      {canCancel ? (
        <Button color="error" startIcon={<BlockOutlined />} onClick={() => setOpen('cancel')}>
          {t('payments.actions.cancel')}
        </Button>
      ) : null}
      {open === 'email' ? <ReceiptEmailDialog payment={payment} onClose={close} /> : null}
      {open === 'cancel' ? <CancelPaymentDialog payment={payment} onClose={close} /> : null}
    </Box>
  );
}

import { useTranslation } from 'react-i18next';
import type { Payment } from '@clinica/contracts/payments';
import { pdfFileName, useDownload } from '../../../lib/download';
import { notify } from '../../../lib/notify';
import { generateReceipt } from '../api/receipts';
import { showPaymentError } from '../payment-messages';

/** A payment's receipt (made by a POST) saved as «RG-2026A-4.pdf», with spec §8's success notice. */
export function useDownloadReceipt() {
  const { t } = useTranslation();
  return useDownload(
    async (payment: Pick<Payment, 'id' | 'receipt'>) => ({
      blob: await generateReceipt(payment.id),
      name: pdfFileName(payment.receipt?.receipt_no ?? null, 'recibo'),
    }),
    {
      onSuccess: () => notify(t('payments.contract.receiptGenerated'), 'success'),
      onError: (error) => showPaymentError(error, t),
    },
  );
}

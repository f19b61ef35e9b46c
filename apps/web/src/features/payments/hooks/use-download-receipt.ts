import { useTranslation } from 'react-i18next';
import type { Payment } from '@clinica/contracts/payments';
import { pdfFileName, useDownload } from '../../../lib/download';
import { notify } from '../../../lib/notify';
import { generateReceipt, providerReceiptPdf } from '../api/receipts';
import { showPaymentError } from '../payment-messages';

type ProviderReceipt = Payment['provider_receipts'][number];

/**
 * A payment's receipt saved as «RG-2026A-4.pdf», with spec §8's success notice: ours (made by a POST), or
 * one issued at InvoiceXpress (`provider`: the receipt settling one invoice; its PDF is InvoiceXpress's).
 */
export function useDownloadReceipt() {
  const { t } = useTranslation();
  return useDownload(
    async ({
      payment,
      provider,
    }: {
      payment: Pick<Payment, 'id' | 'receipt'>;
      provider?: ProviderReceipt;
    }) =>
      provider
        ? {
            blob: await providerReceiptPdf(payment.id, provider.document_id),
            name: pdfFileName(provider.receipt_no, 'recibo'),
          }
        : {
            blob: await generateReceipt(payment.id),
            name: pdfFileName(payment.receipt?.receipt_no ?? null, 'recibo'),
          },
    {
      onSuccess: () => notify(t('payments.contract.receiptGenerated'), 'success'),
      onError: (error) => showPaymentError(error, t),
    },
  );
}

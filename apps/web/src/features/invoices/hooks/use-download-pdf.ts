import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { InvoicingDocumentSummary } from '@clinica/contracts/invoicing';
import { generatePdf } from '../api/document-actions';
import { showInvoiceError } from '../invoice-messages';

/** «FT 2026A/17» → «FT-2026A-17.pdf». */
export const pdfFileName = (invoiceNo: string | null) =>
  `${(invoiceNo ?? 'documento').replace(/[\s/\\]+/g, '-')}.pdf`;

/**
 * The PDF is made by a POST (spec §7), so it cannot be a plain link: its bytes are fetched and handed
 * to the browser as a download (which a phone opens in its viewer; no pop-up to block).
 */
export function useDownloadPdf() {
  const { t } = useTranslation();
  return useMutation({
    mutationFn: async (document: Pick<InvoicingDocumentSummary, 'id' | 'invoice_no'>) => ({
      blob: await generatePdf(document.id),
      name: pdfFileName(document.invoice_no),
    }),
    onSuccess: ({ blob, name }) => {
      const url = URL.createObjectURL(blob);
      const link = window.document.createElement('a');
      link.href = url;
      link.download = name;
      link.rel = 'noopener';
      window.document.body.append(link);
      link.click();
      link.remove();
      setTimeout(() => URL.revokeObjectURL(url), 60_000);
    },
    onError: (error) => showInvoiceError(error, t),
  });
}

import { useTranslation } from 'react-i18next';
import type { InvoicingDocumentSummary } from '@clinica/contracts/invoicing';
import { pdfFileName, useDownload } from '../../../lib/download';
import { generatePdf } from '../api/document-actions';
import { showInvoiceError } from '../invoice-messages';

/** A document's PDF (made by a POST) saved as a download, «FT-2026A-17.pdf». */
export function useDownloadPdf() {
  const { t } = useTranslation();
  return useDownload(
    async (document: Pick<InvoicingDocumentSummary, 'id' | 'invoice_no'>) => ({
      blob: await generatePdf(document.id),
      name: pdfFileName(document.invoice_no),
    }),
    { onError: (error) => showInvoiceError(error, t) },
  );
}

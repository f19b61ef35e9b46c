import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import type { InvoicingDocument } from '@clinica/contracts/invoicing';
import { DocumentFacts } from './document-facts';
import { DocumentLinesTable } from './document-lines-table';
import { SectionCard } from '../../../components/section-card';
import { TaxSummaryTable } from './tax-summary-table';

/** A document read-only: an issued one (it can no longer change), or a draft for whoever may not edit it. */
export function DocumentView({ document, timeZone }: { document: InvoicingDocument; timeZone?: string }) {
  const { t } = useTranslation();
  return (
    <Stack spacing={2}>
      {document.status === 'A' ? <Alert severity="error">{t('invoices.cancel.banner')}</Alert> : null}
      {document.status === 'D' ? (
        <Alert severity="info">
          {t(document.archived_at ? 'invoices.draft.archivedBanner' : 'invoices.draft.banner')}
        </Alert>
      ) : null}
      <SectionCard id="document-facts" title={t('invoices.document.details')}>
        <DocumentFacts document={document} timeZone={timeZone} />
      </SectionCard>
      <SectionCard id="document-lines" title={t('invoices.lines.title')}>
        <DocumentLinesTable lines={document.lines} caption={t('invoices.lines.title')} />
      </SectionCard>
      <SectionCard id="document-totals" title={t('invoices.summary.title')}>
        <TaxSummaryTable
          rows={document.tax_summary}
          totals={document}
          caption={t('invoices.summary.title')}
        />
      </SectionCard>
    </Stack>
  );
}

import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { DocumentList } from '@clinica/contracts/invoicing';
import { TotalsPanel } from '../../../components/totals-panel';
import { formatEuros } from '../../../lib/format';

/**
 * The totals of the whole filtered set (not only this page): issued documents, cancelled ones left
 * out, credit notes subtracted; drafts are not fiscal documents and are only counted, apart.
 */
export function ListTotals({ totals }: { totals: NonNullable<DocumentList['totals']> }) {
  const { t } = useTranslation();
  return (
    <TotalsPanel
      id="invoice-totals-title"
      title={t('invoices.totals.title')}
      figures={[
        { key: 'net', label: t('invoices.totals.net'), value: formatEuros(totals.net_cents) },
        { key: 'tax', label: t('invoices.totals.tax'), value: formatEuros(totals.tax_cents) },
        {
          key: 'gross',
          label: t('invoices.totals.gross'),
          value: formatEuros(totals.gross_cents),
          strong: true,
        },
        { key: 'documents', label: t('invoices.totals.documents'), value: String(totals.documents) },
      ]}
    >
      {totals.drafts > 0 ? (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          {t('invoices.totals.drafts', { count: totals.drafts })}
        </Typography>
      ) : null}
    </TotalsPanel>
  );
}

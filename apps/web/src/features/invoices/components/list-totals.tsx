import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { DocumentList } from '@clinica/contracts/invoicing';
import { formatEuros } from '../../../lib/format';

/**
 * The totals of the whole filtered set (not only this page): issued documents, cancelled ones left
 * out, credit notes subtracted; drafts are not fiscal documents and are only counted, apart.
 */
export function ListTotals({ totals }: { totals: DocumentList['totals'] }) {
  const { t } = useTranslation();
  const figures = [
    ['net', t('invoices.totals.net'), formatEuros(totals.net_cents)],
    ['tax', t('invoices.totals.tax'), formatEuros(totals.tax_cents)],
    ['gross', t('invoices.totals.gross'), formatEuros(totals.gross_cents)],
    ['documents', t('invoices.totals.documents'), String(totals.documents)],
  ] as const;
  return (
    <Paper variant="outlined" component="section" aria-labelledby="invoice-totals-title" sx={{ p: 2 }}>
      <Typography id="invoice-totals-title" variant="subtitle2" component="h2" color="text.secondary">
        {t('invoices.totals.title')}
      </Typography>
      <Box
        component="dl"
        sx={{
          m: 0,
          mt: 1,
          display: 'grid',
          gap: 1,
          gridTemplateColumns: 'repeat(auto-fit, minmax(8rem, 1fr))',
        }}
      >
        {figures.map(([key, label, value]) => (
          <div key={key}>
            <Typography component="dt" variant="body2" color="text.secondary">
              {label}
            </Typography>
            <Typography
              component="dd"
              sx={{ m: 0, fontWeight: key === 'gross' ? 700 : 400 }}
              data-total={key}
            >
              {value}
            </Typography>
          </div>
        ))}
      </Box>
      {totals.drafts > 0 ? (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          {t('invoices.totals.drafts', { count: totals.drafts })}
        </Typography>
      ) : null}
    </Paper>
  );
}

import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { ExpenseList } from '@clinica/contracts/expenses';
import { formatEuros } from '../../../lib/format';

/** The totals of the whole filtered set (not only this page): how many, how much, how much VAT. */
export function ExpenseTotals({ totals }: { totals: ExpenseList['totals'] }) {
  const { t } = useTranslation();
  const figures = [
    ['count', t('expenses.totals.count'), String(totals.count)],
    ['total', t('expenses.totals.total'), formatEuros(totals.total_cents)],
    ['vat', t('expenses.totals.vat'), formatEuros(totals.vat_cents)],
  ] as const;
  return (
    <Paper variant="outlined" component="section" aria-labelledby="expense-totals-title" sx={{ p: 2 }}>
      <Typography id="expense-totals-title" variant="subtitle2" component="h2" color="text.secondary">
        {t('expenses.totals.title')}
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
              sx={{ m: 0, fontWeight: key === 'total' ? 700 : 400 }}
              data-total={key}
            >
              {value}
            </Typography>
          </div>
        ))}
      </Box>
    </Paper>
  );
}

import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { formatEuros } from '../../../lib/format';
import type { summarise } from '../new-payment-form';

/** The live summary: the amount, what goes to invoices, to an advance, and what is left unassigned. */
export function PaymentSummary({ summary }: { summary: ReturnType<typeof summarise> }) {
  const { t } = useTranslation();
  const rows = [
    ['amount', t('payments.summary.amount'), summary.amount],
    ['documents', t('payments.summary.toDocuments'), summary.toDocuments],
    ['advance', t('payments.summary.advance'), summary.advance],
    ['remaining', t('payments.summary.remaining'), summary.remaining],
  ] as const;
  return (
    <Box
      component="dl"
      aria-live="polite"
      sx={{ m: 0, display: 'grid', gap: 1, gridTemplateColumns: 'repeat(auto-fit, minmax(9rem, 1fr))' }}
    >
      {rows.map(([key, label, cents]) => (
        <div key={key}>
          <Typography component="dt" variant="body2" color="text.secondary">
            {label}
          </Typography>
          <Typography
            component="dd"
            data-summary={key}
            sx={{
              m: 0,
              fontWeight: key === 'amount' ? 700 : 400,
              color: key === 'remaining' && cents > 0 ? 'error.main' : undefined,
            }}
          >
            {formatEuros(cents)}
          </Typography>
        </div>
      ))}
    </Box>
  );
}

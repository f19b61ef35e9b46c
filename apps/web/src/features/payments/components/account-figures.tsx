import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { CurrentAccount } from '@clinica/contracts/payments';
import { formatEuros } from '../../../lib/format';

/** Owed, credit and balance (owed − credit: positive, the patient owes; negative, in credit). */
export function AccountFigures({ account }: { account: CurrentAccount }) {
  const { t } = useTranslation();
  const figures = [
    ['owed', t('payments.account.owed'), account.owed_cents],
    ['credit', t('payments.account.credit'), account.credit_cents],
    ['balance', t('payments.account.balance'), account.balance_cents],
  ] as const;
  return (
    <>
      <Box
        component="dl"
        sx={{ m: 0, display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fit, minmax(8rem, 1fr))' }}
      >
        {figures.map(([key, label, cents]) => (
          <div key={key}>
            <Typography component="dt" variant="body2" color="text.secondary">
              {label}
            </Typography>
            <Typography component="dd" variant="h6" sx={{ m: 0 }} data-figure={key}>
              {formatEuros(cents)}
            </Typography>
          </div>
        ))}
      </Box>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
        {t('payments.account.balanceHint')}
      </Typography>
    </>
  );
}

import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { PaymentList } from '@clinica/contracts/payments';
import { formatEuros } from '../../../lib/format';
import { methodLabel, movesMoney } from '../labels';

type Totals = NonNullable<PaymentList['totals']>;

function Figures({ items }: { items: { key: string; label: string; value: string; strong?: boolean }[] }) {
  return (
    <Box
      component="dl"
      sx={{
        m: 0,
        mt: 1,
        display: 'grid',
        gap: 1,
        gridTemplateColumns: 'repeat(auto-fit, minmax(9rem, 1fr))',
      }}
    >
      {items.map((f) => (
        <div key={f.key}>
          <Typography component="dt" variant="body2" color="text.secondary">
            {f.label}
          </Typography>
          <Typography component="dd" sx={{ m: 0, fontWeight: f.strong ? 700 : 400 }} data-total={f.key}>
            {f.value}
          </Typography>
        </div>
      ))}
    </Box>
  );
}

/**
 * The totals of the whole filtered set: how many payments (as many as the pager counts, the cancelled
 * ones said apart), the money received and each money method (cancelled payments left out); the money
 * taken with FRs/FS and the refunds, per method (decision 033); current account and balance
 * compensation apart, as they move no money.
 */
export function PaymentTotals({ totals }: { totals: Totals }) {
  const { t } = useTranslation();
  const figure = (m: Totals['by_method'][number]) => ({
    key: m.method,
    label: `${methodLabel(t, m.method)} (${t('payments.totals.count', { count: m.count })})`,
    value: formatEuros(m.amount_cents),
  });
  const money = totals.by_method.filter((m) => movesMoney(m.method)).map(figure);
  const none = totals.by_method.filter((m) => !movesMoney(m.method)).map(figure);
  return (
    <Paper variant="outlined" component="section" aria-labelledby="payment-totals-title" sx={{ p: 2 }}>
      <Typography id="payment-totals-title" variant="subtitle2" component="h2" color="text.secondary">
        {t('payments.totals.title')}
      </Typography>
      <Figures
        items={[
          {
            key: 'received',
            label: t('payments.totals.received'),
            value: formatEuros(totals.received_cents),
            strong: true,
          },
          // The list's count (its pager's «de N»): cancelled ones included, and said apart.
          {
            key: 'payments',
            label: t('payments.totals.payments'),
            value: String(totals.payments + totals.cancelled),
          },
          ...(totals.cancelled
            ? [{ key: 'cancelled', label: t('payments.totals.cancelled'), value: String(totals.cancelled) }]
            : []),
          ...money,
        ]}
      />
      {totals.invoice_receipts.by_method.length || totals.refunds.by_method.length ? (
        <Box sx={{ mt: 1.5 }}>
          <Figures
            items={[
              {
                key: 'invoice-receipts',
                label: t('payments.totals.invoiceReceipts'),
                value: formatEuros(totals.invoice_receipts.received_cents),
                strong: true,
              },
              ...totals.invoice_receipts.by_method.map((m) => ({
                ...figure(m),
                key: `fr-${m.method}`,
                label: `${t('payments.totals.fr')} · ${methodLabel(t, m.method)}`,
              })),
              {
                key: 'refunds',
                label: t('payments.totals.refunds'),
                value: formatEuros(-totals.refunds.refunded_cents),
                strong: true,
              },
              ...totals.refunds.by_method.map((m) => ({
                ...figure(m),
                key: `refund-${m.method}`,
                value: formatEuros(-m.amount_cents),
              })),
            ]}
          />
        </Box>
      ) : null}
      {none.length ? (
        <Box sx={{ mt: 1.5 }}>
          <Typography variant="body2" component="h3" color="text.secondary" sx={{ fontWeight: 500 }}>
            {t('payments.totals.noMoney')}
          </Typography>
          <Figures items={none} />
        </Box>
      ) : null}
    </Paper>
  );
}

import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { SubscriptionPlan } from '@clinica/contracts/subscriptions';
import { TableStateRow } from '../../../components/table-states';
import { formatEuros } from '../../../lib/format';
import { subscriptionKeys } from '../api/keys';
import { listPlans } from '../api/plans';

export interface PlansTableProps {
  /** A button per plan (the subscription page); absent: the table only shows the prices (sign-up). */
  onChoose?: (plan: SubscriptionPlan) => void;
  /** The plan the clinic is on (its row says so instead of a button). */
  currentPlanId?: string | null;
  /** Whether choosing switches an existing subscription (its label says «Mudar»). */
  switching?: boolean;
  pending?: boolean;
}

/** The plans (`GET /subscriptions`): per active professional, monthly and yearly, without and with VAT. */
export function PlansTable({ onChoose, currentPlanId, switching, pending }: PlansTableProps) {
  const { t } = useTranslation();
  const plans = useQuery({ queryKey: subscriptionKeys.plans, queryFn: ({ signal }) => listPlans(signal) });
  const items = plans.data ?? [];
  const columns = onChoose ? 5 : 4;
  return (
    <section>
      <Typography id="plans-title" variant="h6" component="h2" gutterBottom>
        {t('subscription.plans.title')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {t('subscription.plans.caption', { rate: items[0]?.vat_rate_percent ?? 23 })}
      </Typography>
      {/* Scrolls sideways on a phone: focusable so the keyboard can scroll it (WCAG 2.1.1, axe scrollable-region-focusable). */}
      <TableContainer
        component={Paper}
        variant="outlined"
        sx={{ overflowX: 'auto' }}
        tabIndex={0}
        role="region"
        aria-labelledby="plans-title"
      >
        <Table size="small">
          <TableHead>
            <TableRow>
              <TableCell>{t('subscription.plans.name')}</TableCell>
              <TableCell>{t('subscription.plans.interval')}</TableCell>
              <TableCell align="right">{t('subscription.plans.withoutVat')}</TableCell>
              <TableCell align="right">{t('subscription.plans.withVat')}</TableCell>
              {onChoose ? <TableCell /> : null}
            </TableRow>
          </TableHead>
          <TableBody>
            <TableStateRow
              columns={columns}
              loading={plans.isPending}
              error={plans.isError}
              empty={items.length === 0}
              emptyText={t('subscription.plans.error')}
              onRetry={() => void plans.refetch()}
            />
            {items.map((p) => {
              const interval = t(`subscription.plans.${p.interval}`);
              const per = t(
                p.interval === 'month' ? 'subscription.plans.perMonth' : 'subscription.plans.perYear',
              );
              return (
                <TableRow key={p.id}>
                  <TableCell component="th" scope="row">
                    {p.name}
                  </TableCell>
                  <TableCell>{interval}</TableCell>
                  <TableCell align="right">
                    {formatEuros(p.unit_amount_cents)}
                    {per}
                  </TableCell>
                  <TableCell align="right">
                    {formatEuros(p.unit_amount_with_vat_cents)}
                    {per}
                  </TableCell>
                  {onChoose ? (
                    <TableCell align="right">
                      {p.id === currentPlanId ? (
                        t('subscription.plans.current')
                      ) : (
                        <Button
                          size="small"
                          variant="outlined"
                          disabled={pending}
                          aria-label={t(
                            switching ? 'subscription.plans.switchLabel' : 'subscription.plans.chooseLabel',
                            {
                              name: p.name,
                              interval,
                            },
                          )}
                          onClick={() => onChoose(p)}
                        >
                          {t(switching ? 'subscription.plans.switch' : 'subscription.plans.choose')}
                        </Button>
                      )}
                    </TableCell>
                  ) : null}
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
      </TableContainer>
    </section>
  );
}

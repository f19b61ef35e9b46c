import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import PaymentsOutlined from '@mui/icons-material/PaymentsOutlined';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Link as RouterLink, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Payment } from '@clinica/contracts/payments';
import { DataTable, type Column } from '../../../components/data-table';
import { EmptyState } from '../../../components/empty-state';
import { NewButton } from '../../../components/list-toolbar';
import { PageHeader } from '../../../components/page-header';
import { payerName, PayerLink } from '../../../components/payer-name';
import { PickersProvider } from '../../../components/pickers-provider';
import { formatEuros } from '../../../lib/format';
import { useListParams } from '../../../lib/list-params';
import { atDefaults, useThisMonth } from '../../../lib/this-month';
import { TotalsNeedRange } from '../../../components/totals-panel';
import { hasPermission, useUser } from '../../../lib/session';
import { canCreatePayments } from '../access';
import { paymentsKeys } from '../api/keys';
import { listPayments, paymentsCsvUrl, type PaymentsQuery } from '../api/payments';
import { filterDefaults, PaymentFilters } from '../components/payment-filters';
import { PaymentTotals } from '../components/payment-totals';
import { RefundsCard } from '../components/refunds-card';
import { StatusChip } from '../components/status-chip';
import { formatDay, methodLabel } from '../labels';

const nowrap = { whiteSpace: 'nowrap' } as const;

/**
 * /payments: the payments with their filters in the address (a link reproduces the view), the totals
 * of the filtered set, «Exportar CSV» of that set and server paging. On a phone each row stacks the
 * date, patient and method under the amount.
 */
export function PaymentsPage() {
  const { t } = useTranslation();
  const user = useUser();
  const navigate = useNavigate();
  const canCreate = canCreatePayments(user);
  const month = useThisMonth();
  const defaults = { ...filterDefaults, ...month };
  const { params, filters, update, setFilters } = useListParams({ sort: 'paid_at', order: 'desc' }, defaults);
  const active = Object.fromEntries(Object.entries(filters).filter(([, value]) => value));
  const query: PaymentsQuery = { page: params.page, page_size: params.page_size, ...active };
  const list = useQuery({
    queryKey: paymentsKeys.list(query),
    queryFn: ({ signal }) => listPayments(query, signal),
    placeholderData: keepPreviousData,
  });
  const items = list.data?.items;
  const timeZone = user?.tenant.time_zone;
  const columns: Column<Payment>[] = [
    {
      key: 'date',
      label: t('payments.fields.date'),
      render: (p) => (
        <Box>
          <Link component={RouterLink} to={`/payments/${p.id}`} sx={nowrap}>
            {formatDay(p.paid_at, timeZone)}
          </Link>
          <Typography variant="body2" color="text.secondary" sx={{ display: { xs: 'block', sm: 'none' } }}>
            {`${payerName(p)} · ${methodLabel(t, p.method)}`}
          </Typography>
        </Box>
      ),
    },
    {
      key: 'patient',
      label: t('payments.fields.patient'),
      render: (p) => <PayerLink payer={p} />,
      hideOnPhone: true,
    },
    {
      key: 'method',
      label: t('payments.fields.method'),
      render: (p) => methodLabel(t, p.method),
      hideOnPhone: true,
    },
    {
      key: 'receipt',
      label: t('payments.fields.receipt'),
      render: (p) => <span style={nowrap}>{p.receipt?.receipt_no ?? '—'}</span>,
      hideOnPhone: true,
    },
    {
      key: 'amount',
      label: t('payments.fields.total'),
      align: 'right',
      render: (p) => (
        <Stack spacing={0.5} sx={{ alignItems: 'flex-end' }}>
          <span style={nowrap}>{formatEuros(p.amount_cents)}</span>
          <StatusChip status={p.status} />
        </Stack>
      ),
    },
  ];
  const empty = atDefaults(filters, defaults) && !list.isPending && !list.isError && items?.length === 0;
  return (
    <PickersProvider>
      <PageHeader
        title={t('routes.payments')}
        actions={
          canCreate ? <NewButton to="/payments/add_new_payment">{t('payments.new')}</NewButton> : undefined
        }
      />
      <Stack spacing={2}>
        <PaymentFilters
          filters={filters}
          onChange={setFilters}
          knownPatientName={
            list.data && !list.isPlaceholderData
              ? items?.find((p) => p.patient?.id === filters.patient_id)?.patient?.name
              : null
          }
        />
        <Box sx={{ display: 'flex', justifyContent: 'flex-end', gap: 1, flexWrap: 'wrap' }}>
          {hasPermission(user, 'cash_closes', 'read') ? (
            <Button
              component={RouterLink}
              to="/payments/cash-close"
              variant="outlined"
              sx={{ minHeight: 44 }}
            >
              {t('payments.cashClose.link')}
            </Button>
          ) : null}
          <Button
            component="a"
            href={paymentsCsvUrl(active)}
            download
            variant="outlined"
            startIcon={<FileDownloadOutlined />}
            sx={{ minHeight: 44 }}
          >
            {t('payments.list.exportCsv')}
          </Button>
        </Box>
        {list.data?.totals ? (
          <PaymentTotals totals={list.data.totals} />
        ) : list.data ? (
          <TotalsNeedRange
            id="payment-totals-title"
            title={t('payments.totals.title')}
            onThisMonth={() => setFilters(month)}
          />
        ) : null}
        {empty ? (
          <EmptyState
            icon={<PaymentsOutlined sx={{ fontSize: 48 }} />}
            title={t('payments.list.emptyTitle')}
            body={t(canCreate ? 'payments.list.emptyBody' : 'payments.list.emptyBodyReader')}
          />
        ) : (
          <DataTable
            label={t('routes.payments')}
            columns={columns}
            rows={items}
            rowKey={(p) => p.id}
            total={list.data?.total ?? 0}
            totalCapped={list.data?.total_capped}
            params={params}
            loading={list.isPending || list.isPlaceholderData}
            error={list.isError}
            emptyText={t('lists.noResults')}
            onRetry={() => void list.refetch()}
            onPageChange={(page) => update({ page })}
            onPageSizeChange={(page_size) => update({ page_size })}
            onSort={() => undefined}
            muted={(p) => p.status === 'A'}
            onRowClick={(p) => void navigate(`/payments/${p.id}`)}
          />
        )}
        <RefundsCard filters={active} />
      </Stack>
    </PickersProvider>
  );
}

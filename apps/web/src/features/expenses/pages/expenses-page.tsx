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
import type { Expense } from '@clinica/contracts/expenses';
import { DataTable, type Column } from '../../../components/data-table';
import { EmptyState } from '../../../components/empty-state';
import { NewButton } from '../../../components/list-toolbar';
import { PageHeader } from '../../../components/page-header';
import { PickersProvider } from '../../../components/pickers-provider';
import { formatEuros } from '../../../lib/format';
import { useListParams } from '../../../lib/list-params';
import { atDefaults, useThisMonth } from '../../../lib/this-month';
import { TotalsNeedRange } from '../../../components/totals-panel';
import { useUser } from '../../../lib/session';
import { canCreateExpenses } from '../access';
import { expensesCsvUrl, listExpenses, type ExpensesQuery } from '../api/expenses';
import { expensesKeys } from '../api/keys';
import { ExpenseFilters, filterDefaults } from '../components/expense-filters';
import { ExpenseTotals } from '../components/expense-totals';
import { dayText } from '../labels';

/**
 * /expenses: newest first, filters in the address (a link reproduces the view), the totals of the
 * filtered set, server paging, and the same set as a CSV for Excel.
 */
export function ExpensesPage() {
  const { t } = useTranslation();
  const user = useUser();
  const navigate = useNavigate();
  const month = useThisMonth();
  const defaults = { ...filterDefaults, ...month };
  const { params, filters, update, setFilters } = useListParams(
    { sort: 'expense_date', order: 'desc' },
    defaults,
  );
  const active: Record<string, string> = {};
  for (const [name, value] of Object.entries(filters)) if (value) active[name] = value;
  const query: ExpensesQuery = { page: params.page, page_size: params.page_size, ...active };
  const list = useQuery({
    queryKey: expensesKeys.list(query),
    queryFn: ({ signal }) => listExpenses(query, signal),
    placeholderData: keepPreviousData,
  });
  const items = list.data?.items;

  const columns: Column<Expense>[] = [
    {
      key: 'date',
      label: t('expenses.fields.date'),
      render: (e) => <span style={{ whiteSpace: 'nowrap' }}>{dayText(e.expense_date)}</span>,
      hideOnPhone: true,
    },
    {
      key: 'name',
      label: t('expenses.fields.name'),
      render: (e) => (
        <Box>
          <Link component={RouterLink} to={`/expenses/${e.id}`}>
            {e.name}
          </Link>
          <Typography variant="body2" color="text.secondary" sx={{ display: { xs: 'block', sm: 'none' } }}>
            {[dayText(e.expense_date), e.vendor_name].filter(Boolean).join(' · ')}
          </Typography>
        </Box>
      ),
    },
    {
      key: 'vendor',
      label: t('expenses.fields.vendorName'),
      render: (e) => e.vendor_name ?? '—',
      hideOnPhone: true,
    },
    {
      key: 'category',
      label: t('expenses.fields.category'),
      render: (e) => t(`expenses.categories.${e.category}`),
      hideOnPhone: true,
    },
    {
      key: 'vat',
      label: t('expenses.fields.vatShort'),
      align: 'right',
      render: (e) => <span style={{ whiteSpace: 'nowrap' }}>{formatEuros(e.vat_cents)}</span>,
      hideOnPhone: true,
    },
    {
      key: 'total',
      label: t('expenses.fields.totalShort'),
      align: 'right',
      render: (e) => <span style={{ whiteSpace: 'nowrap' }}>{formatEuros(e.total_cents)}</span>,
    },
  ];

  const empty = atDefaults(filters, defaults) && !list.isPending && !list.isError && items?.length === 0;
  return (
    <PickersProvider>
      <PageHeader
        title={t('routes.expenses')}
        actions={
          <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
            <Button
              variant="outlined"
              startIcon={<FileDownloadOutlined />}
              href={expensesCsvUrl(active)}
              download
            >
              {t('expenses.exportCsv')}
            </Button>
            {canCreateExpenses(user) ? (
              <NewButton to="/expenses/add_new_expense">{t('expenses.new')}</NewButton>
            ) : null}
          </Stack>
        }
      />
      <Stack spacing={2}>
        <ExpenseFilters filters={filters} onChange={setFilters} />
        {list.data?.totals ? (
          <ExpenseTotals totals={list.data.totals} />
        ) : list.data ? (
          <TotalsNeedRange
            id="expense-totals-title"
            title={t('expenses.totals.title')}
            onThisMonth={() => setFilters(month)}
          />
        ) : null}
        {empty ? (
          <EmptyState
            icon={<PaymentsOutlined sx={{ fontSize: 48 }} />}
            title={t('expenses.list.emptyTitle')}
            body={t('expenses.list.emptyBody')}
          />
        ) : (
          <DataTable
            label={t('routes.expenses')}
            columns={columns}
            rows={items}
            rowKey={(e) => e.id}
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
            onRowClick={(e) => void navigate(`/expenses/${e.id}`)}
          />
        )}
      </Stack>
    </PickersProvider>
  );
}

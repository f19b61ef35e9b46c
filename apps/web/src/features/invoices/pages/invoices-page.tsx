import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ReceiptLongOutlined from '@mui/icons-material/ReceiptLongOutlined';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Link as RouterLink, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { InvoicingDocumentSummary } from '@clinica/contracts/invoicing';
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
import { useUser } from '../../../lib/session';
import { canCreateInvoices, canReadInvoices } from '../access';
import { listDocuments, type DocumentsQuery } from '../api/documents';
import { invoicesKeys } from '../api/keys';
import { filterDefaults, InvoiceFilters } from '../components/invoice-filters';
import { ListTotals } from '../components/list-totals';
import { ProviderChip } from '../components/provider-chip';
import { StatusChip } from '../components/status-chip';
import { customerNif, documentDate, documentNumber, signedGross } from '../labels';

/**
 * /invoices: the documents with their filters in the address (a link reproduces the view), the totals
 * of the filtered set and server paging. A patient sees only their own, without the patient filter
 * and without creating anything.
 */
export function InvoicesPage() {
  const { t } = useTranslation();
  const user = useUser();
  const navigate = useNavigate();
  const staff = canReadInvoices(user);
  const canCreate = canCreateInvoices(user);
  // Staff open on this month, the period the totals sum; a patient sees all of their own documents.
  const month = useThisMonth();
  const defaults = staff ? { ...filterDefaults, ...month } : filterDefaults;
  const { params, filters, update, setFilters } = useListParams(
    { sort: 'invoice_date', order: 'desc' },
    defaults,
  );
  const query: DocumentsQuery = { page: params.page, page_size: params.page_size };
  for (const [name, value] of Object.entries(filters)) {
    if (value && (staff || (name !== 'patient_id' && name !== 'archived'))) query[name] = value;
  }
  const list = useQuery({
    queryKey: invoicesKeys.list(query),
    queryFn: ({ signal }) => listDocuments(query, signal),
    placeholderData: keepPreviousData,
  });
  const items = list.data?.items;
  const timeZone = user?.tenant.time_zone;

  const columns: Column<InvoicingDocumentSummary>[] = [
    {
      key: 'number',
      label: t('invoices.fields.number'),
      render: (d) => (
        <Box>
          <Link component={RouterLink} to={`/invoices/${d.id}`} sx={{ whiteSpace: 'nowrap' }}>
            {documentNumber(t, d)}
          </Link>
          <Typography variant="body2" color="text.secondary" sx={{ display: { xs: 'block', sm: 'none' } }}>
            {`${documentDate(d, timeZone)} · ${payerName(d)}`}
          </Typography>
        </Box>
      ),
    },
    {
      key: 'type',
      label: t('invoices.fields.type'),
      render: (d) => t(`invoices.types.${d.type}`),
      hideOnPhone: true,
    },
    {
      key: 'date',
      label: t('invoices.fields.date'),
      render: (d) => documentDate(d, timeZone),
      hideOnPhone: true,
    },
    ...(staff
      ? [
          {
            key: 'patient',
            label: t('invoices.fields.patient'),
            render: (d: InvoicingDocumentSummary) => <PayerLink payer={d} />,
            hideOnPhone: true,
          },
        ]
      : []),
    {
      key: 'nif',
      label: t('invoices.fields.customerNif'),
      render: (d) => customerNif(t, d.customer.nif),
      hideOnPhone: true,
    },
    {
      key: 'total',
      label: t('invoices.fields.total'),
      align: 'right',
      // Amounts and chips never break inside on a phone's narrow column.
      render: (d) => <span style={{ whiteSpace: 'nowrap' }}>{formatEuros(signedGross(d))}</span>,
    },
    {
      key: 'status',
      label: t('invoices.fields.status'),
      render: (d) => (
        <Box sx={{ display: 'flex', gap: 0.5, flexWrap: 'wrap' }}>
          <StatusChip status={d.status} />
          <ProviderChip provider={d.provider} />
        </Box>
      ),
    },
  ];

  const empty = atDefaults(filters, defaults) && !list.isPending && !list.isError && items?.length === 0;
  return (
    <PickersProvider>
      <PageHeader
        title={t('routes.invoices')}
        actions={
          canCreate ? <NewButton to="/invoices/add_new_invoice">{t('invoices.new')}</NewButton> : undefined
        }
      />
      <Stack spacing={2}>
        <InvoiceFilters
          filters={filters}
          onChange={setFilters}
          patientFilter={staff}
          knownPatientName={
            list.data && !list.isPlaceholderData
              ? items?.find((d) => d.patient?.id === filters.patient_id)?.patient?.name
              : null
          }
        />
        {list.data?.totals ? (
          <ListTotals totals={list.data.totals} />
        ) : list.data ? (
          <TotalsNeedRange
            id="invoice-totals-title"
            title={t('invoices.totals.title')}
            onThisMonth={() => setFilters(month)}
          />
        ) : null}
        {empty ? (
          <EmptyState
            icon={<ReceiptLongOutlined sx={{ fontSize: 48 }} />}
            title={t(staff ? 'invoices.list.emptyTitle' : 'invoices.list.emptyTitleMine')}
            body={t(
              staff
                ? canCreate
                  ? 'invoices.list.emptyBody'
                  : 'invoices.list.emptyBodyReader'
                : 'invoices.list.emptyBodyMine',
            )}
          />
        ) : (
          <DataTable
            label={t('routes.invoices')}
            columns={columns}
            rows={items}
            rowKey={(d) => d.id}
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
            muted={(d) => d.status === 'A' || d.archived_at !== null}
            onRowClick={(d) => void navigate(`/invoices/${d.id}`)}
          />
        )}
      </Stack>
    </PickersProvider>
  );
}

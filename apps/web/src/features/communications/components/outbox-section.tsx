import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { outboxStatuses, type OutboxMessage } from '@clinica/contracts/notifications';
import { DataTable, type Column } from '../../../components/data-table';
import { FilterSelect } from '../../../components/list-toolbar';
import { formatDate, formatTime } from '../../../lib/format';
import { useListParams } from '../../../lib/list-params';
import { useUser } from '../../../lib/session';
import { communicationsKeys } from '../api/keys';
import { getOutbox } from '../api/notification-settings';

/**
 * The outbox (issue 46): the account's e-mails and SMS in one status at a time — what waits, what failed
 * and why, what the monthly SMS cap held back, what went and was delivered. The status is in the address.
 */
export function OutboxSection() {
  const { t } = useTranslation();
  const user = useUser();
  const tenantId = user?.tenant.id ?? '';
  const timeZone = user?.tenant.time_zone;
  const { params, filters, update, setFilters } = useListParams(
    { sort: 'created_at', order: 'desc' },
    { status: 'queued' },
  );
  const query = {
    status: filters.status as OutboxMessage['status'],
    page: params.page,
    page_size: params.page_size,
  };
  const list = useQuery({
    queryKey: communicationsKeys.outbox(tenantId, query),
    queryFn: ({ signal }) => getOutbox(tenantId, query, signal),
    enabled: tenantId !== '',
    placeholderData: keepPreviousData,
  });
  const when = (iso: string | null) =>
    iso ? `${formatDate(iso, timeZone)} ${formatTime(iso, timeZone)}` : '—';
  const columns: Column<OutboxMessage>[] = [
    { key: 'created', label: t('outbox.fields.created'), render: (m) => when(m.created_at) },
    {
      key: 'recipient',
      label: t('outbox.fields.recipient'),
      render: (m) => (
        <Box>
          <span style={{ overflowWrap: 'anywhere' }}>{m.recipient}</span>
          <Typography variant="body2" color="text.secondary">
            {`${t(`outbox.channels.${m.channel}`)} · ${m.subject ?? m.kind}`}
          </Typography>
        </Box>
      ),
    },
    {
      key: 'outcome',
      label: t('outbox.fields.outcome'),
      render: (m) =>
        m.last_error && (m.status === 'failed' || m.status === 'capped' || m.status === 'queued')
          ? t('outbox.error', { attempts: m.attempts, error: m.last_error })
          : when(m.delivered_at ?? m.sent_at),
    },
  ];
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby="outbox-title"
      sx={{ p: { xs: 2, sm: 3 }, mt: 3, maxWidth: 960 }}
    >
      <Typography id="outbox-title" variant="h6" component="h2">
        {t('outbox.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {t('outbox.intro')}
      </Typography>
      <FilterSelect
        label={t('outbox.fields.status')}
        value={filters.status}
        onChange={(status) => setFilters({ status })}
        options={outboxStatuses.map((status) => ({ value: status, label: t(`outbox.statuses.${status}`) }))}
        sx={{ mb: 2, width: { xs: '100%', sm: 'auto' }, minWidth: { sm: '14rem' } }}
      />
      <DataTable
        label={t('outbox.title')}
        columns={columns}
        rows={list.data?.items}
        rowKey={(m) => m.id}
        total={list.data?.total ?? 0}
        totalCapped={list.data?.total_capped}
        params={params}
        loading={list.isPending || list.isPlaceholderData}
        error={list.isError}
        emptyText={t('outbox.empty')}
        onRetry={() => void list.refetch()}
        onPageChange={(page) => update({ page })}
        onPageSizeChange={(page_size) => update({ page_size })}
        onSort={() => undefined}
      />
    </Paper>
  );
}

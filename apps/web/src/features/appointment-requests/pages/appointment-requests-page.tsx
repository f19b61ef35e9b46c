import { lazy, Suspense, useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Pagination from '@mui/material/Pagination';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import type { AppointmentRequest } from '@clinica/contracts/appointment-requests';
import { EmptyState } from '../../../components/empty-state';
import { PageHeader } from '../../../components/page-header';
import { hasPermission, useUser } from '../../../lib/session';
import { requestsKeys } from '../api/keys';
import { listRequests, type RequestStatus } from '../api/requests';
import { RequestCard } from '../components/request-card';

// The dialogs load when first opened, not with the list.
const AcceptDialog = lazy(async () => ({
  default: (await import('../components/accept-dialog')).AcceptDialog,
}));
const RejectDialog = lazy(async () => ({
  default: (await import('../components/reject-dialog')).RejectDialog,
}));

const statuses: readonly RequestStatus[] = ['pending', 'accepted', 'rejected'];
const pageSize = 20;

function statusOf(value: string | null): RequestStatus {
  return statuses.find((s) => s === value) ?? 'pending';
}

/**
 * «Pedidos» (issue 48): the public booking page's requests by status — all of them with list_all, else
 * those addressed to the user; Aceitar and Recusar for who has accept_and_reject. Status and page are
 * in the address.
 */
export function AppointmentRequestsPage() {
  const { t } = useTranslation();
  const user = useUser();
  const timeZone = user?.tenant.time_zone;
  const canDecide = hasPermission(user, 'appointment_requests', 'accept_and_reject');
  const [search, setSearch] = useSearchParams();
  const status = statusOf(search.get('status'));
  const page = Math.max(1, Number(search.get('page')) || 1);
  const query = { status, page, page_size: pageSize };
  const list = useQuery({
    queryKey: requestsKeys.list(query),
    queryFn: ({ signal }) => listRequests(query, signal),
    placeholderData: keepPreviousData,
  });
  const [accepting, setAccepting] = useState<AppointmentRequest | null>(null);
  const [rejecting, setRejecting] = useState<AppointmentRequest | null>(null);
  const pages = Math.ceil((list.data?.total ?? 0) / pageSize);

  return (
    <>
      <PageHeader title={t('requests.title')} />
      <Typography color="text.secondary" sx={{ mb: 2, maxWidth: 720 }}>
        {t('requests.intro')}
      </Typography>
      <Tabs
        value={status}
        onChange={(_, value: RequestStatus) =>
          setSearch(value === 'pending' ? {} : { status: value }, { replace: true })
        }
        aria-label={t('requests.tabs.label')}
        sx={{ mb: 2 }}
      >
        {statuses.map((s) => (
          <Tab key={s} value={s} label={t(`requests.tabs.${s}`)} />
        ))}
      </Tabs>
      <Stack spacing={2} sx={{ maxWidth: 720 }} aria-busy={list.isFetching}>
        {list.isPending ? (
          [0, 1].map((i) => <Skeleton key={i} variant="rounded" height={180} />)
        ) : list.isError ? (
          <Alert
            severity="error"
            action={
              <Button color="inherit" onClick={() => void list.refetch()}>
                {t('requests.retry')}
              </Button>
            }
          >
            {t('requests.loadError')}
          </Alert>
        ) : list.data.items.length === 0 ? (
          <EmptyState title={t(`requests.empty.${status}`)} body={t('requests.empty.body')} />
        ) : (
          list.data.items.map((r) => (
            <RequestCard
              key={r.id}
              request={r}
              timeZone={timeZone}
              canDecide={canDecide}
              onAccept={setAccepting}
              onReject={setRejecting}
            />
          ))
        )}
        {pages > 1 ? (
          <Pagination
            count={pages}
            page={page}
            onChange={(_, p) => setSearch({ ...(status === 'pending' ? {} : { status }), page: String(p) })}
            aria-label={t('requests.pages')}
          />
        ) : null}
      </Stack>
      <Suspense fallback={null}>
        {accepting ? (
          <AcceptDialog request={accepting} timeZone={timeZone} onClose={() => setAccepting(null)} />
        ) : null}
        {rejecting ? <RejectDialog request={rejecting} onClose={() => setRejecting(null)} /> : null}
      </Suspense>
    </>
  );
}

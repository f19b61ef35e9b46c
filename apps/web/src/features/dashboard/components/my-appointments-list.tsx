import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import Typography from '@mui/material/Typography';
import type { Appointment } from '@clinica/contracts/appointments';
import { useInfiniteQuery } from '@tanstack/react-query';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { formatDate, formatTime } from '../../../lib/format';
import { dashboardKeys } from '../api/keys';
import { listMyAppointments } from '../api/list-my-appointments';
import { myAppointmentsQuery, type AppointmentView } from '../my-appointments';
import { AppointmentStateChip } from './appointment-state-chip';

function AppointmentItem({ appointment: a, timeZone }: { appointment: Appointment; timeZone: string }) {
  const { t } = useTranslation();
  return (
    <ListItem disablePadding divider>
      <ListItemButton
        component={RouterLink}
        to={`/dashboard/appointments/${a.id}`}
        sx={{ display: 'block', py: 1.5 }}
      >
        <Box
          sx={{
            display: 'flex',
            flexWrap: 'wrap',
            columnGap: 1,
            alignItems: 'center',
            justifyContent: 'space-between',
          }}
        >
          <Typography sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}>
            {t('dashboard.when', {
              date: formatDate(a.starts_at, timeZone),
              start: formatTime(a.starts_at, timeZone),
              end: formatTime(a.ends_at, timeZone),
            })}
          </Typography>
          <AppointmentStateChip state={a.state} />
        </Box>
        <Typography>{a.service_name}</Typography>
        <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
          {t('dashboard.withWhere', { professional: a.professional_name, clinic: a.clinic_name })}
        </Typography>
      </ListItemButton>
    </ListItem>
  );
}

/**
 * One of the patient's lists (next or past), a page at a time from the server, each appointment a link
 * to its read-only page; with its loading, error and empty states.
 */
export function MyAppointmentsList({
  view,
  today,
  timeZone,
}: {
  view: AppointmentView;
  today: string;
  timeZone: string;
}) {
  const { t } = useTranslation();
  const query = useInfiniteQuery({
    queryKey: dashboardKeys.myAppointments(view, today),
    queryFn: ({ pageParam, signal }) =>
      listMyAppointments(myAppointmentsQuery(view, today, pageParam), signal),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.page * last.page_size < last.total ? last.page + 1 : undefined),
  });

  if (query.isPending) {
    return (
      <Box sx={{ display: 'flex', justifyContent: 'center', py: 4 }}>
        <CircularProgress size={28} aria-label={t('dashboard.loadingAppointments')} />
      </Box>
    );
  }
  const retry = (
    <Button color="inherit" size="small" onClick={() => void query.refetch()}>
      {t('lists.retry')}
    </Button>
  );
  if (query.isError && !query.data) {
    return (
      <Alert severity="error" action={retry} sx={{ my: 2 }}>
        {t('dashboard.appointmentsFailed')}
      </Alert>
    );
  }
  const items = query.data.pages.flatMap((page) => page.items);
  if (items.length === 0) {
    return (
      <Typography color="text.secondary" sx={{ py: 3 }}>
        {t(view === 'upcoming' ? 'dashboard.noAppointments' : 'dashboard.noPastAppointments')}
      </Typography>
    );
  }
  return (
    <>
      <List aria-label={t(view === 'upcoming' ? 'dashboard.upcoming' : 'dashboard.past')}>
        {items.map((a) => (
          <AppointmentItem key={a.id} appointment={a} timeZone={timeZone} />
        ))}
      </List>
      {query.isFetchNextPageError ? (
        <Alert severity="error" sx={{ mt: 1 }}>
          {t('dashboard.appointmentsFailed')}
        </Alert>
      ) : null}
      {query.hasNextPage ? (
        <Button onClick={() => void query.fetchNextPage()} disabled={query.isFetchingNextPage} sx={{ mt: 1 }}>
          {t('dashboard.showMore')}
        </Button>
      ) : null}
    </>
  );
}

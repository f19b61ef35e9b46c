import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import ArrowBack from '@mui/icons-material/ArrowBack';
import EventBusy from '@mui/icons-material/EventBusy';
import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/empty-state';
import { PageHeader } from '../../../components/page-header';
import { ApiError } from '../../../lib/api-client';
import { formatDate } from '../../../lib/format';
import { useUser } from '../../../lib/session';
import { dashboardKeys } from '../api/keys';
import { getMyAppointment } from '../api/get-my-appointment';
import { AppointmentFacts } from '../components/appointment-facts';
import { CancelAppointment } from '../components/cancel-appointment';
import { homePath, localDate, viewOfAppointment } from '../my-appointments';

const isMissing = (error: unknown) => error instanceof ApiError && [400, 404].includes(error.status);

/** /dashboard/appointments/{id}: a patient's own appointment, read-only (issue 22). */
export function PatientAppointmentPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const timeZone = useUser()?.tenant.time_zone ?? 'Europe/Lisbon';
  const detail = useQuery({
    queryKey: dashboardKeys.myAppointment(id),
    queryFn: ({ signal }) => getMyAppointment(id, signal),
  });

  if (detail.isPending) {
    return (
      <Box sx={{ display: 'flex', justifyContent: 'center', py: 6 }}>
        <CircularProgress aria-label={t('dashboard.appointment.loading')} />
      </Box>
    );
  }

  const a = detail.data;
  const back = (
    <Button
      component={RouterLink}
      to={
        a ? homePath(viewOfAppointment(a.starts_at, localDate(new Date(), timeZone), timeZone)) : '/dashboard'
      }
      startIcon={<ArrowBack />}
    >
      {t('dashboard.appointment.back')}
    </Button>
  );

  if (!a) {
    return (
      <>
        <PageHeader title={t('routes.appointment')} />
        <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
          {isMissing(detail.error) ? (
            <Box sx={{ width: '100%' }}>
              <EmptyState
                icon={<EventBusy sx={{ fontSize: 48 }} />}
                title={t('dashboard.appointment.notFound')}
                body={t('dashboard.appointment.notFoundBody')}
              />
            </Box>
          ) : (
            <Alert
              severity="error"
              sx={{ width: '100%' }}
              action={
                <Button color="inherit" size="small" onClick={() => void detail.refetch()}>
                  {t('lists.retry')}
                </Button>
              }
            >
              {t('dashboard.appointment.loadFailed')}
            </Alert>
          )}
          {back}
        </Stack>
      </>
    );
  }

  return (
    <>
      <PageHeader title={t('dashboard.appointment.title', { date: formatDate(a.starts_at, timeZone) })} />
      <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
        <Card variant="outlined" sx={{ width: '100%' }}>
          <CardContent>
            <AppointmentFacts appointment={a} timeZone={timeZone} />
          </CardContent>
        </Card>
        <CancelAppointment appointment={a} />
        {back}
      </Stack>
    </>
  );
}

import { useState, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import EventBusy from '@mui/icons-material/EventBusy';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link as RouterLink, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { AppointmentDetail } from '@clinica/contracts/appointments';
import { EmptyState } from '../../../components/empty-state';
import { ApiError } from '../../../lib/api-client';
import { formatDate, formatTime } from '../../../lib/format';
import { hasPermission, useUser } from '../../../lib/session';
import { getAppointment } from '../api/appointments';
import { listClinics } from '../../../lib/lookups-api';
import { AppointmentActions } from '../components/appointment-actions';
import { AppointmentDetails, AppointmentHistory } from '../components/appointment-details';
import { AppointmentFormDialog } from '../components/appointment-form-dialog';
import { StateChip } from '../components/state-chip';
import { appointmentsKeys } from '../keys';
import { defaultTimeZone } from '../time';

const headingSx = { fontSize: { xs: '1.6rem', sm: '2.125rem' }, overflowWrap: 'anywhere' } as const;

/** What other areas show on the appointment's page (composed in app/: a feature never imports another). */
export interface AppointmentPageSlots {
  /** The appointment's clinical evaluations (the evaluations feature's section). */
  evaluations?: (appointment: AppointmentDetail) => ReactNode;
  /** Its invoicing state and actions («Faturar», «Receber»: the invoices and payments features). */
  invoicing?: (appointment: AppointmentDetail, timeZone: string) => ReactNode;
}

/** /appointments/{id}: the appointment, its state changes, rescheduling, cancelling, deleting, history. */
export function AppointmentPage({ evaluations, invoicing }: AppointmentPageSlots = {}) {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const detail = useQuery({
    queryKey: appointmentsKeys.detail(id),
    queryFn: ({ signal }) => getAppointment(id, signal),
    retry: (count, error) => !(error instanceof ApiError && [400, 404].includes(error.status)) && count < 2,
  });
  if (detail.isPending) {
    return (
      <Box sx={{ display: 'flex', justifyContent: 'center', py: 6 }}>
        <CircularProgress aria-label={t('appointments.calendar.loading')} />
      </Box>
    );
  }
  if (detail.isError) {
    const missing = detail.error instanceof ApiError && [400, 404].includes(detail.error.status);
    return (
      <>
        <Typography variant="h4" component="h1" sx={{ ...headingSx, mb: 3 }}>
          {t('routes.appointment')}
        </Typography>
        {missing ? (
          <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
            <Box sx={{ width: '100%' }}>
              <EmptyState
                icon={<EventBusy sx={{ fontSize: 48 }} />}
                title={t('appointments.detail.notFound')}
                body={t('appointments.detail.notFoundBody')}
              />
            </Box>
            <Button component={RouterLink} to="/appointments">
              {t('appointments.detail.back')}
            </Button>
          </Stack>
        ) : (
          <Alert
            severity="error"
            action={
              <Button color="inherit" size="small" onClick={() => void detail.refetch()}>
                {t('lists.retry')}
              </Button>
            }
          >
            {t('appointments.calendar.loadError')}
          </Alert>
        )}
      </>
    );
  }
  return <AppointmentView appointment={detail.data} evaluations={evaluations} invoicing={invoicing} />;
}

/** The appointment: on a phone its details come first and its actions sit in one menu below them. */
function AppointmentView({
  appointment: a,
  evaluations,
  invoicing,
}: { appointment: AppointmentDetail } & AppointmentPageSlots) {
  const { t } = useTranslation();
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'), { noSsr: true });
  const user = useUser();
  const queryClient = useQueryClient();
  const staff = user?.type !== 'patient';
  const clinics = useQuery({
    queryKey: appointmentsKeys.clinics,
    queryFn: ({ signal }) => listClinics(signal),
    select: (data) => data.items,
    enabled: hasPermission(user, 'clinics', 'read'),
  });
  const timeZone = clinics.data?.find((c) => c.id === a.clinic_id)?.time_zone ?? defaultTimeZone;
  const [editing, setEditing] = useState(false);
  const actions = (
    <AppointmentActions
      appointment={a}
      timeZone={timeZone}
      menu={phone}
      onReschedule={() => setEditing(true)}
    />
  );

  return (
    <>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', mb: 3, flexWrap: 'wrap', gap: 1 }}>
        <Typography variant="h4" component="h1" sx={headingSx}>
          {`${a.patient_name} · ${formatDate(a.starts_at, timeZone)} ${formatTime(a.starts_at, timeZone)}`}
        </Typography>
        <StateChip state={a.state} />
      </Stack>
      <Stack spacing={3}>
        {a.outside_schedule ? (
          <Alert severity="warning">
            {a.outside_schedule_confirmed_by && a.outside_schedule_confirmed_at
              ? t('appointments.fields.outsideScheduleBy', {
                  name: a.outside_schedule_confirmed_by.name,
                  when: `${formatDate(a.outside_schedule_confirmed_at, timeZone)} ${formatTime(a.outside_schedule_confirmed_at, timeZone)}`,
                })
              : t('appointments.fields.outsideSchedule')}
          </Alert>
        ) : null}
        {phone ? null : actions}
        <AppointmentDetails appointment={a} timeZone={timeZone} staff={staff} />
        {staff && invoicing ? invoicing(a, timeZone) : null}
        {phone ? actions : null}
        <AppointmentHistory appointment={a} timeZone={timeZone} />
        {staff && evaluations ? evaluations(a) : null}
      </Stack>
      <AppointmentFormDialog
        open={editing}
        appointment={a}
        timeZone={timeZone}
        onClose={() => setEditing(false)}
        onSaved={(saved) => {
          if (saved) queryClient.setQueryData(appointmentsKeys.detail(a.id), saved);
        }}
      />
    </>
  );
}

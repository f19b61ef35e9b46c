import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import EventBusy from '@mui/icons-material/EventBusy';
import type { TFunction } from 'i18next';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link as RouterLink, useNavigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type {
  AppointmentDetail,
  AppointmentHistoryEntry,
  AppointmentState,
} from '@clinica/contracts/appointments';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { EmptyState } from '../../../components/empty-state';
import { ApiError } from '../../../lib/api-client';
import { showSaveError } from '../../../lib/form-errors';
import { formatDate, formatEuros, formatTime } from '../../../lib/format';
import { notify } from '../../../lib/notify';
import { hasPermission, useUser } from '../../../lib/session';
import {
  cancelSeriesFrom,
  deleteAppointment,
  getAppointment,
  listClinics,
  updateAppointment,
} from '../api/appointments';
import { AppointmentFormDialog } from '../components/appointment-form-dialog';
import { StateChip } from '../components/state-chip';
import { appointmentsKeys } from '../keys';
import { defaultTimeZone } from '../time';

const headingSx = { fontSize: { xs: '1.6rem', sm: '2.125rem' }, overflowWrap: 'anywhere' } as const;

/** /appointments/{id}: the appointment, its state changes, rescheduling, cancelling, deleting, history. */
export function AppointmentPage() {
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
  return <AppointmentView appointment={detail.data} />;
}

type Confirming = 'cancel' | 'cancelSeries' | 'delete' | null;

function AppointmentView({ appointment: a }: { appointment: AppointmentDetail }) {
  const { t } = useTranslation();
  const user = useUser();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const staff = user?.type !== 'patient';
  const canUpdate = hasPermission(user, 'appointments', 'update');
  const canDelete = hasPermission(user, 'appointments', 'delete');
  const canSeries = hasPermission(user, 'appointment_series', 'update');
  const clinics = useQuery({
    queryKey: appointmentsKeys.clinics,
    queryFn: ({ signal }) => listClinics(signal),
    select: (data) => data.items,
    enabled: hasPermission(user, 'clinics', 'read'),
  });
  const timeZone = clinics.data?.find((c) => c.id === a.clinic_id)?.time_zone ?? defaultTimeZone;
  const [editing, setEditing] = useState(false);
  const [confirming, setConfirming] = useState<Confirming>(null);
  const when = `${formatDate(a.starts_at, timeZone)} ${formatTime(a.starts_at, timeZone)}`;

  const refresh = () => queryClient.invalidateQueries({ queryKey: appointmentsKeys.all });

  const changeState = useMutation({
    mutationFn: (state: AppointmentState) => updateAppointment(a.id, { state }),
    onSuccess: async (saved) => {
      setConfirming(null);
      notify(
        saved.state === 'canceled'
          ? t('appointments.detail.canceled')
          : t('appointments.detail.stateChanged', { state: t(`appointments.states.${saved.state}`) }),
        'success',
      );
      queryClient.setQueryData(appointmentsKeys.detail(a.id), saved);
      await refresh();
    },
    onError: (error) => {
      setConfirming(null);
      showSaveError(error, t);
    },
  });
  const cancelSeries = useMutation({
    mutationFn: () => cancelSeriesFrom(a.series_id!, { from_appointment_id: a.id }),
    onSuccess: async (answer) => {
      setConfirming(null);
      notify(t('appointments.detail.seriesCanceled', { count: answer.canceled.length }), 'success');
      await refresh();
    },
    onError: (error) => {
      setConfirming(null);
      showSaveError(error, t);
    },
  });
  const remove = useMutation({
    mutationFn: () => deleteAppointment(a.id),
    onSuccess: async (answer) => {
      setConfirming(null);
      notify(
        t(answer.result === 'deleted' ? 'appointments.detail.deleted' : 'appointments.detail.deactivated'),
        'success',
      );
      queryClient.removeQueries({ queryKey: appointmentsKeys.detail(a.id) });
      await refresh();
      void navigate('/appointments');
    },
    onError: (error) => {
      setConfirming(null);
      showSaveError(error, t);
    },
  });
  const pending = changeState.isPending || cancelSeries.isPending || remove.isPending;

  const transitions = canUpdate ? a.allowed_transitions.filter((s) => s !== 'canceled') : [];
  const canCancel = canUpdate && a.allowed_transitions.includes('canceled');
  const editable = canUpdate && a.state === 'scheduled' && a.invoicing_status === 'not_invoiced';

  const fields: [string, React.ReactNode][] = [
    [
      t('appointments.fields.patient'),
      staff ? (
        <Link component={RouterLink} to={`/patients/${a.patient_id}`}>
          {a.patient_name}
        </Link>
      ) : (
        a.patient_name
      ),
    ],
    [
      t('appointments.fields.when'),
      `${formatDate(a.starts_at, timeZone)}, ${formatTime(a.starts_at, timeZone)}–${formatTime(a.ends_at, timeZone)}`,
    ],
    [t('appointments.fields.professional'), a.professional_name],
    [t('appointments.fields.service'), a.service_name],
    [t('appointments.fields.clinic'), a.clinic_name],
    [t('appointments.fields.space'), a.space_name ?? '—'],
    [t('appointments.fields.price'), formatEuros(a.price_cents)],
    [t('appointments.fields.invoicing'), t(`appointments.invoicing.${a.invoicing_status}`)],
    ...(a.created_by
      ? ([
          [t('appointments.fields.createdBy'), `${a.created_by.name}, ${formatDate(a.created_at, timeZone)}`],
        ] as [string, string][])
      : []),
    ...(a.notes ? ([[t('appointments.fields.notes'), a.notes]] as [string, string][]) : []),
  ];

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
        {transitions.length || canCancel || editable || canDelete ? (
          <Stack
            direction="row"
            sx={{ flexWrap: 'wrap', gap: 1 }}
            role="group"
            aria-label={t('appointments.detail.changeState')}
          >
            {transitions.map((s) => (
              <Button
                key={s}
                variant={s === 'present' ? 'contained' : 'outlined'}
                disabled={pending}
                onClick={() => changeState.mutate(s)}
              >
                {t(`appointments.toState.${s}`)}
              </Button>
            ))}
            {editable ? (
              <Button variant="outlined" disabled={pending} onClick={() => setEditing(true)}>
                {t('appointments.detail.reschedule')}
              </Button>
            ) : null}
            {canCancel ? (
              <Button
                variant="outlined"
                color="warning"
                disabled={pending}
                onClick={() => setConfirming('cancel')}
              >
                {t('appointments.detail.cancel')}
              </Button>
            ) : null}
            {canCancel && a.series_id && canSeries ? (
              <Button
                variant="outlined"
                color="warning"
                disabled={pending}
                onClick={() => setConfirming('cancelSeries')}
              >
                {t('appointments.detail.cancelSeries')}
              </Button>
            ) : null}
            {canDelete && a.invoicing_status === 'not_invoiced' ? (
              <Button
                variant="outlined"
                color="error"
                disabled={pending}
                onClick={() => setConfirming('delete')}
              >
                {t('appointments.detail.delete')}
              </Button>
            ) : null}
          </Stack>
        ) : null}
        <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
          <Box
            component="dl"
            sx={{
              m: 0,
              display: 'grid',
              gridTemplateColumns: { xs: '1fr', sm: 'minmax(140px, max-content) 1fr' },
              columnGap: 3,
              rowGap: { xs: 0.25, sm: 1.25 },
              '& dt': { color: 'text.secondary', mt: { xs: 1, sm: 0 } },
              '& dd': { m: 0, overflowWrap: 'anywhere', whiteSpace: 'pre-wrap' },
            }}
          >
            {fields.map(([label, value]) => (
              <Box key={label} sx={{ display: 'contents' }}>
                <dt>{label}</dt>
                <dd>{value}</dd>
              </Box>
            ))}
          </Box>
          {a.series_id ? (
            <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
              {t('appointments.detail.series')}
            </Typography>
          ) : null}
        </Paper>
        <Box component="section" aria-labelledby="appointment-history">
          <Typography id="appointment-history" variant="h6" component="h2" sx={{ mb: 1 }}>
            {t('appointments.detail.history')}
          </Typography>
          <Paper variant="outlined">
            {a.history.length ? (
              <List dense>
                {a.history.map((entry) => (
                  <ListItem key={entry.id} divider>
                    <ListItemText
                      primary={historyText(entry, t, timeZone)}
                      secondary={[
                        t('appointments.detail.by', {
                          who: entry.actor_name ?? t('appointments.detail.system'),
                          when: `${formatDate(entry.at, timeZone)} ${formatTime(entry.at, timeZone)}`,
                        }),
                        entry.reason,
                      ]
                        .filter(Boolean)
                        .join(' · ')}
                    />
                  </ListItem>
                ))}
              </List>
            ) : (
              <Typography sx={{ p: 2 }} color="text.secondary">
                {t('appointments.detail.noHistory')}
              </Typography>
            )}
          </Paper>
        </Box>
        {staff ? (
          <Box component="section" aria-labelledby="appointment-evaluations">
            <Typography id="appointment-evaluations" variant="h6" component="h2" sx={{ mb: 1 }}>
              {t('appointments.detail.evaluations')}
            </Typography>
            <Paper variant="outlined" sx={{ p: 2 }}>
              <Typography color="text.secondary">{t('appointments.detail.evaluationsBody')}</Typography>
            </Paper>
          </Box>
        ) : null}
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
      <ConfirmDialog
        open={confirming === 'cancel'}
        title={t('appointments.detail.cancelTitle')}
        body={t('appointments.detail.cancelBody', { patient: a.patient_name, when })}
        confirmLabel={t('appointments.detail.cancel')}
        destructive
        pending={changeState.isPending}
        onConfirm={() => changeState.mutate('canceled')}
        onCancel={() => setConfirming(null)}
      />
      <ConfirmDialog
        open={confirming === 'cancelSeries'}
        title={t('appointments.detail.cancelSeriesTitle')}
        body={t('appointments.detail.cancelSeriesBody', { when })}
        confirmLabel={t('appointments.detail.cancelSeries')}
        destructive
        pending={cancelSeries.isPending}
        onConfirm={() => cancelSeries.mutate()}
        onCancel={() => setConfirming(null)}
      />
      <ConfirmDialog
        open={confirming === 'delete'}
        title={t('appointments.detail.deleteTitle')}
        body={t('appointments.detail.deleteBody', { patient: a.patient_name, when })}
        confirmLabel={t('appointments.detail.delete')}
        destructive
        pending={remove.isPending}
        onConfirm={() => remove.mutate()}
        onCancel={() => setConfirming(null)}
      />
    </>
  );
}

function historyText(entry: AppointmentHistoryEntry, t: TFunction, timeZone: string): string {
  if (entry.event === 'state_changed')
    return t('appointments.detail.events.state_changed', {
      from: entry.from_state ? t(`appointments.states.${entry.from_state}`) : '—',
      to: entry.to_state ? t(`appointments.states.${entry.to_state}`) : '—',
    });
  if (entry.event === 'rescheduled') {
    const span = (s: string | null, e: string | null) =>
      s && e ? `${formatDate(s, timeZone)} ${formatTime(s, timeZone)}–${formatTime(e, timeZone)}` : '—';
    return t('appointments.detail.events.rescheduled', {
      from: span(entry.from_starts_at, entry.from_ends_at),
      to: span(entry.to_starts_at, entry.to_ends_at),
    });
  }
  return t('appointments.detail.events.created');
}

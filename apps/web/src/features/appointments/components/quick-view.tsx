import { useState, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Chip from '@mui/material/Chip';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { AppointmentDetail, AppointmentState } from '@clinica/contracts/appointments';
import { showSaveError } from '../../../lib/form-errors';
import { formatDate, formatTime } from '../../../lib/format';
import { notify } from '../../../lib/notify';
import { hasPermission, useUser } from '../../../lib/session';
import { getAppointment, updateAppointment } from '../api/appointments';
import { appointmentsKeys } from '../keys';
import { StateChip } from './state-chip';

/** The states one click records from the quick view, in the order a front desk needs them. */
const attendance = ['present', 'noshow_justified', 'noshow_unjustified'] as const;
const cancellations = ['canceled_patient', 'canceled'] as const;

interface QuickViewProps {
  appointmentId: string | null;
  timeZone: string;
  onClose: () => void;
  /** Opens the edit form for the appointment (the calendar's dialog). */
  onEdit: (appointment: AppointmentDetail) => void;
  /** Its invoicing state and actions (composed in app/: the invoices and payments features). */
  invoicing?: (appointment: AppointmentDetail, timeZone: string) => ReactNode;
}

/**
 * What a click on a calendar appointment opens (issue 22): who, what, where and when, its state, and
 * the one-click changes a day at the front desk needs — presence, a justified or unjustified absence,
 * and cancelling, which asks by whom; its invoicing state with «Faturar» and «Receber» (issue 38).
 * Editing and opening the appointment's page are separate actions.
 */
export function AppointmentQuickView({
  appointmentId,
  timeZone,
  onClose,
  onEdit,
  invoicing,
}: QuickViewProps) {
  const { t } = useTranslation();
  const user = useUser();
  const queryClient = useQueryClient();
  const [cancelling, setCancelling] = useState(false);
  const detail = useQuery({
    queryKey: appointmentsKeys.detail(appointmentId ?? ''),
    queryFn: ({ signal }) => getAppointment(appointmentId!, signal),
    enabled: appointmentId !== null,
  });
  const change = useMutation({
    mutationFn: (state: AppointmentState) => updateAppointment(appointmentId!, { state }),
    onSuccess: async (saved) => {
      notify(
        t('appointments.detail.stateChanged', { state: t(`appointments.states.${saved.state}`) }),
        'success',
      );
      queryClient.setQueryData(appointmentsKeys.detail(saved.id), saved);
      await queryClient.invalidateQueries({ queryKey: appointmentsKeys.all });
      close();
    },
    onError: (error) => showSaveError(error, t),
  });
  const close = () => {
    setCancelling(false);
    onClose();
  };

  const a = detail.data;
  const allowed = (s: AppointmentState) =>
    Boolean(a?.allowed_transitions.includes(s)) && hasPermission(user, 'appointments', 'update');
  const editable =
    a !== undefined &&
    a.state === 'scheduled' &&
    a.invoicing_status === 'not_invoiced' &&
    hasPermission(user, 'appointments', 'update');
  const pending = change.isPending;

  return (
    <Dialog
      open={appointmentId !== null}
      onClose={close}
      fullWidth
      maxWidth="xs"
      aria-labelledby="quick-view-title"
    >
      <DialogTitle id="quick-view-title">
        {a ? a.patient_name : t('appointments.quickView.title')}
      </DialogTitle>
      <DialogContent>
        {detail.isPending ? (
          <Stack sx={{ alignItems: 'center', py: 2 }}>
            <CircularProgress aria-label={t('appointments.quickView.loading')} />
          </Stack>
        ) : detail.isError || !a ? (
          <Alert severity="error">{t('appointments.detail.notFound')}</Alert>
        ) : (
          <Stack spacing={1.5}>
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }} useFlexGap>
              <StateChip state={a.state} />
              {a.confirmed_at && a.state === 'scheduled' ? (
                <Chip
                  size="small"
                  color="success"
                  variant="outlined"
                  label={`✓ ${t('appointments.confirmed')}`}
                />
              ) : null}
              <Typography>
                {`${formatDate(a.starts_at, timeZone)} · ${formatTime(a.starts_at, timeZone)}–${formatTime(a.ends_at, timeZone)}`}
              </Typography>
            </Stack>
            <dl
              style={{ margin: 0, display: 'grid', gridTemplateColumns: 'max-content 1fr', gap: '4px 16px' }}
            >
              <Typography component="dt" color="text.secondary">
                {t('appointments.fields.patient')}
              </Typography>
              <Typography component="dd" sx={{ m: 0, overflowWrap: 'anywhere' }}>
                <Link component={RouterLink} to={`/patients/${a.patient_id}`}>
                  {a.patient_name}
                </Link>
              </Typography>
              <Typography component="dt" color="text.secondary">
                {t('appointments.fields.service')}
              </Typography>
              <Typography component="dd" sx={{ m: 0 }}>
                {a.service_name}
              </Typography>
              <Typography component="dt" color="text.secondary">
                {t('appointments.fields.professional')}
              </Typography>
              <Typography component="dd" sx={{ m: 0 }}>
                {a.professional_name}
              </Typography>
              <Typography component="dt" color="text.secondary">
                {t('appointments.fields.space')}
              </Typography>
              <Typography component="dd" sx={{ m: 0 }}>
                {a.space_name ?? t('appointments.fields.noSpace')}
              </Typography>
            </dl>
            {invoicing && user?.type !== 'patient' ? invoicing(a, timeZone) : null}
            {cancelling ? (
              <Stack
                spacing={1}
                role="group"
                aria-label={t('appointments.quickView.cancelBy')}
                sx={{ p: 1.5, border: 1, borderColor: 'warning.main', borderRadius: 1 }}
              >
                <Typography>{t('appointments.quickView.cancelBy')}</Typography>
                <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
                  {cancellations.filter(allowed).map((s) => (
                    <Button
                      key={s}
                      variant="contained"
                      color="warning"
                      disabled={pending}
                      onClick={() => change.mutate(s)}
                    >
                      {t(`appointments.quickView.${s}`)}
                    </Button>
                  ))}
                  <Button disabled={pending} onClick={() => setCancelling(false)}>
                    {t('editing.cancel')}
                  </Button>
                </Stack>
              </Stack>
            ) : (
              <Stack
                direction="row"
                spacing={1}
                useFlexGap
                sx={{ flexWrap: 'wrap' }}
                role="group"
                aria-label={t('appointments.detail.changeState')}
              >
                {attendance.filter(allowed).map((s) => (
                  <Button
                    key={s}
                    variant={s === 'present' ? 'contained' : 'outlined'}
                    disabled={pending}
                    onClick={() => change.mutate(s)}
                  >
                    {t(`appointments.toState.${s}`)}
                  </Button>
                ))}
                {cancellations.some(allowed) ? (
                  <Button
                    variant="outlined"
                    color="warning"
                    disabled={pending}
                    onClick={() => setCancelling(true)}
                  >
                    {t('appointments.detail.cancel')}
                  </Button>
                ) : null}
              </Stack>
            )}
          </Stack>
        )}
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        {a ? (
          <Button component={RouterLink} to={`/appointments/${a.id}`} onClick={close}>
            {t('appointments.quickView.open')}
          </Button>
        ) : null}
        {a && editable ? (
          <Button
            onClick={() => {
              setCancelling(false);
              onEdit(a);
            }}
          >
            {t('appointments.quickView.edit')}
          </Button>
        ) : null}
        <Button onClick={close}>{t('app.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}

import { useState } from 'react';
import Button from '@mui/material/Button';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import ArrowDropDown from '@mui/icons-material/ArrowDropDown';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { AppointmentDetail, AppointmentState } from '@clinica/contracts/appointments';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { showSaveError } from '../../../lib/form-errors';
import { formatDate, formatTime } from '../../../lib/format';
import { notify } from '../../../lib/notify';
import { hasPermission, useUser } from '../../../lib/session';
import { cancelSeriesFrom, deleteAppointment, updateAppointment } from '../api/appointments';
import { appointmentsKeys } from '../keys';

type Confirming = 'cancel' | 'cancelSeries' | 'delete' | null;

type Action = {
  key: string;
  label: string;
  color: 'primary' | 'warning' | 'error';
  primary?: boolean;
  run: () => void;
};

/**
 * What the caller may do to an appointment: change its state, reschedule, cancel it (or the rest of its
 * series), delete it — each destructive one confirmed first. A row of buttons on a wide screen; on a
 * phone (`menu`) one "Ações" button that opens them as a menu, so the details come first.
 */
export function AppointmentActions({
  appointment: a,
  timeZone,
  menu,
  onReschedule,
}: {
  appointment: AppointmentDetail;
  timeZone: string;
  menu: boolean;
  onReschedule: () => void;
}) {
  const { t } = useTranslation();
  const user = useUser();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [confirming, setConfirming] = useState<Confirming>(null);
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const when = `${formatDate(a.starts_at, timeZone)} ${formatTime(a.starts_at, timeZone)}`;
  const canUpdate = hasPermission(user, 'appointments', 'update');
  const canDelete = hasPermission(user, 'appointments', 'delete');
  const canSeries = hasPermission(user, 'appointment_series', 'update');

  const refresh = () => queryClient.invalidateQueries({ queryKey: appointmentsKeys.all });
  const failed = (error: Error) => {
    setConfirming(null);
    showSaveError(error, t);
  };
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
    onError: failed,
  });
  const cancelSeries = useMutation({
    mutationFn: () => cancelSeriesFrom(a.series_id!, { from_appointment_id: a.id }),
    onSuccess: async (answer) => {
      setConfirming(null);
      notify(t('appointments.detail.seriesCanceled', { count: answer.canceled.length }), 'success');
      await refresh();
    },
    onError: failed,
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
    onError: failed,
  });
  const pending = changeState.isPending || cancelSeries.isPending || remove.isPending;

  const canCancel = canUpdate && a.allowed_transitions.includes('canceled');
  const actions: Action[] = [
    ...(canUpdate ? a.allowed_transitions.filter((s) => s !== 'canceled') : []).map((s): Action => ({
      key: s,
      label: t(`appointments.toState.${s}`),
      color: 'primary',
      primary: s === 'present',
      run: () => changeState.mutate(s),
    })),
    ...(canUpdate && a.state === 'scheduled' && a.invoicing_status === 'not_invoiced'
      ? [
          {
            key: 'reschedule',
            label: t('appointments.detail.reschedule'),
            color: 'primary',
            run: onReschedule,
          } as const,
        ]
      : []),
    ...(canCancel
      ? [
          {
            key: 'cancel',
            label: t('appointments.detail.cancel'),
            color: 'warning',
            run: () => setConfirming('cancel'),
          } as const,
        ]
      : []),
    ...(canCancel && a.series_id && canSeries
      ? [
          {
            key: 'cancelSeries',
            label: t('appointments.detail.cancelSeries'),
            color: 'warning',
            run: () => setConfirming('cancelSeries'),
          } as const,
        ]
      : []),
    ...(canDelete && a.invoicing_status === 'not_invoiced'
      ? [
          {
            key: 'delete',
            label: t('appointments.detail.delete'),
            color: 'error',
            run: () => setConfirming('delete'),
          } as const,
        ]
      : []),
  ];
  if (!actions.length) return null;

  return (
    <>
      {menu ? (
        <>
          <Button
            variant="contained"
            endIcon={<ArrowDropDown />}
            disabled={pending}
            aria-haspopup="menu"
            aria-expanded={anchor ? 'true' : undefined}
            aria-controls={anchor ? 'appointment-actions' : undefined}
            onClick={(e) => setAnchor(e.currentTarget)}
            sx={{ alignSelf: 'flex-start' }}
          >
            {t('appointments.detail.actions')}
          </Button>
          <Menu
            id="appointment-actions"
            anchorEl={anchor}
            open={Boolean(anchor)}
            onClose={() => setAnchor(null)}
          >
            {actions.map((action) => (
              <MenuItem
                key={action.key}
                sx={action.color === 'primary' ? undefined : { color: `${action.color}.main` }}
                onClick={() => {
                  setAnchor(null);
                  action.run();
                }}
              >
                {action.label}
              </MenuItem>
            ))}
          </Menu>
        </>
      ) : (
        <Stack
          direction="row"
          sx={{ flexWrap: 'wrap', gap: 1 }}
          role="group"
          aria-label={t('appointments.detail.changeState')}
        >
          {actions.map((action) => (
            <Button
              key={action.key}
              variant={action.primary ? 'contained' : 'outlined'}
              color={action.color}
              disabled={pending}
              onClick={action.run}
            >
              {action.label}
            </Button>
          ))}
        </Stack>
      )}
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

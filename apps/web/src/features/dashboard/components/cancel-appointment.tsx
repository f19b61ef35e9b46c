import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import type { Appointment } from '@clinica/contracts/appointments';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { errorMessage } from '../../../lib/api-client';
import { notify } from '../../../lib/notify';
import { dashboardKeys } from '../api/keys';
import { cancelMyAppointment, fetchPatientHome } from '../api/patient-home';

/**
 * A scheduled appointment's cancel link on the patient's own page, while more than the account's
 * cancellation window remains before it (decision 042); inside it, or for any other state, the
 * «contact the clinic» note. The server checks the window again.
 */
export function CancelAppointment({ appointment: a }: { appointment: Appointment }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const [open, setOpen] = useState(false);
  const home = useQuery({
    queryKey: dashboardKeys.patientHome(),
    queryFn: ({ signal }) => fetchPatientHome(signal),
  });
  const cancel = useMutation({
    mutationFn: () => cancelMyAppointment(a.id),
    onSuccess: async () => {
      setOpen(false);
      notify(t('dashboard.cancel.done'), 'success');
      await client.invalidateQueries({ queryKey: dashboardKeys.all });
    },
    onError: (error) => {
      setOpen(false);
      notify(errorMessage(error, t('dashboard.cancel.failed')), 'error');
    },
  });
  const hours = home.data?.cancellation_window_hours;
  const cancellable =
    hours !== undefined &&
    a.state === 'scheduled' &&
    new Date(a.starts_at).getTime() - Date.now() > hours * 3_600_000;
  return (
    <Stack spacing={2} sx={{ width: '100%', alignItems: 'flex-start' }}>
      <Alert severity="info" sx={{ width: '100%' }}>
        {cancellable
          ? t('dashboard.cancel.window', { count: hours })
          : t('dashboard.appointment.changesByClinic')}
      </Alert>
      {cancellable ? (
        <Button variant="outlined" color="error" onClick={() => setOpen(true)}>
          {t('dashboard.cancel.action')}
        </Button>
      ) : null}
      <ConfirmDialog
        open={open}
        title={t('dashboard.cancel.title')}
        body={t('dashboard.cancel.body')}
        confirmLabel={t('dashboard.cancel.confirm')}
        destructive
        pending={cancel.isPending}
        onConfirm={() => cancel.mutate()}
        onCancel={() => setOpen(false)}
      />
    </Stack>
  );
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { AppointmentLinkView } from '@clinica/contracts/notifications';
import { ApiError } from '../../../lib/api-client';
import { formatDate, formatTime } from '../../../lib/format';
import { decideAppointmentLink } from '../api/appointment-link';
import { communicationsKeys } from '../api/keys';

/** The appointment a reminder names, with its two actions while the link is valid. */
export function AppointmentLinkCard({ token, view }: { token: string; view: AppointmentLinkView }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: (decision: 'confirm' | 'cancel') => decideAppointmentLink(token, decision),
    onSuccess: (next) => queryClient.setQueryData(communicationsKeys.link(token), next),
  });
  const when = t('appointmentLink.when', {
    date: formatDate(view.starts_at, view.time_zone),
    time: formatTime(view.starts_at, view.time_zone),
  });
  const done =
    view.status === 'used'
      ? t(
          view.action === 'cancelled'
            ? mutation.isSuccess
              ? 'appointmentLink.cancelled'
              : 'appointmentLink.usedCancelled'
            : mutation.isSuccess
              ? 'appointmentLink.confirmed'
              : 'appointmentLink.usedConfirmed',
        )
      : view.status === 'expired'
        ? t('appointmentLink.expired')
        : null;
  const failure =
    mutation.error instanceof ApiError
      ? mutation.error.message
      : mutation.error
        ? t('appointmentLink.failed')
        : null;

  return (
    <Stack spacing={2}>
      <Typography>
        {t('appointmentLink.greeting', { name: view.patient_first_name, clinic: view.clinic_name })}
      </Typography>
      <Typography variant="h5" component="p" sx={{ fontWeight: 600 }}>
        {when}
      </Typography>
      {done ? (
        <Alert severity={view.status === 'expired' ? 'warning' : 'success'} role="status">
          {done}
        </Alert>
      ) : (
        <>
          <Button
            variant="contained"
            size="large"
            disabled={mutation.isPending}
            onClick={() => mutation.mutate('confirm')}
          >
            {t('appointmentLink.confirm')}
          </Button>
          {view.can_cancel ? (
            <Button
              variant="outlined"
              color="error"
              size="large"
              disabled={mutation.isPending}
              onClick={() => mutation.mutate('cancel')}
            >
              {t('appointmentLink.cancel')}
            </Button>
          ) : null}
          {view.cancel_refusal ? <Alert severity="info">{view.cancel_refusal}</Alert> : null}
        </>
      )}
      {failure ? (
        <Alert severity="error" role="alert">
          {failure}
        </Alert>
      ) : null}
      {view.clinic_phone ? (
        <Button href={`tel:${view.clinic_phone.replace(/\s/g, '')}`} variant="text">
          {t('appointmentLink.call')} · {view.clinic_phone}
        </Button>
      ) : null}
    </Stack>
  );
}

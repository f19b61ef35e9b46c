import { useState } from 'react';
import Alert from '@mui/material/Alert';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { AppointmentRequest } from '@clinica/contracts/appointment-requests';
import { FormDialog } from '../../../components/form-dialog';
import { ApiError } from '../../../lib/api-client';
import { showSaveError } from '../../../lib/form-errors';
import { notify } from '../../../lib/notify';
import { acceptRequest } from '../api/requests';
import { requestsKeys } from '../api/keys';
import { acceptedPatientId, requestMessage, whenText } from '../request-view';

/**
 * Accept: the staff confirm the patient matched by e-mail or mobile, or choose a new one made from the
 * request. A slot taken meanwhile (409) is said in the dialog and the request stays pending; success
 * goes to the booked appointment.
 */
export function AcceptDialog({
  request: r,
  timeZone,
  onClose,
}: {
  request: AppointmentRequest;
  timeZone: string | undefined;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [choice, setChoice] = useState<'matched' | 'new'>(r.matched_patient ? 'matched' : 'new');
  const [refusal, setRefusal] = useState<string | null>(null);
  const accept = useMutation({
    mutationFn: () => acceptRequest(r.id, acceptedPatientId(choice, r.matched_patient)),
    onSuccess: (saved) => {
      notify(t('requests.accept.done'), 'success');
      void queryClient.invalidateQueries({ queryKey: requestsKeys.all });
      onClose();
      if (saved.appointment_id) void navigate(`/appointments/${saved.appointment_id}`);
    },
    onError: (error) => {
      void queryClient.invalidateQueries({ queryKey: requestsKeys.all });
      if (error instanceof ApiError && !error.handled && (error.status === 409 || error.status === 404))
        setRefusal(requestMessage(t, error.message));
      else showSaveError(error, t, undefined, (message) => requestMessage(t, message));
    },
  });
  return (
    <FormDialog
      open
      title={t('requests.accept.title', { name: r.name })}
      dirty={false}
      pending={accept.isPending}
      submitLabel={t('requests.accept.submit')}
      onSubmit={(event) => {
        event.preventDefault();
        setRefusal(null);
        accept.mutate();
      }}
      onClose={onClose}
    >
      <Typography sx={{ mb: 2 }}>
        {t('requests.accept.summary', {
          service: r.service_name,
          professional: r.professional_name,
          when: whenText(r.starts_at, timeZone),
        })}
      </Typography>
      {refusal ? (
        <Alert severity="error" sx={{ mb: 2 }} role="alert">
          {refusal}
        </Alert>
      ) : null}
      {r.matched_patient ? (
        <FormControl>
          <FormLabel id="accept-patient">{t('requests.accept.patient')}</FormLabel>
          <RadioGroup
            aria-labelledby="accept-patient"
            value={choice}
            onChange={(event) => setChoice(event.target.value as 'matched' | 'new')}
          >
            <FormControlLabel
              value="matched"
              control={<Radio />}
              label={t('requests.accept.matched', { name: r.matched_patient.name })}
            />
            <FormControlLabel value="new" control={<Radio />} label={t('requests.accept.newPatient')} />
          </RadioGroup>
        </FormControl>
      ) : (
        <Typography color="text.secondary">{t('requests.accept.noMatch')}</Typography>
      )}
    </FormDialog>
  );
}

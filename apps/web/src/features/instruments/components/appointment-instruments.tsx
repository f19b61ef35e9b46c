import { useId } from 'react';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { AppointmentDetail } from '@clinica/contracts/appointments';
import { sessionHeld } from '@clinica/contracts/session-held';
import { hasPermission, useUser } from '../../../lib/session';
import { RecordInstrumentButton } from './record-instrument-button';

/**
 * The appointment page's «Instrumentos»: «Registar instrumento» for this session's patient, recorded
 * against the appointment. Nothing for whoever may not record one; a session that did not take place
 * says why there is no button (the server refuses it too).
 */
export function AppointmentInstruments({
  appointment,
}: {
  appointment: Pick<AppointmentDetail, 'id' | 'patient_id' | 'state'>;
}) {
  const { t } = useTranslation();
  const titleId = useId();
  if (!hasPermission(useUser(), 'instruments', 'create')) return null;
  return (
    <section aria-labelledby={titleId}>
      <Typography id={titleId} variant="h6" component="h2" sx={{ mb: 1 }}>
        {t('instruments.sectionTitle')}
      </Typography>
      {sessionHeld(appointment.state) ? (
        <RecordInstrumentButton patientId={appointment.patient_id} appointmentId={appointment.id} />
      ) : (
        <Typography color="text.secondary">{t('instruments.contract.canceledAppointment')}</Typography>
      )}
    </section>
  );
}

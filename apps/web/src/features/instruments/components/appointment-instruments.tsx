import { useId } from 'react';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { AppointmentDetail } from '@clinica/contracts/appointments';
import { sessionHeld } from '@clinica/contracts/session-held';
import { formatDate, formatTime } from '../../../lib/format';
import { hasPermission, useUser } from '../../../lib/session';
import { instrumentsKeys } from '../api/keys';
import { appointmentResponses } from '../api/responses';
import { useScoreText } from '../text';
import { RecordInstrumentButton } from './record-instrument-button';

type Appointment = Pick<AppointmentDetail, 'id' | 'patient_id' | 'state'>;

/**
 * The appointment page's «Instrumentos»: the measures recorded in this session (score with its unit,
 * who and when) and «Registar instrumento» for this session's patient. Nothing for whoever may not
 * record one; a session that did not take place says why there is no button (the server refuses it too).
 */
export function AppointmentInstruments({ appointment }: { appointment: Appointment }) {
  const { t } = useTranslation();
  const titleId = useId();
  if (!hasPermission(useUser(), 'instruments', 'create')) return null;
  return (
    <section aria-labelledby={titleId}>
      <Typography id={titleId} variant="h6" component="h2" sx={{ mb: 1 }}>
        {t('instruments.sectionTitle')}
      </Typography>
      <RecordedHere appointment={appointment} />
      {sessionHeld(appointment.state) ? (
        <RecordInstrumentButton patientId={appointment.patient_id} appointmentId={appointment.id} />
      ) : (
        <Typography color="text.secondary">{t('instruments.contract.canceledAppointment')}</Typography>
      )}
    </section>
  );
}

function RecordedHere({ appointment }: { appointment: Appointment }) {
  const { t } = useTranslation();
  const timeZone = useUser()?.tenant.time_zone;
  const scoreText = useScoreText();
  const recorded = useQuery({
    queryKey: instrumentsKeys.appointment(appointment.id),
    queryFn: ({ signal }) => appointmentResponses(appointment.patient_id, appointment.id, signal),
  });
  if (recorded.isError)
    return <Typography color="text.secondary">{t('instruments.appointment.loadFailed')}</Typography>;
  const items = recorded.data?.items ?? [];
  if (items.length === 0) return null;
  return (
    <List dense disablePadding aria-label={t('instruments.appointment.recorded')}>
      {items.map((r) => (
        <ListItem key={r.id} disableGutters>
          <ListItemText
            primary={t('instruments.appointment.line', {
              abbreviation: r.instrument.abbreviation,
              score: scoreText(r.score, r.instrument.unit),
            })}
            secondary={t('instruments.appointment.by', {
              name: r.recorded_by.name,
              date: formatDate(r.recorded_at, timeZone),
              time: formatTime(r.recorded_at, timeZone),
            })}
          />
        </ListItem>
      ))}
    </List>
  );
}

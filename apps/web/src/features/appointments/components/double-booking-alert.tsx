import Alert from '@mui/material/Alert';
import Link from '@mui/material/Link';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { conflictTimes, type BookingProblem } from '../booking-errors';

export interface DoubleBookingAlertProps {
  problem: BookingProblem | null;
  timeZone: string;
  /** The professional chosen in the form (named when they are the one already booked). */
  professionalName: string;
}

/** A 409 double booking: the appointment in the way, its time, and a link to it. */
export function DoubleBookingAlert({ problem, timeZone, professionalName }: DoubleBookingAlertProps) {
  const { t } = useTranslation();
  if (problem?.kind !== 'double_booking') return null;
  return (
    <Alert severity="error" role="alert">
      {problem.resource === 'space'
        ? t('appointments.conflict.space', conflictTimes(problem, timeZone))
        : t('appointments.conflict.professional', {
            ...conflictTimes(problem, timeZone),
            professional: professionalName,
          })}{' '}
      <Link component={RouterLink} to={`/appointments/${problem.appointmentId}`}>
        {t('appointments.conflict.open')}
      </Link>
    </Alert>
  );
}

import type { AppointmentDetail } from '@clinica/contracts/appointments';
import { useTranslation } from 'react-i18next';
import { Fact, FactList } from '../../../components/fact-list';
import { formatDate, formatTime } from '../../../lib/format';
import { AppointmentStateChip } from './appointment-state-chip';

/**
 * What a patient reads of their appointment: when, what, with whom, where and its state. Nothing of the
 * staff's (notes, price, invoicing, history, who booked it) and nothing to act on.
 */
export function AppointmentFacts({
  appointment: a,
  timeZone,
}: {
  appointment: AppointmentDetail;
  timeZone: string;
}) {
  const { t } = useTranslation();
  return (
    <FactList>
      <Fact label={t('dashboard.appointment.date')}>{formatDate(a.starts_at, timeZone)}</Fact>
      <Fact label={t('dashboard.appointment.time')}>
        {t('dashboard.timeRange', {
          start: formatTime(a.starts_at, timeZone),
          end: formatTime(a.ends_at, timeZone),
        })}
      </Fact>
      <Fact label={t('dashboard.appointment.service')}>{a.service_name}</Fact>
      <Fact label={t('dashboard.appointment.professional')}>{a.professional_name}</Fact>
      <Fact label={t('dashboard.appointment.clinic')}>{a.clinic_name}</Fact>
      {a.space_name ? <Fact label={t('dashboard.appointment.space')}>{a.space_name}</Fact> : null}
      <Fact label={t('dashboard.appointment.state')}>
        <AppointmentStateChip state={a.state} />
      </Fact>
    </FactList>
  );
}

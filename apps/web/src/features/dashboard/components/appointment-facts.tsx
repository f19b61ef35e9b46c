import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { AppointmentDetail } from '@clinica/contracts/appointments';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDate, formatTime } from '../../../lib/format';
import { AppointmentStateChip } from './appointment-state-chip';

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', sm: '10rem 1fr' },
        gap: { xs: 0, sm: 2 },
        py: 0.75,
      }}
    >
      <Typography component="dt" color="text.secondary">
        {label}
      </Typography>
      <Typography component="dd" sx={{ m: 0, overflowWrap: 'anywhere' }}>
        {children}
      </Typography>
    </Box>
  );
}

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
    <Box component="dl" sx={{ m: 0 }}>
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
    </Box>
  );
}

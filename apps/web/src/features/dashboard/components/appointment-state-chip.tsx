import Chip from '@mui/material/Chip';
import type { AppointmentState } from '@clinica/contracts/appointments';
import { useTranslation } from 'react-i18next';

/** The calendar's state colours, dark enough for white text (WCAG AA at the chip's small size). */
const stateColours: Readonly<Record<AppointmentState, string>> = {
  scheduled: '#1565c0',
  present: '#2e7d32',
  canceled: '#616161',
  canceled_patient: '#616161',
  noshow_justified: '#8d4e00',
  noshow_unjustified: '#c62828',
};

/** An appointment's state as the patient reads it. */
export function AppointmentStateChip({ state }: { state: AppointmentState }) {
  const { t } = useTranslation();
  return (
    <Chip
      size="small"
      label={t(`dashboard.states.${state}`)}
      sx={{ bgcolor: stateColours[state], color: '#fff', fontWeight: 500 }}
    />
  );
}

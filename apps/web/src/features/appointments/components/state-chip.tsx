import Chip from '@mui/material/Chip';
import { useTranslation } from 'react-i18next';
import type { AppointmentState } from '@clinica/contracts/appointments';
import { stateColours } from '../colours';

/** An appointment's state as a small coloured label (the calendar's state colours). */
export function StateChip({ state }: { state: AppointmentState }) {
  const { t } = useTranslation();
  return (
    <Chip
      size="small"
      label={t(`appointments.states.${state}`)}
      sx={{ bgcolor: stateColours[state], color: '#fff', fontWeight: 500 }}
    />
  );
}

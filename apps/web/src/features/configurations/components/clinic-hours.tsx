import Typography from '@mui/material/Typography';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { ClinicSchedule } from '@clinica/contracts/clinics';
import { createSchedule, deleteSchedule } from '../api/clinics';
import { configurationsKeys } from '../keys';
import { WeeklyHoursEditor } from './weekly-hours-editor';

/** Opening hours: several intervals per weekday, local wall-clock times, 24 h. */
export function ClinicHours({ clinicId, schedules }: { clinicId: string; schedules: ClinicSchedule[] }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();

  return (
    <>
      <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
        {t('configurations.clinics.hours')}
      </Typography>
      <WeeklyHoursEditor
        label={t('configurations.clinics.hours')}
        idPrefix="hours"
        intervals={schedules}
        emptyText={t('configurations.clinics.closed')}
        create={(weekday, values) => createSchedule({ clinic_id: clinicId, weekday, ...values })}
        remove={deleteSchedule}
        refresh={() =>
          queryClient.invalidateQueries({ queryKey: configurationsKeys.clinics.detail(clinicId) })
        }
      />
    </>
  );
}

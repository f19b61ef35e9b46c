import Alert from '@mui/material/Alert';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Weekday } from '@clinica/contracts/clinics';
import { ScheduleExceptionList } from '../../../components/schedule-exception-list';
import { WeeklyHours } from '../../../components/weekly-hours';
import { listProfessionalSchedules, listScheduleExceptions, scheduleKeys } from '../../../lib/schedules-api';
import { listClinicNames } from '../api/clinics';

/**
 * "O meu horário": the signed-in professional's working hours per clinic and absences, read-only
 * (professionals only read them — grants.ts; managers edit everyone's in Configurações › Utilizadores).
 */
export function MySchedule({ userId, canEdit }: { userId: string; canEdit: boolean }) {
  const { t } = useTranslation();
  const hours = useQuery({
    queryKey: scheduleKeys.hours(userId),
    queryFn: ({ signal }) => listProfessionalSchedules(userId, signal),
  });
  const exceptions = useQuery({
    queryKey: scheduleKeys.exceptions(userId),
    queryFn: ({ signal }) => listScheduleExceptions(userId, signal),
  });
  const clinics = useQuery({
    queryKey: ['clinics', 'options', 'names'],
    queryFn: ({ signal }) => listClinicNames(signal),
  });

  if (hours.isPending || exceptions.isPending || clinics.isPending)
    return <CircularProgress size={28} aria-label={t('app.loading')} />;
  if (hours.isError || exceptions.isError || clinics.isError)
    return <Alert severity="error">{t('profile.scheduleLoadError')}</Alert>;

  const clinicName = (id: string) => clinics.data.find((c) => c.id === id)?.name;
  const clinicIds = clinics.data.map((c) => c.id).filter((id) => hours.data.some((s) => s.clinic_id === id));
  const dayName = (day: Weekday) => t(`schedule.weekdays.${day}`);
  return (
    <Stack spacing={3}>
      {canEdit ? null : <Typography color="text.secondary">{t('profile.scheduleReadOnly')}</Typography>}
      {clinicIds.length === 0 ? (
        <Typography>{t('profile.noSchedule')}</Typography>
      ) : (
        clinicIds.map((clinicId) => {
          const heading = t('profile.scheduleAt', { clinic: clinicName(clinicId) });
          return (
            <div key={clinicId}>
              <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 500 }}>
                {heading}
              </Typography>
              <WeeklyHours
                label={heading}
                idPrefix={`my-hours-${clinicId}`}
                intervals={hours.data.filter((s) => s.clinic_id === clinicId)}
                dayName={dayName}
                emptyText={t('schedule.notWorking')}
              />
            </div>
          );
        })
      )}
      <div>
        <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 500, mb: 1 }}>
          {t('profile.absences')}
        </Typography>
        <ScheduleExceptionList items={exceptions.data} clinicName={clinicName} />
      </div>
    </Stack>
  );
}

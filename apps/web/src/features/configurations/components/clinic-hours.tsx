import { useState } from 'react';
import Typography from '@mui/material/Typography';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { ClinicSchedule, Weekday } from '@clinica/contracts/clinics';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { WeeklyHours } from '../../../components/weekly-hours';
import { showSaveError } from '../../../lib/form-errors';
import { notify } from '../../../lib/notify';
import { createSchedule, deleteSchedule } from '../api/clinics';
import { configurationsKeys } from '../keys';
import { intervalText } from '../schedule-intervals';
import { IntervalDialog } from './interval-dialog';

/** Opening hours: several intervals per weekday, local wall-clock times, 24 h. */
export function ClinicHours({ clinicId, schedules }: { clinicId: string; schedules: ClinicSchedule[] }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [adding, setAdding] = useState<Weekday | null>(null);
  const [removing, setRemoving] = useState<ClinicSchedule | null>(null);
  const refresh = () =>
    queryClient.invalidateQueries({ queryKey: configurationsKeys.clinics.detail(clinicId) });
  const remove = useMutation({
    mutationFn: (id: string) => deleteSchedule(id),
    onSuccess: async () => {
      setRemoving(null);
      notify(t('configurations.clinics.intervalRemoved'), 'success');
      await refresh();
    },
    onError: (error) => {
      setRemoving(null);
      showSaveError(error, t);
    },
  });
  const dayName = (day: Weekday) => t(`configurations.weekdays.${day}`);

  return (
    <>
      <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
        {t('configurations.clinics.hours')}
      </Typography>
      <WeeklyHours
        label={t('configurations.clinics.hours')}
        idPrefix="hours"
        intervals={schedules}
        dayName={dayName}
        emptyText={t('configurations.clinics.closed')}
        editing={{
          addLabel: t('configurations.clinics.addInterval'),
          addToLabel: (day) => t('configurations.clinics.addIntervalTo', { day }),
          removeLabel: (interval, day) => t('configurations.clinics.removeInterval', { interval, day }),
          onAdd: setAdding,
          onRemove: setRemoving,
        }}
      />
      {adding ? (
        <IntervalDialog
          title={t('configurations.clinics.addIntervalTo', { day: dayName(adding) })}
          save={(values) => createSchedule({ clinic_id: clinicId, weekday: adding, ...values })}
          onSaved={async () => {
            notify(t('configurations.clinics.intervalAdded'), 'success');
            await refresh();
          }}
          onClose={() => setAdding(null)}
        />
      ) : null}
      <ConfirmDialog
        open={removing !== null}
        title={t('configurations.clinics.removeIntervalTitle')}
        body={
          removing
            ? t('configurations.clinics.removeInterval', {
                interval: intervalText(removing),
                day: dayName(removing.weekday),
              })
            : undefined
        }
        confirmLabel={t('editing.remove')}
        destructive
        pending={remove.isPending}
        onConfirm={() => removing && remove.mutate(removing.id)}
        onCancel={() => setRemoving(null)}
      />
    </>
  );
}

import { useState, type ReactNode } from 'react';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Weekday } from '@clinica/contracts/clinics';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { WeeklyHours, type WeeklyInterval } from '../../../components/weekly-hours';
import { showSaveError } from '../../../lib/form-errors';
import { notify } from '../../../lib/notify';
import { intervalText } from '../schedule-intervals';
import { IntervalDialog, type IntervalDialogProps, type IntervalValues } from './interval-dialog';

export interface WeeklyHoursEditorProps {
  /** Accessible name of the list. */
  label: string;
  /** Prefix of the day labels' ids, unique on the page. */
  idPrefix: string;
  intervals: readonly WeeklyInterval[];
  /** Shown on a day without intervals. */
  emptyText: string;
  hint?: (day: Weekday) => ReactNode;
  /** False: the hours are only read (no add or remove buttons). */
  editable?: boolean;
  /** Saves a new interval of that weekday (POST). */
  create: (weekday: Weekday, values: IntervalValues) => Promise<unknown>;
  /** Deletes an interval (DELETE). */
  remove: (id: string) => Promise<unknown>;
  /** Reloads what shows the intervals, after an add or a removal. */
  refresh: () => Promise<unknown>;
  /** What the add dialog of that weekday shows, checks and warns about (e.g. the clinic's opening hours). */
  addDialog?: (day: Weekday) => Pick<IntervalDialogProps, 'info' | 'check' | 'warn'>;
}

/**
 * Weekly hours with their add dialog and remove confirmation: a clinic's opening hours and a
 * professional's working hours edit their intervals alike and differ only in what they save and check.
 */
export function WeeklyHoursEditor({
  label,
  idPrefix,
  intervals,
  emptyText,
  hint,
  editable = true,
  create,
  remove,
  refresh,
  addDialog,
}: WeeklyHoursEditorProps) {
  const { t } = useTranslation();
  const [adding, setAdding] = useState<Weekday | null>(null);
  const [removing, setRemoving] = useState<WeeklyInterval | null>(null);
  const removal = useMutation({
    mutationFn: remove,
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
      <WeeklyHours
        label={label}
        idPrefix={idPrefix}
        intervals={intervals}
        dayName={dayName}
        emptyText={emptyText}
        hint={hint}
        editing={
          editable
            ? {
                addLabel: t('configurations.clinics.addInterval'),
                addToLabel: (day) => t('configurations.clinics.addIntervalTo', { day }),
                removeLabel: (interval, day) => t('configurations.clinics.removeInterval', { interval, day }),
                onAdd: setAdding,
                onRemove: setRemoving,
              }
            : undefined
        }
      />
      {adding ? (
        <IntervalDialog
          {...addDialog?.(adding)}
          title={t('configurations.clinics.addIntervalTo', { day: dayName(adding) })}
          save={(values) => create(adding, values)}
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
        pending={removal.isPending}
        onConfirm={() => removing && removal.mutate(removing.id)}
        onCancel={() => setRemoving(null)}
      />
    </>
  );
}

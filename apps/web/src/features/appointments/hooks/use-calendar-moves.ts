import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { EventInteractionArgs } from 'react-big-calendar/lib/addons/dragAndDrop';
import type { AppointmentUpdate, CalendarRange } from '@clinica/contracts/appointments';
import type { Collaborator } from '@clinica/contracts/team';
import { formatDate, formatTime } from '../../../lib/format';
import { notify } from '../../../lib/notify';
import { updateAppointment } from '../api/appointments';
import type { OutsideScheduleReason } from '../booking-errors';
import type { CalendarEvent } from '../components/calendar-event';
import { appointmentsKeys } from '../keys';
import { fromWallClock, toWallClock } from '../time';
import type { ResourceMode } from './use-calendar-address';

interface PendingMove {
  id: string;
  body: AppointmentUpdate;
  previous: CalendarRange | undefined;
  reasons: OutsideScheduleReason[];
  holidays: Array<{ name: string }>;
}

export interface MovesInput {
  rangeKey: readonly unknown[];
  timeZone: string;
  professionals: Collaborator[] | undefined;
  dayResources: boolean;
  resourceMode: ResourceMode;
}

/**
 * Drag to move or resize (or to another column): the calendar shows the move at once and rolls it back
 * when the server refuses — a double booking is named; outside working hours is asked first
 * (`askOutside`), then sent again with the confirmation.
 */
export function useCalendarMoves({
  rangeKey,
  timeZone,
  professionals,
  dayResources,
  resourceMode,
}: MovesInput) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [askOutside, setAskOutside] = useState<PendingMove | null>(null);

  const sendMove = async (id: string, body: AppointmentUpdate, previous: CalendarRange | undefined) => {
    try {
      const saved = await updateAppointment(id, body);
      const start = toWallClock(saved.starts_at, timeZone);
      notify(
        t('appointments.calendar.moved', {
          date: formatDate(saved.starts_at, timeZone),
          time: formatTime(start),
        }),
        'success',
      );
      setAskOutside(null);
      await queryClient.invalidateQueries({ queryKey: appointmentsKeys.all });
    } catch (error) {
      // What reads a refusal (the contracts' zod schemas, the validation messages) loads with the first
      // one: the calendar's first load has none of it (issue 42).
      const [{ bookingProblem, conflictTimes }, { showSaveError }] = await Promise.all([
        import('../booking-errors'),
        import('../../../lib/form-errors'),
      ]);
      const problem = bookingProblem(error);
      if (problem?.kind === 'outside_schedule' && !body.confirm_outside_schedule) {
        setAskOutside({ id, body, previous, reasons: problem.reasons, holidays: problem.holidays });
        return;
      }
      setAskOutside(null);
      queryClient.setQueryData(rangeKey, previous);
      if (problem?.kind === 'double_booking') {
        const moved = previous?.items.find((a) => a.id === id);
        const professional =
          (body.professional_id && professionals?.find((p) => p.id === body.professional_id)) || null;
        notify(
          problem.resource === 'space'
            ? t('appointments.conflict.space', conflictTimes(problem, timeZone))
            : t('appointments.conflict.professional', {
                ...conflictTimes(problem, timeZone),
                professional: professional
                  ? `${professional.first_name} ${professional.surname}`
                  : ((moved && previous?.professionals[moved.professional_id]?.name) ?? ''),
              }),
          'error',
        );
      } else showSaveError(error, t);
    }
  };

  const move = ({ event, start, end, resourceId }: EventInteractionArgs<CalendarEvent>) => {
    const a = event.appointment;
    const startsAt = fromWallClock(new Date(start), timeZone);
    const endsAt = fromWallClock(new Date(end), timeZone);
    const body: AppointmentUpdate = { confirm_outside_schedule: false };
    if (startsAt !== new Date(a.starts_at).toISOString()) body.starts_at = startsAt;
    if (endsAt !== new Date(a.ends_at).toISOString()) body.ends_at = endsAt;
    const target = typeof resourceId === 'string' ? resourceId : undefined;
    let newSpace: string | null | undefined;
    if (dayResources && target && target !== event.resourceId) {
      if (resourceMode === 'professional') body.professional_id = target;
      else body.space_id = newSpace = target === 'none' ? null : target;
    }
    if (Object.keys(body).length === 1) return;
    const previous = queryClient.getQueryData<CalendarRange>(rangeKey);
    queryClient.setQueryData<CalendarRange>(
      rangeKey,
      (old) =>
        old && {
          ...old,
          items: old.items.map((x) =>
            x.id === a.id
              ? {
                  ...x,
                  starts_at: body.starts_at ?? x.starts_at,
                  ends_at: body.ends_at ?? x.ends_at,
                  professional_id: body.professional_id ?? x.professional_id,
                  space_id: newSpace === undefined ? x.space_id : newSpace,
                }
              : x,
          ),
        },
    );
    void sendMove(a.id, body, previous);
  };

  return {
    move,
    /** The move waiting for confirmation, with its reasons and holidays (null: none waiting). */
    askOutside,
    confirmOutside: () => {
      if (askOutside)
        void sendMove(
          askOutside.id,
          { ...askOutside.body, confirm_outside_schedule: true },
          askOutside.previous,
        );
    },
    cancelOutside: () => {
      if (askOutside) queryClient.setQueryData(rangeKey, askOutside.previous);
      setAskOutside(null);
    },
  };
}

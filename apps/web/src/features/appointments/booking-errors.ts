import type { TFunction } from 'i18next';
import type { outsideScheduleReasons } from '@clinica/contracts/appointments';
import { doubleBookingDetails, outsideScheduleDetails } from '@clinica/contracts/appointments';
import { ApiError } from '../../lib/api-client';
import { formatDate, formatTime } from '../../lib/format';

export type OutsideScheduleReason = (typeof outsideScheduleReasons)[number];

export type BookingProblem =
  | {
      kind: 'double_booking';
      resource: 'professional' | 'space';
      appointmentId: string;
      startsAt: string;
      endsAt: string;
    }
  | {
      kind: 'outside_schedule';
      reasons: OutsideScheduleReason[];
      /** The public holidays in the way (decision 024), by local date and Portuguese name. */
      holidays: Array<{ date: string; name: string }>;
    };

/**
 * What a 409 from booking or moving an appointment means for the UI: the appointment in the way
 * (double booking, shown with its time), or the times outside working hours (asked, then resent with
 * `confirm_outside_schedule: true`). Anything else → null (the usual error handling).
 */
export function bookingProblem(error: unknown): BookingProblem | null {
  if (!(error instanceof ApiError) || error.status !== 409) return null;
  if (error.code === 'double_booking') {
    const details = doubleBookingDetails.safeParse(error.details);
    if (!details.success) return null;
    return {
      kind: 'double_booking',
      resource: details.data.resource,
      appointmentId: details.data.conflicting_appointment_id,
      startsAt: details.data.starts_at,
      endsAt: details.data.ends_at,
    };
  }
  if (error.code === 'outside_schedule') {
    const details = outsideScheduleDetails.safeParse(error.details);
    return {
      kind: 'outside_schedule',
      reasons: details.success ? details.data.reasons : [],
      holidays: details.success ? (details.data.holidays ?? []) : [],
    };
  }
  return null;
}

/** The 409's appointment in the way, as the message shows it (the clinic's local date and times). */
export function conflictTimes(problem: { startsAt: string; endsAt: string }, timeZone: string) {
  return {
    date: formatDate(problem.startsAt, timeZone),
    from: formatTime(problem.startsAt, timeZone),
    to: formatTime(problem.endsAt, timeZone),
  };
}

type Translate = TFunction;

/** One reason of an outside-schedule question, in words: a public holiday by its name when known. */
export function outsideReasonText(
  t: Translate,
  reason: OutsideScheduleReason,
  holidays: Array<{ name: string }> = [],
): string {
  if (reason === 'public_holiday' && holidays.length)
    return t('appointments.conflict.reasons.public_holidayNamed', {
      name: [...new Set(holidays.map((h) => h.name))].join(', '),
    });
  return t(`appointments.conflict.reasons.${reason}`);
}

/** A series occurrence's problem, in words: «Fora do horário · Feriado: Natal». */
export function occurrenceProblemText(t: Translate, problem: { code: string; holiday?: string }): string {
  const text = t(`appointments.repeat.problems.${problem.code}`);
  return problem.holiday
    ? `${text} · ${t('appointments.repeat.problems.holiday', { name: problem.holiday })}`
    : text;
}

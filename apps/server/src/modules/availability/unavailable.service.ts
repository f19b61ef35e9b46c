import type { UnavailableBlock, UnavailableResponse } from '@clinica/contracts/calendar';
import { exceptionReasonNames, type ExceptionReason } from '@clinica/contracts/schedules';
import type { Tx } from '../../db/client.js';
import type { AuthUser } from '../../plugins/context.js';
import { clinicCalendarSettings } from '../clinics/clinics.service.js';
import { holidaysBetween } from '../holidays/holidays.service.js';
import * as repo from './availability.repository.js';

/**
 * The calendar's shaded backgrounds (decision 024): what is not free at a clinic over a range — the
 * clinic closed, professionals outside their hours or away, public holidays — as the booking check
 * sees it (decision 010), so that what looks free is what books without a question.
 */

const kindLabels = {
  clinic_closed: 'Clínica fechada',
  outside_hours: 'Fora do horário',
} as const;

/** The exception's note (its first line, shortened) says most; without one, its reason. */
function exceptionLabel(reason: string | null, notes: string | null): string {
  const note = notes?.split('\n')[0]?.trim();
  if (note) return note.length > 60 ? `${note.slice(0, 59)}…` : note;
  return exceptionReasonNames[reason as ExceptionReason] ?? exceptionReasonNames.other;
}

/** A date `YYYY-MM-DD` in `timeZone`, a day apart either way: the holidays are read for a wider span. */
function localDate(at: Date, timeZone: string, shiftDays: number): string {
  const shifted = new Date(at.getTime() + shiftDays * 24 * 60 * 60 * 1000);
  return new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(shifted);
}

const iso = (v: string | Date) => new Date(v).toISOString();

export async function unavailable(
  tx: Tx,
  user: AuthUser,
  q: { from: string; to: string; clinic_id: string; professional_id?: string },
): Promise<UnavailableResponse> {
  const clinic = await clinicCalendarSettings(tx, user, q.clinic_id);
  const from = new Date(q.from);
  const to = new Date(q.to);
  // A day more on each side: the query keeps only the holidays' local days that overlap the range.
  const holidays = holidaysBetween(
    clinic,
    localDate(from, clinic.timeZone, -1),
    localDate(to, clinic.timeZone, 1),
  );
  const rows = await repo.unavailableBlocks(tx, {
    tenantId: user.tenantId,
    clinicId: clinic.id,
    professionalId: q.professional_id,
    timeZone: clinic.timeZone,
    from,
    to,
    holidays,
  });
  const items = rows.map((r): UnavailableBlock => ({
    professional_id: r.professional_id,
    starts_at: iso(r.starts_at),
    ends_at: iso(r.ends_at),
    kind: r.kind,
    label:
      r.kind === 'public_holiday'
        ? (r.reason ?? 'Feriado')
        : r.kind === 'schedule_exception'
          ? exceptionLabel(r.reason, r.notes)
          : kindLabels[r.kind],
  }));
  return {
    from: from.toISOString(),
    to: to.toISOString(),
    clinic_id: clinic.id,
    time_zone: clinic.timeZone,
    items,
  };
}

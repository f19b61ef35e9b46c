import { z } from 'zod';
import { appointmentMessages, MAX_RANGE_DAYS } from './appointments.js';
import { instant } from './schedules.js';

/**
 * What is not free, drawn behind the calendar's appointments (issue 22, decision 024):
 * `GET /api/v1/calendar/unavailable?from=&to=&clinic_id=&professional_id=`.
 */

export const unavailableKinds = [
  /** A professional outside their working hours at the clinic (while the clinic is open). */
  'outside_hours',
  /** The clinic outside its opening hours (the whole day when it does not open). */
  'clinic_closed',
  /** A professional's absence, holidays, training… (their schedule exception). */
  'schedule_exception',
  /** A public holiday of the clinic's region or municipality (the whole local day). */
  'public_holiday',
] as const;
export type UnavailableKind = (typeof unavailableKinds)[number];

/** `from`/`to`: instants, `to` after `from`, at most as far apart as the calendar's range read. */
export const unavailableQuery = z
  .object({
    from: instant,
    to: instant,
    clinic_id: z.uuid(),
    /** Only this professional's blocks (and the clinic's); without it, every professional's there. */
    professional_id: z.uuid().optional(),
  })
  .superRefine((v, ctx) => {
    const ms = Date.parse(v.to) - Date.parse(v.from);
    if (ms <= 0) ctx.addIssue({ code: 'custom', message: appointmentMessages.rangeOrder, path: ['to'] });
    else if (ms > MAX_RANGE_DAYS * 24 * 60 * 60 * 1000)
      ctx.addIssue({ code: 'custom', message: appointmentMessages.rangeTooLong, path: ['to'] });
  });
export type UnavailableQuery = z.infer<typeof unavailableQuery>;

export const unavailableBlock = z.object({
  /** `null`: the whole clinic (closed, a public holiday). */
  professional_id: z.uuid().nullable(),
  starts_at: z.iso.datetime(),
  ends_at: z.iso.datetime(),
  kind: z.enum(unavailableKinds),
  /** In Portuguese: «Clínica fechada», «Fora do horário», the exception's note or reason, the holiday's name. */
  label: z.string(),
});
export type UnavailableBlock = z.infer<typeof unavailableBlock>;

export const unavailableResponse = z.object({
  from: z.iso.datetime(),
  to: z.iso.datetime(),
  clinic_id: z.uuid(),
  time_zone: z.string(),
  /** Ordered by start; blocks of different kinds may overlap. */
  items: z.array(unavailableBlock),
});
export type UnavailableResponse = z.infer<typeof unavailableResponse>;

import { z } from 'zod';
import { hoursMessages, wallTime, weekday } from './week.js';
import { optionalText } from './common.js';

/** Professional working hours and their exceptions (issue 7; docs/decisions/010-*.md). */
export const scheduleMessages = {
  endBeforeStart: hoursMessages.endBeforeStart,
  overlap: 'Este intervalo sobrepõe-se a outro horário do profissional no mesmo dia',
  professionalNotFound: 'Profissional não encontrado',
  clinicNotFound: hoursMessages.clinicNotFound,
  exceptionEndBeforeStart: 'O fim tem de ser depois do início',
  exceptionTooLong: 'Uma exceção não pode durar mais de 366 dias',
  invalidInstant: 'Data e hora inválidas. Formato ISO 8601 com fuso horário',
} as const;

/** An instant: ISO 8601 with `Z` or an offset (DESIGN §4: the API answers in UTC). */
export const instant = z.iso.datetime({ offset: true, error: scheduleMessages.invalidInstant });

/** Weekly working intervals of a professional at a clinic (local wall-clock times of the clinic). */
export const professionalScheduleInput = z
  .strictObject({
    professional_id: z.uuid(),
    clinic_id: z.uuid(),
    weekday,
    start_time: wallTime,
    end_time: wallTime,
  })
  .refine((v) => v.start_time < v.end_time, { error: scheduleMessages.endBeforeStart, path: ['end_time'] });
export type ProfessionalScheduleInput = z.infer<typeof professionalScheduleInput>;

/** Only the interval moves; who and where stay (delete and add to change them). */
export const professionalScheduleUpdate = z
  .strictObject({
    weekday: weekday.optional(),
    start_time: wallTime.optional(),
    end_time: wallTime.optional(),
  })
  .refine((v) => !v.start_time || !v.end_time || v.start_time < v.end_time, {
    error: scheduleMessages.endBeforeStart,
    path: ['end_time'],
  });

export const professionalSchedule = z.object({
  id: z.uuid(),
  professional_id: z.uuid(),
  clinic_id: z.uuid(),
  weekday,
  start_time: wallTime,
  end_time: wallTime,
});
export type ProfessionalSchedule = z.infer<typeof professionalSchedule>;

export const professionalScheduleQuery = z.object({
  professional_id: z.uuid().optional(),
  clinic_id: z.uuid().optional(),
});

/** Spec §3 "Availability exception reasons". Every exception makes the professional unavailable. */
export const exceptionReasons = ['holidays', 'non-fixed-schedule', 'other'] as const;
export const exceptionReason = z.enum(exceptionReasons);
export type ExceptionReason = z.infer<typeof exceptionReason>;
/** Portuguese names, for the server's labels (the web has its own translations). */
export const exceptionReasonNames: Readonly<Record<ExceptionReason, string>> = {
  holidays: 'Férias',
  'non-fixed-schedule': 'Horário não fixo',
  other: 'Ausência',
};

const MAX_EXCEPTION_MS = 366 * 24 * 60 * 60 * 1000;

const exceptionFields = {
  professional_id: z.uuid(),
  /** `null`: every clinic the professional works at. */
  clinic_id: z.uuid().nullish(),
  starts_at: instant,
  ends_at: instant,
  reason: exceptionReason,
  notes: optionalText(500),
};

const checkRange = (v: { starts_at?: string; ends_at?: string }, ctx: z.RefinementCtx) => {
  if (!v.starts_at || !v.ends_at) return;
  const ms = Date.parse(v.ends_at) - Date.parse(v.starts_at);
  if (ms <= 0)
    ctx.addIssue({ code: 'custom', message: scheduleMessages.exceptionEndBeforeStart, path: ['ends_at'] });
  else if (ms > MAX_EXCEPTION_MS)
    ctx.addIssue({ code: 'custom', message: scheduleMessages.exceptionTooLong, path: ['ends_at'] });
};

export const scheduleExceptionInput = z.strictObject(exceptionFields).superRefine(checkRange);
export type ScheduleExceptionInput = z.input<typeof scheduleExceptionInput>;
/** Only the fields sent change (the professional stays: delete and add to move an exception). */
export const scheduleExceptionUpdate = z
  .strictObject(exceptionFields)
  .omit({ professional_id: true })
  .partial()
  .superRefine(checkRange);

export const scheduleException = z.object({
  id: z.uuid(),
  professional_id: z.uuid(),
  clinic_id: z.uuid().nullable(),
  starts_at: z.iso.datetime(),
  ends_at: z.iso.datetime(),
  reason: exceptionReason,
  notes: z.string().nullable(),
});
export type ScheduleException = z.infer<typeof scheduleException>;

/** `from`/`to`: only exceptions overlapping that range. */
export const scheduleExceptionQuery = z.object({
  professional_id: z.uuid().optional(),
  clinic_id: z.uuid().optional(),
  from: instant.optional(),
  to: instant.optional(),
});

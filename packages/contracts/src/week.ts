import { z } from 'zod';
import './zod-config.js'; // the pt-PT messages, set when the contracts load
import { weekdays, type Weekday } from './weekdays.js';

export { weekdays, type Weekday };

/**
 * The week's days and a wall-clock time, shared by clinics' opening hours, professionals' working hours
 * and appointment series. On their own, without the clinic contract's phone and NIF rules, so that the
 * calendar's code does not carry the phone-number metadata (issue 22, item 8).
 */
export const weekday = z.enum(weekdays);

export const wallTime = z
  .string()
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, { error: 'Hora inválida. Formato: HH:MM' });

/** The messages opening hours and working hours share. */
export const hoursMessages = {
  endBeforeStart: 'A hora de fim tem de ser depois da hora de início',
  clinicNotFound: 'Clínica não encontrada',
} as const;

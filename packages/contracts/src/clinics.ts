import { z } from 'zod';
import { blankToNull, optionalText, requiredText } from './common.js';
import { phone } from './phone.js';
import { nif, postalCode, timeZones } from './pt.js';
import { email } from './sign-up.js';

import { hoursMessages, wallTime, weekday } from './week.js';

export { wallTime, weekday, weekdays, type Weekday } from './week.js';

export const clinicMessages = {
  duplicateName: 'Já existe uma clínica com este nome',
  mainClinic: 'Não é possível remover a clínica principal',
  duplicateSpace: 'Já existe um espaço com este nome nesta clínica',
  endBeforeStart: hoursMessages.endBeforeStart,
  overlap: 'Este intervalo sobrepõe-se a outro do mesmo dia',
  clinicNotFound: hoursMessages.clinicNotFound,
  municipalHolidayDay: 'Indique o dia e o mês do feriado municipal',
  municipalHolidayInvalid: 'Este dia não existe nesse mês',
} as const;

/**
 * The clinic's municipal holiday (decision 024): a day and month every year, with its name (e.g.
 * «Santo António (Lisboa)»). 29 February is refused: a holiday needs a day every year.
 */
const DAYS_IN_MONTH = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31] as const;
const municipalHolidayFields = {
  municipal_holiday_day: z.number().int().min(1).max(31).nullable(),
  municipal_holiday_month: z.number().int().min(1).max(12).nullable(),
  municipal_holiday_name: optionalText(80),
};
const checkMunicipalHoliday = (
  v: { municipal_holiday_day?: number | null; municipal_holiday_month?: number | null },
  ctx: z.RefinementCtx,
) => {
  const day = v.municipal_holiday_day;
  const month = v.municipal_holiday_month;
  // Only when one of the two is sent: an update may leave both as they are.
  if (day === undefined && month === undefined) return;
  if ((day == null) !== (month == null))
    ctx.addIssue({
      code: 'custom',
      message: clinicMessages.municipalHolidayDay,
      path: [day == null ? 'municipal_holiday_day' : 'municipal_holiday_month'],
    });
  else if (day != null && month != null && day > DAYS_IN_MONTH[month - 1]!)
    ctx.addIssue({
      code: 'custom',
      message: clinicMessages.municipalHolidayInvalid,
      path: ['municipal_holiday_day'],
    });
};

const clinicFields = {
  name: requiredText(120),
  address: optionalText(200),
  postal_code: blankToNull(postalCode),
  city: optionalText(80),
  phone: blankToNull(phone),
  email: blankToNull(email),
  nif: blankToNull(nif),
  /** Also the clinic's region for public holidays: Madeira and the Azores have their own (decision 024). */
  time_zone: z.enum(timeZones).default('Europe/Lisbon'),
  municipal_holiday_day: municipalHolidayFields.municipal_holiday_day.default(null),
  municipal_holiday_month: municipalHolidayFields.municipal_holiday_month.default(null),
  municipal_holiday_name: municipalHolidayFields.municipal_holiday_name,
};
export const clinicInput = z.strictObject(clinicFields).superRefine(checkMunicipalHoliday);
export type ClinicInput = z.input<typeof clinicInput>;
// No defaults on update: a field not sent stays as it is.
export const clinicUpdate = z
  .strictObject({ ...clinicFields, time_zone: z.enum(timeZones), ...municipalHolidayFields })
  .partial()
  .superRefine(checkMunicipalHoliday);

export const clinic = z.object({
  id: z.uuid(),
  name: z.string(),
  address: z.string().nullable(),
  postal_code: z.string().nullable(),
  city: z.string().nullable(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  nif: z.string().nullable(),
  time_zone: z.string(),
  municipal_holiday_day: z.number().int().nullable(),
  municipal_holiday_month: z.number().int().nullable(),
  municipal_holiday_name: z.string().nullable(),
  active: z.boolean(),
  is_main: z.boolean(),
});
export type Clinic = z.infer<typeof clinic>;

export const spaceKinds = ['room', 'equipment'] as const;
export const clinicSpaceInput = z.strictObject({
  clinic_id: z.uuid(),
  name: requiredText(80),
  kind: z.enum(spaceKinds).default('room'),
  capacity: z.coerce.number().int().min(1).max(1000).default(1),
});
export const clinicSpaceUpdate = clinicSpaceInput.omit({ clinic_id: true }).partial();
export const clinicSpace = z.object({
  id: z.uuid(),
  clinic_id: z.uuid(),
  name: z.string(),
  kind: z.enum(spaceKinds),
  capacity: z.number().int(),
  active: z.boolean(),
});
export type ClinicSpace = z.infer<typeof clinicSpace>;

/** "HH:MM", 24-hour. */
export const clinicScheduleInput = z
  .strictObject({ clinic_id: z.uuid(), weekday, start_time: wallTime, end_time: wallTime })
  .refine((v) => v.start_time < v.end_time, { error: clinicMessages.endBeforeStart, path: ['end_time'] });
export const clinicSchedule = z.object({
  id: z.uuid(),
  clinic_id: z.uuid(),
  weekday,
  start_time: wallTime,
  end_time: wallTime,
});
export type ClinicSchedule = z.infer<typeof clinicSchedule>;

export const clinicDetail = clinic.extend({
  spaces: z.array(clinicSpace),
  schedules: z.array(clinicSchedule),
});
export type ClinicDetail = z.infer<typeof clinicDetail>;

export const byClinicQuery = z.object({ clinic_id: z.uuid().optional() });

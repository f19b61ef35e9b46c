import { z } from 'zod';
import { blankToNull, listQuery, listTotal, optionalText } from './common.js';
import { instant } from './schedules.js';
import { appointmentPack } from './packs.js';

/**
 * Appointments, recurring series and the calendar (issue 7). The rules — transitions, who may book
 * outside working hours, range limits, DST, series edits — are in docs/decisions/010-*.md.
 */

export const appointmentStates = [
  'scheduled',
  'present',
  'canceled',
  'canceled_patient',
  'noshow_justified',
  'noshow_unjustified',
] as const;
export const appointmentState = z.enum(appointmentStates);
export type AppointmentState = z.infer<typeof appointmentState>;

/** States that hold the slot: only these take part in the no-double-booking constraints. */
export const activeStates = ['scheduled', 'present'] as const satisfies readonly AppointmentState[];

/** What happened at the appointment's time: recorded only from the appointment's (local) day on. */
export const attendanceStates = [
  'present',
  'noshow_justified',
  'noshow_unjustified',
] as const satisfies readonly AppointmentState[];

/** The state machine the server enforces (decision 010); the UI offers exactly these. */
export const appointmentTransitions: Readonly<Record<AppointmentState, readonly AppointmentState[]>> = {
  scheduled: ['present', 'canceled', 'canceled_patient', 'noshow_justified', 'noshow_unjustified'],
  present: ['scheduled'],
  canceled: ['scheduled'],
  canceled_patient: ['scheduled'],
  noshow_justified: ['noshow_unjustified', 'scheduled'],
  noshow_unjustified: ['noshow_justified', 'scheduled'],
};

/** Portuguese names, for the server's messages (the web has its own translations). */
export const appointmentStateNames: Readonly<Record<AppointmentState, string>> = {
  scheduled: 'Agendada',
  present: 'Presente',
  canceled: 'Desmarcada',
  canceled_patient: 'Desmarcada pelo paciente',
  noshow_justified: 'Falta justificada',
  noshow_unjustified: 'Falta injustificada',
};

export const invoicingStatuses = ['not_invoiced', 'draft_invoice', 'invoiced'] as const;
export const invoicingStatus = z.enum(invoicingStatuses);
export type InvoicingStatus = z.infer<typeof invoicingStatus>;

/** The longest calendar read (DESIGN §9: ranges instead of pages, capped). */
export const MAX_RANGE_DAYS = 42;
/** The longest appointment (also a database CHECK). */
export const MAX_APPOINTMENT_MINUTES = 12 * 60;
/** The most occurrences one series may have. */
export const MAX_SERIES_OCCURRENCES = 200;

export const appointmentMessages = {
  endBeforeStart: 'A hora de fim tem de ser depois da hora de início',
  tooLong: 'Uma marcação não pode durar mais de 12 horas',
  notFound: 'Marcação não encontrada',
  patientNotFound: 'Paciente não encontrado',
  professionalNotFound: 'Profissional não encontrado',
  serviceNotFound: 'Serviço não encontrado',
  serviceNotBookable: 'Este serviço é um produto e não pode ser marcado',
  clinicNotFound: 'Clínica não encontrada',
  spaceNotFound: 'Espaço não encontrado nesta clínica',
  professionalBusy: 'O profissional já tem uma marcação neste horário',
  spaceBusy: 'O espaço já está ocupado neste horário',
  outsideSchedule: 'Fora do horário de trabalho ou da clínica. Confirme para marcar mesmo assim',
  attendanceTooEarly: 'Só é possível registar presença ou falta a partir do dia da marcação',
  notScheduled: 'Só é possível mudar a hora, o profissional, o serviço ou o espaço de uma marcação agendada',
  invoiced: 'Esta marcação já foi faturada e não pode ser alterada nem apagada',
  ownCalendarOnly: 'Só pode marcar na sua própria agenda',
  rangeIncomplete: 'Indique o início e o fim do intervalo',
  rangeOrder: 'O fim do intervalo tem de ser depois do início',
  rangeTooLong: `O intervalo não pode ter mais de ${MAX_RANGE_DAYS} dias`,
  dateRangeOrder: 'A data final tem de ser igual ou posterior à data inicial',
  invalidDate: 'Data inválida. Formato: AAAA-MM-DD',
  untilOrCount: 'Indique a data final ou o número de marcações (um dos dois)',
  untilBeforeStart: 'A data final tem de ser igual ou posterior à data de início',
  untilTooFar: 'Uma série não pode durar mais de 2 anos',
  tooManyOccurrences: `Uma série não pode ter mais de ${MAX_SERIES_OCCURRENCES} marcações`,
  noOccurrences: 'A série não tem nenhuma marcação nestas datas',
  repeatedWeekday: 'Dia da semana repetido',
  dstGap: 'Esta hora não existe neste dia (mudança para a hora de verão)',
  seriesConflicts: 'Algumas marcações da série estão em conflito com outras',
  notInSeries: 'Esta marcação não pertence à série',
} as const;

/** Calendar date, ISO (`YYYY-MM-DD`). */
export const isoDate = z.iso.date({ error: appointmentMessages.invalidDate });

export const priceCents = z
  .number()
  .int({ error: 'O preço tem de ser um número inteiro de cêntimos' })
  .min(0, { error: 'O preço não pode ser negativo' })
  .max(10_000_000, { error: 'O preço não pode ser superior a 100 000,00 €' });

const checkTimes = (v: { starts_at?: string; ends_at?: string }, ctx: z.RefinementCtx) => {
  if (!v.starts_at || !v.ends_at) return;
  const minutes = (Date.parse(v.ends_at) - Date.parse(v.starts_at)) / 60_000;
  if (minutes <= 0)
    ctx.addIssue({ code: 'custom', message: appointmentMessages.endBeforeStart, path: ['ends_at'] });
  else if (minutes > MAX_APPOINTMENT_MINUTES)
    ctx.addIssue({ code: 'custom', message: appointmentMessages.tooLong, path: ['ends_at'] });
};

export const appointmentFields = {
  patient_id: z.uuid(),
  professional_id: z.uuid(),
  service_id: z.uuid(),
  clinic_id: z.uuid(),
  space_id: blankToNull(z.uuid()),
  starts_at: instant,
  /** Omitted: the start plus the service's duration. */
  ends_at: instant,
  /** Omitted: the service's price. */
  price_cents: priceCents,
  notes: optionalText(2000),
};

/**
 * `confirm_outside_schedule`: book even outside the professional's working hours, the clinic's opening
 * hours or during an exception (without it that answers 409 `outside_schedule`; the UI asks first).
 */
export const appointmentInput = z
  .strictObject({
    ...appointmentFields,
    ends_at: instant.optional(),
    price_cents: priceCents.optional(),
    confirm_outside_schedule: z.boolean().default(false),
  })
  .superRefine(checkTimes);
export type AppointmentInput = z.input<typeof appointmentInput>;

/**
 * Only the fields sent change. `state` moves the appointment along the transitions (kept in its
 * history with `state_reason`); time, professional, service, space and clinic change only while it is
 * `scheduled` (rescheduling is kept in the history too).
 */
export const appointmentUpdate = z
  .strictObject(appointmentFields)
  .omit({ patient_id: true })
  .partial()
  .extend({
    state: appointmentState.optional(),
    state_reason: optionalText(500).optional(),
    confirm_outside_schedule: z.boolean().default(false),
  })
  .superRefine(checkTimes);
export type AppointmentUpdate = z.input<typeof appointmentUpdate>;

/** One appointment as lists, the calendar and the patient's tab show it. */
export const appointment = z.object({
  id: z.uuid(),
  patient_id: z.uuid(),
  patient_name: z.string(),
  professional_id: z.uuid(),
  professional_name: z.string(),
  service_id: z.uuid(),
  service_name: z.string(),
  service_colour: z.string().nullable(),
  clinic_id: z.uuid(),
  clinic_name: z.string(),
  space_id: z.uuid().nullable(),
  space_name: z.string().nullable(),
  series_id: z.uuid().nullable(),
  starts_at: z.iso.datetime(),
  ends_at: z.iso.datetime(),
  state: appointmentState,
  price_cents: z.number().int(),
  /** Staff notes; `null` for a patient reading their own appointments. */
  notes: z.string().nullable(),
  invoicing_status: invoicingStatus,
  /** Booked outside working hours with a staff member's confirmation. */
  outside_schedule: z.boolean(),
  /** A session of a pack paid for it (issue 44): it is never offered for invoicing («pago por pack»). */
  paid_by_pack: z.boolean(),
});
export type Appointment = z.infer<typeof appointment>;

export const historyEvents = ['created', 'state_changed', 'rescheduled'] as const;
export const appointmentHistoryEntry = z.object({
  id: z.uuid(),
  event: z.enum(historyEvents),
  from_state: appointmentState.nullable(),
  to_state: appointmentState.nullable(),
  from_starts_at: z.iso.datetime().nullable(),
  from_ends_at: z.iso.datetime().nullable(),
  to_starts_at: z.iso.datetime().nullable(),
  to_ends_at: z.iso.datetime().nullable(),
  reason: z.string().nullable(),
  actor_id: z.uuid().nullable(),
  actor_name: z.string().nullable(),
  at: z.iso.datetime(),
});
export type AppointmentHistoryEntry = z.infer<typeof appointmentHistoryEntry>;

const person = z.object({ id: z.uuid(), name: z.string() });

export const appointmentDetail = appointment.extend({
  created_at: z.iso.datetime(),
  created_by: person.nullable(),
  outside_schedule_confirmed_by: person.nullable(),
  outside_schedule_confirmed_at: z.iso.datetime().nullable(),
  /** When the patient confirmed it with the reminder's link (issue 46); null until then. */
  confirmed_at: z.iso.datetime().nullable(),
  /** The states this appointment may move to now (the transitions, minus what its time forbids). */
  allowed_transitions: z.array(appointmentState),
  /** Newest first. */
  history: z.array(appointmentHistoryEntry),
  /** The pack whose session paid for it (issue 44). */
  pack: appointmentPack.nullable(),
  /** It took place (or counts as taken) without a pack although the patient has packs of its service: none was left. */
  no_pack_left: z.boolean(),
  /**
   * The insurer's part (issue 45, decision 044), fixed when the patient's part was drafted under an
   * agreement, with its own invoicing status; null when no insurer pays part of it.
   */
  insurer_part: z
    .object({ insurer_id: z.uuid(), amount_cents: z.number().int(), invoicing_status: invoicingStatus })
    .nullable(),
});
export type AppointmentDetail = z.infer<typeof appointmentDetail>;

/** `all`, one state, or several separated by commas (`scheduled,present`); `null` after parsing = all. */
const filterValues: readonly string[] = [...appointmentStates, 'all'];
export const stateFilter = z
  .string()
  .default('all')
  .refine((s) => s.split(',').every((x) => filterValues.includes(x.trim())), { error: 'Estado inválido' })
  .transform((s) => {
    const list = s.split(',').map((x) => x.trim());
    return list.includes('all') ? null : (list as AppointmentState[]);
  });

/**
 * `GET /api/v1/appointments` has two modes (DESIGN §9).
 * - Range read (the calendar): `from` and `to` (instants, at most 42 days apart) → every appointment
 *   overlapping the range, unpaginated ({@link calendarRange}).
 * - List: `page`, `page_size`, `sort` (starts_at, patient, professional, state), `order`, `q` (patient
 *   name, every word), `from_date`/`to_date` (local calendar days) → `{ items, total, page, page_size }`.
 * Both filter by `clinic_id`, `professional_id`, `patient_id`, `space_id`, `state`.
 */
export const appointmentQuery = listQuery
  .extend({
    from: instant.optional(),
    to: instant.optional(),
    from_date: isoDate.optional(),
    to_date: isoDate.optional(),
    clinic_id: z.uuid().optional(),
    professional_id: z.uuid().optional(),
    patient_id: z.uuid().optional(),
    space_id: z.uuid().optional(),
    state: stateFilter,
  })
  .superRefine((v, ctx) => {
    if (v.from_date && v.to_date && v.to_date < v.from_date)
      ctx.addIssue({ code: 'custom', message: appointmentMessages.dateRangeOrder, path: ['to_date'] });
    if (!v.from && !v.to) return;
    if (!v.from || !v.to) {
      ctx.addIssue({
        code: 'custom',
        message: appointmentMessages.rangeIncomplete,
        path: [v.from ? 'to' : 'from'],
      });
      return;
    }
    const ms = Date.parse(v.to) - Date.parse(v.from);
    if (ms <= 0) ctx.addIssue({ code: 'custom', message: appointmentMessages.rangeOrder, path: ['to'] });
    else if (ms > MAX_RANGE_DAYS * 24 * 60 * 60 * 1000)
      ctx.addIssue({ code: 'custom', message: appointmentMessages.rangeTooLong, path: ['to'] });
  });
export type AppointmentQuery = z.infer<typeof appointmentQuery>;

/**
 * One appointment as the calendar draws it (a range read): ids, times, state and notes (`null` for a
 * patient); the names of the records it refers to are in the range's maps, once each (issue 41: the
 * patients' too, so no patient is looked up once per appointment).
 */
export const calendarAppointment = z.object({
  id: z.uuid(),
  patient_id: z.uuid(),
  professional_id: z.uuid(),
  service_id: z.uuid(),
  clinic_id: z.uuid(),
  space_id: z.uuid().nullable(),
  starts_at: z.iso.datetime(),
  ends_at: z.iso.datetime(),
  state: appointmentState,
  notes: z.string().nullable(),
  /** The patient confirmed it through a reminder's link (issue 46). */
  confirmed: z.boolean(),
});
export type CalendarAppointment = z.infer<typeof calendarAppointment>;

const named = z.object({ name: z.string() });

/**
 * The calendar's range read: every appointment overlapping [from, to), and the names (and service
 * colours) of the patients, services, professionals, clinics and rooms they refer to, keyed by id.
 */
export const calendarRange = z.object({
  from: z.iso.datetime(),
  to: z.iso.datetime(),
  items: z.array(calendarAppointment),
  patients: z.record(z.string(), named),
  services: z.record(z.string(), named.extend({ colour: z.string().nullable() })),
  professionals: z.record(z.string(), named),
  clinics: z.record(z.string(), named),
  spaces: z.record(z.string(), named),
});
export type CalendarRange = z.infer<typeof calendarRange>;

export const appointmentList = z.object({
  items: z.array(appointment),
  ...listTotal,
  page: z.number().int(),
  page_size: z.number().int(),
});

/** The route's answer: a range read with `from`/`to`, else a page of the list. */
export const appointmentsResponse = z.union([calendarRange, appointmentList]);

/** `GET /api/v1/appointments/history?patient_id=`: a patient's appointments, newest first by default. */
export const appointmentHistoryQuery = listQuery.extend({
  patient_id: z.uuid(),
  state: stateFilter,
});
export const appointmentHistoryResponse = z.object({
  items: z.array(appointment),
  ...listTotal,
  page: z.number().int(),
  page_size: z.number().int(),
  /** How many of the patient's appointments are in each state (every state, visible to the caller). */
  counts: z.record(appointmentState, z.number().int()),
});

/** 409 `double_booking`: `error.details` names the appointment in the way. */
export const doubleBookingDetails = z.object({
  conflicting_appointment_id: z.uuid(),
  resource: z.enum(['professional', 'space']),
  starts_at: z.iso.datetime(),
  ends_at: z.iso.datetime(),
});
export type DoubleBookingDetails = z.infer<typeof doubleBookingDetails>;

export const outsideScheduleReasons = [
  'clinic_closed',
  'professional_not_working',
  'schedule_exception',
  'public_holiday',
] as const;
/**
 * 409 `outside_schedule`: `error.details.reasons` says why; resend with `confirm_outside_schedule`.
 * With `public_holiday`, `holidays` names each (local date, Portuguese name; decision 024).
 */
export const outsideScheduleDetails = z.object({
  reasons: z.array(z.enum(outsideScheduleReasons)),
  holidays: z.array(z.object({ date: isoDate, name: z.string() })).optional(),
});

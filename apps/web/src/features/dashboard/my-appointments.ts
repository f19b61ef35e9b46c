/**
 * Which of a patient's appointments their home lists (DESIGN §8). The clinic's local day splits them:
 * "next" is today and later, soonest first (today's stay there all day, as a clinic's reminder would);
 * "past" is before today, latest first. The server keeps a patient to their own appointments.
 */
export const appointmentViews = ['upcoming', 'past'] as const;
export type AppointmentView = (typeof appointmentViews)[number];

/** The search parameter that keeps the chosen list in the address (back from an appointment returns to it). */
export const viewParam = 'show';

export const myAppointmentsPageSize = 10;

export function viewOf(params: URLSearchParams): AppointmentView {
  return params.get(viewParam) === 'past' ? 'past' : 'upcoming';
}

/** The local calendar date (`YYYY-MM-DD`) of an instant in a time zone. */
export function localDate(at: Date, timeZone: string): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(at);
}

/** The calendar day before an ISO date. */
export function dayBefore(isoDate: string): string {
  const date = new Date(`${isoDate}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() - 1);
  return date.toISOString().slice(0, 10);
}

/** The query of `GET /api/v1/appointments` (list mode) for one page of a view. */
export function myAppointmentsQuery(
  view: AppointmentView,
  today: string,
  page: number,
): Record<string, string | number> {
  const common = { page, page_size: myAppointmentsPageSize, sort: 'starts_at' };
  return view === 'upcoming'
    ? { ...common, order: 'asc', from_date: today }
    : { ...common, order: 'desc', to_date: dayBefore(today) };
}

/** The home's list an appointment belongs to, for the way back from it. */
export function viewOfAppointment(startsAt: string, today: string, timeZone: string): AppointmentView {
  return localDate(new Date(startsAt), timeZone) < today ? 'past' : 'upcoming';
}

/** The home, showing a view (the upcoming list is the home's default address). */
export function homePath(view: AppointmentView): string {
  return view === 'past' ? `/dashboard?${viewParam}=past` : '/dashboard';
}

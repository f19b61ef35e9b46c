import type { UserType } from '@clinica/contracts/permissions';
import type { CalendarView } from './time';

/**
 * Where each person's calendar starts when the address says nothing (issue 22): a professional on their
 * own day, the front desk on today for everyone (a column per professional), a manager on the week; a
 * phone always on a day.
 */
export function startingView(userType: UserType | undefined, phone: boolean): CalendarView {
  return phone || userType === 'professional' || userType === 'front_desk' ? 'day' : 'week';
}

/**
 * The professionals the calendar shows: those in the address (`all` is everyone, chosen), or — when the
 * address says nothing — a professional's own calendar, everyone's for anyone else.
 */
export function shownProfessionals(
  param: string | null,
  user: { id: string; type: UserType } | null | undefined,
): string[] {
  if (param === null) return user?.type === 'professional' ? [user.id] : [];
  return param.split(',').filter((id) => id && id !== 'all');
}

/** `column=all` in the address: a phone's day shows every column side by side, as a wide screen does. */
export const allColumns = 'all';

/**
 * A phone's day view shows one column at a time (issue 42): the one the address names, else the first
 * (in the clinic's order) with an appointment that day, else the first. `null`: every column, because
 * there is only one, or because the address asks for all of them.
 */
export function phoneColumn<R extends { id: string }>(
  columns: readonly R[] | undefined,
  booked: ReadonlySet<string>,
  param: string | null,
): R | null {
  if (!columns || columns.length < 2 || param === allColumns) return null;
  return columns.find((c) => c.id === param) ?? columns.find((c) => booked.has(c.id)) ?? columns[0] ?? null;
}

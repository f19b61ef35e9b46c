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

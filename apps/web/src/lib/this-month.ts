import { monthOf, todayIn } from './days';
import { defaultTimeZone } from './format';
import { useUser } from './session';

/**
 * This month in the clinic's time zone as a date filter (`from`, `to`): where the money lists (documents,
 * payments, expenses) open, as their totals are summed only over a closed period (issue 41).
 */
export function useThisMonth(): { from: string; to: string } {
  const user = useUser();
  return monthOf(todayIn(user?.tenant.time_zone ?? defaultTimeZone));
}

/** Whether a list's filters are all at their defaults (the list as it first opens). */
export const atDefaults = (filters: Record<string, string>, defaults: Record<string, string>): boolean =>
  Object.entries(filters).every(([name, value]) => value === (defaults[name] ?? ''));

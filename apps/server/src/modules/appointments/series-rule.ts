import type { Weekday } from '@clinica/contracts/clinics';
import { weekdays as allWeekdays } from '@clinica/contracts/clinics';
import { MAX_SERIES_OCCURRENCES } from '@clinica/contracts/appointments';

/**
 * The local calendar dates of a weekly rule: every `intervalWeeks` weeks (weeks start on Monday, counted
 * from the week of `startsOn`) on the chosen weekdays, from `startsOn` until `untilDate` or `count`
 * dates. Calendar arithmetic only (UTC dates stand for local days); times and zones come later.
 */
export function occurrenceDates(rule: {
  startsOn: string;
  untilDate?: string | null;
  count?: number | null;
  intervalWeeks: number;
  weekdays: Weekday[];
}): string[] | 'too_many' {
  const day = 24 * 60 * 60 * 1000;
  const start = Date.parse(`${rule.startsOn}T00:00:00Z`);
  const until = rule.untilDate ? Date.parse(`${rule.untilDate}T00:00:00Z`) : Infinity;
  const isoWeekday = (t: number) => ((new Date(t).getUTCDay() + 6) % 7) + 1;
  const firstMonday = start - (isoWeekday(start) - 1) * day;
  const wanted = new Set(rule.weekdays.map((w) => allWeekdays.indexOf(w) + 1));
  const out: string[] = [];
  const limit = rule.count ?? MAX_SERIES_OCCURRENCES;
  // Two years and a week of days bound the walk whatever the rule.
  for (let t = start; t <= until && t < start + 740 * day; t += day) {
    const week = Math.floor((t - firstMonday) / (7 * day));
    if (week % rule.intervalWeeks !== 0 || !wanted.has(isoWeekday(t))) continue;
    if (out.length === limit) return rule.count ? out : 'too_many';
    out.push(new Date(t).toISOString().slice(0, 10));
  }
  return out;
}

/** `date` plus `days` calendar days. */
export const addDays = (date: string, days: number): string =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * 24 * 60 * 60 * 1000).toISOString().slice(0, 10);

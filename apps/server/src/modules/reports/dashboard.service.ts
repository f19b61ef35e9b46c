import type { Dashboard } from '@clinica/contracts/reports';
import type { Tx } from '../../db/client.js';
import type { Clock } from '../../lib/clock.js';
import { notFound } from '../../lib/errors.js';
import { localDay } from '../../lib/local-day.js';
import type { AuthUser } from '../../plugins/context.js';
import { addDays } from '../appointments/series-rule.js';
import type * as activity from './activity.repository.js';
import * as repo from './dashboard.repository.js';
import { occupationOf } from './reports.service.js';
import { isClinic, tenantClinics, type Scope } from './scope.repository.js';

/** 'YYYY-MM-DD' of the Monday of a day's week. */
export function mondayOf(day: string): string {
  const weekday = (new Date(`${day}T12:00:00Z`).getUTCDay() + 6) % 7; // Monday 0 … Sunday 6
  return addDays(day, -weekday);
}

/** The first and last day of the month `shift` months from a day's month. */
export function monthOf(day: string, shift: number): { from: string; to: string } {
  const d = new Date(`${day.slice(0, 7)}-01T12:00:00Z`);
  d.setUTCMonth(d.getUTCMonth() + shift);
  const from = d.toISOString().slice(0, 10);
  d.setUTCMonth(d.getUTCMonth() + 1);
  return { from, to: addDays(d.toISOString().slice(0, 10), -1) };
}

/**
 * The manager's dashboard (issue 50 item 1): each figure one aggregate in the database, days in the
 * account's zone (each appointment in its clinic's). The revenue compares whole calendar months (this
 * one, the last, the same one a year ago), each the financial report's revenue for the same dates.
 * One transaction, one query at a time.
 */
export async function getDashboard(
  tx: Tx,
  user: AuthUser,
  clock: Clock,
  clinicId?: string,
): Promise<Dashboard> {
  if (clinicId && !(await isClinic(tx, user.tenantId, clinicId))) throw notFound('Clínica não encontrada');
  const zone = user.tenant.timeZone;
  const now = clock.now();
  const today = localDay(now, zone);
  const base = { tenantId: user.tenantId, clinicId };
  const range = (from: string, to: string): Scope => ({ ...base, from, to });
  const weekFrom = mondayOf(today);
  const weekTo = addDays(weekFrom, 6);
  const thisMonth = monthOf(today, 0);
  const lastMonth = monthOf(today, -1);
  const lastYear = monthOf(today, -12);
  const last30 = range(addDays(today, -29), today);
  const previous30 = range(addDays(today, -59), addDays(today, -30));
  const window = await repo.cancellationWindowHours(tx, user.tenantId);

  const agenda = await repo.agenda(tx, range(today, today), now);
  const byProfessional = await occupationOf(tx, range(weekFrom, weekTo), 'professional');
  const byClinic = await occupationOf(tx, range(weekFrom, weekTo), 'clinic');
  const attendanceNow = await repo.attendance(tx, last30, window);
  const attendanceBefore = await repo.attendance(tx, previous30, window);
  const counts = await repo.pendingCounts(tx, user.tenantId, today, clinicId);
  const week = (rows: activity.OccupationRow[]) =>
    rows.map((r) => ({
      id: r.id,
      name: r.name,
      booked_minutes: r.booked_minutes,
      available_minutes: r.available_minutes,
    }));
  return {
    today,
    clinics: await tenantClinics(tx, user.tenantId),
    agenda,
    occupancy: {
      week_from: weekFrom,
      week_to: weekTo,
      professionals: week(byProfessional),
      clinics: week(byClinic),
    },
    revenue: {
      this_month_cents: await repo.revenue(tx, range(thisMonth.from, thisMonth.to)),
      last_month_cents: await repo.revenue(tx, range(lastMonth.from, lastMonth.to)),
      last_year_cents: await repo.revenue(tx, range(lastYear.from, lastYear.to)),
      owed_cents: await repo.owed(tx, user.tenantId, clinicId),
    },
    attendance: {
      appointments: attendanceNow.appointments,
      no_shows: attendanceNow.no_shows,
      late_cancellations: attendanceNow.late,
      previous_appointments: attendanceBefore.appointments,
      previous_no_shows: attendanceBefore.no_shows,
      previous_late_cancellations: attendanceBefore.late,
    },
    new_patients: {
      last_30_days: await repo.newPatients(tx, last30, zone),
      previous_30_days: await repo.newPatients(tx, previous30, zone),
    },
    pending_requests: counts.requests,
    expiring_packs: counts.packs,
    low_stock_products: counts.stock,
    birthdays: await repo.birthdays(tx, user.tenantId, weekFrom, clinicId),
  };
}

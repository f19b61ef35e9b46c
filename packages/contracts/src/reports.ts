import { z } from 'zod';
import './zod-config.js'; // the pt-PT messages, set when the contracts load
import { isoDate } from './appointments.js';

/**
 * The manager's reports (issue 50, decision 049): `GET /api/v1/reports/<name>` (DOMAIN.md). Every
 * report answers the same shape — one or more tables of rows keyed by column — so the web draws a
 * chart and a table for any of them, and the exports (CSV, XLSX) write any of them alike.
 */
export const reportNames = [
  'specialties',
  'references',
  'presences',
  'occupation-by-professional',
  'occupation-by-clinic',
  'first-appointments-by-professional',
  'financial',
  'commissions',
] as const;
export const reportName = z.enum(reportNames);
export type ReportName = z.infer<typeof reportName>;

export const reportMessages = {
  rangeOrder: 'A data final não pode ser anterior à inicial',
  rangeTooLong: 'O período não pode ter mais de 3 anos',
} as const;

/** The longest range a report reads: three years (a year against the two before it). */
export const MAX_REPORT_DAYS = 3 * 366;

export const reportQuery = z
  .object({
    from: isoDate,
    to: isoDate,
    clinic_id: z.uuid().optional(),
    professional_id: z.uuid().optional(),
    /** Commissions only: on the present appointments' value (default) or on what was paid of them. */
    basis: z.enum(['appointments', 'paid']).optional(),
  })
  .superRefine((q, ctx) => {
    if (q.to < q.from) ctx.addIssue({ code: 'custom', path: ['to'], message: reportMessages.rangeOrder });
    else if ((Date.parse(q.to) - Date.parse(q.from)) / 86_400_000 > MAX_REPORT_DAYS)
      ctx.addIssue({ code: 'custom', path: ['to'], message: reportMessages.rangeTooLong });
  });
export type ReportQuery = z.input<typeof reportQuery>;

export const reportParams = z.object({ name: reportName });
export const exportParams = z.object({ name: reportName, format: z.enum(['csv', 'xlsx']) });

/** How a column's values read: text, a count, integer cents, a percentage (one decimal), minutes. */
export const columnKinds = ['text', 'count', 'cents', 'percent', 'minutes', 'date'] as const;
export const reportColumn = z.object({ key: z.string(), kind: z.enum(columnKinds) });
export type ReportColumn = z.infer<typeof reportColumn>;

export const reportCell = z.union([z.string(), z.number(), z.null()]);
export const reportRow = z.record(z.string(), reportCell);
export type ReportRow = z.infer<typeof reportRow>;

export const reportTable = z.object({
  /** The table's name (the web's and the exports' heading key): `by_service`, `lines`… */
  key: z.string(),
  columns: z.array(reportColumn),
  rows: z.array(reportRow),
  /** The sums of the rows' count, cents and minutes columns (a percentage recomputed from them). */
  totals: reportRow.nullable(),
});
export type ReportTable = z.infer<typeof reportTable>;

export const report = z.object({
  name: reportName,
  from: isoDate,
  to: isoDate,
  clinic_id: z.uuid().nullable(),
  professional_id: z.uuid().nullable(),
  tables: z.array(reportTable),
});
export type Report = z.infer<typeof report>;

export const dashboardQuery = z.object({ clinic_id: z.uuid().optional() });

const named = { id: z.uuid().nullable(), name: z.string() };

export const dashboard = z.object({
  today: isoDate,
  clinics: z.array(z.object({ id: z.uuid(), name: z.string() })),
  agenda: z.array(
    z.object({
      ...named,
      appointments: z.number().int(),
      next_at: z.iso.datetime({ offset: true }).nullable(),
    }),
  ),
  occupancy: z.object({
    week_from: isoDate,
    week_to: isoDate,
    professionals: z.array(
      z.object({ ...named, booked_minutes: z.number().int(), available_minutes: z.number().int() }),
    ),
    clinics: z.array(
      z.object({ ...named, booked_minutes: z.number().int(), available_minutes: z.number().int() }),
    ),
  }),
  revenue: z.object({
    this_month_cents: z.number().int(),
    last_month_cents: z.number().int(),
    last_year_cents: z.number().int(),
    owed_cents: z.number().int(),
  }),
  attendance: z.object({
    /** The last 30 days, and the 30 before them (the trend). */
    appointments: z.number().int(),
    no_shows: z.number().int(),
    late_cancellations: z.number().int(),
    previous_appointments: z.number().int(),
    previous_no_shows: z.number().int(),
    previous_late_cancellations: z.number().int(),
  }),
  new_patients: z.object({ last_30_days: z.number().int(), previous_30_days: z.number().int() }),
  pending_requests: z.number().int(),
  expiring_packs: z.number().int(),
  low_stock_products: z.number().int(),
  birthdays: z.array(z.object({ id: z.uuid(), name: z.string(), date_of_birth: isoDate })),
});
export type Dashboard = z.infer<typeof dashboard>;

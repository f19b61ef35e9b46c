import type {
  reportQuery,
  Report,
  ReportColumn,
  ReportName,
  ReportRow,
  ReportTable,
} from '@clinica/contracts/reports';
import type { z } from 'zod';
import type { Tx } from '../../db/client.js';
import { notFound } from '../../lib/errors.js';
import type { AuthUser } from '../../plugins/context.js';
import * as activity from './activity.repository.js';
import * as money from './money.repository.js';
import { holidaysBetween } from '../holidays/holidays.service.js';
import { clinicHolidaySettings, isClinic, isStaff, type Scope } from './scope.repository.js';

type Query = z.output<typeof reportQuery>;
type Kind = ReportColumn['kind'];

/** Percentage with one decimal; null when there is nothing to divide by. */
export const ratio = (part: number, whole: number) =>
  whole > 0 ? Math.round((part * 1000) / whole) / 10 : null;

/**
 * A table from rows the database summed: its totals add up the rows' count, cents and minutes columns
 * (so a report's total is the sum of its lines by construction), and `percent` columns are recomputed
 * from the totals by `recompute`.
 */
function table(
  key: string,
  columns: [string, Kind][],
  rows: ReportRow[],
  recompute?: (totals: ReportRow) => ReportRow,
  withTotals = true,
): ReportTable {
  const cols = columns.map(([k, kind]) => ({ key: k, kind }));
  let totals: ReportRow | null = null;
  if (withTotals) {
    totals = {};
    for (const c of cols) {
      if (c.kind === 'count' || c.kind === 'cents' || c.kind === 'minutes')
        totals[c.key] = rows.reduce((sum, r) => sum + Number(r[c.key] ?? 0), 0);
      else totals[c.key] = null;
    }
    if (recompute) totals = { ...totals, ...recompute(totals) };
  }
  return { key, columns: cols, rows, totals };
}

const n = (v: ReportRow[string] | undefined) => Number(v ?? 0);

async function scopeOf(tx: Tx, user: AuthUser, q: Query): Promise<Scope> {
  if (q.clinic_id && !(await isClinic(tx, user.tenantId, q.clinic_id)))
    throw notFound('Clínica não encontrada');
  if (q.professional_id && !(await isStaff(tx, user.tenantId, q.professional_id)))
    throw notFound('Profissional não encontrado');
  return {
    tenantId: user.tenantId,
    from: q.from,
    to: q.to,
    clinicId: q.clinic_id,
    professionalId: q.professional_id,
  };
}

/**
 * Occupation per week, per professional or clinic: the clinics' holidays (national, regional, municipal,
 * Carnival as the calendar shades it — decision 024) are worked out here and leave no available time.
 */
export async function occupationOf(tx: Tx, s: Scope, by: 'professional' | 'clinic') {
  const closed = (await clinicHolidaySettings(tx, s.tenantId, s.clinicId)).flatMap((c) =>
    holidaysBetween(c, s.from, s.to).map((h) => ({ clinicId: c.id, date: h.date })),
  );
  return activity.occupation(tx, s, by, closed);
}

const occupationTable = (rows: activity.OccupationRow[]) =>
  table(
    'weeks',
    [
      ['name', 'text'],
      ['week', 'date'],
      ['booked_minutes', 'minutes'],
      ['available_minutes', 'minutes'],
      ['occupancy', 'percent'],
    ],
    rows.map((r) => ({ ...r, occupancy: ratio(r.booked_minutes, r.available_minutes) })),
    (t) => ({ occupancy: ratio(n(t.booked_minutes), n(t.available_minutes)) }),
  );

async function tables(tx: Tx, name: ReportName, s: Scope, q: Query, zone: string): Promise<ReportTable[]> {
  switch (name) {
    case 'specialties':
      return [
        table(
          'specialties',
          [
            ['name', 'text'],
            ['appointments', 'count'],
            ['revenue_cents', 'cents'],
          ],
          await activity.specialties(tx, s),
        ),
      ];
    case 'references':
      return [
        table(
          'references',
          [
            ['name', 'text'],
            ['new_patients', 'count'],
            ['converted', 'count'],
            ['conversion', 'percent'],
            ['revenue_cents', 'cents'],
          ],
          (await activity.references(tx, s, zone)).map((r) => ({
            ...r,
            conversion: ratio(r.converted, r.new_patients),
          })),
          (t) => ({ conversion: ratio(n(t.converted), n(t.new_patients)) }),
        ),
      ];
    case 'presences':
      return [
        table(
          'presences',
          [
            ['name', 'text'],
            ['present', 'count'],
            ['canceled', 'count'],
            ['canceled_patient', 'count'],
            ['noshow_justified', 'count'],
            ['noshow_unjustified', 'count'],
            ['scheduled', 'count'],
            ['total', 'count'],
          ],
          (await activity.presences(tx, s)) as unknown as ReportRow[],
        ),
      ];
    case 'occupation-by-professional':
      return [occupationTable(await occupationOf(tx, s, 'professional'))];
    case 'occupation-by-clinic':
      return [occupationTable(await occupationOf(tx, s, 'clinic'))];
    case 'first-appointments-by-professional':
      return [
        table(
          'professionals',
          [
            ['name', 'text'],
            ['patients', 'count'],
          ],
          await activity.firstAppointments(tx, s),
        ),
      ];
    case 'financial':
      return financial(tx, s);
    case 'commissions':
      return commissions(tx, s, q.basis === 'paid');
  }
}

async function financial(tx: Tx, s: Scope): Promise<ReportTable[]> {
  const accountWide = !s.clinicId && !s.professionalId;
  const months = await money.byMonth(tx, s, accountWide);
  const result = (r: ReportRow) => n(r.revenue_cents) - n(r.vat_cents) - n(r.expenses_cents);
  const out = [
    table(
      'by_month',
      [
        ['month', 'text'],
        ['revenue_cents', 'cents'],
        ['vat_cents', 'cents'],
        ['expenses_cents', 'cents'],
        ['result_cents', 'cents'],
      ],
      months.map((m) => ({ ...m, result_cents: result(m) })),
    ),
    table(
      'by_service',
      [
        ['name', 'text'],
        ['revenue_cents', 'cents'],
      ],
      await money.revenueBy(tx, s, 'service'),
    ),
    table(
      'by_professional',
      [
        ['name', 'text'],
        ['revenue_cents', 'cents'],
      ],
      await money.revenueBy(tx, s, 'professional'),
    ),
    table(
      'by_insurer',
      [
        ['name', 'text'],
        ['appointments', 'count'],
        ['cents', 'cents'],
      ],
      await money.byInsurer(tx, s),
    ),
  ];
  if (!s.professionalId)
    out.push(
      table(
        'by_method',
        [
          ['method', 'text'],
          ['cents', 'cents'],
        ],
        await money.byMethod(tx, s),
      ),
    );
  if (accountWide)
    out.push(
      table(
        'expenses_by_category',
        [
          ['category', 'text'],
          ['cents', 'cents'],
          ['vat_cents', 'cents'],
        ],
        await money.expensesByCategory(tx, s),
      ),
    );
  return out;
}

/**
 * Commissions: a summary line per professional and, for one professional (`professional_id`), the detail
 * of their appointments — the whole account's detail is a line per present appointment of the range
 * (tens of thousands a year), which no screen nor answer should carry at once; the manager opens each
 * professional's from the summary.
 */
async function commissions(tx: Tx, s: Scope, paid: boolean): Promise<ReportTable[]> {
  const summary = table(
    'professionals',
    [
      ['name', 'text'],
      ['percent', 'percent'],
      ['appointments', 'count'],
      ['base_cents', 'cents'],
      ['commission_cents', 'cents'],
    ],
    await money.commissionSummary(tx, s, paid),
  );
  if (!s.professionalId) return [summary];
  const lines = table(
    'lines',
    [
      ['day', 'date'],
      ['patient', 'text'],
      ['service', 'text'],
      ['base_cents', 'cents'],
      ['commission_cents', 'cents'],
    ],
    (await money.commissionDetail(tx, s, paid)).map((l) => ({
      day: l.day,
      patient: l.patient,
      service: l.service,
      base_cents: l.base_cents,
      commission_cents: l.commission_cents,
    })),
  );
  return [summary, lines];
}

export async function getReport(tx: Tx, user: AuthUser, name: ReportName, q: Query): Promise<Report> {
  const s = await scopeOf(tx, user, q);
  return {
    name,
    from: q.from,
    to: q.to,
    clinic_id: q.clinic_id ?? null,
    professional_id: q.professional_id ?? null,
    tables: await tables(tx, name, s, q, user.tenant.timeZone),
  };
}

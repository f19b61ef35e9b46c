import Fastify, { type FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { queryRows, type Database } from '../src/db/client.js';
import { LARGE_MANAGER_EMAIL, LARGE_PATIENTS, seedLargeClinic } from '../src/db/seed/large.js';
import type { Target } from './measure.js';
import {
  CALENDAR_CLINIC_ID,
  CALENDAR_MANAGER_EMAIL,
  CALENDAR_PROFESSIONALS,
  CALENDAR_SERVICE_ID,
  CALENDAR_TENANT_ID,
  professionalId,
  seedLargeCalendar,
} from '../src/db/seed/large-calendar.js';

/** What a scenario's setup may use. Everything listens on 127.0.0.1 and is closed by the runner. */
export interface BenchContext {
  database: Database;
  /** Base URL of the Clínica server under test (the real app, `buildApp`). */
  appUrl: string;
  /** Starts another Fastify instance in this process on 127.0.0.1:0; returns its base URL. */
  serve(app: FastifyInstance): Promise<string>;
  /** Logs in through `POST /token` as a browser would; returns the `Cookie` header value. */
  login(email: string, password?: string): Promise<string>;
}

/**
 * A limit a scenario must keep. `metric` is read at `connections`; with `relativeTo` the value compared
 * is this scenario's req/s divided by that scenario's req/s at the same concurrency.
 */
export interface Budget {
  metric: 'rps' | 'p50' | 'p95' | 'p99';
  connections: number;
  max?: number;
  min?: number;
  relativeTo?: string;
  /** Where the budget is a goal; elsewhere its verdict is printed as informational. Default: PostgreSQL only. */
  databases?: Array<Database['kind']>;
}

export interface Scenario {
  /** Short, stable name (used in BENCH_SCENARIOS and in `relativeTo`). */
  id: string;
  /** Label in the table, e.g. "(c) GET /api/v1/me (manager)". */
  label: string;
  /** A reference point (hello server, database floor): other scenarios are shown as ratios of it. */
  baseline?: boolean;
  /** Runs once before the measurements; returns the request to fire. */
  setup(ctx: BenchContext): Promise<Target>;
  budgets?: Budget[];
}

/** Budgets of issue 2, item 11 for an authenticated read: ≥ 50 % of the database floor, p95 ≤ 10 ms at 10 connections. */
const authenticatedReadBudgets: Budget[] = [
  { metric: 'p95', connections: 10, max: 10 },
  { metric: 'rps', connections: 10, relativeTo: 'db-floor', min: 0.5 },
  { metric: 'rps', connections: 50, relativeTo: 'db-floor', min: 0.5 },
];

let largeClinic: Promise<unknown> | undefined;
/**
 * Clínica Grande (50,000 patients, `npm run seed:large`) in the bench's database, then its manager's
 * session. Created once per database (about a minute; a PostgreSQL bench database keeps it).
 */
async function largeClinicManager(ctx: BenchContext): Promise<string> {
  largeClinic ??= (async () => {
    console.log(`Clínica Grande: ensuring ${LARGE_PATIENTS.toLocaleString('en-US')} patients …`);
    const r = await seedLargeClinic(ctx.database);
    console.log(r.added ? `  created in ${r.seconds.toFixed(1)} s` : '  already there');
  })();
  await largeClinic;
  return ctx.login(LARGE_MANAGER_EMAIL);
}

/** Issue 6: patient search and the first list page with 50,000 patients, p95 ≤ 15 ms at 10 connections. */
const patientListBudgets: Budget[] = [{ metric: 'p95', connections: 10, max: 15 }];

let largeCalendar: Promise<unknown> | undefined;
/**
 * Clínica Agenda (20 professionals, 500,000 appointments over ten years; issue 7) in the bench's
 * database, then its manager's session. Created once per database (minutes; a PostgreSQL bench
 * database keeps it).
 */
async function calendarManager(ctx: BenchContext): Promise<string> {
  largeCalendar ??= (async () => {
    console.log('Clínica Agenda: ensuring 500,000 appointments …');
    const r = await seedLargeCalendar(ctx.database, { log: (line) => console.log(line) });
    console.log(r.added ? `  created in ${r.seconds.toFixed(1)} s` : '  already there');
  })();
  await largeCalendar;
  return ctx.login(CALENDAR_MANAGER_EMAIL);
}

/** Issue 7: the clinic's week view p95 ≤ 25 ms and p99 ≤ 60 ms at 10 connections (50 reported). */
const calendarWeekBudgets: Budget[] = [
  { metric: 'p95', connections: 10, max: 25 },
  { metric: 'p99', connections: 10, max: 60 },
];

/**
 * The n-th free booking slot after the generated years: weekdays of January–March (winter time, so
 * local time is UTC in Lisbon) from 2027 on, 14 back-to-back 45-minute slots from 08:00, professional
 * n mod 20.
 */
function nthSlot(n: number): { professional: string; startsAt: Date; endsAt: Date } {
  const p = n % CALENDAR_PROFESSIONALS;
  const k = Math.floor(n / CALENDAR_PROFESSIONALS);
  const day = Math.floor(k / 14);
  const week = Math.floor(day / 5);
  const year = 2027 + Math.floor(week / 12);
  const jan1 = Date.UTC(year, 0, 1);
  const firstMonday = jan1 + ((8 - new Date(jan1).getUTCDay()) % 7) * 86_400_000;
  const date = firstMonday + ((week % 12) * 7 + (day % 5)) * 86_400_000;
  const startsAt = new Date(date + (8 * 60 + (k % 14) * 45) * 60_000);
  return { professional: professionalId(p), startsAt, endsAt: new Date(startsAt.getTime() + 45 * 60_000) };
}

/**
 * The scenarios, measured in this order. Later issues add theirs here (a list endpoint, the calendar
 * range read, an invoice PDF…), each with its own setup and budgets.
 */
export const scenarios: Scenario[] = [
  {
    id: 'hello',
    label: '(a) bare Fastify hello',
    baseline: true,
    async setup(ctx) {
      const app = Fastify({ logger: false });
      app.get('/', async () => ({ hello: 'world' }));
      return { url: `${await ctx.serve(app)}/` };
    },
  },
  {
    id: 'db-floor',
    label: '(b) Fastify + SELECT 1 (db floor)',
    baseline: true,
    async setup(ctx) {
      const app = Fastify({ logger: false });
      app.get('/', async () => {
        await ctx.database.db.execute(sql`select 1`);
        return { one: 1 };
      });
      return { url: `${await ctx.serve(app)}/` };
    },
  },
  {
    id: 'me-manager',
    label: '(c) GET /api/v1/me, manager',
    async setup(ctx) {
      const cookie = await ctx.login('gestor@demo.clinica.pt');
      return { url: `${ctx.appUrl}/api/v1/me`, headers: { cookie } };
    },
    budgets: authenticatedReadBudgets,
  },
  {
    id: 'me-professional',
    label: "(c') GET /api/v1/me, professional",
    async setup(ctx) {
      // A professional's permission overrides come from the database (in the same session query).
      const cookie = await ctx.login('fisio@demo.clinica.pt');
      return { url: `${ctx.appUrl}/api/v1/me`, headers: { cookie } };
    },
    budgets: authenticatedReadBudgets,
  },
  {
    id: 'patients-search',
    label: '(d) GET /api/v1/users/patients?q=joao, 50,000 patients',
    async setup(ctx) {
      const cookie = await largeClinicManager(ctx);
      return { url: `${ctx.appUrl}/api/v1/users/patients?q=joao`, headers: { cookie } };
    },
    budgets: patientListBudgets,
  },
  {
    id: 'patients-list',
    label: '(e) GET /api/v1/users/patients (first page by name), 50,000 patients',
    async setup(ctx) {
      const cookie = await largeClinicManager(ctx);
      return { url: `${ctx.appUrl}/api/v1/users/patients`, headers: { cookie } };
    },
    budgets: patientListBudgets,
  },
  {
    id: 'calendar-week',
    label: '(f) GET /api/v1/appointments week range, 1 clinic × 20 professionals, 500,000 appointments',
    async setup(ctx) {
      const cookie = await calendarManager(ctx);
      const url = `${ctx.appUrl}/api/v1/appointments?from=2026-11-23T00:00:00Z&to=2026-11-30T00:00:00Z&clinic_id=${CALENDAR_CLINIC_ID}`;
      return { url, headers: { cookie } };
    },
    budgets: calendarWeekBudgets,
  },
  {
    id: 'appointment-create',
    label: '(g) POST /api/v1/appointments (via a loopback hop), 500,000 appointments',
    async setup(ctx) {
      const cookie = await calendarManager(ctx);
      // Every request needs a slot of its own: a small forwarder hands out the next free one.
      const [row] = await ctx.database.withTenant(CALENDAR_TENANT_ID, (tx) =>
        queryRows<{ n: number }>(
          tx,
          sql`select count(*)::int as n from appointments where starts_at >= '2027-01-01T00:00:00Z'`,
        ),
      );
      let next = row?.n ?? 0;
      const forwarder = Fastify({ logger: false });
      forwarder.post('/', async (_req, reply) => {
        const slot = nthSlot(next++);
        const res = await fetch(`${ctx.appUrl}/api/v1/appointments`, {
          method: 'POST',
          headers: { cookie, 'content-type': 'application/json', 'x-requested-with': 'XMLHttpRequest' },
          body: JSON.stringify({
            patient_id: `0d3c7a52-5b1e-4c59-9d4a-9${String(next % 5000).padStart(11, '0')}`,
            professional_id: slot.professional,
            service_id: CALENDAR_SERVICE_ID,
            clinic_id: CALENDAR_CLINIC_ID,
            starts_at: slot.startsAt.toISOString(),
            ends_at: slot.endsAt.toISOString(),
          }),
        });
        await res.arrayBuffer();
        return reply.status(res.status).send();
      });
      return { url: `${await ctx.serve(forwarder)}/`, method: 'POST', expectStatus: 201 };
    },
    budgets: [{ metric: 'p95', connections: 10, max: 30 }],
  },
];

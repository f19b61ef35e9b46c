import Fastify, { type FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import type { Database } from '../src/db/client.js';
import { LARGE_MANAGER_EMAIL, LARGE_PATIENTS, seedLargeClinic } from '../src/db/seed/large.js';
import type { Target } from './measure.js';
import {
  CALENDAR_CLINIC_ID,
  CALENDAR_MANAGER_EMAIL,
  CALENDAR_TENANT_ID,
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
 * The scenarios, measured in this order. Later issues add theirs here (a list endpoint, the calendar
 * range read, an invoice PDF…), each with its own setup and budgets.
 */
/** Where scenario (d') goes on in bench/search-paths.ts (each run takes up to 7,000 searches). */
let distinctSearches = 0;

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
    id: 'patients-search-distinct',
    label: "(d') GET /api/v1/users/patients?q=<first name surname>, a different search each time",
    async setup(ctx) {
      const cookie = await largeClinicManager(ctx);
      // A new stretch of searches for every run, so that no run meets an answer an earlier one left.
      const start = distinctSearches;
      distinctSearches += 7_000;
      return {
        url: ctx.appUrl,
        headers: { cookie },
        paths: { module: new URL('./search-paths.ts', import.meta.url).href, name: 'searchPath', start },
      };
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
      // As Chromium asks for it: the answer goes compressed (brotli), as it does to every browser.
      return { url, headers: { cookie, 'accept-encoding': 'gzip, deflate, br, zstd' } };
    },
    budgets: calendarWeekBudgets,
  },
  {
    id: 'appointment-create',
    label: '(g) POST /api/v1/appointments, a free slot each, 500,000 appointments',
    async setup(ctx) {
      const cookie = await calendarManager(ctx);
      // Every request needs a slot of its own: the load worker builds each body (bench/booking-bodies.ts),
      // from the first slot on, once the bookings of earlier runs (all after the generated years) are gone.
      await ctx.database.withTenant(CALENDAR_TENANT_ID, (tx) =>
        tx.execute(sql`delete from appointments where starts_at >= '2027-01-01T00:00:00Z'`),
      );
      return {
        url: `${ctx.appUrl}/api/v1/appointments`,
        method: 'POST',
        headers: { cookie, 'content-type': 'application/json', 'x-requested-with': 'XMLHttpRequest' },
        bodies: {
          module: new URL('./booking-bodies.ts', import.meta.url).href,
          name: 'bookingBody',
          start: 0,
        },
        expectStatus: 201,
      };
    },
    budgets: [{ metric: 'p95', connections: 10, max: 30 }],
  },
];

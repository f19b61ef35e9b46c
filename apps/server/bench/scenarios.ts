import Fastify, { type FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import type { Database } from '../src/db/client.js';
import {
  FREE_FROM_YEAR,
  LARGE_CLINIC,
  managerEmail,
  seedGeneratedClinic,
  SHARED_WEEK,
  SMALL_CLINIC,
  type GeneratedClinic,
} from '../src/db/seed/large.js';
import { REPORT_YEAR, seedGeneratedMoney } from '../src/db/seed/large-money.js';
import { reportNames } from '@clinica/contracts/reports';
import type { Target } from './measure.js';

/** What a scenario's setup may use. Everything listens on 127.0.0.1 and is closed by the runner. */
export interface BenchContext {
  database: Database;
  /**
   * Where the generated clinics are written: the owner login on PostgreSQL (its ANALYZE counts; the
   * server's login owns no table to analyze), else the same database.
   */
  seeding: Database;
  /** Base URL of the Clínica server under test (the real app, `buildApp`). */
  appUrl: string;
  /** Starts another Fastify instance in this process on 127.0.0.1:0; returns its base URL. */
  serve(app: FastifyInstance): Promise<string>;
  /** Logs in through `POST /token` as a browser would; returns the `Cookie` header value. */
  login(email: string, password?: string): Promise<string>;
}

export interface Scenario {
  /** Short, stable name (used in BENCH_SCENARIOS). */
  id: string;
  /** Label in the table. */
  label: string;
  /** Runs once before any measurement (e.g. generates a clinic, which takes minutes the first time). */
  prepare?(ctx: BenchContext): Promise<void>;
  /**
   * Runs before every measured run and returns the request to fire. `run` counts the concurrency levels
   * (0, 1, …), so a scenario whose every request differs starts each level on requests not made before.
   */
  setup(ctx: BenchContext, run: number): Promise<Target>;
}

/**
 * The database floor every figure is compared with: Fastify answering after `select 1` on the same
 * database connection pool, measured right before and right after each scenario.
 */
export const floorScenario: Scenario = {
  id: 'db-floor',
  label: 'Fastify + SELECT 1 (db floor)',
  async setup(ctx) {
    const app = Fastify({ logger: false });
    app.get('/', async () => {
      await ctx.database.db.execute(sql`select 1`);
      return { one: 1 };
    });
    return { url: `${await ctx.serve(app)}/` };
  },
};

const seeded = new Map<GeneratedClinic, Promise<unknown>>();
/**
 * A generated clinic (src/db/seed/large.ts) in the bench's database, created once per database: about
 * three minutes for both on PostgreSQL the first time; a PostgreSQL bench database keeps them.
 */
function ensureClinic(ctx: BenchContext, c: GeneratedClinic): Promise<unknown> {
  let done = seeded.get(c);
  if (!done) {
    done = (async () => {
      const size = `${c.patients.toLocaleString('en-US')} patients, ${c.appointments.toLocaleString('en-US')} appointments`;
      console.log(`${c.name}: ensuring ${size} …`);
      const r = await seedGeneratedClinic(ctx.seeding, c, { log: (line) => console.log(line) });
      console.log(
        r.patients || r.appointments ? `  created in ${r.seconds.toFixed(1)} s` : '  already there',
      );
    })();
    seeded.set(c, done);
  }
  return done;
}

const size = (c: GeneratedClinic) => `${c.patients / 1000}k patients`;
const history = (c: GeneratedClinic) => `${c.appointments / 1000}k appointments`;
/** Requests each run of a new search may take before its words come round again (bench/search-paths.ts). */
const SEARCHES_PER_RUN = 7_000;

/** A different search every request; both sizes get the same searches in the same run. */
const newSearch = (c: GeneratedClinic): Scenario => ({
  id: c === SMALL_CLINIC ? 'new-search-small' : 'new-search-large',
  label: `GET /api/v1/users/patients?q=<first name surname>, a new search each time, ${size(c)}`,
  prepare: (ctx) => ensureClinic(ctx, c).then(() => undefined),
  async setup(ctx, run) {
    const cookie = await ctx.login(managerEmail(c));
    return {
      url: ctx.appUrl,
      headers: { cookie },
      paths: {
        module: new URL('./search-paths.ts', import.meta.url).href,
        name: 'searchPath',
        start: run * SEARCHES_PER_RUN,
      },
    };
  },
});

/** The first page of the patients list by name, with its (capped) total. */
const patientsList = (c: GeneratedClinic): Scenario => ({
  id: c === SMALL_CLINIC ? 'patients-list-small' : 'patients-list',
  label: `GET /api/v1/users/patients (first page by name), ${size(c)}`,
  prepare: (ctx) => ensureClinic(ctx, c).then(() => undefined),
  async setup(ctx) {
    const cookie = await ctx.login(managerEmail(c));
    return { url: `${ctx.appUrl}/api/v1/users/patients`, headers: { cookie } };
  },
});

/** The shared week, every professional (≈ 960 appointments), as a browser asks for it (compressed). */
const weekView = (c: GeneratedClinic): Scenario => ({
  id: c === SMALL_CLINIC ? 'week-small' : 'week-large',
  label: `GET /api/v1/appointments?from=&to= one week, 20 professionals, ${history(c)}`,
  prepare: (ctx) => ensureClinic(ctx, c).then(() => undefined),
  async setup(ctx) {
    const cookie = await ctx.login(managerEmail(c));
    return {
      url: weekUrl(ctx.appUrl),
      headers: { cookie, 'accept-encoding': 'gzip, deflate, br, zstd' },
    };
  },
});

/**
 * A campaign's preview count over the whole clinic (issue 47): the worst case, every patient matched —
 * one aggregate over at most PREVIEW_COUNT_CAP + 1 of them (the capped count), so 50k costs what 5k does.
 */
const previewCount = (c: GeneratedClinic): Scenario => ({
  id: c === SMALL_CLINIC ? 'preview-count-small' : 'preview-count',
  label: `POST /api/v1/communications/preview-count (SMS, no filter), ${size(c)}`,
  prepare: (ctx) => ensureClinic(ctx, c).then(() => undefined),
  async setup(ctx) {
    const cookie = await ctx.login(managerEmail(c));
    return {
      url: `${ctx.appUrl}/api/v1/communications/preview-count`,
      method: 'POST',
      headers: { cookie, 'content-type': 'application/json', 'x-requested-with': 'XMLHttpRequest' },
      body: JSON.stringify({ method: 'sms', filters: {} }),
      expectStatus: 200,
    };
  },
});

export const weekUrl = (appUrl: string) =>
  `${appUrl}/api/v1/appointments?from=${SHARED_WEEK.from}&to=${SHARED_WEEK.to}`;

/**
 * The public booking page's free slots (issue 48): the clinic's one service, any of its 20 professionals,
 * the next 30 days (from the minimum notice on) over its generated calendar. The clinic's booking is
 * switched on, its service and every professional made bookable, before the runs.
 */
const freeSlots = (c: GeneratedClinic): Scenario => ({
  id: c === SMALL_CLINIC ? 'free-slots-small' : 'free-slots-large',
  label: `GET /appointment-requests/slots, 30 days, 20 professionals, ${history(c)}`,
  async prepare(ctx) {
    await ensureClinic(ctx, c);
    await ctx.seeding.withTenant(c.tenantId, (tx) =>
      tx.execute(sql`
        with t as (update tenants set online_booking_enabled = true,
                          booking_slug = coalesce(booking_slug, 'bench-' || right(id::text, 12))
                    where id = ${c.tenantId}::uuid returning id),
             s as (update services set bookable_online = true where tenant_id = ${c.tenantId}::uuid returning id)
        update users set bookable_online = true
         where tenant_id = ${c.tenantId}::uuid and type in ('professional', 'manager')`),
    );
  },
  async setup(ctx) {
    const rows = await ctx.database.withTenant(c.tenantId, (tx) =>
      tx.execute(
        sql`select id from services where tenant_id = ${c.tenantId}::uuid and duration_minutes is not null limit 1`,
      ),
    );
    const serviceId = (rows as unknown as { rows: Array<{ id: string }> }).rows[0]!.id;
    const from = new Date();
    const to = new Date(from.getTime() + 30 * 86_400_000);
    return {
      url: `${ctx.appUrl}/appointment-requests/slots?tenant_id=${c.tenantId}&service_id=${serviceId}&from=${from.toISOString()}&to=${to.toISOString()}`,
      headers: { 'accept-encoding': 'gzip, deflate, br, zstd' },
    };
  },
});

const moneySeeded = new Map<GeneratedClinic, Promise<unknown>>();
/** The clinic and its year of documents and expenses (src/db/seed/large-money.ts), once per database. */
function ensureMoney(ctx: BenchContext, c: GeneratedClinic): Promise<unknown> {
  let done = moneySeeded.get(c);
  if (!done) {
    done = ensureClinic(ctx, c).then(async () => {
      const n = await seedGeneratedMoney(ctx.seeding, c, c === LARGE_CLINIC);
      if (n) console.log(`${c.name}: ${n.toLocaleString('en-US')} generated documents`);
    });
    moneySeeded.set(c, done);
  }
  return done;
}

const sized = (c: GeneratedClinic) => (c === SMALL_CLINIC ? 'small' : 'large');

/** A report over the reported year (issue 50), the whole account. */
const reportScenario = (c: GeneratedClinic, name: string): Scenario => ({
  id: `report-${name}-${sized(c)}`,
  label: `GET /api/v1/reports/${name}, one year, ${history(c)}`,
  prepare: (ctx) => ensureMoney(ctx, c).then(() => undefined),
  async setup(ctx) {
    const cookie = await ctx.login(managerEmail(c));
    return {
      url: `${ctx.appUrl}/api/v1/reports/${name}?from=${REPORT_YEAR.from}&to=${REPORT_YEAR.to}`,
      headers: { cookie },
    };
  },
});

const dashboardScenario = (c: GeneratedClinic): Scenario => ({
  id: `dashboard-${sized(c)}`,
  label: `GET /api/v1/dashboard, ${history(c)}`,
  prepare: (ctx) => ensureMoney(ctx, c).then(() => undefined),
  async setup(ctx) {
    const cookie = await ctx.login(managerEmail(c));
    return { url: `${ctx.appUrl}/api/v1/dashboard`, headers: { cookie } };
  },
});

/** The figures compared between the two generated clinics: same week, same patients, 10× the history. */
export const scalingPairs = [
  { what: 'patients list', small: 'patients-list-small', large: 'patients-list' },
  { what: 'week view', small: 'week-small', large: 'week-large' },
  { what: 'new search', small: 'new-search-small', large: 'new-search-large' },
  { what: 'free slots (30 days)', small: 'free-slots-small', large: 'free-slots-large' },
  { what: 'preview count', small: 'preview-count-small', large: 'preview-count' },
  { what: 'dashboard', small: 'dashboard-small', large: 'dashboard-large' },
  ...reportNames.map((name) => ({
    what: `report ${name} (a year)`,
    small: `report-${name}-small`,
    large: `report-${name}-large`,
  })),
];

/** The scenarios, measured in this order, each between two runs of the floor. */
export const scenarios: Scenario[] = [
  {
    id: 'hello',
    label: 'bare Fastify hello (no database)',
    async setup(ctx) {
      const app = Fastify({ logger: false });
      app.get('/', async () => ({ hello: 'world' }));
      return { url: `${await ctx.serve(app)}/` };
    },
  },
  {
    id: 'me-manager',
    label: 'GET /api/v1/me, manager',
    async setup(ctx) {
      const cookie = await ctx.login('gestor@demo.clinica.pt');
      return { url: `${ctx.appUrl}/api/v1/me`, headers: { cookie } };
    },
  },
  {
    id: 'me-professional',
    label: 'GET /api/v1/me, professional',
    async setup(ctx) {
      // A professional's permission overrides come from the database (in the same session query).
      const cookie = await ctx.login('fisio@demo.clinica.pt');
      return { url: `${ctx.appUrl}/api/v1/me`, headers: { cookie } };
    },
  },
  patientsList(SMALL_CLINIC),
  patientsList(LARGE_CLINIC),
  {
    id: 'patients-search',
    label: `GET /api/v1/users/patients?q=joao (the same search again), ${size(LARGE_CLINIC)}`,
    prepare: (ctx) => ensureClinic(ctx, LARGE_CLINIC).then(() => undefined),
    async setup(ctx) {
      const cookie = await ctx.login(managerEmail(LARGE_CLINIC));
      return { url: `${ctx.appUrl}/api/v1/users/patients?q=joao`, headers: { cookie } };
    },
  },
  newSearch(SMALL_CLINIC),
  newSearch(LARGE_CLINIC),
  weekView(SMALL_CLINIC),
  weekView(LARGE_CLINIC),
  freeSlots(SMALL_CLINIC),
  freeSlots(LARGE_CLINIC),
  previewCount(SMALL_CLINIC),
  previewCount(LARGE_CLINIC),
  dashboardScenario(SMALL_CLINIC),
  dashboardScenario(LARGE_CLINIC),
  ...reportNames.flatMap((name) => [reportScenario(SMALL_CLINIC, name), reportScenario(LARGE_CLINIC, name)]),
  {
    id: 'booking',
    label: `POST /api/v1/appointments, a free slot each, ${history(LARGE_CLINIC)}`,
    prepare: (ctx) => ensureClinic(ctx, LARGE_CLINIC).then(() => undefined),
    async setup(ctx) {
      const cookie = await ctx.login(managerEmail(LARGE_CLINIC));
      // Every request needs a slot of its own: the load worker builds each body (bench/booking-bodies.ts),
      // from the first slot on, once the bookings of earlier runs (all after the generated history) are gone.
      await ctx.database.withTenant(LARGE_CLINIC.tenantId, (tx) =>
        tx.execute(
          sql`delete from appointments where starts_at >= ${`${FREE_FROM_YEAR}-01-01T00:00:00Z`}::timestamptz`,
        ),
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
  },
];

/**
 * `npm run bench`: measures the server with autocannon and prints every figure beside the database
 * floor (Fastify + `SELECT 1`) measured right before and right after it in the same run — req/s as a
 * share of the floor's, p95 as a multiple of the floor's — and the scaling of the week view and of a
 * new search between two generated clinics (src/db/seed/large.ts). This host's speed moves by half
 * between runs, so no figure is compared with a fixed budget: it never fails on figures, and exits 0
 * unless it crashes.
 *
 * PostgreSQL when DATABASE_URL is set (the demo and generated clinics are seeded there, idempotently,
 * and kept), otherwise PGlite in a fresh temporary directory. Everything runs in this process: the app
 * and the reference servers on 127.0.0.1:0, autocannon in a worker thread.
 *
 * Knobs (environment): BENCH_SCENARIOS=id,id (default: all; the floor always runs), BENCH_CONNECTIONS=10,50
 * (the summary reads 10, or the first), BENCH_SECONDS=5 (measured run), BENCH_WARMUP_SECONDS=1,
 * BENCH_POOL=20 (PostgreSQL connections), BENCH_PROFILE=id,id or `-- --profile id,id` (bench/profile.ts: a
 * CPU profile of the server and, with pg_stat_statements, each statement's cost, for those scenarios).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import { openDatabase, queryRows, type Database } from '../src/db/client.js';
import { openAppDatabase } from '../src/db/roles.js';
import { seedDemo } from '../src/db/seed/demo.js';
import { login } from './login.js';
import { systemClock } from '../src/lib/clock.js';
import { localDiskStorage } from '../src/modules/files/storage.js';
import { createMailer } from '../src/jobs/mail-delivery.js';
import { argon2Passwords } from '../src/modules/auth/passwords.js';
import { clusterCpuSampler, measure, probe, type Target } from './measure.js';
import { printProfile, profiledScenarios, startProfile, statementStats } from './profile.js';
import { weekPayload } from './payload.js';
import {
  dbName,
  payloadLine,
  resultsTable,
  scalingTable,
  summary,
  type Payloads,
  type Run,
} from './report.js';
import { floorScenario, scenarios, weekUrl, type BenchContext } from './scenarios.js';
import { LARGE_CLINIC, managerEmail, SMALL_CLINIC } from '../src/db/seed/large.js';

const [POOL_SIZE = 20] = intList('BENCH_POOL', [20], 1, 200);
const PRIMING_REQUESTS = 20;

function intList(name: string, fallback: number[], min: number, max: number): number[] {
  const raw = process.env[name];
  if (!raw) return fallback;
  const values = raw.split(',').map((s) => Number(s.trim()));
  if (values.some((v) => !Number.isInteger(v) || v < min || v > max)) {
    throw new Error(`${name} must be a comma-separated list of integers between ${min} and ${max}`);
  }
  return values;
}

function settings() {
  const connections = intList('BENCH_CONNECTIONS', [10, 50], 1, 500);
  const [seconds] = intList('BENCH_SECONDS', [5], 1, 60);
  const [warmupSeconds] = intList('BENCH_WARMUP_SECONDS', [1], 0, 30);
  const wanted = process.env.BENCH_SCENARIOS?.split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  // db-floor is accepted too: it always runs, around every scenario.
  const known = [floorScenario.id, ...scenarios.map((s) => s.id)];
  const profiled = profiledScenarios();
  const unknown = [...(wanted ?? []), ...profiled].filter((id) => !known.includes(id));
  if (unknown.length) {
    throw new Error(`BENCH_SCENARIOS: unknown ${unknown.join(', ')} (known: ${known.join(', ')})`);
  }
  return {
    connections,
    seconds: seconds ?? 5,
    warmupSeconds: warmupSeconds ?? 1,
    selected: wanted ? scenarios.filter((s) => wanted.includes(s.id) || profiled.includes(s.id)) : scenarios,
    profiled: scenarios.filter((s) => profiled.includes(s.id)),
  };
}

/** `target` with its per-request bodies or paths starting `i` further on. */
const nth = (target: Target, i: number): Target => ({
  ...target,
  ...(target.bodies ? { bodies: { ...target.bodies, start: target.bodies.start + i } } : {}),
  ...(target.paths ? { paths: { ...target.paths, start: target.paths.start + i } } : {}),
});

/**
 * The two PostgreSQL logins a server runs with (decision 002): DATABASE_OWNER_URL and DATABASE_URL as
 * given; with DATABASE_URL alone, that login owns and migrates, and the bench serves as `clinica_bench`,
 * a login without a password it creates (a local cluster that trusts local connections, as CI's).
 */
async function postgresLogins(): Promise<Record<string, string>> {
  const url = process.env.DATABASE_URL;
  if (!url) return {};
  if (process.env.DATABASE_OWNER_URL)
    return { DATABASE_URL: url, DATABASE_OWNER_URL: process.env.DATABASE_OWNER_URL };
  const owner = await openDatabase({ databaseUrl: url, poolSize: 1 });
  try {
    await owner.db.execute(
      sql.raw(`do $$ begin
                 if not exists (select 1 from pg_roles where rolname = 'clinica_bench') then
                   create role clinica_bench login;
                 end if;
               end $$`),
    );
    // pg_stat_statements' figures of every login, for `--profile` (bench/profile.ts).
    await owner.db.execute(sql.raw('grant pg_read_all_stats to clinica_bench'));
  } finally {
    await owner.close();
  }
  const runtime = new URL(url);
  runtime.username = 'clinica_bench';
  runtime.password = '';
  return { DATABASE_URL: runtime.toString(), DATABASE_OWNER_URL: url };
}

async function listen(app: FastifyInstance): Promise<string> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  return `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
}

/** The machine's load average; benchmarks on a busy machine measure the neighbours too. */
function loadLine(): string {
  const [one = 0, five = 0, fifteen = 0] = os.loadavg();
  const busy = one > os.cpus().length / 2 ? '  ⚠ the machine is busy: figures will be low and noisy' : '';
  return `${one.toFixed(2)} ${five.toFixed(2)} ${fifteen.toFixed(2)} (1/5/15 min)${busy}`;
}

async function describeMachine(database: Database): Promise<string[]> {
  const [row] = await queryRows<{ version: string }>(database.db, sql`select version() as version`);
  const cpus = os.cpus();
  const version = row?.version.split(' on ')[0] ?? 'unknown';
  return [
    `database: ${dbName(database.kind)} (${version})${database.kind === 'postgres' ? `, pool ${POOL_SIZE}` : ', one in-process connection'}`,
    `machine:  ${cpus.length} × ${cpus[0]?.model.trim() ?? 'cpu'}, ${Math.round(os.totalmem() / 2 ** 30)} GiB, ${os.platform()} ${os.release()}`,
    `runtime:  Node ${process.version}; autocannon in a worker thread of the server's process`,
    `load:     ${loadLine()}`,
  ];
}

async function main(): Promise<void> {
  const opts = settings();
  const started = Date.now();
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'clinica-bench-'));
  const servers: FastifyInstance[] = [];
  const closing: Array<() => Promise<void>> = [];
  let database: Database | undefined;
  try {
    // Production mode: what a clinic's server runs (fast response serializer, no test harness, a login
    // that owns nothing), over plain http on 127.0.0.1.
    const config = loadConfig({
      NODE_ENV: 'production',
      ALLOW_HTTP: '1',
      LOG_LEVEL: 'silent',
      DATA_DIR: tmp,
      ...(await postgresLogins()),
    });
    console.log(`Preparing ${config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${tmp}`} …`);
    database = await openAppDatabase(config, { poolSize: POOL_SIZE });
    await seedDemo(database);

    const quiet = () => undefined;
    const mailer = createMailer({
      config,
      database,
      clock: systemClock,
      log: { info: quiet, warn: quiet, error: quiet },
    });
    const storage = localDiskStorage(path.join(tmp, 'files'));
    const app = await buildApp(
      { config, database, clock: systemClock, storage, mailer, passwords: argon2Passwords },
      { logger: false },
    );
    servers.push(app);
    const appUrl = await listen(app);
    const db = database;
    const owner = config.databaseOwnerUrl
      ? await openDatabase({ databaseUrl: config.databaseOwnerUrl, poolSize: 2 })
      : null;
    if (owner) closing.push(() => owner.close());
    const ctx: BenchContext = {
      database: db,
      seeding: owner ?? db,
      appUrl,
      serve: async (extra) => {
        servers.push(extra);
        return listen(extra);
      },
      login: (email, password) => login(appUrl, email, password),
    };
    // The generated clinics first (minutes the first time), so that no measurement waits on them; then
    // each request a few times, so that the first of two scenarios that share code and data (the two
    // sizes of a pair) does not pay alone for compiling it and bringing it into the caches.
    for (const scenario of opts.selected) await scenario.prepare?.(ctx);
    // (A run index no measurement uses, so a new search's priming words are not measured again; each
    // priming request takes the next body or path, so bookings get free slots.)
    for (const scenario of opts.selected) {
      const target = await scenario.setup(ctx, opts.connections.length);
      for (let i = 0; i < PRIMING_REQUESTS; i++) await probe(nth(target, i));
    }

    // The PostgreSQL cluster's own CPU, when it runs on this machine (not PGlite: it is in this process).
    const [backend] =
      db.kind === 'postgres'
        ? await queryRows<{ pid: number }>(db.db, sql`select pg_backend_pid() as pid`)
        : [];
    const dbCpu = backend ? clusterCpuSampler(backend.pid) : null;

    const header = [
      `Clínica server benchmark — ${new Date().toISOString()}`,
      ...(await describeMachine(db)),
      `each run: ${opts.warmupSeconds} s warm-up (discarded), then ${opts.seconds} s measured; ` +
        `connections ${opts.connections.join(', ')}; latencies are exact percentiles over every response`,
      `every scenario runs between two runs of the database floor (${floorScenario.label}); its figures ` +
        'are divided by their mean',
      'scenarios:',
      ...opts.selected.map((s) => `  ${s.id.padEnd(18)} ${s.label}`),
    ];
    console.log(`\n${header.join('\n')}\n`);

    const floorTarget = await floorScenario.setup(ctx, 0);
    const fire = async (id: string, target: Target, connections: number) => {
      await probe(target);
      const m = await measure(
        target,
        { connections, seconds: opts.seconds, warmupSeconds: opts.warmupSeconds },
        dbCpu,
      );
      console.log(
        `  ${id.padEnd(18)} ${String(connections).padStart(3)} conns  ` +
          `${Math.round(m.requestsPerSecond).toLocaleString('en-US').padStart(7)} req/s  p95 ${m.p95.toFixed(2)} ms`,
      );
      return m;
    };
    // floor, scenario 1, floor, scenario 2, floor, …: each scenario is compared with the floor measured
    // seconds before and after it, not minutes, since this host's speed drifts by tens of percent within
    // minutes; the floor between two scenarios serves both.
    const runs: Run[] = [];
    for (const [run, connections] of opts.connections.entries()) {
      let floorBefore = await fire(floorScenario.id, floorTarget, connections);
      for (const scenario of opts.selected) {
        const m = await fire(scenario.id, await scenario.setup(ctx, run), connections);
        const floorAfter = await fire(floorScenario.id, floorTarget, connections);
        runs.push({ scenario, connections, m, floorBefore, floorAfter });
        floorBefore = floorAfter;
      }
    }

    // Profiled runs last, outside the figures (bench/profile.ts).
    const stats = opts.profiled.length ? await statementStats(db, owner) : null;
    for (const scenario of opts.profiled) {
      const target = await scenario.setup(ctx, opts.connections.length + 1);
      await probe(target);
      await stats?.reset();
      const stop = await startProfile();
      const m = await measure(
        target,
        { connections: opts.connections[0]!, seconds: opts.seconds, warmupSeconds: 0 },
        null,
      );
      const profile = await stop();
      printProfile(scenario.id, profile, m.responses, (await stats?.read()) ?? null);
    }

    const payloads: Payloads = {};
    const measured = (id: string) => opts.selected.some((s) => s.id === id);
    if (measured('week-small')) {
      payloads.small = await weekPayload(weekUrl(appUrl), await ctx.login(managerEmail(SMALL_CLINIC)));
    }
    if (measured('week-large')) {
      payloads.large = await weekPayload(weekUrl(appUrl), await ctx.login(managerEmail(LARGE_CLINIC)));
    }

    console.log(`\n${resultsTable(runs)}\n`);
    const scaling = scalingTable(runs, opts.connections);
    if (scaling) console.log(`${scaling}\n`);
    if (payloads.small) console.log(payloadLine(`${SMALL_CLINIC.name} (50k appointments)`, payloads.small));
    if (payloads.large) console.log(payloadLine(`${LARGE_CLINIC.name} (500k appointments)`, payloads.large));
    if (payloads.small && payloads.large && payloads.small.appointments !== payloads.large.appointments) {
      console.log('  ⚠ the two weeks differ: the generated clinics are not the same around that week');
    }
    console.log(`load at the end: ${loadLine()}`);
    console.log(
      `(bench took ${Math.round((Date.now() - started) / 1000)} s; it never fails on figures: exit code 0)`,
    );
    const at = opts.connections.includes(10) ? 10 : opts.connections[0]!;
    console.log(`\n${summary(runs, payloads, db.kind, at)}`);
  } finally {
    for (const s of servers.reverse()) await s.close().catch(() => undefined);
    for (const close of closing) await close().catch(() => undefined);
    await database?.close().catch(() => undefined);
    fs.rmSync(tmp, { recursive: true, force: true });
  }
}

main().catch((e: unknown) => {
  console.error(e instanceof Error ? (e.stack ?? e.message) : e);
  process.exitCode = 1;
});

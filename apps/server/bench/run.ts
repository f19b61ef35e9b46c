/**
 * `npm run bench`: measures the server with autocannon and compares the figures with the budgets in
 * docs/performance.md. Not a test: it prints a table and PASS/FAIL lines and exits 0 unless it crashes.
 *
 * PostgreSQL when DATABASE_URL is set (the demo clinic is seeded there, idempotently), otherwise
 * PGlite in a fresh temporary directory. Everything runs in this process: the app and the reference
 * servers on 127.0.0.1:0, autocannon in a worker thread.
 *
 * Knobs (environment): BENCH_SCENARIOS=id,id (default: all), BENCH_CONNECTIONS=10,50,
 * BENCH_SECONDS=5 (measured run), BENCH_WARMUP_SECONDS=1, BENCH_POOL=20 (PostgreSQL connections; every
 * figure in docs/performance.md used 20).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import { migrate, openDatabase, queryRows, type Database } from '../src/db/client.js';
import { seedDemo } from '../src/db/seed/demo.js';
import { login } from './login.js';
import { systemClock } from '../src/lib/clock.js';
import { localDiskStorage } from '../src/modules/files/storage.js';
import { createMailer } from '../src/jobs/mail-delivery.js';
import { clusterCpuSampler, measure, probe, type MeasureOptions, type Measurement } from './measure.js';
import {
  dbName,
  evaluateBudgets,
  ratiosTable,
  resultsTable,
  verdictLines,
  type ScenarioResult,
} from './report.js';
import { scenarios, type BenchContext, type Scenario } from './scenarios.js';

const [POOL_SIZE = 20] = intList('BENCH_POOL', [20], 1, 200);

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
  const unknown = wanted?.filter((id) => !scenarios.some((s) => s.id === id)) ?? [];
  if (unknown.length) {
    throw new Error(
      `BENCH_SCENARIOS: unknown ${unknown.join(', ')} (known: ${scenarios.map((s) => s.id).join(', ')})`,
    );
  }
  return {
    connections,
    seconds: seconds ?? 5,
    warmupSeconds: warmupSeconds ?? 1,
    selected: wanted ? scenarios.filter((s) => wanted.includes(s.id)) : scenarios,
  };
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
  let database: Database | undefined;
  try {
    // Production mode: what a clinic's server runs (fast response serializer, no test harness).
    const config = loadConfig({
      NODE_ENV: 'production',
      LOG_LEVEL: 'silent',
      DATA_DIR: tmp,
      ...(process.env.DATABASE_URL ? { DATABASE_URL: process.env.DATABASE_URL } : {}),
    });
    console.log(`Preparing ${config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${tmp}`} …`);
    database = await openDatabase({
      databaseUrl: config.databaseUrl,
      dataDir: config.databaseUrl ? undefined : path.join(tmp, 'pglite'),
      poolSize: POOL_SIZE,
    });
    await migrate(database);
    await seedDemo(database);

    const quiet = () => undefined;
    const mailer = createMailer({
      config,
      database,
      clock: systemClock,
      log: { info: quiet, warn: quiet, error: quiet },
    });
    const storage = localDiskStorage(path.join(tmp, 'files'));
    const app = await buildApp({ config, database, clock: systemClock, storage, mailer }, { logger: false });
    servers.push(app);
    const appUrl = await listen(app);
    const db = database;
    const ctx: BenchContext = {
      database: db,
      appUrl,
      serve: async (extra) => {
        servers.push(extra);
        return listen(extra);
      },
      login: (email, password) => login(appUrl, email, password),
    };

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
    ];
    console.log(`\n${header.join('\n')}\n`);

    const run = async (scenario: Scenario, connections: number, note = '') => {
      // Set up before each run: a scenario that writes (a booking per request) starts from fresh slots.
      const target = await scenario.setup(ctx);
      await probe(target);
      const options: MeasureOptions = {
        connections,
        seconds: opts.seconds,
        warmupSeconds: opts.warmupSeconds,
      };
      const m = await measure(target, options, dbCpu);
      console.log(
        `  ${scenario.id.padEnd(16)} ${String(connections).padStart(3)} conns  ` +
          `${Math.round(m.requestsPerSecond).toLocaleString('en-US').padStart(7)} req/s  p95 ${m.p95.toFixed(2)} ms${note}`,
      );
      return m;
    };
    const results: ScenarioResult[] = [];
    for (const scenario of opts.selected) {
      const paired = new Map<string, [Measurement, Measurement]>();
      const result: ScenarioResult = { scenario, byConnections: new Map(), paired };
      results.push(result);
      for (const connections of opts.connections) {
        // A ratio budget's baseline is measured right before and right after the scenario, so the
        // ratio compares runs seconds apart, not minutes: this host's speed drifts by tens of percent
        // within minutes (docs/performance.md, ninth session).
        const pairs = [
          ...new Set(
            (scenario.budgets ?? [])
              .filter((b) => b.relativeTo && b.connections === connections)
              .map((b) => b.relativeTo!),
          ),
        ].flatMap((id) => opts.selected.filter((s) => s.id === id));
        const before = new Map<string, Measurement>();
        for (const base of pairs)
          before.set(base.id, await run(base, connections, `  (before ${scenario.id})`));
        result.byConnections.set(connections, await run(scenario, connections));
        for (const base of pairs) {
          const after = await run(base, connections, `  (after ${scenario.id})`);
          paired.set(`${base.id}@${connections}`, [before.get(base.id)!, after]);
        }
      }
    }

    console.log(`\n${resultsTable(results)}\n`);
    if (results.some((r) => r.scenario.baseline) && results.some((r) => !r.scenario.baseline)) {
      console.log(`${ratiosTable(results, opts.connections)}\n`);
    }
    const verdicts = evaluateBudgets(results, db.kind);
    if (verdicts.length) {
      console.log(`Budgets (docs/performance.md), on ${dbName(db.kind)}:`);
      console.log(verdictLines(verdicts));
      const applying = verdicts.filter((v) => v.applies && v.status !== 'skip');
      const failed = applying.filter((v) => v.status === 'fail').length;
      console.log(
        applying.length
          ? `\n${applying.length - failed} budgets passed, ${failed} failed on ${dbName(db.kind)}.`
          : `\nNo budget is a goal on ${dbName(db.kind)}; run with DATABASE_URL for the PostgreSQL verdicts.`,
      );
    }
    console.log(`load at the end: ${loadLine()}`);
    console.log(
      `(bench took ${Math.round((Date.now() - started) / 1000)} s; benchmarks are not tests: exit code 0)`,
    );
  } finally {
    for (const s of servers.reverse()) await s.close().catch(() => undefined);
    await database?.close().catch(() => undefined);
    fs.rmSync(tmp, { recursive: true, force: true });
  }
}

main().catch((e: unknown) => {
  console.error(e instanceof Error ? (e.stack ?? e.message) : e);
  process.exitCode = 1;
});

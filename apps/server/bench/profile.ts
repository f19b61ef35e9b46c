/**
 * `npm run bench -- --profile <scenario>[,<scenario>…]` (or BENCH_PROFILE=…): after the measured runs, each
 * named scenario runs once more with the server's CPU profiled (the V8 inspector of this process: the
 * server thread; autocannon runs in a worker thread and is not in it) and, on PostgreSQL with
 * pg_stat_statements loaded (scripts/pg-test-cluster.sh), every statement it ran counted. It prints the
 * functions with the most self time and each statement's calls per request and mean planning and
 * execution time, and writes the profile (`bench-<scenario>.cpuprofile`, for Chrome DevTools or
 * speedscope). That run is not in the figures: a profiled server is slower.
 */
import fs from 'node:fs';
import path from 'node:path';
import { Session } from 'node:inspector/promises';
import { sql } from 'drizzle-orm';
import { queryRows, type Database } from '../src/db/client.js';

/** The scenarios to profile: `--profile a,b` on the command line, else BENCH_PROFILE. */
export function profiledScenarios(argv = process.argv, env = process.env): string[] {
  const at = argv.indexOf('--profile');
  const raw = at >= 0 ? argv[at + 1] : env.BENCH_PROFILE;
  return (raw ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
}

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  hitCount?: number;
}
interface CpuProfile {
  nodes: ProfileNode[];
  startTime: number;
  endTime: number;
  samples?: number[];
}

/** The functions with the most self time: name, where, ms and share of the profiled time. */
export function topSelfTime(profile: CpuProfile, top = 15) {
  const samples = profile.samples?.length ?? 0;
  const msPerSample = samples ? (profile.endTime - profile.startTime) / 1000 / samples : 0;
  const byFunction = new Map<string, number>();
  for (const n of profile.nodes) {
    const { functionName, url, lineNumber } = n.callFrame;
    const where = url
      ? `${url.replace(/^.*\/node_modules\//, '').replace(/^file:\/\/.*\/apps\/server\//, '')}:${lineNumber + 1}`
      : '';
    const key = `${functionName || '(anonymous)'}  ${where}`.trim();
    byFunction.set(key, (byFunction.get(key) ?? 0) + (n.hitCount ?? 0));
  }
  return [...byFunction]
    .sort((a, b) => b[1] - a[1])
    .slice(0, top)
    .map(([fn, hits]) => ({ fn, ms: hits * msPerSample, share: samples ? hits / samples : 0 }));
}

/** Starts the CPU profiler; the returned function stops it and answers the profile. */
export async function startProfile(): Promise<() => Promise<CpuProfile>> {
  const session = new Session();
  session.connect();
  await session.post('Profiler.enable');
  await session.post('Profiler.setSamplingInterval', { interval: 200 });
  await session.post('Profiler.start');
  return async () => {
    const { profile } = (await session.post('Profiler.stop')) as { profile: CpuProfile };
    session.disconnect();
    return profile;
  };
}

/**
 * pg_stat_statements, when the cluster loads it: reset through the owner login (a superuser's function),
 * read by the server's login (`pg_read_all_stats`). Null on PGlite or without the library.
 */
export async function statementStats(database: Database, owner: Database | null) {
  if (database.kind !== 'postgres' || !owner) return null;
  const [loaded] = await queryRows<{ on: boolean }>(
    owner.db,
    sql`select current_setting('shared_preload_libraries') like '%pg_stat_statements%' as on`,
  );
  if (!loaded?.on) return null;
  await owner.db.execute(sql`create extension if not exists pg_stat_statements`);
  return {
    reset: () => owner.db.execute(sql`select pg_stat_statements_reset()`),
    /** Each statement of this database since the reset, the costliest first. */
    read: () =>
      queryRows<{ calls: number; plan_ms: number; exec_ms: number; rows: number; query: string }>(
        database.db,
        sql`select calls::int, mean_plan_time as plan_ms, mean_exec_time as exec_ms, rows::int, query
              from pg_stat_statements
             where dbid = (select oid from pg_database where datname = current_database())
               and query not like '%pg_stat_statements%'
             order by (mean_plan_time + mean_exec_time) * calls desc
             limit 20`,
      ),
  };
}

/** Writes the profile beside the working directory and prints its summary and the statements. */
export function printProfile(
  id: string,
  profile: CpuProfile,
  requests: number,
  statements: Awaited<ReturnType<NonNullable<Awaited<ReturnType<typeof statementStats>>>['read']>> | null,
): void {
  const file = path.resolve(`bench-${id}.cpuprofile`);
  fs.writeFileSync(file, JSON.stringify(profile));
  const total = (profile.endTime - profile.startTime) / 1000;
  console.log(
    `\nProfile of ${id}: ${requests} requests, ${total.toFixed(0)} ms of the server thread (${file})`,
  );
  console.log('  self ms/req  share  function');
  for (const f of topSelfTime(profile)) {
    console.log(
      `  ${(f.ms / Math.max(requests, 1)).toFixed(3).padStart(11)}  ${(f.share * 100).toFixed(1).padStart(4)} %  ${f.fn}`,
    );
  }
  if (!statements) {
    console.log('  (statements: PostgreSQL with pg_stat_statements loaded only, scripts/pg-test-cluster.sh)');
    return;
  }
  // Every request looks its session up once: that statement's calls count the requests the database saw
  // (autocannon's count leaves out those still in flight when the run ended).
  const seen = statements.find((r) => r.query.includes('auth_session('))?.calls ?? requests;
  const perRequest = statements.reduce((s, r) => s + r.calls, 0) / Math.max(seen, 1);
  console.log(
    `  statements per request: ${perRequest.toFixed(1)} (pg_stat_statements, top level; ${seen} requests)`,
  );
  console.log('  calls/req  plan ms  exec ms  rows/call  statement');
  for (const r of statements) {
    const text = r.query.replace(/\s+/g, ' ').slice(0, 110);
    console.log(
      `  ${(r.calls / Math.max(seen, 1)).toFixed(2).padStart(9)}  ${r.plan_ms.toFixed(3).padStart(7)}  ${r.exec_ms.toFixed(3).padStart(7)}  ${(r.rows / Math.max(r.calls, 1)).toFixed(1).padStart(9)}  ${text}`,
    );
  }
}

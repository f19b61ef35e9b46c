/**
 * Interleaved A/B (`npm run bench:ab -w apps/server -- [git ref]`): is the working tree faster than a
 * commit (default HEAD)? On this kind of host the speed drifts by ±30 % within minutes, more than most
 * changes are worth, so two runs one after the other compare the host, not the code. Here the commit
 * (in a temporary git worktree) and the working tree run as two servers on the same PostgreSQL database,
 * and the load switches between them every few seconds, the order alternating: the drift falls on both.
 *
 * Needs DATABASE_URL on a database where `npm run bench` has run once (the generated clinics are there).
 * AB_SCENARIO: booking (default) | search (a new search each time) | me | any GET path; AB_EMAIL logs in
 * as another user (password of the demo accounts). AB_ROUNDS (12),
 * AB_SLICE seconds (2), AB_CONNECTIONS (10). Figures are for comparison only: the load comes from
 * `fetch` in this process, heavier than the benchmark's autocannon.
 */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { CALENDAR_MANAGER_EMAIL } from '../src/db/seed/large-calendar.js';
import { LARGE_MANAGER_EMAIL } from '../src/db/seed/large.js';
import { bookingBody } from './booking-bodies.js';
import { login } from './login.js';
import { searchPath } from './search-paths.js';

type Side = 'base' | 'work';

const databaseUrl = process.env.DATABASE_URL;
if (!databaseUrl) {
  console.error('bench:ab needs DATABASE_URL (PostgreSQL) on a database `npm run bench` has prepared.');
  process.exit(1);
}
const ref = process.argv[2] ?? 'HEAD';
const scenario = process.env.AB_SCENARIO ?? 'booking';
const rounds = Number(process.env.AB_ROUNDS ?? 12);
const sliceMs = Number(process.env.AB_SLICE ?? 2) * 1000;
const connections = Number(process.env.AB_CONNECTIONS ?? 10);

const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const repoRoot = execFileSync('git', ['rev-parse', '--show-toplevel'], { cwd: serverDir }).toString().trim();
const relServer = path.relative(repoRoot, serverDir);

/** The commit checked out beside the working tree, sharing its installed packages. */
function checkout(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'clinica-ab-'));
  execFileSync('git', ['worktree', 'add', '--detach', dir, ref], { cwd: repoRoot, stdio: 'ignore' });
  for (const rel of ['node_modules', path.join(relServer, 'node_modules')]) {
    if (fs.existsSync(path.join(repoRoot, rel)))
      fs.symlinkSync(path.join(repoRoot, rel), path.join(dir, rel));
  }
  return dir;
}

function start(cwd: string, port: number): Promise<ChildProcess> {
  const child = spawn('npx', ['tsx', 'src/main.ts'], {
    cwd,
    env: {
      ...process.env,
      DATABASE_URL: databaseUrl,
      PORT: String(port),
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
    detached: true, // its own process group, so that npx and the server stop together
  });
  return new Promise((resolve, reject) => {
    child.stdout!.on('data', (d: Buffer) => {
      if (String(d).includes('running on')) resolve(child);
    });
    child.on('exit', (code) => reject(new Error(`the server in ${cwd} stopped (${code})`)));
  });
}

const worktree = checkout();
const children: ChildProcess[] = [];
const stop = () => {
  for (const c of children) {
    try {
      process.kill(-c.pid!, 'SIGTERM');
    } catch {
      // already gone
    }
  }
  execFileSync('git', ['worktree', 'remove', '--force', worktree], { cwd: repoRoot, stdio: 'ignore' });
};
process.on('SIGINT', () => {
  stop();
  process.exit(130);
});

try {
  const urls: Record<Side, string> = { base: 'http://127.0.0.1:3301', work: 'http://127.0.0.1:3302' };
  children.push(await start(path.join(worktree, relServer), 3301), await start(serverDir, 3302));
  const email =
    process.env.AB_EMAIL ?? (scenario === 'search' ? LARGE_MANAGER_EMAIL : CALENDAR_MANAGER_EMAIL);
  const cookies: Record<Side, string> = {
    base: await login(urls.base, email),
    work: await login(urls.work, email),
  };
  // Bookings and searches never repeat: the two sides take turns through one sequence.
  const next: Record<Side, number> = { base: 0, work: 1 };
  const latencies: Record<Side, number[]> = { base: [], work: [] };
  let failed = 0;

  const request = async (side: Side): Promise<number> => {
    const t0 = performance.now();
    const headers = { cookie: cookies[side], origin: urls[side], 'x-requested-with': 'XMLHttpRequest' };
    let res: Response;
    if (scenario === 'booking') {
      const n = next[side];
      next[side] += 2;
      res = await fetch(`${urls[side]}/api/v1/appointments`, {
        method: 'POST',
        headers: { ...headers, 'content-type': 'application/json' },
        body: bookingBody(n),
      });
    } else {
      const n = next[side];
      next[side] += 2;
      const p = scenario === 'search' ? searchPath(n) : scenario === 'me' ? '/api/v1/me' : scenario;
      res = await fetch(`${urls[side]}${p}`, { headers });
    }
    await res.arrayBuffer();
    if (res.status >= 300) failed++;
    return performance.now() - t0;
  };
  const slice = async (side: Side, ms: number, keep: boolean) => {
    const end = performance.now() + ms;
    await Promise.all(
      Array.from({ length: connections }, async () => {
        while (performance.now() < end) {
          const ms = await request(side);
          if (keep) latencies[side].push(ms);
        }
      }),
    );
  };

  if (scenario === 'booking') {
    // The bookings of earlier runs (all after the generated years) go, so that every slot is free again.
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    await client.query("delete from appointments where starts_at >= '2027-01-01'");
    await client.end();
  }
  await slice('base', 1000, false);
  await slice('work', 1000, false);
  for (let r = 0; r < rounds; r++) {
    for (const side of (r % 2 ? ['work', 'base'] : ['base', 'work']) as Side[])
      await slice(side, sliceMs, true);
  }

  const pct = (xs: number[], p: number) => [...xs].sort((a, b) => a - b)[Math.floor(p * (xs.length - 1))]!;
  const seconds = (rounds * sliceMs) / 1000;
  const line = (side: Side) => {
    const xs = latencies[side];
    return (
      `${side === 'base' ? `base (${ref})` : 'working tree'}`.padEnd(22) +
      `${(xs.length / seconds).toFixed(0).padStart(6)} req/s  p50 ${pct(xs, 0.5).toFixed(2)}  p95 ${pct(xs, 0.95).toFixed(2)}  p99 ${pct(xs, 0.99).toFixed(2)} ms`
    );
  };
  console.log(`A/B ${scenario}: ${rounds} × ${sliceMs / 1000} s per side, ${connections} connections`);
  console.log(line('base'));
  console.log(line('work'));
  const gain = latencies.work.length / latencies.base.length - 1;
  console.log(`working tree: ${(100 * gain).toFixed(1)} % requests per second; ${failed} failed answers`);
} finally {
  stop();
}

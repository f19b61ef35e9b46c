import fs from 'node:fs';
import { Worker } from 'node:worker_threads';

/** One HTTP request, fired over and over by every connection of a measurement. */
export interface Target {
  url: string;
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  headers?: Record<string, string>;
  body?: string;
  /**
   * A body of its own for every request: `module` (a file URL) exports `name(n)`, called with n = start,
   * start + 1, … (the probe takes `start`). Built in the load worker, so it costs the server nothing.
   */
  bodies?: PerRequest;
  /**
   * A path (with its query) of its own for every request, made like `bodies`; `url` then gives the
   * server only (e.g. a different search each time, so that no answer is served from a cache).
   */
  paths?: PerRequest;
  /** The status every response must have (checked once before measuring, counted during it). */
  expectStatus?: number;
}

/** `module` (a file URL) exports `name(n)`, called with n = start, start + 1, … (the probe takes `start`). */
export interface PerRequest {
  module: string;
  name: string;
  start: number;
}

export interface MeasureOptions {
  connections: number;
  /** Length of the measured run. */
  seconds: number;
  /** A discarded run at the same concurrency first (JIT, pool connections, caches). */
  warmupSeconds: number;
}

export interface Measurement {
  connections: number;
  seconds: number;
  responses: number;
  requestsPerSecond: number;
  /** Latency percentiles in milliseconds (exact, over every response of the measured run). */
  p50: number;
  p95: number;
  p99: number;
  max: number;
  /** Responses whose status was not `expectStatus`. */
  unexpected: number;
  /** Socket errors and timeouts. */
  errors: number;
  /**
   * CPU time of this whole process per response (the server thread, the load generator's worker thread
   * and libuv's threads), in ms.
   */
  processCpuMsPerRequest: number;
  /**
   * CPU time of the PostgreSQL server per response (every process of its cluster), in ms, when it runs
   * on this machine; NaN otherwise (PGlite runs in the server thread). With `processCpuMsPerRequest` it
   * is the whole cost of a request on this machine, which the neighbours' load hardly changes: the
   * figure to compare two builds by on a busy machine.
   */
  dbCpuMsPerRequest: number;
}

/** What the load worker measures; the main thread adds the CPU times, which only it can see. */
export type LoadResult = Omit<Measurement, 'processCpuMsPerRequest' | 'dbCpuMsPerRequest'>;

/** CPU time (user + system) of this whole process in ms. */
const processCpuMs = (): number => {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
};

/** CPU time (ms) of each process of a cluster at one moment, by pid. */
export type CpuSnapshot = Map<number, number>;

/**
 * CPU used between two snapshots: every process in the later one, less what it had in the earlier one.
 * A process that ended in between drops out (its CPU is not counted) rather than making the figure
 * negative; one that started in between counts in full.
 */
export function cpuBetween(before: CpuSnapshot, after: CpuSnapshot): number {
  let total = 0;
  for (const [pid, cpu] of after) total += cpu - (before.get(pid) ?? 0);
  return total;
}

/**
 * A sampler of the CPU time (ms) of a PostgreSQL cluster running on this machine: its postmaster and
 * every child of it, from /proc. `backendPid` is any backend of the cluster (`pg_backend_pid()`); its
 * parent is the postmaster. Null when that process is not visible here (another machine, no /proc).
 */
export function clusterCpuSampler(backendPid: number): (() => CpuSnapshot) | null {
  const ticksToMs = 10; // Linux reports utime/stime in clock ticks of 1/100 s.
  const stat = (pid: string) => {
    const text = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    const f = text.slice(text.lastIndexOf(')') + 2).split(' ');
    return { ppid: Number(f[1]), cpu: (Number(f[11]) + Number(f[12])) * ticksToMs };
  };
  let postmaster: number;
  try {
    postmaster = stat(String(backendPid)).ppid;
    stat(String(postmaster));
  } catch {
    return null;
  }
  return () => {
    const snapshot: CpuSnapshot = new Map();
    for (const pid of fs.readdirSync('/proc')) {
      if (!/^\d+$/.test(pid)) continue;
      try {
        const s = stat(pid);
        if (s.ppid === postmaster || Number(pid) === postmaster) snapshot.set(Number(pid), s.cpu);
      } catch {
        // The process ended while we read.
      }
    }
    return snapshot;
  };
}

/** What the main thread sends the load worker (structured-clone safe). */
export interface LoadJob {
  target: Target;
  options: MeasureOptions;
}

export type LoadReply =
  { kind: 'measuring' } | { kind: 'done'; result: LoadResult } | { kind: 'error'; error: string };

// The load generator runs in a worker thread so that it does not share the server's event loop.
// tsx hooks the main thread only (Node 20), so the worker registers tsx itself before loading the .ts file.
const workerUrl = new URL('./load-worker.ts', import.meta.url).href;
const bootstrap = new URL(
  'data:text/javascript,' +
    encodeURIComponent(
      `import { register } from ${JSON.stringify(import.meta.resolve('tsx/esm/api'))};\n` +
        `register();\nawait import(${JSON.stringify(workerUrl)});\n`,
    ),
);

/**
 * Fires `target` with autocannon from a worker thread: a warm-up run, then the measured run.
 * Only loopback targets are accepted (benchmarks never send traffic elsewhere).
 */
export function measure(
  target: Target,
  options: MeasureOptions,
  dbCpu: (() => CpuSnapshot) | null = null,
): Promise<Measurement> {
  const host = new URL(target.url).hostname;
  if (host !== '127.0.0.1') throw new Error(`bench targets must be on 127.0.0.1, not ${host}`);
  return new Promise((resolve, reject) => {
    const job: LoadJob = { target, options };
    const worker = new Worker(bootstrap, { workerData: job });
    let settled = false;
    let processAtStart = processCpuMs();
    let dbAtStart = dbCpu?.();
    const settle = (fn: () => void) => {
      if (settled) return;
      settled = true;
      fn();
      void worker.terminate();
    };
    worker.on('message', (reply: LoadReply) => {
      if (reply.kind === 'measuring') {
        processAtStart = processCpuMs();
        dbAtStart = dbCpu?.();
      } else if (reply.kind === 'done') {
        const processCpu = processCpuMs() - processAtStart;
        const dbAtEnd = dbCpu?.();
        const dbMs = dbAtStart && dbAtEnd ? cpuBetween(dbAtStart, dbAtEnd) : Number.NaN;
        const { result } = reply;
        const perResponse = (ms: number) => (result.responses ? ms / result.responses : Number.NaN);
        settle(() =>
          resolve({
            ...result,
            processCpuMsPerRequest: perResponse(processCpu),
            dbCpuMsPerRequest: perResponse(dbMs),
          }),
        );
      } else {
        settle(() => reject(new Error(reply.error)));
      }
    });
    worker.once('error', (e) => settle(() => reject(e)));
    worker.once('exit', (code) => settle(() => reject(new Error(`load worker exited with code ${code}`))));
  });
}

/** The function that makes a target's n-th body or path. */
export async function perRequestMaker(b: PerRequest): Promise<(n: number) => string> {
  const make = ((await import(b.module)) as Record<string, unknown>)[b.name];
  if (typeof make !== 'function') throw new Error(`${b.module} exports no function ${b.name}`);
  return make as (n: number) => string;
}

/** Sends `target` once and checks its status, so a measurement never times the wrong answer (e.g. a 401). */
export async function probe(target: Target): Promise<void> {
  const url = target.paths
    ? new URL((await perRequestMaker(target.paths))(target.paths.start), target.url).href
    : target.url;
  const res = await fetch(url, {
    method: target.method ?? 'GET',
    headers: target.headers,
    body: target.bodies ? (await perRequestMaker(target.bodies))(target.bodies.start) : target.body,
  });
  const expected = target.expectStatus ?? 200;
  if (res.status !== expected) {
    const text = (await res.text()).slice(0, 300);
    throw new Error(`${target.method ?? 'GET'} ${url} answered ${res.status}, expected ${expected}: ${text}`);
  }
  await res.arrayBuffer().catch(() => undefined);
}

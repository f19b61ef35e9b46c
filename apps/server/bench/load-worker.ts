import { parentPort, workerData } from 'node:worker_threads';
import { performance } from 'node:perf_hooks';
import autocannon, { type Request } from 'autocannon';
import { perRequestMaker, type LoadJob, type LoadReply, type LoadResult, type Target } from './measure.js';

/** Nearest-rank percentile of an ascending array. */
function percentile(sorted: Float64Array, q: number): number {
  if (sorted.length === 0) return Number.NaN;
  const i = Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1));
  return sorted[i] ?? Number.NaN;
}

/** One autocannon run of `seconds`; records every response's latency (autocannon's own summary has no p95). */
function fire(
  target: Target,
  connections: number,
  seconds: number,
  next: { body?: () => string; path?: () => string } = {},
): Promise<LoadResult> {
  const expected = target.expectStatus ?? 200;
  const latencies: number[] = [];
  let unexpected = 0;
  let errors = 0;
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const instance = autocannon(
      {
        url: target.url,
        method: target.method ?? 'GET',
        headers: target.headers,
        body: target.body,
        ...(next.body || next.path
          ? {
              requests: [
                {
                  setupRequest: (req: Request): Request => ({
                    ...req,
                    ...(next.body ? { body: next.body() } : {}),
                    ...(next.path ? { path: next.path() } : {}),
                  }),
                },
              ],
            }
          : {}),
        connections,
        duration: seconds,
        timeout: 10,
      },
      (err) => {
        if (err) return reject(err instanceof Error ? err : new Error(String(err)));
        const elapsed = (performance.now() - started) / 1000;
        const sorted = Float64Array.from(latencies).sort();
        resolve({
          connections,
          seconds: elapsed,
          responses: latencies.length,
          requestsPerSecond: latencies.length / elapsed,
          p50: percentile(sorted, 0.5),
          p95: percentile(sorted, 0.95),
          p99: percentile(sorted, 0.99),
          max: sorted.length ? (sorted[sorted.length - 1] ?? Number.NaN) : Number.NaN,
          unexpected,
          errors,
        });
      },
    );
    instance.on('response', (_client, statusCode, _bytes, responseTime) => {
      latencies.push(responseTime);
      if (statusCode !== expected) unexpected++;
    });
    instance.on('reqError', () => {
      errors++;
    });
  });
}

async function main(): Promise<void> {
  const { target, options } = workerData as LoadJob;
  let reply: LoadReply;
  try {
    const next: { body?: () => string; path?: () => string } = {};
    for (const kind of ['body', 'path'] as const) {
      const spec = kind === 'body' ? target.bodies : target.paths;
      if (!spec) continue;
      const make = await perRequestMaker(spec);
      let n = spec.start + 1; // the probe took `start`
      next[kind] = () => make(n++);
    }
    if (options.warmupSeconds > 0) await fire(target, options.connections, options.warmupSeconds, next);
    parentPort?.postMessage({ kind: 'measuring' } satisfies LoadReply);
    reply = { kind: 'done', result: await fire(target, options.connections, options.seconds, next) };
  } catch (e) {
    reply = { kind: 'error', error: e instanceof Error ? (e.stack ?? e.message) : String(e) };
  }
  parentPort?.postMessage(reply);
}

await main();

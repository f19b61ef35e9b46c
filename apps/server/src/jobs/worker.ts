import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../db/client.js';
import type { Clock } from '../lib/clock.js';
import {
  claimJobs,
  failJob,
  finishJob,
  rescheduleJob,
  scheduleTenantJobs,
  type ClaimedJob,
} from './jobs.repository.js';

/**
 * What a job kind does. It runs outside any transaction (it may call SMTP or SMPP) and opens its own
 * `withTenant` transactions for the job's clinic; throwing is a failed attempt. A recurring job answers
 * the next time it runs (and may keep state in its payload).
 */
export interface JobHandler {
  run(job: ClaimedJob): Promise<void | { again: Date; payload?: Record<string, unknown> }>;
  /** Attempts before the job is failed for good (default 5). */
  maxAttempts?: number;
  /** A per-clinic job every clinic has (a sweep): the worker inserts it where missing. */
  recurring?: boolean;
}

export interface Worker {
  /** Polls every `pollMs` until stopped. */
  start(): void;
  /** Stops polling and waits for the jobs in hand. */
  stop(): Promise<void>;
  /** Runs a pass soon (a message was just queued) without waiting for the next poll. */
  kick(): void;
  /** Runs passes until no job is due (tests, shutdown): resolves when the kicked work is done. */
  drain(): Promise<void>;
  /** One pass: claims due jobs and runs them; the number run. */
  runDue(): Promise<number>;
}

/** 30 s, 1 min, 2 min … capped at 1 h: the wait before attempt n + 1. */
export function backoffMs(attempts: number): number {
  return Math.min(30_000 * 2 ** Math.max(0, attempts - 1), 3_600_000);
}

export function createWorker(deps: {
  database: Database;
  clock: Clock;
  log: Pick<FastifyBaseLogger, 'info' | 'error' | 'warn'>;
  handlers: Record<string, JobHandler>;
  pollMs?: number;
  batch?: number;
  /** How long a claim holds before another instance may take the job over (a crashed worker). */
  lockSeconds?: number;
}): Worker {
  const { database, clock, log, handlers } = deps;
  const kinds = Object.keys(handlers);
  const recurring = kinds.filter((k) => handlers[k]!.recurring);
  const pollMs = deps.pollMs ?? 1000;
  const batch = deps.batch ?? 10;
  const lockSeconds = deps.lockSeconds ?? 300;
  let timer: NodeJS.Timeout | null = null;
  let running = false;
  let current: Promise<unknown> = Promise.resolve();
  let lastSchedule = 0;

  async function runOne(job: ClaimedJob): Promise<void> {
    const handler = handlers[job.kind]!;
    try {
      const outcome = await handler.run(job);
      await database.withTenant(job.tenantId, (tx) =>
        outcome
          ? rescheduleJob(tx, job.tenantId, job.id, outcome.again, outcome.payload)
          : finishJob(tx, job.tenantId, job.id, clock.now()),
      );
    } catch (e) {
      const error = ((e as Error).message ?? String(e)).slice(0, 500);
      const now = clock.now();
      const last = job.attempts >= (handler.maxAttempts ?? 5);
      log.warn({ err: e, job: { kind: job.kind, key: job.key, attempts: job.attempts } }, 'job failed');
      // A sweep is never given up: it tries again later (its attempts reset at its next success).
      const retryAt = last && !handler.recurring ? null : new Date(now.getTime() + backoffMs(job.attempts));
      await database.withTenant(job.tenantId, (tx) =>
        failJob(tx, job.tenantId, job.id, { error, retryAt, now }),
      );
    }
  }

  async function pass(): Promise<number> {
    const now = clock.now();
    if (recurring.length && now.getTime() - lastSchedule >= 60_000) {
      lastSchedule = now.getTime();
      await scheduleTenantJobs(database.db, recurring, now);
    }
    const claimed = await claimJobs(database.db, { kinds, limit: batch, lockSeconds, now });
    for (const job of claimed) await runOne(job);
    return claimed.length;
  }

  /** One pass at a time per instance: a pass queued behind the running one. */
  function serial<T>(fn: () => Promise<T>): Promise<T> {
    const next = current.then(fn, fn);
    current = next.catch((e) => log.error({ err: e }, 'job pass crashed'));
    return next;
  }

  const runDue = () => serial(pass);

  async function drain(): Promise<void> {
    for (let i = 0; i < 100; i++) if ((await runDue()) === 0) return;
  }

  function schedule() {
    if (!running) return;
    timer = setTimeout(() => {
      void drain()
        .catch(() => undefined)
        .finally(schedule);
    }, pollMs);
    timer.unref?.();
  }

  return {
    start() {
      if (running) return;
      running = true;
      schedule();
    },
    async stop() {
      running = false;
      if (timer) clearTimeout(timer);
      await current;
    },
    kick() {
      void drain().catch(() => undefined);
    },
    drain,
    runDue,
  };
}

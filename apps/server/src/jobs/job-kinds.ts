import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config.js';
import type { Database } from '../db/client.js';
import type { Clock } from '../lib/clock.js';
import { EMAIL_JOB, mailDeliveryHandler } from './mail-delivery.js';
import { createWorker, type Worker } from './worker.js';

/** The instance's worker with every job kind the application has (main.ts starts and stops it). */
export function createJobWorker(deps: {
  config: Config;
  database: Database;
  clock: Clock;
  log: Pick<FastifyBaseLogger, 'info' | 'error' | 'warn'>;
}): Worker {
  return createWorker({
    database: deps.database,
    clock: deps.clock,
    log: deps.log,
    handlers: {
      [EMAIL_JOB]: mailDeliveryHandler(deps),
    },
  });
}

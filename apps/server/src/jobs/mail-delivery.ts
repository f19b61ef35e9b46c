import nodemailer from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import type { Database, Tx } from '../db/client.js';
import type { Config } from '../config.js';
import type { Clock } from '../lib/clock.js';
import {
  getAttachments,
  getMessage,
  insertAttachments,
  insertMessage,
  markMessage,
} from '../modules/mail/mail.repository.js';
import type { Email } from '../modules/mail/templates.js';
import { enqueueJob } from './jobs.repository.js';
import { createWorker, type JobHandler, type Worker } from './worker.js';

/**
 * E-mail goes through the `outbound_messages` queue and the shared `jobs` table (decision 042): a
 * service queues it inside its transaction — the message, its attachments and its delivery job commit
 * together — and any instance's worker sends it, at least once, after a restart too, retrying with
 * backoff. With no `SMTP_URL` the message text is printed to the log and kept, so the embedded demo can be
 * used end to end.
 */
export interface Mailer {
  queue(tx: Tx, tenantId: string, to: string, kind: string, email: Email): Promise<string>;
  /** Asks the worker to deliver messages queued by a committed transaction now. Never throws, never waits. */
  deliver(tenantId: string, ids: string[]): void;
  /**
   * Resolves when every delivery due so far has been tried (tests, shutdown). Never rejects: with the
   * database gone (a shutdown after a failure) nothing more can be tried, and the worker has logged why.
   */
  idle(): Promise<void>;
}

export const EMAIL_JOB = 'email';

type Log = Pick<FastifyBaseLogger, 'info' | 'error' | 'warn'>;

/** The `email` job: sends one outbound message (its key is the message id). */
export function mailDeliveryHandler(deps: {
  config: Config;
  database: Database;
  clock: Clock;
  log: Log;
}): JobHandler {
  const { config, database, clock, log } = deps;
  const transport = config.smtpUrl ? nodemailer.createTransport(config.smtpUrl) : null;
  return {
    maxAttempts: 5,
    async run(job) {
      const id = job.key;
      const found = await database.withTenant(job.tenantId, async (tx) => {
        const msg = await getMessage(tx, id);
        return msg && msg.status === 'queued'
          ? { msg, files: await getAttachments(tx, job.tenantId, id) }
          : null;
      });
      if (!found) return;
      const { msg, files } = found;
      if (!transport) {
        const attached = files.map((f) => `\n[anexo: ${f.filename}, ${f.content.length} bytes]`).join('');
        log.info(
          { mail: { to: msg.recipient, subject: msg.subject } },
          `E-mail (no SMTP_URL, kept in outbound_messages)\nTo: ${msg.recipient}\nSubject: ${msg.subject}\n\n${msg.bodyText}${attached}`,
        );
        await database.withTenant(job.tenantId, (tx) =>
          markMessage(tx, id, { status: 'logged', attempts: job.attempts, sentAt: clock.now() }),
        );
        return;
      }
      try {
        await transport.sendMail({
          from: config.mailFrom,
          to: msg.recipient,
          subject: msg.subject ?? '',
          text: msg.bodyText,
          html: msg.bodyHtml ?? undefined,
          headers: msg.headers ?? undefined,
          attachments: files.map((f) => ({
            filename: f.filename,
            contentType: f.contentType,
            content: f.content,
          })),
        });
      } catch (e) {
        const last = job.attempts >= 5;
        await database.withTenant(job.tenantId, (tx) =>
          markMessage(tx, id, {
            status: last ? 'failed' : 'queued',
            attempts: job.attempts,
            lastError: (e as Error).message.slice(0, 500),
          }),
        );
        throw e;
      }
      await database.withTenant(job.tenantId, (tx) =>
        markMessage(tx, id, { status: 'sent', attempts: job.attempts, sentAt: clock.now(), lastError: null }),
      );
    },
  };
}

/** Queues an e-mail in the caller's transaction: the message, its attachments and its delivery job. */
export async function queueEmail(
  tx: Tx,
  p: { tenantId: string; to: string; kind: string; email: Email; now: Date },
): Promise<string> {
  const id = await insertMessage(tx, {
    tenantId: p.tenantId,
    channel: 'email',
    kind: p.kind,
    recipient: p.to,
    subject: p.email.subject,
    bodyText: p.email.text,
    bodyHtml: p.email.html,
    headers: p.email.headers ?? null,
  });
  if (p.email.attachments?.length) await insertAttachments(tx, p.tenantId, id, p.email.attachments);
  await enqueueJob(tx, { tenantId: p.tenantId, kind: EMAIL_JOB, key: id, runAt: p.now });
  return id;
}

/**
 * The mailer on a worker: main.ts passes the instance's worker (which runs every job kind); alone (a test
 * of one module) it makes its own worker for e-mail.
 */
export function createMailer(deps: {
  config: Config;
  database: Database;
  clock: Clock;
  log: Log;
  worker?: Worker;
}): Mailer {
  const worker =
    deps.worker ??
    createWorker({
      database: deps.database,
      clock: deps.clock,
      log: deps.log,
      handlers: { [EMAIL_JOB]: mailDeliveryHandler(deps) },
    });
  return {
    queue: (tx, tenantId, to, kind, email) =>
      queueEmail(tx, { tenantId, to, kind, email, now: deps.clock.now() }),
    deliver() {
      worker.kick();
    },
    idle() {
      return worker.drain().catch((e: unknown) => deps.log.warn({ err: e }, 'e-mail delivery stopped'));
    },
  };
}

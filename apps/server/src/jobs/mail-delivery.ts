import nodemailer from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';
import type { Database, Tx } from '../db/client.js';
import type { Config } from '../config.js';
import type { Clock } from '../lib/clock.js';
import { getMessage, insertMessage, markMessage } from '../modules/mail/mail.repository.js';
import type { Email, MailAttachment } from '../modules/mail/templates.js';

/**
 * E-mail goes through the `outbound_messages` queue: a service queues it inside its transaction, and
 * delivery starts after the commit, off the request path (requests never wait for SMTP). With no
 * `SMTP_URL` the message text is printed to the log and kept, so the embedded demo can be used end to end.
 * Attachments (a fiscal document's PDF, which can always be rendered again from the document) are not
 * stored: they wait in memory between `queue` and `deliver`, as the delivery itself does.
 */
export interface Mailer {
  queue(tx: Tx, tenantId: string, to: string, kind: string, email: Email): Promise<string>;
  /** Starts delivering messages queued by a committed transaction. Never throws, never waits. */
  deliver(tenantId: string, ids: string[]): void;
  /** Resolves when every delivery started so far has finished (tests, shutdown). */
  idle(): Promise<void>;
}

const MAX_ATTEMPTS = 3;

export function createMailer(deps: {
  config: Config;
  database: Database;
  clock: Clock;
  log: Pick<FastifyBaseLogger, 'info' | 'error' | 'warn'>;
}): Mailer {
  const { config, database, clock, log } = deps;
  const transport = config.smtpUrl ? nodemailer.createTransport(config.smtpUrl) : null;
  const pending = new Set<Promise<void>>();
  const attachments = new Map<string, MailAttachment[]>();

  async function deliverOne(tenantId: string, id: string): Promise<void> {
    const msg = await database.withTenant(tenantId, (tx) => getMessage(tx, id));
    if (!msg || msg.status !== 'queued') return;
    const files = attachments.get(id) ?? [];
    if (!transport) {
      const attached = files.map((f) => `\n[anexo: ${f.filename}, ${f.content.length} bytes]`).join('');
      log.info(
        { mail: { to: msg.recipient, subject: msg.subject } },
        `E-mail (no SMTP_URL, kept in outbound_messages)\nTo: ${msg.recipient}\nSubject: ${msg.subject}\n\n${msg.bodyText}${attached}`,
      );
      await database.withTenant(tenantId, (tx) =>
        markMessage(tx, id, { status: 'logged', attempts: msg.attempts + 1, sentAt: clock.now() }),
      );
      return;
    }
    for (let attempt = msg.attempts + 1; attempt <= MAX_ATTEMPTS; attempt++) {
      try {
        await transport.sendMail({
          from: config.mailFrom,
          to: msg.recipient,
          subject: msg.subject ?? '',
          text: msg.bodyText,
          html: msg.bodyHtml ?? undefined,
          attachments: files.map((f) => ({
            filename: f.filename,
            contentType: f.contentType,
            content: f.content,
          })),
        });
        await database.withTenant(tenantId, (tx) =>
          markMessage(tx, id, { status: 'sent', attempts: attempt, sentAt: clock.now(), lastError: null }),
        );
        return;
      } catch (e) {
        const error = (e as Error).message.slice(0, 500);
        log.warn({ err: e, messageId: id, attempt }, 'e-mail delivery failed');
        await database.withTenant(tenantId, (tx) =>
          markMessage(tx, id, {
            status: attempt === MAX_ATTEMPTS ? 'failed' : 'queued',
            attempts: attempt,
            lastError: error,
          }),
        );
        if (attempt < MAX_ATTEMPTS) await new Promise((r) => setTimeout(r, 200 * attempt));
      }
    }
  }

  return {
    async queue(tx, tenantId, to, kind, email) {
      const id = await insertMessage(tx, {
        tenantId,
        channel: 'email',
        kind,
        recipient: to,
        subject: email.subject,
        bodyText: email.text,
        bodyHtml: email.html,
      });
      if (email.attachments?.length) attachments.set(id, email.attachments);
      return id;
    },
    deliver(tenantId, ids) {
      for (const id of ids) {
        const p: Promise<void> = new Promise<void>((resolve) => setImmediate(resolve))
          .then(() => deliverOne(tenantId, id))
          .catch((e) => log.error({ err: e, messageId: id }, 'e-mail delivery crashed'))
          .finally(() => {
            attachments.delete(id);
            pending.delete(p);
          });
        pending.add(p);
      }
    },
    async idle() {
      while (pending.size > 0) await Promise.all([...pending]);
    },
  };
}

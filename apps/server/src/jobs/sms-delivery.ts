import type { FastifyBaseLogger } from 'fastify';
import { sql } from 'drizzle-orm';
import type { Database, Tx } from '../db/client.js';
import type { Clock } from '../lib/clock.js';
import { getMessage, insertMessage, markMessage } from '../modules/mail/mail.repository.js';
import { sendingContext, smsSentThisMonth } from '../modules/notifications/notifications.service.js';
import type { SmsGateway, SmsReceipt } from '../modules/sms/sms-gateway.js';
import { enqueueJob } from './jobs.repository.js';
import type { JobHandler } from './worker.js';

export const SMS_JOB = 'sms';

/** Queues an SMS in the caller's transaction: the message and its delivery job commit together. */
export async function queueSms(
  tx: Tx,
  p: { tenantId: string; to: string; kind: string; text: string; now: Date },
): Promise<string> {
  const id = await insertMessage(tx, {
    tenantId: p.tenantId,
    channel: 'sms',
    kind: p.kind,
    recipient: p.to,
    bodyText: p.text,
  });
  await enqueueJob(tx, { tenantId: p.tenantId, kind: SMS_JOB, key: id, runAt: p.now });
  return id;
}

/**
 * The `sms` job: one message through the gateway under the clinic's sender name, unless the month's cap
 * is reached (status `capped`, kept in the outbox); without SMS_URL it goes to the log (`logged`).
 */
export function smsDeliveryHandler(deps: {
  database: Database;
  clock: Clock;
  log: Pick<FastifyBaseLogger, 'info' | 'warn'>;
  gateway: SmsGateway | null;
}): JobHandler {
  const { database, clock, log, gateway } = deps;
  return {
    maxAttempts: 5,
    async run(job) {
      const id = job.key;
      const found = await database.withTenant(job.tenantId, async (tx) => {
        const msg = await getMessage(tx, id);
        if (!msg || msg.status !== 'queued') return null;
        const { settings, account } = await sendingContext(tx, job.tenantId);
        const sent = await smsSentThisMonth(tx, job.tenantId, account.timeZone, clock.now());
        if (sent >= settings.smsMonthlyCap) {
          await markMessage(tx, id, {
            status: 'capped',
            lastError: `Limite mensal de ${settings.smsMonthlyCap} SMS atingido`,
          });
          return null;
        }
        return { msg, sender: settings.senderName ?? 'Clinica' };
      });
      if (!found) return;
      const { msg, sender } = found;
      if (!gateway) {
        log.info(
          { sms: { to: msg.recipient, from: sender } },
          `SMS (no SMS_URL, kept in outbound_messages)\nTo: ${msg.recipient}\nFrom: ${sender}\n\n${msg.bodyText}`,
        );
        await database.withTenant(job.tenantId, (tx) =>
          markMessage(tx, id, { status: 'logged', attempts: job.attempts, sentAt: clock.now() }),
        );
        return;
      }
      let providerIds: string[];
      try {
        ({ providerIds } = await gateway.send({ to: msg.recipient, from: sender, text: msg.bodyText }));
      } catch (e) {
        await database.withTenant(job.tenantId, (tx) =>
          markMessage(tx, id, {
            status: job.attempts >= 5 ? 'failed' : 'queued',
            attempts: job.attempts,
            lastError: (e as Error).message.slice(0, 500),
          }),
        );
        throw e;
      }
      // A long message's receipts name each part; the last part's says when the whole has arrived.
      await database.withTenant(job.tenantId, (tx) =>
        markMessage(tx, id, {
          status: 'sent',
          attempts: job.attempts,
          sentAt: clock.now(),
          lastError: null,
          providerId: providerIds[providerIds.length - 1] ?? null,
        }),
      );
    },
  };
}

/** A delivery receipt, whichever clinic sent the message (app_sms_receipt): the messages it changed. */
export async function applySmsReceipt(database: Database, receipt: SmsReceipt, now: Date): Promise<number> {
  const result = (await database.db.execute(
    sql`select app_sms_receipt(${receipt.providerId}, ${receipt.delivered}, ${receipt.error}, ${now.toISOString()}::timestamptz) as n`,
  )) as unknown as { rows: Array<{ n: number }> };
  return result.rows[0]!.n;
}

import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../config.js';
import type { Database } from '../db/client.js';
import type { Clock } from '../lib/clock.js';
import type { SmsGateway } from '../modules/sms/sms-gateway.js';
import { smppGateway } from '../modules/sms/smpp-gateway.js';
import { EMAIL_JOB, mailDeliveryHandler } from './mail-delivery.js';
import { applySmsReceipt, SMS_JOB, smsDeliveryHandler } from './sms-delivery.js';
import { REMINDER_JOB } from '../modules/notifications/reminders.repository.js';
import { BIRTHDAY_JOB } from '../modules/notifications/birthdays.repository.js';
import { birthdayHandler, BIRTHDAYS_JOB, birthdaysHandler } from './birthdays.js';
import { reminderHandler, REMINDERS_SWEEP_JOB, remindersSweepHandler } from './reminders.js';
import { createWorker, type Worker } from './worker.js';
import { CAMPAIGN_JOB } from '../modules/communications/communications.repository.js';
import { campaignHandler } from './campaigns.js';
import {
  SUBSCRIPTION_EMAIL_JOB,
  SUBSCRIPTION_SWEEP_JOB,
  subscriptionEmailHandler,
  subscriptionSweepHandler,
} from '../modules/subscriptions/subscription-mail.js';

type Log = Pick<FastifyBaseLogger, 'info' | 'error' | 'warn'>;

/**
 * The instance's worker with every job kind the application has (main.ts starts and stops it), and the
 * SMS gateway `SMS_URL` names, whose delivery receipts update the messages as they come.
 */
export function createJobWorker(deps: {
  config: Config;
  database: Database;
  clock: Clock;
  log: Log;
  /** Tests pass their own (a gateway to the local SMPP server). */
  gateway?: SmsGateway | null;
}): Worker {
  const gateway =
    deps.gateway !== undefined
      ? deps.gateway
      : deps.config.smsUrl
        ? smppGateway(deps.config.smsUrl, deps.log)
        : null;
  gateway?.onReceipt((receipt) => {
    applySmsReceipt(deps.database, receipt, deps.clock.now()).catch((e: unknown) =>
      deps.log.error({ err: e, receipt }, 'SMS delivery receipt not applied'),
    );
  });
  const worker = createWorker({
    database: deps.database,
    clock: deps.clock,
    log: deps.log,
    handlers: {
      [EMAIL_JOB]: mailDeliveryHandler(deps),
      [SMS_JOB]: smsDeliveryHandler({ ...deps, gateway }),
      [REMINDERS_SWEEP_JOB]: remindersSweepHandler(deps),
      [REMINDER_JOB]: reminderHandler(deps),
      [BIRTHDAYS_JOB]: birthdaysHandler(deps),
      [BIRTHDAY_JOB]: birthdayHandler(deps),
      [CAMPAIGN_JOB]: campaignHandler(deps),
      [SUBSCRIPTION_SWEEP_JOB]: subscriptionSweepHandler(deps),
      [SUBSCRIPTION_EMAIL_JOB]: subscriptionEmailHandler(deps),
    },
  });
  return {
    ...worker,
    async stop() {
      await worker.stop();
      await gateway?.close();
    },
  };
}

import { fillTemplate } from '@clinica/contracts/notifications';
import type { Config } from '../config.js';
import { publicBaseUrl } from '../config.js';
import type { Database } from '../db/client.js';
import type { Clock } from '../lib/clock.js';
import { hashSecret, newSecret, tenantSecret } from '../lib/tokens.js';
import { reminderEmail } from '../modules/mail/templates.js';
import { sendingContext } from '../modules/notifications/notifications.service.js';
import {
  insertLink,
  REMINDER_JOB,
  reminderFacts,
  sweepReminders,
} from '../modules/notifications/reminders.repository.js';
import { queueEmail } from './mail-delivery.js';
import { queueSms } from './sms-delivery.js';
import type { JobHandler } from './worker.js';

export const REMINDERS_SWEEP_JOB = 'reminders-sweep';
const MINUTE = 60_000;

/** dd/mm/yyyy and HH:mm (24 h) in the clinic's zone. */
export function localDateAndHour(at: Date, timeZone: string) {
  const parts = new Intl.DateTimeFormat('pt-PT', {
    timeZone,
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(at);
  const get = (type: string) => parts.find((p) => p.type === type)!.value;
  return { date: `${get('day')}/${get('month')}/${get('year')}`, hour: `${get('hour')}:${get('minute')}` };
}

/** Trial (spec §1): a clinic on trial sends no reminders or birthday messages. */
export const silent = (subscriptionStatus: string) => subscriptionStatus === 'trialing';

/**
 * Every clinic's minute sweep (decision 042): when its reminders are on and it is not on trial, the
 * appointments entering the window get their reminder job (reminders.repository's one statement).
 */
export function remindersSweepHandler(deps: { database: Database; clock: Clock }): JobHandler {
  return {
    recurring: true,
    async run(job) {
      const now = deps.clock.now();
      await deps.database.withTenant(job.tenantId, async (tx) => {
        const { settings, account } = await sendingContext(tx, job.tenantId);
        if (!settings.reminderEnabled || silent(account.subscriptionStatus)) return;
        await sweepReminders(tx, job.tenantId, now, settings.reminderHours);
      });
      return { again: new Date(now.getTime() + MINUTE) };
    },
  };
}

/**
 * One reminder: by SMS when the patient consented to SMS and has a phone (and the clinic a sender
 * name), else by e-mail with e-mail consent; nothing for a cancelled, moved or past appointment, with
 * reminders off, or on trial. Its confirm/cancel link is single-use and lasts until the appointment.
 */
export function reminderHandler(deps: { config: Config; database: Database; clock: Clock }): JobHandler {
  return {
    async run(job) {
      const [appointmentId, startsAtKey] = job.key.split('@') as [string, string];
      const now = deps.clock.now();
      await deps.database.withTenant(job.tenantId, async (tx) => {
        const facts = await reminderFacts(tx, job.tenantId, appointmentId);
        if (!facts || facts.state !== 'scheduled' || !facts.active) return;
        if (facts.startsAt.toISOString() !== startsAtKey || facts.startsAt <= now) return;
        const { settings, account } = await sendingContext(tx, job.tenantId);
        if (!settings.reminderEnabled || silent(account.subscriptionStatus)) return;
        const bySms = facts.consentSms && !!facts.phone && !!settings.senderName;
        const byEmail = !bySms && facts.consentEmail && !!facts.email;
        if (!bySms && !byEmail) return;

        const secret = newSecret();
        await insertLink(tx, {
          tenantId: job.tenantId,
          appointmentId,
          tokenHash: hashSecret(secret),
          expiresAt: facts.startsAt,
        });
        const link = `${publicBaseUrl(deps.config)}/appointment-link?token=${tenantSecret(job.tenantId, secret)}`;
        const when = localDateAndHour(facts.startsAt, facts.clinicTimeZone);
        const text = fillTemplate(settings.reminderTemplate, {
          patient_first_name: facts.firstName,
          patient_surname: facts.surname,
          clinic_name: facts.clinicName,
          appointment_date: when.date,
          appointment_hour: when.hour,
        });
        if (bySms)
          await queueSms(tx, {
            tenantId: job.tenantId,
            to: facts.phone!,
            kind: REMINDER_JOB,
            text: `${text} ${link}`,
            now,
          });
        else
          await queueEmail(tx, {
            tenantId: job.tenantId,
            to: facts.email!,
            kind: REMINDER_JOB,
            email: reminderEmail({ clinicName: facts.clinicName, text, link }),
            now,
          });
      });
    },
  };
}

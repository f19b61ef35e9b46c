import { fillTemplate } from '@clinica/contracts/notifications';
import type { Database } from '../db/client.js';
import type { Clock } from '../lib/clock.js';
import { birthdayEmail } from '../modules/mail/templates.js';
import {
  BIRTHDAY_JOB,
  birthdayClock,
  birthdayPatient,
  queueBirthdays,
} from '../modules/notifications/birthdays.repository.js';
import { sendingContext } from '../modules/notifications/notifications.service.js';
import { queueEmail } from './mail-delivery.js';
import { silent } from './reminders.js';
import { queueSms } from './sms-delivery.js';
import type { JobHandler } from './worker.js';

export const BIRTHDAYS_JOB = 'birthdays';

/**
 * Every clinic's daily birthday run at 10:00 in its zone (issue 46): from 10:00 on, today's birthdays get
 * their job, then the run waits for 10:00 tomorrow — 10:00 of the wall clock across a DST change.
 */
export function birthdaysHandler(deps: { database: Database; clock: Clock }): JobHandler {
  return {
    recurring: true,
    async run(job) {
      const now = deps.clock.now();
      const again = await deps.database.withTenant(job.tenantId, async (tx) => {
        const { settings, account } = await sendingContext(tx, job.tenantId);
        const at = await birthdayClock(tx, account.timeZone, now);
        if (now < at.todayTen) return at.todayTen;
        if (settings.birthdayEnabled && !silent(account.subscriptionStatus))
          await queueBirthdays(tx, job.tenantId, at.today, now);
        return at.tomorrowTen;
      });
      return { again };
    },
  };
}

/** One birthday message: by SMS with SMS consent, a phone and a sender name, else by e-mail with consent. */
export function birthdayHandler(deps: { database: Database; clock: Clock }): JobHandler {
  return {
    async run(job) {
      const [userId] = job.key.split('@') as [string];
      const now = deps.clock.now();
      await deps.database.withTenant(job.tenantId, async (tx) => {
        const { settings, account } = await sendingContext(tx, job.tenantId);
        if (!settings.birthdayEnabled || silent(account.subscriptionStatus)) return;
        const patient = await birthdayPatient(tx, job.tenantId, userId);
        if (!patient) return;
        const text = fillTemplate(settings.birthdayTemplate, {
          patient_first_name: patient.firstName,
          patient_surname: patient.surname,
          clinic_name: account.name,
          appointment_date: '',
          appointment_hour: '',
        });
        if (patient.consentSms && patient.phone && settings.senderName)
          await queueSms(tx, { tenantId: job.tenantId, to: patient.phone, kind: BIRTHDAY_JOB, text, now });
        else if (patient.consentEmail && patient.email)
          await queueEmail(tx, {
            tenantId: job.tenantId,
            to: patient.email,
            kind: BIRTHDAY_JOB,
            email: birthdayEmail({ clinicName: account.name, text }),
            now,
          });
      });
    },
  };
}

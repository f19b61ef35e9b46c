import { fillTemplate } from '@clinica/contracts/notifications';
import type { Config } from '../config.js';
import { publicBaseUrl } from '../config.js';
import type { Database } from '../db/client.js';
import type { Clock } from '../lib/clock.js';
import { hashSecret, newSecret, tenantSecret } from '../lib/tokens.js';
import { campaignEmail } from '../modules/mail/templates.js';
import { campaignRecipient, settleRecipient } from '../modules/communications/communications.repository.js';
import { sendingContext } from '../modules/notifications/notifications.service.js';
import { queueEmail } from './mail-delivery.js';
import { localDateAndHour } from './reminders.js';
import { queueSms } from './sms-delivery.js';
import type { JobHandler } from './worker.js';

/** SMS campaigns carry the clinic's name (issue 47): added in front when the text does not name it. */
export const withClinicName = (text: string, clinicName: string) =>
  text.includes(clinicName) ? text : `${clinicName}: ${text}`;

/**
 * One campaign recipient (issue 47, decision 045): its text rendered with the settings' renderer, queued
 * as an SMS or an e-mail (whose delivery jobs do the sending and the cap), and the message tied to the
 * recipient — whose status is then the message's. A patient who withdrew consent since is not sent to.
 */
export function campaignHandler(deps: { config: Config; database: Database; clock: Clock }): JobHandler {
  return {
    async run(job) {
      const now = deps.clock.now();
      await deps.database.withTenant(job.tenantId, async (tx) => {
        const r = await campaignRecipient(tx, job.key);
        if (!r || r.status !== 'queued' || r.message_id) return;
        if (!(r.method === 'sms' ? r.consent_sms : r.consent_email)) {
          await settleRecipient(tx, job.key, { failed: 'O paciente retirou o consentimento' });
          return;
        }
        const { account } = await sendingContext(tx, job.tenantId);
        const next = r.next_at ? localDateAndHour(new Date(r.next_at), account.timeZone) : null;
        const values = {
          patient_first_name: r.first_name,
          patient_surname: r.surname,
          clinic_name: account.name,
          appointment_date: next?.date ?? '',
          appointment_hour: next?.hour ?? '',
        };
        const text = fillTemplate(r.body, values);
        let messageId: string;
        if (r.method === 'sms') {
          messageId = await queueSms(tx, {
            tenantId: job.tenantId,
            to: r.address,
            kind: 'campaign',
            text: withClinicName(text, account.name),
            now,
          });
        } else {
          const secret = newSecret();
          const url = `${publicBaseUrl(deps.config)}/unsubscribe/${tenantSecret(job.tenantId, secret)}`;
          messageId = await queueEmail(tx, {
            tenantId: job.tenantId,
            to: r.address,
            kind: 'campaign',
            email: campaignEmail({
              clinicName: account.name,
              subject: fillTemplate(r.subject ?? account.name, values),
              text,
              unsubscribeUrl: url,
            }),
            now,
          });
          await settleRecipient(tx, job.key, { unsubscribeHash: hashSecret(secret) });
        }
        await settleRecipient(tx, job.key, { messageId });
      });
    },
  };
}

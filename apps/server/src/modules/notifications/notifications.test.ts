import { describe, expect, it } from 'vitest';
import { defaultReminderTemplate, notificationMessages } from '@clinica/contracts/notifications';
import { DEMO_TENANT_ID, TESTE_TENANT_ID } from '../../db/seed/demo.js';
import { useTestApp } from '../../test/test-app.js';

/**
 * `GET`/`PUT /api/v1/tenants/{id}/notification-configurations` (spec §3, §5, §7): the defaults, one
 * pt-PT message per broken rule, nothing written by a refused request, manager-only, own clinic only.
 */
const t = useTestApp();
const url = `/api/v1/tenants/${DEMO_TENANT_ID}/notification-configurations`;

const valid = {
  reminder_enabled: true,
  reminder_hours: 24,
  birthday_enabled: true,
  sender_name: 'FisioDemo',
  reminder_template:
    'Olá {{patient_first_name}} {{patient_surname}}, {{clinic_name}}: {{appointment_date}} {{appointment_hour}}',
  birthday_template: 'Parabéns, {{ patient_first_name }}!',
  sms_monthly_cap: 500,
  cancellation_window_hours: 12,
};

describe('notification configurations', () => {
  it('starts from the defaults: reminders off, 48 hours, a 1 000 SMS cap, a 24-hour window', async () => {
    const res = await t.api(
      'GET',
      `/api/v1/tenants/${TESTE_TENANT_ID}/notification-configurations`,
      undefined,
      t.other,
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      reminder_enabled: false,
      reminder_hours: 48,
      birthday_enabled: false,
      sender_name: null,
      reminder_template: defaultReminderTemplate,
      sms_monthly_cap: 1000,
      cancellation_window_hours: 24,
      sms_sent_this_month: 0,
    });
  });

  it('saves and reads back the settings', async () => {
    const res = await t.api('PUT', url, valid);
    expect(res.statusCode, res.body).toBe(200);
    expect((await t.api('GET', url)).json()).toMatchObject(valid);
  });

  it.each([
    ['A', [notificationMessages.senderLength]],
    ['ClinicaDemo12', [notificationMessages.senderLength]],
    ['Fisio Demo', [notificationMessages.senderCharacters]],
    ['Clínica', [notificationMessages.senderCharacters]],
    ['12345', [notificationMessages.senderLetter]],
    ['-Fisio', [notificationMessages.senderEnds]],
    ['Fisio-', [notificationMessages.senderEnds]],
  ])('refuses the sender name «%s» with the rule it breaks', async (sender, expected) => {
    const res = await t.api('PUT', url, { ...valid, sender_name: sender });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields.sender_name).toBe(expected[0]);
  });

  it('refuses hours outside 0–48, an unknown variable, and reminders on without a sender, writing nothing', async () => {
    const before = (await t.api('GET', url)).json();
    for (const [body, field, message] of [
      [{ reminder_hours: 49 }, 'reminder_hours', notificationMessages.hours],
      [{ reminder_hours: -1 }, 'reminder_hours', notificationMessages.hours],
      [{ reminder_hours: 1.5 }, 'reminder_hours', notificationMessages.hours],
      [
        { reminder_template: 'Olá {{nome}}' },
        'reminder_template',
        notificationMessages.unknownVariable('nome'),
      ],
      [
        { birthday_template: '{{clinic_name}} {{patient_age}}' },
        'birthday_template',
        notificationMessages.unknownVariable('patient_age'),
      ],
      [{ sender_name: null }, 'sender_name', notificationMessages.senderRequired],
    ] as const) {
      const res = await t.api('PUT', url, { ...valid, sender_name: 'Outro', ...body });
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().error.fields[field]).toBe(message);
    }
    expect((await t.api('GET', url)).json()).toEqual(before);
  });

  it('answers 404 for another clinic and 403 to a professional', async () => {
    const other = `/api/v1/tenants/${TESTE_TENANT_ID}/notification-configurations`;
    expect((await t.api('GET', other)).statusCode).toBe(404);
    expect((await t.api('PUT', other, valid)).statusCode).toBe(404);
    const professional = await t.login('fisio@demo.clinica.pt');
    expect((await t.api('GET', url, undefined, professional)).statusCode).toBe(403);
  });
});

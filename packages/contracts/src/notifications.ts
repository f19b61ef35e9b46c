import { z } from 'zod';
import { listTotal } from './common.js';

/**
 * Communications settings (spec §3 «SMS configuration», §5, §7 notification-configurations; issue 46,
 * decision 042). The spec states the rules without wording them: each broken rule has its own pt-PT
 * message here.
 */
export const notificationMessages = {
  senderLength: 'O nome do remetente tem de ter entre 2 e 11 caracteres',
  senderCharacters: 'O nome do remetente só pode ter letras, algarismos ou hífen',
  senderLetter: 'O nome do remetente tem de ter pelo menos uma letra',
  senderEnds: 'O nome do remetente tem de começar e acabar com uma letra ou um algarismo',
  senderRequired: 'Indique o nome do remetente para enviar SMS',
  hours: 'As horas de antecedência têm de estar entre 0 e 48',
  unknownVariable: (name: string) => `Variável desconhecida no modelo: {{${name}}}`,
  cap: 'O limite mensal de SMS tem de estar entre 0 e 100 000',
  window: 'A antecedência para cancelar tem de estar entre 0 e 168 horas',
  linkInvalid: 'Link Inválido',
  linkUsed: 'Este link já foi usado.',
  linkExpired: 'Este link expirou: a consulta já passou.',
  cancelTooLate: (hours: number, phone: string | null) =>
    `Já não é possível cancelar pela internet com menos de ${hours} horas de antecedência.` +
    (phone ? ` Contacte a clínica pelo telefone ${phone}.` : ' Contacte a clínica.'),
  appointmentGone: 'Esta consulta já foi cancelada.',
} as const;

/** The variables a message template may use (spec §3 «Template variables»). */
export const templateVariables = [
  'patient_first_name',
  'patient_surname',
  'clinic_name',
  'appointment_date',
  'appointment_hour',
] as const;
export type TemplateVariable = (typeof templateVariables)[number];

export const defaultReminderTemplate =
  'Lembrete: {{patient_first_name}}, tem consulta na {{clinic_name}} em {{appointment_date}} às {{appointment_hour}}.';
export const defaultBirthdayTemplate =
  'Parabéns, {{patient_first_name}}! A equipa da {{clinic_name}} deseja-lhe um feliz aniversário.';

const variablePattern = /\{\{\s*([^{}]*?)\s*\}\}/g;

/** The names between {{ }} a template uses that are not template variables. */
export function unknownTemplateVariables(template: string): string[] {
  return [...template.matchAll(variablePattern)]
    .map((m) => m[1]!)
    .filter((name) => !(templateVariables as readonly string[]).includes(name));
}

/** A template with its variables filled in (an unknown one is left as written). */
export function fillTemplate(template: string, values: Record<TemplateVariable, string>): string {
  return template.replace(variablePattern, (whole, name: string) =>
    name in values ? values[name as TemplateVariable] : whole,
  );
}

/** Spec §5: 2–11 characters; letters, digits or hyphen; at least one letter; alphanumeric at both ends. */
export const senderName = z
  .string()
  .trim()
  .superRefine((v, ctx) => {
    const issue = (message: string) => ctx.addIssue({ code: 'custom', message });
    if (v.length < 2 || v.length > 11) issue(notificationMessages.senderLength);
    if (!/^[A-Za-z0-9-]*$/.test(v)) issue(notificationMessages.senderCharacters);
    if (!/[A-Za-z]/.test(v)) issue(notificationMessages.senderLetter);
    if (!/^[A-Za-z0-9].*[A-Za-z0-9]$|^[A-Za-z0-9]$/.test(v)) issue(notificationMessages.senderEnds);
  });

const template = z
  .string()
  .trim()
  .min(1)
  .max(1000)
  .superRefine((v, ctx) => {
    for (const name of unknownTemplateVariables(v))
      ctx.addIssue({ code: 'custom', message: notificationMessages.unknownVariable(name) });
  });

const hours = z
  .number()
  .int({ error: notificationMessages.hours })
  .min(0, { error: notificationMessages.hours })
  .max(48, { error: notificationMessages.hours });

export const notificationConfigurationInput = z
  .strictObject({
    reminder_enabled: z.boolean(),
    reminder_hours: hours,
    birthday_enabled: z.boolean(),
    sender_name: senderName.nullable(),
    reminder_template: template,
    birthday_template: template,
    sms_monthly_cap: z
      .number()
      .int({ error: notificationMessages.cap })
      .min(0, { error: notificationMessages.cap })
      .max(100_000, { error: notificationMessages.cap }),
    cancellation_window_hours: z
      .number()
      .int({ error: notificationMessages.window })
      .min(0, { error: notificationMessages.window })
      .max(168, { error: notificationMessages.window }),
  })
  .superRefine((v, ctx) => {
    // SMS go out under the sender name: reminders or birthdays on need one.
    if ((v.reminder_enabled || v.birthday_enabled) && !v.sender_name)
      ctx.addIssue({ code: 'custom', path: ['sender_name'], message: notificationMessages.senderRequired });
  });
export type NotificationConfigurationInput = z.input<typeof notificationConfigurationInput>;

export const notificationConfiguration = z.object({
  reminder_enabled: z.boolean(),
  reminder_hours: z.number().int(),
  birthday_enabled: z.boolean(),
  sender_name: z.string().nullable(),
  reminder_template: z.string(),
  birthday_template: z.string(),
  sms_monthly_cap: z.number().int(),
  cancellation_window_hours: z.number().int(),
  /** On trial: reminders and birthday messages are not sent (spec §1). */
  trial: z.boolean(),
  /** SMS sent this calendar month (clinic time), against the cap. */
  sms_sent_this_month: z.number().int(),
});
export type NotificationConfiguration = z.infer<typeof notificationConfiguration>;

/** A reminder's confirm/cancel link as its public page shows it (no login; the token routes by tenant). */
export const appointmentLinkView = z.object({
  /** `used`: confirmed or cancelled already; `expired`: the appointment has started. */
  status: z.enum(['valid', 'used', 'expired']),
  action: z.enum(['confirmed', 'cancelled']).nullable(),
  patient_first_name: z.string(),
  clinic_name: z.string(),
  clinic_phone: z.string().nullable(),
  starts_at: z.iso.datetime(),
  time_zone: z.string(),
  /** False inside the cancellation window (or for a cancelled appointment). */
  can_cancel: z.boolean(),
  cancellation_window_hours: z.number().int(),
  /** The pt-PT sentence the page shows when it cannot cancel any more. */
  cancel_refusal: z.string().nullable(),
});
export type AppointmentLinkView = z.infer<typeof appointmentLinkView>;

export const appointmentLinkParams = z.object({ token: z.string().max(200) });

// ---------------------------------------------------------------------------------------------------
// The outbox (issue 46): what the clinic sent or is sending, by status, for the manager
// ---------------------------------------------------------------------------------------------------

/** A message's states (`logged`: no SMTP_URL/SMS_URL, the text went to the log; `capped`: over the cap). */
export const outboxStatuses = ['queued', 'failed', 'capped', 'sent', 'delivered', 'logged'] as const;
export type OutboxStatus = (typeof outboxStatuses)[number];

/** One status at a time (the list reads the (tenant, status, created_at) index), newest first. */
export const outboxQuery = z.object({
  status: z.enum(outboxStatuses).default('queued'),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  page_size: z.coerce.number().int().min(1).max(200).default(25),
});
export type OutboxQuery = z.input<typeof outboxQuery>;

export const outboxMessage = z.object({
  id: z.uuid(),
  channel: z.enum(['email', 'sms']),
  /** What it is: `appointment_reminder`, `birthday`, `invoice`, `password_reset`… */
  kind: z.string(),
  recipient: z.string(),
  subject: z.string().nullable(),
  status: z.enum(outboxStatuses),
  attempts: z.number().int(),
  last_error: z.string().nullable(),
  created_at: z.iso.datetime({ offset: true }),
  sent_at: z.iso.datetime({ offset: true }).nullable(),
  delivered_at: z.iso.datetime({ offset: true }).nullable(),
});
export type OutboxMessage = z.infer<typeof outboxMessage>;

export const outboxList = z.object({
  items: z.array(outboxMessage),
  ...listTotal,
  page: z.number().int(),
  page_size: z.number().int(),
});
export type OutboxList = z.infer<typeof outboxList>;

/** The patient's home (issue 50 item 3): the window their cancel link keeps, their clinics' contacts. */
export const patientHome = z.object({
  cancellation_window_hours: z.number().int(),
  clinics: z.array(
    z.object({
      id: z.uuid(),
      name: z.string(),
      address: z.string().nullable(),
      postal_code: z.string().nullable(),
      city: z.string().nullable(),
      phone: z.string().nullable(),
      email: z.string().nullable(),
    }),
  ),
});
export type PatientHome = z.infer<typeof patientHome>;

/** A patient cancelling their own appointment from their home (outside the window only). */
export const patientCancelInput = z.strictObject({ appointment_id: z.uuid() });
export const patientCancelResult = z.object({
  appointment_id: z.uuid(),
  state: z.literal('canceled_patient'),
});

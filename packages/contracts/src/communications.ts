import { z } from 'zod';
import { isoDate } from './appointments.js';
import { listQuery, listResponse, requiredText } from './common.js';
import { notificationMessages, unknownTemplateVariables } from './notifications.js';

/**
 * Communication templates and campaigns (spec §2, §3, §7 preview-count; issue 47, decision 045). The
 * variables and their renderer are the notification settings' (`fillTemplate` in notifications.ts): one
 * renderer for reminders, birthdays and campaigns.
 */
export const communicationMessages = {
  templateNotFound: 'Modelo não encontrado',
  communicationNotFound: 'Comunicação não encontrada',
  duplicateName: 'Já existe um modelo com este nome',
  subjectRequired: 'Indique o assunto do e-mail',
  methodMismatch: 'O modelo escolhido não é deste meio de envio',
  noRecipients: 'Nenhum paciente recebe esta comunicação: reveja os filtros',
  trial: 'Durante o período experimental não é possível enviar comunicações. Ative a subscrição para enviar.',
  dateRange: 'A data final tem de ser igual ou posterior à inicial',
  dateRangeBoth: 'Indique as duas datas do intervalo',
  notSeenDays: 'Os dias sem consulta têm de estar entre 1 e 3650',
  unknownProfessional: 'Profissional não encontrado',
  unknownInsurer: 'Seguradora não encontrada',
  senderRequired: notificationMessages.senderRequired,
  unsubscribed: 'Deixou de receber e-mails da clínica.',
  unsubscribeInvalid: 'Link Inválido',
} as const;

export const communicationMethods = ['sms', 'email'] as const;
export type CommunicationMethod = (typeof communicationMethods)[number];

/** A demo patient for the live preview (the editor and the new-communication page). */
export const demoPreviewValues = {
  patient_first_name: 'Maria',
  patient_surname: 'Silva',
  clinic_name: 'Clínica Demo',
  appointment_date: '12/03/2027',
  appointment_hour: '09:30',
};

/** Same letters without their accents (NFD minus combining marks), except those GSM-7 has (é, à, ü…). */
export function removeAccents(text: string, keep: (ch: string) => boolean): string {
  return [...text].map((ch) => (keep(ch) ? ch : ch.normalize('NFD').replace(/\p{M}/gu, ''))).join('');
}

const templateBody = z
  .string()
  .trim()
  .min(1)
  .max(1000)
  .superRefine((v, ctx) => {
    for (const name of unknownTemplateVariables(v))
      ctx.addIssue({ code: 'custom', message: notificationMessages.unknownVariable(name) });
  });

export const communicationTemplateInput = z
  .strictObject({
    name: requiredText(120),
    method: z.enum(communicationMethods),
    subject: z.string().trim().max(200).nullish(),
    body: templateBody,
  })
  .superRefine((v, ctx) => {
    if (v.method === 'email' && !v.subject)
      ctx.addIssue({ code: 'custom', path: ['subject'], message: communicationMessages.subjectRequired });
    if (v.subject)
      for (const name of unknownTemplateVariables(v.subject))
        ctx.addIssue({
          code: 'custom',
          path: ['subject'],
          message: notificationMessages.unknownVariable(name),
        });
  });
export type CommunicationTemplateInput = z.input<typeof communicationTemplateInput>;

export const communicationTemplate = z.object({
  id: z.uuid(),
  name: z.string(),
  method: z.enum(communicationMethods),
  subject: z.string().nullable(),
  body: z.string(),
  updated_at: z.iso.datetime({ offset: true }),
});
export type CommunicationTemplate = z.infer<typeof communicationTemplate>;
export const communicationTemplateList = listResponse(communicationTemplate);
export const communicationTemplateQuery = listQuery.extend({
  method: z.enum(communicationMethods).optional(),
});
export type CommunicationTemplateQuery = z.infer<typeof communicationTemplateQuery>;

/** Who a campaign goes to: every filter given must hold (spec §3's two, plus issue 47's five). */
export const communicationFilters = z
  .strictObject({
    next_appointment_with_professional_id: z.uuid().optional(),
    previous_appointment_with_professional_id: z.uuid().optional(),
    appointment_from_date: isoDate.optional(),
    appointment_to_date: isoDate.optional(),
    not_seen_for_days: z
      .number()
      .int({ error: communicationMessages.notSeenDays })
      .min(1, { error: communicationMessages.notSeenDays })
      .max(3650, { error: communicationMessages.notSeenDays })
      .optional(),
    birthday_this_month: z.boolean().optional(),
    insurer_id: z.uuid().optional(),
    professional_id: z.uuid().optional(),
  })
  .superRefine((v, ctx) => {
    const from = v.appointment_from_date;
    const to = v.appointment_to_date;
    if ((from && !to) || (!from && to))
      ctx.addIssue({
        code: 'custom',
        path: [from ? 'appointment_to_date' : 'appointment_from_date'],
        message: communicationMessages.dateRangeBoth,
      });
    if (from && to && to < from)
      ctx.addIssue({
        code: 'custom',
        path: ['appointment_to_date'],
        message: communicationMessages.dateRange,
      });
  });
export type CommunicationFilters = z.infer<typeof communicationFilters>;

export const previewCountInput = z.strictObject({
  method: z.enum(communicationMethods),
  filters: communicationFilters.default({}),
});
export type PreviewCountInput = z.input<typeof previewCountInput>;

/**
 * How many receive it, and how many the filters match but are left out, by reason. Counted over at most
 * `PREVIEW_COUNT_CAP` matching patients (DESIGN §9's capped count): `capped` says the figures are a floor.
 */
export const PREVIEW_COUNT_CAP = 2000;
export const previewCount = z.object({
  capped: z.boolean(),
  matched: z.number().int(),
  receive: z.number().int(),
  left_out: z.object({ no_consent: z.number().int(), no_contact: z.number().int() }),
  /** SMS the monthly cap still allows (null for e-mail): beyond it messages are held (decision 042). */
  sms_cap_remaining: z.number().int().nullable(),
  /** On trial nothing can be sent (spec §1). */
  trial: z.boolean(),
});
export type PreviewCount = z.infer<typeof previewCount>;

export const communicationInput = z.strictObject({
  method: z.enum(communicationMethods),
  template_id: z.uuid(),
  filters: communicationFilters.default({}),
});
export type CommunicationInput = z.input<typeof communicationInput>;

export const recipientStatuses = ['queued', 'sent', 'delivered', 'failed'] as const;
export type RecipientStatus = (typeof recipientStatuses)[number];

export const communication = z.object({
  id: z.uuid(),
  method: z.enum(communicationMethods),
  template_id: z.uuid().nullable(),
  template_name: z.string(),
  subject: z.string().nullable(),
  body: z.string(),
  filters: z.record(z.string(), z.unknown()),
  status: z.enum(['queued', 'sent', 'failed']),
  recipients_count: z.number().int(),
  created_at: z.iso.datetime({ offset: true }),
  sent_at: z.iso.datetime({ offset: true }).nullable(),
});
export type Communication = z.infer<typeof communication>;
export const communicationList = listResponse(communication);
export const communicationQuery = listQuery;

export const communicationRecipient = z.object({
  patient_id: z.uuid(),
  name: z.string(),
  address: z.string(),
  status: z.enum(recipientStatuses),
  error: z.string().nullable(),
});

/** A campaign with its progress (counts by status) and a page of its recipients. */
export const communicationDetail = communication.extend({
  progress: z.record(z.enum(recipientStatuses), z.number().int()),
  recipients: z.array(communicationRecipient),
});
export type CommunicationDetail = z.infer<typeof communicationDetail>;

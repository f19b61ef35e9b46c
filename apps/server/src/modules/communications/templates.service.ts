import {
  communicationMessages,
  type CommunicationTemplate,
  type CommunicationTemplateInput,
  type CommunicationTemplateQuery,
} from '@clinica/contracts/communications';
import { defaultBirthdayTemplate, defaultReminderTemplate } from '@clinica/contracts/notifications';
import type { ListResponse } from '@clinica/contracts/common';
import type { Tx } from '../../db/client.js';
import { conflict, notFound } from '../../lib/errors.js';
import type { AuthUser } from '../../plugins/context.js';
import * as repo from './templates.repository.js';

/** The templates every clinic starts with (issue 47), in pt-PT; the first two are the settings' defaults. */
export const seededTemplates: Array<repo.TemplateValues & { seedKey: string }> = [
  {
    seedKey: 'reminder',
    name: 'Lembrete de consulta',
    method: 'sms',
    subject: null,
    body: defaultReminderTemplate,
  },
  { seedKey: 'birthday', name: 'Aniversário', method: 'sms', subject: null, body: defaultBirthdayTemplate },
  {
    seedKey: 'miss_you',
    name: 'Sentimos a sua falta',
    method: 'sms',
    subject: null,
    body: 'Olá {{patient_first_name}}, sentimos a sua falta na {{clinic_name}}! Marque a sua próxima consulta: ligue-nos ou visite-nos.',
  },
  {
    seedKey: 'notice',
    name: 'Aviso da clínica',
    method: 'email',
    subject: 'Informação da {{clinic_name}}',
    body:
      'Caro(a) {{patient_first_name}} {{patient_surname}},\n\nInformamos que a {{clinic_name}} estará encerrada no próximo feriado. ' +
      'As consultas marcadas para esse dia serão reagendadas e entraremos em contacto consigo.\n\nCom os melhores cumprimentos,\nA equipa da {{clinic_name}}',
  },
];

const toTemplate = (r: repo.TemplateRow): CommunicationTemplate => ({
  id: r.id,
  name: r.name,
  method: r.method,
  subject: r.subject,
  body: r.body,
  updated_at: r.updatedAt.toISOString(),
});

const missing = () => notFound(communicationMessages.templateNotFound);

function values(input: CommunicationTemplateInput): repo.TemplateValues {
  return {
    name: input.name.trim(),
    method: input.method,
    // An SMS has no subject.
    subject: input.method === 'email' ? (input.subject?.trim() ?? null) : null,
    body: input.body.trim(),
  };
}

export async function listTemplates(
  tx: Tx,
  user: AuthUser,
  q: CommunicationTemplateQuery,
): Promise<ListResponse<CommunicationTemplate>> {
  await repo.ensureSeeded(tx, user.tenantId, seededTemplates);
  const { rows, total, totalCapped } = await repo.listTemplates(tx, {
    method: q.method,
    page: q.page,
    pageSize: q.page_size,
  });
  return {
    items: (rows as repo.TemplateRow[]).map(toTemplate),
    total,
    total_capped: totalCapped,
    page: q.page,
    page_size: q.page_size,
  };
}

export async function getTemplate(tx: Tx, id: string): Promise<CommunicationTemplate> {
  const row = await repo.getTemplate(tx, id);
  if (!row) throw missing();
  return toTemplate(row);
}

/** The template a campaign uses (the communications service reads it through here). */
export const activeTemplate = repo.getTemplate;

async function uniqueName(tx: Tx, name: string, exceptId?: string) {
  if (await repo.nameTaken(tx, name.trim(), exceptId))
    throw conflict(communicationMessages.duplicateName, { name: communicationMessages.duplicateName });
}

export async function createTemplate(
  tx: Tx,
  user: AuthUser,
  input: CommunicationTemplateInput,
): Promise<CommunicationTemplate> {
  await uniqueName(tx, input.name);
  return getTemplate(tx, await repo.insertTemplate(tx, user.tenantId, values(input)));
}

export async function updateTemplate(
  tx: Tx,
  id: string,
  input: CommunicationTemplateInput,
): Promise<CommunicationTemplate> {
  if (!(await repo.getTemplate(tx, id))) throw missing();
  await uniqueName(tx, input.name, id);
  await repo.updateTemplate(tx, id, values(input));
  return getTemplate(tx, id);
}

export async function removeTemplate(tx: Tx, id: string): Promise<void> {
  if (!(await repo.deactivateTemplate(tx, id))) throw missing();
}

import {
  communicationMessages,
  PREVIEW_COUNT_CAP,
  recipientStatuses,
  type Communication,
  type CommunicationDetail,
  type CommunicationFilters,
  type CommunicationMethod,
  type PreviewCount,
} from '@clinica/contracts/communications';
import type { ListResponse } from '@clinica/contracts/common';
import type { Tx } from '../../db/client.js';
import { AppError, badRequest, notFound } from '../../lib/errors.js';
import type { AuthUser } from '../../plugins/context.js';
import { sendingContext, smsSentThisMonth } from '../notifications/notifications.service.js';
import type { Audience } from './audience.repository.js';
import * as repo from './communications.repository.js';
import { activeTemplate } from './templates.service.js';

/** The recipients a campaign's page lists (its progress counts them all). */
export const RECIPIENTS_SHOWN = 500;

const trialRefused = () => new AppError(402, 'subscription_inactive', communicationMessages.trial);

/** Another clinic's (or an unknown) professional or insurer in a filter: 400 naming the filter. */
async function checkFilters(tx: Tx, f: CommunicationFilters): Promise<void> {
  const fields: Record<string, string> = {};
  for (const key of [
    'next_appointment_with_professional_id',
    'previous_appointment_with_professional_id',
    'professional_id',
  ] as const) {
    const id = f[key];
    if (id && !(await repo.professionalExists(tx, id)))
      fields[key] = communicationMessages.unknownProfessional;
  }
  if (f.insurer_id && !(await repo.insurerExists(tx, f.insurer_id)))
    fields.insurer_id = communicationMessages.unknownInsurer;
  if (Object.keys(fields).length > 0) throw badRequest(prefixed(fields));
}

const prefixed = (fields: Record<string, string>) =>
  Object.fromEntries(Object.entries(fields).map(([k, v]) => [`filters.${k}`, v]));

async function audience(
  tx: Tx,
  user: AuthUser,
  method: CommunicationMethod,
  filters: CommunicationFilters,
  now: Date,
) {
  const ctx = await sendingContext(tx, user.tenantId);
  await checkFilters(tx, filters);
  const a: Audience = { tenantId: user.tenantId, method, filters, now, timeZone: ctx.account.timeZone };
  return { ...ctx, audience: a };
}

export async function previewCount(
  tx: Tx,
  user: AuthUser,
  input: { method: CommunicationMethod; filters: CommunicationFilters },
  now: Date,
): Promise<PreviewCount> {
  const { settings, account, audience: a } = await audience(tx, user, input.method, input.filters, now);
  const row = await repo.previewCount(tx, a);
  const sent = input.method === 'sms' ? await smsSentThisMonth(tx, user.tenantId, account.timeZone, now) : 0;
  return {
    capped: row.matched > PREVIEW_COUNT_CAP,
    matched: row.matched,
    receive: row.receive,
    left_out: { no_consent: row.no_consent, no_contact: row.matched - row.receive - row.no_consent },
    sms_cap_remaining: input.method === 'sms' ? Math.max(0, settings.smsMonthlyCap - sent) : null,
    trial: account.subscriptionStatus === 'trialing',
  };
}

function toCommunication(row: repo.CommunicationRow): Communication {
  const { c } = row;
  return {
    id: c.id,
    method: c.method,
    template_id: c.templateId,
    template_name: c.templateName,
    subject: c.subject,
    body: c.body,
    filters: c.filters,
    status: row.waiting ? 'queued' : row.anySent ? 'sent' : 'failed',
    recipients_count: c.recipientsCount,
    created_at: c.createdAt.toISOString(),
    sent_at: c.sentAt?.toISOString() ?? null,
  };
}

export async function listCommunications(
  tx: Tx,
  q: { page: number; page_size: number },
): Promise<ListResponse<Communication>> {
  const { rows, total, totalCapped } = await repo.listCommunications(tx, {
    page: q.page,
    pageSize: q.page_size,
  });
  return {
    items: (rows as repo.CommunicationRow[]).map(toCommunication),
    total,
    total_capped: totalCapped,
    page: q.page,
    page_size: q.page_size,
  };
}

export async function getCommunication(tx: Tx, id: string): Promise<CommunicationDetail> {
  const row = await repo.getCommunication(tx, id);
  if (!row) throw notFound(communicationMessages.communicationNotFound);
  const counts = Object.fromEntries(recipientStatuses.map((s) => [s, 0])) as CommunicationDetail['progress'];
  for (const p of await repo.progress(tx, id)) counts[p.status] = p.n;
  return {
    ...toCommunication(row),
    progress: counts,
    recipients: await repo.recipients(tx, id, RECIPIENTS_SHOWN),
  };
}

/**
 * Sends a campaign (issue 47): refused on trial (spec §1) with nothing written; otherwise the campaign,
 * its recipients and their jobs commit together, or — no recipient — nothing at all.
 */
export async function sendCommunication(
  tx: Tx,
  user: AuthUser,
  input: { method: CommunicationMethod; template_id: string; filters: CommunicationFilters },
  now: Date,
): Promise<CommunicationDetail> {
  const { settings, account, audience: a } = await audience(tx, user, input.method, input.filters, now);
  if (account.subscriptionStatus === 'trialing') throw trialRefused();
  const template = await activeTemplate(tx, input.template_id);
  if (!template) throw badRequest({ template_id: communicationMessages.templateNotFound });
  if (template.method !== input.method)
    throw badRequest({ template_id: communicationMessages.methodMismatch });
  if (input.method === 'sms' && !settings.senderName)
    throw badRequest({ method: communicationMessages.senderRequired }, communicationMessages.senderRequired);
  const id = await repo.insertCommunication(tx, {
    tenantId: user.tenantId,
    method: input.method,
    templateId: template.id,
    templateName: template.name,
    subject: template.subject,
    body: template.body,
    filters: input.filters,
    createdBy: user.id,
    sentAt: now,
  });
  if ((await repo.queueRecipients(tx, id, a)) === 0)
    throw badRequest({ filters: communicationMessages.noRecipients }, communicationMessages.noRecipients);
  return getCommunication(tx, id);
}

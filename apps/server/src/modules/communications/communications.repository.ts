import { and, eq, sql } from 'drizzle-orm';
import { PREVIEW_COUNT_CAP, type RecipientStatus } from '@clinica/contracts/communications';
import { queryRows, type Tx } from '../../db/client.js';
import { communicationRecipients, communications, insurers, users } from '../../db/schema.js';
import { countRows, pageOf } from '../../db/list.js';
import {
  addressOf,
  consentOf,
  contactOf,
  matching,
  patientsJoin,
  type Audience,
} from './audience.repository.js';

export const CAMPAIGN_JOB = 'campaign';

/**
 * One aggregate over at most PREVIEW_COUNT_CAP + 1 matching patients (the capped count of DESIGN §9):
 * how many receive it, and how many are left out for want of consent or of a usable contact.
 */
export async function previewCount(tx: Tx, a: Audience) {
  const [row] = await queryRows<{ matched: number; receive: number; no_consent: number }>(
    tx,
    sql`select count(*)::int as matched,
               count(*) filter (where m.consent and m.contact)::int as receive,
               count(*) filter (where not m.consent)::int as no_consent
          from (select ${consentOf(a.method)} as consent, ${contactOf(a.method)} as contact
                  from ${patientsJoin} where ${matching(a)} limit ${PREVIEW_COUNT_CAP + 1}) m`,
  );
  return row!;
}

export async function professionalExists(tx: Tx, id: string): Promise<boolean> {
  const rows = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, id), sql`${users.type} in ('professional', 'manager')`));
  return rows.length > 0;
}

export async function insurerExists(tx: Tx, id: string): Promise<boolean> {
  return (await tx.select({ id: insurers.id }).from(insurers).where(eq(insurers.id, id))).length > 0;
}

export async function insertCommunication(tx: Tx, row: typeof communications.$inferInsert): Promise<string> {
  const [inserted] = await tx.insert(communications).values(row).returning({ id: communications.id });
  return inserted!.id;
}

/**
 * The send (issue 47): every receiving patient's row and its job in two set-based statements — never a
 * statement per patient. The (communication, patient) key makes a repeat insert a no-op.
 */
export async function queueRecipients(tx: Tx, communicationId: string, a: Audience): Promise<number> {
  const inserted = await queryRows<{ n: number }>(
    tx,
    sql`with r as (
          insert into communication_recipients (id, tenant_id, communication_id, patient_id, address)
          select gen_random_uuid(), p.tenant_id, ${communicationId}::uuid, p.user_id, ${addressOf(a.method)}
            from ${patientsJoin}
           where ${matching(a)} and ${consentOf(a.method)} and ${contactOf(a.method)}
          on conflict (tenant_id, communication_id, patient_id) do nothing
          returning id, tenant_id)
        , j as (
          insert into jobs (id, tenant_id, kind, key, run_at)
          select gen_random_uuid(), r.tenant_id, ${CAMPAIGN_JOB}, r.id::text, ${a.now.toISOString()}::timestamptz from r
          on conflict (tenant_id, kind, key) do nothing)
        select count(*)::int as n from r`,
  );
  const n = inserted[0]!.n;
  await tx.update(communications).set({ recipientsCount: n }).where(eq(communications.id, communicationId));
  return n;
}

/** A recipient's status: its own until its message exists, then the message's (which receipts move). */
const effectiveStatus = sql<RecipientStatus>`case
    when m.status is null then r.status
    when m.status in ('sent', 'logged') then 'sent'
    when m.status in ('failed', 'capped') then 'failed'
    else m.status::text end`;

const recipientsOf = sql`communication_recipients r left join outbound_messages m
    on m.tenant_id = r.tenant_id and m.id = r.message_id`;

export async function progress(tx: Tx, communicationId: string) {
  return queryRows<{ status: RecipientStatus; n: number }>(
    tx,
    sql`select ${effectiveStatus} as status, count(*)::int as n from ${recipientsOf}
         where r.communication_id = ${communicationId}::uuid group by 1`,
  );
}

export async function recipients(tx: Tx, communicationId: string, limit: number) {
  return queryRows<{
    patient_id: string;
    name: string;
    address: string;
    status: RecipientStatus;
    error: string | null;
  }>(
    tx,
    sql`select r.patient_id, u.first_name || ' ' || u.surname as name, r.address, ${effectiveStatus} as status,
               coalesce(m.last_error, r.last_error) as error
          from ${recipientsOf} join users u on u.tenant_id = r.tenant_id and u.id = r.patient_id
         where r.communication_id = ${communicationId}::uuid
         order by app_search_text(u.first_name), app_search_text(u.surname), r.id limit ${limit}`,
  );
}

// Written out qualified: drizzle leaves columns unqualified in a one-table select.
/** Whether any of the campaign's recipients is still waiting (the campaign is then `queued`). */
const waiting = sql<boolean>`exists (select 1 from ${recipientsOf}
    where r.tenant_id = communications.tenant_id and r.communication_id = communications.id
      and (r.status = 'queued' and m.id is null or m.status = 'queued'))`;
const anySent = sql<boolean>`exists (select 1 from ${recipientsOf}
    where r.tenant_id = communications.tenant_id and r.communication_id = communications.id
      and m.status in ('sent', 'logged', 'delivered'))`;

export async function listCommunications(tx: Tx, q: { page: number; pageSize: number }) {
  return pageOf(tx.select({ c: communications, waiting, anySent }).from(communications).$dynamic(), {
    page: q.page,
    pageSize: q.pageSize,
    order: 'desc',
    sortable: { created_at: communications.createdAt },
    defaultSort: 'created_at',
    tieBreaker: communications.id,
    count: (limit) => countRows(tx, communications, undefined, limit),
  });
}

export async function getCommunication(tx: Tx, id: string) {
  const [row] = await tx
    .select({ c: communications, waiting, anySent })
    .from(communications)
    .where(eq(communications.id, id));
  return row ?? null;
}

export type CommunicationRow = NonNullable<Awaited<ReturnType<typeof getCommunication>>>;

/** What one campaign job needs: the recipient, the campaign's text, the patient now, their next appointment. */
export async function campaignRecipient(tx: Tx, recipientId: string) {
  const [row] = await queryRows<{
    status: string;
    message_id: string | null;
    address: string;
    method: 'sms' | 'email';
    subject: string | null;
    body: string;
    patient_id: string;
    first_name: string;
    surname: string;
    consent_sms: boolean;
    consent_email: boolean;
    next_at: string | null;
  }>(
    tx,
    sql`select r.status, r.message_id, r.address, c.method, c.subject, c.body, r.patient_id,
               u.first_name, u.surname, p.consent_sms, p.consent_email,
               (select a.starts_at from appointments a where a.tenant_id = r.tenant_id and a.patient_id = r.patient_id
                   and a.state = 'scheduled' and a.starts_at > now() order by a.starts_at limit 1)::text as next_at
          from communication_recipients r
          join communications c on c.tenant_id = r.tenant_id and c.id = r.communication_id
          join users u on u.tenant_id = r.tenant_id and u.id = r.patient_id
          join patient_profiles p on p.tenant_id = r.tenant_id and p.user_id = r.patient_id
         where r.id = ${recipientId}::uuid`,
  );
  return row ?? null;
}

export async function settleRecipient(
  tx: Tx,
  recipientId: string,
  patch: { messageId: string } | { unsubscribeHash: string } | { failed: string },
): Promise<void> {
  await tx
    .update(communicationRecipients)
    .set(
      'failed' in patch
        ? { status: 'failed', lastError: patch.failed, updatedAt: new Date() }
        : { ...patch, updatedAt: new Date() },
    )
    .where(eq(communicationRecipients.id, recipientId));
}

/** The recipient an unsubscribe link names (by the SHA-256 of its secret): its patient. */
export async function recipientByUnsubscribe(tx: Tx, hash: string) {
  const [row] = await tx
    .select({ patientId: communicationRecipients.patientId })
    .from(communicationRecipients)
    .where(eq(communicationRecipients.unsubscribeHash, hash));
  return row ?? null;
}

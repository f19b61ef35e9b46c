import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { communicationMessages } from '@clinica/contracts/communications';
import { notificationMessages } from '@clinica/contracts/notifications';
import { auditEvents, communications, insurers, patientProfiles, tenants, users } from '../../db/schema.js';
import { DEMO_PATIENT_ID, DEMO_PROFESSIONAL_ID } from '../../db/seed/demo-ids.js';
import { DEMO_TENANT_ID, TESTE_TENANT_ID } from '../../db/seed/demo.js';
import { createJobWorker } from '../../jobs/job-kinds.js';
import type { Worker } from '../../jobs/worker.js';
import { smppGateway } from '../sms/smpp-gateway.js';
import { startSmpp } from '../../test/smpp.js';
import { startSmtp } from '../../test/smtp.js';
import { useTestApp } from '../../test/test-app.js';

/**
 * Campaigns (issue 47): preview-count against patients with and without consent and contact, a campaign's
 * statuses through the local SMPP server (delivery receipts) and the SMTP catcher, the unsubscribe link
 * turning e-mail consent off (logged, idempotent), the trial refusal, bad input, permissions.
 */
const silentLog = { info() {}, warn() {}, error() {} };
let smtp: Awaited<ReturnType<typeof startSmtp>>;
let smsc: Awaited<ReturnType<typeof startSmpp>>;
let worker: Worker;
beforeAll(async () => {
  smtp = await startSmtp();
});
const t = useTestApp({ env: () => ({ SMTP_URL: smtp.url, PUBLIC_URL: 'http://clinica.test' }) });

const MOBILE = '+351912000222';
let other = ''; // a second patient: consents to both, but has a landline and no e-mail
let insurerId = '';
let templates: Record<string, { id: string; method: string; body: string }> = {};

beforeAll(async () => {
  smsc = await startSmpp();
  worker = createJobWorker({
    config: t.config,
    database: t.database,
    clock: t.clock,
    log: silentLog,
    gateway: smppGateway(smsc.url, silentLog),
  });
  const created = await t.api('POST', '/api/v1/users/patients', {
    first_name: 'Rui',
    surname: 'Fixo',
    phone: '+351221234567',
  });
  expect(created.statusCode, created.body).toBe(201);
  other = created.json().id;
  const settings = `/api/v1/tenants/${DEMO_TENANT_ID}/notification-configurations`;
  const current = (await t.api('GET', settings)).json();
  const { trial: _t, sms_sent_this_month: _s, ...body } = current;
  expect((await t.api('PUT', settings, { ...body, sender_name: 'FisioDemo' })).statusCode).toBe(200);
  await t.database.withTenant(DEMO_TENANT_ID, async (tx) => {
    await tx
      .update(patientProfiles)
      .set({ consentSms: false, consentEmail: false })
      .where(eq(patientProfiles.tenantId, DEMO_TENANT_ID));
    const [ins] = await tx
      .insert(insurers)
      .values({ tenantId: DEMO_TENANT_ID, name: 'Seguradora Campanhas' })
      .returning({ id: insurers.id });
    insurerId = ins!.id;
    await tx
      .update(users)
      .set({ phone: MOBILE, email: 'paciente.campanha@example.pt' })
      .where(eq(users.id, DEMO_PATIENT_ID));
    await tx
      .update(patientProfiles)
      .set({ consentSms: true, consentEmail: true, insurerId })
      .where(eq(patientProfiles.userId, DEMO_PATIENT_ID));
    await tx
      .update(patientProfiles)
      .set({ consentSms: true, consentEmail: true, insurerId })
      .where(eq(patientProfiles.userId, other));
  });
  // Clínica Teste is on its free trial (as the demo keeps it).
  await t.database.withTenant(TESTE_TENANT_ID, (tx) =>
    tx
      .update(tenants)
      .set({
        subscriptionStatus: 'trialing',
        trialEndsAt: new Date(t.clock.now().getTime() + 7 * 86_400_000),
      })
      .where(eq(tenants.id, TESTE_TENANT_ID)),
  );
  const list = (await t.api('GET', '/api/v1/communication-templates')).json();
  templates = Object.fromEntries(list.items.map((i: { name: string }) => [i.name, i]));
});
afterAll(async () => {
  await worker.stop();
  await smsc.close();
  await smtp.close();
});

const activePatients = async () =>
  (
    await t.database.withTenant(DEMO_TENANT_ID, (tx) =>
      tx
        .select({ n: sql<number>`count(*)::int` })
        .from(patientProfiles)
        .innerJoin(
          users,
          and(eq(users.tenantId, patientProfiles.tenantId), eq(users.id, patientProfiles.userId)),
        )
        .where(and(eq(users.active, true), sql`${patientProfiles.erasedAt} is null`)),
    )
  )[0]!.n;

const campaignCount = (tenantId: string) =>
  t.database.withTenant(tenantId, async (tx) => (await tx.select().from(communications)).length);

async function until(check: () => Promise<boolean>) {
  for (let i = 0; i < 200; i++) {
    if (await check()) return;
    await new Promise((r) => setTimeout(r, 20));
  }
  throw new Error('timed out');
}

describe('communication templates', () => {
  it('starts every clinic with four pt-PT templates', () => {
    expect(Object.keys(templates).sort()).toEqual(
      ['Aniversário', 'Aviso da clínica', 'Lembrete de consulta', 'Sentimos a sua falta'].sort(),
    );
    expect(templates['Aviso da clínica']!.method).toBe('email');
  });

  it('creates, changes and removes a template; an unknown variable, an e-mail without subject or a taken name are refused', async () => {
    const body = { name: 'Promoção Pilates', method: 'sms', body: 'Olá {{patient_first_name}}, há Pilates!' };
    const created = await t.api('POST', '/api/v1/communication-templates', body);
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().id;
    const bad = await t.api('PUT', `/api/v1/communication-templates/${id}`, {
      ...body,
      body: 'Olá {{nome}}',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields.body).toBe(notificationMessages.unknownVariable('nome'));
    const email = await t.api('POST', '/api/v1/communication-templates', {
      ...body,
      name: 'X',
      method: 'email',
    });
    expect(email.json().error.fields.subject).toBe(communicationMessages.subjectRequired);
    const empty = await t.api('POST', '/api/v1/communication-templates', { ...body, name: 'Y', body: ' ' });
    expect(empty.statusCode).toBe(400);
    const dup = await t.api('POST', '/api/v1/communication-templates', { ...body, name: 'promoção pilates' });
    expect(dup.statusCode).toBe(409);
    expect((await t.api('DELETE', `/api/v1/communication-templates/${id}`)).statusCode).toBe(200);
    expect((await t.api('GET', `/api/v1/communication-templates/${id}`)).statusCode).toBe(404);
    // Another clinic's template is not found.
    expect(
      (
        await t.api(
          'GET',
          `/api/v1/communication-templates/${templates['Aniversário']!.id}`,
          undefined,
          t.other,
        )
      ).statusCode,
    ).toBe(404);
  });

  it('is for managers: a professional is refused, the front desk reads but does not edit', async () => {
    const professional = await t.login('fisio@demo.clinica.pt');
    expect((await t.api('GET', '/api/v1/communication-templates', undefined, professional)).statusCode).toBe(
      403,
    );
    const desk = await t.login('rececao@demo.clinica.pt');
    expect((await t.api('GET', '/api/v1/communication-templates', undefined, desk)).statusCode).toBe(200);
    const put = await t.api(
      'PUT',
      `/api/v1/communication-templates/${templates['Aniversário']!.id}`,
      { name: 'Z', method: 'sms', body: 'x' },
      desk,
    );
    expect(put.statusCode).toBe(403);
  });
});

describe('preview-count', () => {
  it('counts who receives it and who is left out, and why', async () => {
    const all = await activePatients();
    const res = await t.api('POST', '/api/v1/communications/preview-count', { method: 'sms' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      capped: false,
      matched: all,
      receive: 1,
      left_out: { no_consent: all - 2, no_contact: 1 },
      trial: false,
    });
    const byInsurer = await t.api('POST', '/api/v1/communications/preview-count', {
      method: 'email',
      filters: { insurer_id: insurerId },
    });
    expect(byInsurer.json()).toMatchObject({
      matched: 2,
      receive: 1,
      left_out: { no_consent: 0, no_contact: 1 },
      sms_cap_remaining: null,
    });
  });

  it("refuses another clinic's insurer or professional, and a half date range, naming the filter", async () => {
    const [teste] = await t.database.withTenant(TESTE_TENANT_ID, (tx) =>
      tx.select({ id: insurers.id }).from(insurers).limit(1),
    );
    const res = await t.api('POST', '/api/v1/communications/preview-count', {
      method: 'sms',
      filters: {
        // Another clinic's insurer; without one, an id nobody has (the last digit changed, never kept).
        insurer_id: teste?.id ?? insurerId.replace(/.$/, (c) => (c === '0' ? '1' : '0')),
        professional_id: DEMO_PATIENT_ID,
      },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toMatchObject({
      'filters.insurer_id': communicationMessages.unknownInsurer,
      'filters.professional_id': communicationMessages.unknownProfessional,
    });
    const half = await t.api('POST', '/api/v1/communications/preview-count', {
      method: 'sms',
      filters: { appointment_from_date: '2027-01-01' },
    });
    expect(half.statusCode).toBe(400);
  });
});

describe('campaigns', () => {
  it('sends an SMS campaign to the consenting patients, with the clinic name, and follows the delivery receipts', async () => {
    smsc.submits.length = 0;
    const res = await t.api('POST', '/api/v1/communications', {
      method: 'sms',
      template_id: templates['Aniversário']!.id,
      filters: {},
    });
    expect(res.statusCode, res.body).toBe(201);
    const id = res.json().id;
    expect(res.json()).toMatchObject({ recipients_count: 1, status: 'queued', progress: { queued: 1 } });
    await worker.drain();
    await worker.drain();
    // «Clínica» is not GSM-7: UCS-2, two parts of one message, both to the one consenting mobile.
    expect(new Set(smsc.submits.map((p) => p.destination_addr))).toEqual(new Set([MOBILE.slice(1)]));
    const parts = smsc.submits.length;
    const sent = (await t.api('GET', `/api/v1/communications/${id}`)).json();
    expect(sent).toMatchObject({ status: 'sent', progress: { sent: 1, queued: 0 } });
    expect(sent.recipients[0]).toMatchObject({ patient_id: DEMO_PATIENT_ID, status: 'sent' });
    const [msg] = await t.database
      .withTenant(DEMO_TENANT_ID, (tx) =>
        tx.execute(
          sql`select provider_id, body_text from outbound_messages where kind = 'campaign' and channel = 'sms'`,
        ),
      )
      .then((r) => (r as unknown as { rows: Array<{ provider_id: string; body_text: string }> }).rows);
    expect(msg!.body_text).toContain('Clínica Demo');
    await smsc.receipt(msg!.provider_id, 'DELIVRD');
    await until(
      async () => (await t.api('GET', `/api/v1/communications/${id}`)).json().progress.delivered === 1,
    );
    // Running its jobs again sends nothing twice.
    await worker.drain();
    expect(smsc.submits).toHaveLength(parts);
  });

  it('sends an e-mail campaign with List-Unsubscribe; one click turns consent off, once, in the access log', async () => {
    const res = await t.api('POST', '/api/v1/communications', {
      method: 'email',
      template_id: templates['Aviso da clínica']!.id,
    });
    expect(res.statusCode, res.body).toBe(201);
    await worker.drain();
    await worker.drain();
    const mail = await smtp.waitFor((m) => m.to === 'paciente.campanha@example.pt');
    expect(mail.subject).toBe('Informação da Clínica Demo');
    expect(mail.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
    const url = /<(http:\/\/clinica\.test\/unsubscribe\/[^>]+)>/.exec(mail.headers['list-unsubscribe']!)![1]!;
    expect(mail.text).toContain(url);
    const path = url.replace('http://clinica.test', '');
    // RFC 8058: a mail client posts the form from outside; no session, no JSON.
    for (let i = 0; i < 2; i++) {
      const post = await t.app.inject({
        method: 'POST',
        url: path,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: 'List-Unsubscribe=One-Click',
      });
      expect(post.statusCode, post.body).toBe(200);
    }
    const [profile] = await t.database.withTenant(DEMO_TENANT_ID, (tx) =>
      tx.select().from(patientProfiles).where(eq(patientProfiles.userId, DEMO_PATIENT_ID)),
    );
    expect(profile!.consentEmail).toBe(false);
    expect(profile!.consentSms).toBe(true);
    const logged = await t.database.withTenant(DEMO_TENANT_ID, (tx) =>
      tx
        .select()
        .from(auditEvents)
        .where(and(eq(auditEvents.entityId, DEMO_PATIENT_ID), eq(auditEvents.action, 'patient.consent'))),
    );
    expect(logged).toHaveLength(1);
    expect(logged[0]!.details).toMatchObject({ consent_email: 'false' });
    expect((await t.app.inject({ method: 'GET', url: '/unsubscribe/x.y' })).statusCode).toBe(404);
    // A consent the staff change is logged too (and an edit that keeps it is not).
    expect(
      (await t.api('PUT', `/api/v1/users/patients/${DEMO_PATIENT_ID}`, { consent_email: true })).statusCode,
    ).toBe(200);
    expect(
      (await t.api('PUT', `/api/v1/users/patients/${DEMO_PATIENT_ID}`, { consent_email: true })).statusCode,
    ).toBe(200);
    const all = await t.database.withTenant(DEMO_TENANT_ID, (tx) =>
      tx
        .select()
        .from(auditEvents)
        .where(and(eq(auditEvents.entityId, DEMO_PATIENT_ID), eq(auditEvents.action, 'patient.consent'))),
    );
    expect(all.map((e) => e.details)).toEqual([
      { consent_email: 'false', source: 'unsubscribe_link' },
      { consent_email: 'true', source: 'staff' },
    ]);
    expect(
      (await t.api('PUT', `/api/v1/users/patients/${DEMO_PATIENT_ID}`, { consent_email: false })).statusCode,
    ).toBe(200);
  });

  it('refuses a campaign nobody receives, a template of the other method, and writes nothing', async () => {
    const before = await campaignCount(DEMO_TENANT_ID);
    const none = await t.api('POST', '/api/v1/communications', {
      method: 'email',
      template_id: templates['Aviso da clínica']!.id,
    });
    expect(none.statusCode).toBe(400);
    expect(none.json().error.message).toBe(communicationMessages.noRecipients);
    const mismatch = await t.api('POST', '/api/v1/communications', {
      method: 'sms',
      template_id: templates['Aviso da clínica']!.id,
    });
    expect(mismatch.json().error.fields.template_id).toBe(communicationMessages.methodMismatch);
    expect(await campaignCount(DEMO_TENANT_ID)).toBe(before);
  });

  it('refuses to send during the trial, naming it, and queues nothing', async () => {
    const list = (await t.api('GET', '/api/v1/communication-templates', undefined, t.other)).json();
    const res = await t.api(
      'POST',
      '/api/v1/communications',
      { method: 'sms', template_id: list.items[0].id },
      t.other,
    );
    expect(res.statusCode).toBe(402);
    expect(res.json().error.message).toBe(communicationMessages.trial);
    expect(await campaignCount(TESTE_TENANT_ID)).toBe(0);
  });

  it('shows campaigns to a professional only with communications:list_all', async () => {
    const professional = await t.login('fisio@demo.clinica.pt');
    expect((await t.api('GET', '/api/v1/communications', undefined, professional)).statusCode).toBe(403);
    const put = await t.api('PUT', '/api/v1/permissions', {
      user_id: DEMO_PROFESSIONAL_ID,
      permissions: { communications: { list_all: true } },
    });
    expect(put.statusCode, put.body).toBe(200);
    const list = await t.api('GET', '/api/v1/communications', undefined, professional);
    expect(list.statusCode).toBe(200);
    expect(list.json().items.length).toBeGreaterThanOrEqual(2);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { notificationMessages } from '@clinica/contracts/notifications';
import { appointments, jobs, outboundMessages, patientProfiles, tenants, users } from '../db/schema.js';
import { DEMO_TENANT_ID } from '../db/seed/demo.js';
import { smppGateway } from '../modules/sms/smpp-gateway.js';
import { startSmpp } from '../test/smpp.js';
import { useTestApp } from '../test/test-app.js';
import { FISIO, useClinicFixture } from '../modules/appointments/fixtures.test-helpers.js';
import { createJobWorker } from './job-kinds.js';
import type { Worker } from './worker.js';

/**
 * Reminders with their confirm/cancel links, and trial silence (issue 46): the sweep sends each reminder
 * once with two workers, a rescheduled appointment gets a new one, a cancelled one none; the link
 * confirms or cancels once, within the clinic's window; a clinic on trial sends nothing.
 */
const silentLog = { info() {}, warn() {}, error() {} };
const t = useTestApp();
let smsc: Awaited<ReturnType<typeof startSmpp>>;
let a: Worker;
let b: Worker;
const PHONE = '+351912000111';
const settingsUrl = `/api/v1/tenants/${DEMO_TENANT_ID}/notification-configurations`;
const settings = {
  reminder_enabled: true,
  reminder_hours: 48,
  birthday_enabled: false,
  sender_name: 'FisioDemo',
  reminder_template:
    'Olá {{patient_first_name}}: consulta na {{clinic_name}} em {{appointment_date}} às {{appointment_hour}}.',
  birthday_template: 'Parabéns, {{patient_first_name}}!',
  sms_monthly_cap: 1000,
  cancellation_window_hours: 24,
};

let target = { id: '', startsAt: new Date(0), endsAt: new Date(0), patientId: '' };
let other = { id: '' };
const fixture = useClinicFixture(t);

async function book(day: string, at: string) {
  const res = await t.api('POST', '/api/v1/appointments', {
    patient_id: fixture.fx.patientId,
    professional_id: FISIO,
    service_id: fixture.fx.sessionService,
    clinic_id: fixture.fx.clinicId,
    starts_at: `${day}T${at}:00Z`,
    ends_at: `${day}T${at.slice(0, 2)}:45:00Z`,
    confirm_outside_schedule: true,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { id: string; starts_at: string; ends_at: string };
}

beforeAll(async () => {
  smsc = await startSmpp();
  const worker = () =>
    createJobWorker({
      config: t.config,
      database: t.database,
      clock: t.clock,
      log: silentLog,
      gateway: smppGateway(smsc.url, silentLog),
    });
  a = worker();
  b = worker();
  expect((await t.api('PUT', settingsUrl, settings)).statusCode).toBe(200);
  // Two appointments on one day (the appointments suites' clinic); the first one's patient is reachable
  // by SMS, the other one is cancelled.
  const first = await book('2027-01-04', '10:00');
  const second = await book('2027-01-04', '15:00');
  target = {
    id: first.id,
    startsAt: new Date(first.starts_at),
    endsAt: new Date(first.ends_at),
    patientId: fixture.fx.patientId,
  };
  other = { id: second.id };
  // Sweep from 36 h before the first one: it is within the 48-hour window, more than 24 h ahead.
  t.clock.advance(target.startsAt.getTime() - 36 * 3_600_000 - t.clock.now().getTime());
  await t.database.withTenant(DEMO_TENANT_ID, async (tx) => {
    // Only the target appointment's patient may receive anything: no other demo patient consents here.
    await tx
      .update(patientProfiles)
      .set({ consentSms: false, consentEmail: false })
      .where(eq(patientProfiles.tenantId, DEMO_TENANT_ID));
    await tx.update(users).set({ phone: PHONE }).where(eq(users.id, target.patientId));
    await tx
      .update(patientProfiles)
      .set({ consentSms: true })
      .where(eq(patientProfiles.userId, target.patientId));
    await tx.update(appointments).set({ state: 'canceled' }).where(eq(appointments.id, other.id));
  });
});
afterAll(async () => {
  await a.stop();
  await b.stop();
  await smsc.close();
});

/** The SMS the patient got, each put together from its parts (by their concatenation reference). */
const reminderTexts = () => {
  const texts = new Map<string, string>();
  smsc.submits
    .filter((p) => p.destination_addr === PHONE.slice(1))
    .forEach((p, i) => {
      const { udh, message } = p.short_message as { udh?: Buffer[]; message: string };
      const key = udh?.[0] ? `ref${udh[0][2]}` : `single${i}`;
      texts.set(key, (texts.get(key) ?? '') + message);
    });
  return [...texts.values()];
};
const linkOf = (text: string) => /\/appointment-link\?token=(\S+)$/.exec(text)![1]!;
const reminderJobs = () =>
  t.database.withTenant(DEMO_TENANT_ID, (tx) =>
    tx
      .select({ key: jobs.key, status: jobs.status })
      .from(jobs)
      .where(and(eq(jobs.tenantId, DEMO_TENANT_ID), eq(jobs.kind, 'reminder'))),
  );
const sweepBoth = async () => {
  await Promise.all([a.drain(), b.drain()]);
  await Promise.all([a.drain(), b.drain()]);
};
const nextMinute = () => t.clock.advance(61_000);

describe('reminders and their links', () => {
  it('sends one reminder per appointment with two workers, none for a cancelled one, and not again', async () => {
    await sweepBoth();
    const texts = reminderTexts();
    expect(texts).toHaveLength(1);
    expect(texts[0]).toMatch(
      /^Olá .+: consulta na .+ em \d\d\/\d\d\/\d{4} às \d\d:\d\d\. http:\/\/.+\/appointment-link\?token=/,
    );
    const keys = (await reminderJobs()).map((j) => j.key);
    expect(keys).toContain(`${target.id}@${target.startsAt.toISOString()}`);
    expect(keys.some((k) => k.startsWith(other.id))).toBe(false);
    nextMinute();
    await sweepBoth();
    expect(reminderTexts()).toHaveLength(1);
  });

  it('shows the link, confirms once, and refuses it used', async () => {
    const token = linkOf(reminderTexts()[0]!);
    const view = await t.request({ method: 'GET', url: `/appointment-links/${token}` });
    expect(view.statusCode).toBe(200);
    expect(view.json()).toMatchObject({
      status: 'valid',
      can_cancel: true,
      starts_at: target.startsAt.toISOString(),
    });
    const confirmed = await t.request({ method: 'POST', url: `/appointment-links/${token}/confirm` });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json()).toMatchObject({ status: 'used', action: 'confirmed' });
    const [row] = await t.database.withTenant(DEMO_TENANT_ID, (tx) =>
      tx
        .select({ confirmedAt: appointments.confirmedAt, state: appointments.state })
        .from(appointments)
        .where(eq(appointments.id, target.id)),
    );
    expect(row!.confirmedAt).not.toBeNull();
    expect(row!.state).toBe('scheduled');
    // The desk sees it on the appointment (the calendar's quick view reads this).
    t.manager = await t.login('gestor@demo.clinica.pt'); // the clock moved on: a new session
    const detail = await t.api('GET', `/api/v1/appointments/${target.id}`);
    expect(detail.statusCode, detail.body).toBe(200);
    expect(detail.json().confirmed_at).toBe(row!.confirmedAt!.toISOString());
    const again = await t.request({ method: 'POST', url: `/appointment-links/${token}/cancel` });
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe(notificationMessages.linkUsed);
    const forged = await t.request({
      method: 'GET',
      url: `/appointment-links/${DEMO_TENANT_ID}.${'x'.repeat(43)}`,
    });
    expect(forged.statusCode).toBe(404);
    expect(forged.json().error.message).toBe(notificationMessages.linkInvalid);
  });

  it('sends a new reminder for a rescheduled appointment; its link refuses to cancel inside the window, then cancels', async () => {
    t.manager = await t.login('gestor@demo.clinica.pt'); // the clock moved weeks on: a new session
    const startsAt = new Date(target.startsAt.getTime() + 3_600_000);
    await t.database.withTenant(DEMO_TENANT_ID, (tx) =>
      tx
        .update(appointments)
        .set({ startsAt, endsAt: new Date(target.endsAt.getTime() + 3_600_000) })
        .where(eq(appointments.id, target.id)),
    );
    nextMinute();
    await sweepBoth();
    expect(reminderTexts()).toHaveLength(2);
    const token = linkOf(reminderTexts()[1]!);
    // A 48-hour window: 36 h before, the page says so and gives the clinic's phone.
    expect((await t.api('PUT', settingsUrl, { ...settings, cancellation_window_hours: 48 })).statusCode).toBe(
      200,
    );
    const refused = await t.request({ method: 'POST', url: `/appointment-links/${token}/cancel` });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toMatch(
      /^Já não é possível cancelar pela internet com menos de 48 horas/,
    );
    expect((await t.request({ method: 'GET', url: `/appointment-links/${token}` })).json()).toMatchObject({
      status: 'valid',
      can_cancel: false,
    });
    expect((await t.api('PUT', settingsUrl, settings)).statusCode).toBe(200);
    const cancelled = await t.request({ method: 'POST', url: `/appointment-links/${token}/cancel` });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    const [row] = await t.database.withTenant(DEMO_TENANT_ID, (tx) =>
      tx.select({ state: appointments.state }).from(appointments).where(eq(appointments.id, target.id)),
    );
    expect(row!.state).toBe('canceled_patient');
    nextMinute();
    await sweepBoth();
    expect(reminderTexts()).toHaveLength(2);
  });

  it('refuses an expired link once the appointment has started', async () => {
    const token = linkOf(reminderTexts()[0]!);
    t.clock.advance(40 * 3_600_000);
    const res = await t.request({ method: 'POST', url: `/appointment-links/${token}/confirm` });
    expect(res.statusCode).toBe(409);
    expect([notificationMessages.linkUsed, notificationMessages.linkExpired]).toContain(
      res.json().error.message,
    );
    expect((await t.request({ method: 'GET', url: `/appointment-links/${token}` })).json().status).toBe(
      'used',
    );
  });

  it('sends no reminder while the clinic is on trial', async () => {
    t.manager = await t.login('gestor@demo.clinica.pt');
    const booked = await book('2027-01-08', '10:00');
    const next = { startsAt: new Date(booked.starts_at), patientId: fixture.fx.patientId };
    await t.database.withTenant(DEMO_TENANT_ID, async (tx) => {
      await tx
        .update(patientProfiles)
        .set({ consentSms: true })
        .where(eq(patientProfiles.userId, next!.patientId));
      await tx.update(users).set({ phone: PHONE }).where(eq(users.id, next!.patientId));
      await tx
        .update(tenants)
        .set({
          subscriptionStatus: 'trialing',
          trialEndsAt: new Date(next.startsAt.getTime() + 7 * 86_400_000),
        })
        .where(eq(tenants.id, DEMO_TENANT_ID));
    });
    const sent = reminderTexts().length;
    t.clock.advance(next!.startsAt.getTime() - 47 * 3_600_000 - t.clock.now().getTime());
    await sweepBoth();
    expect(reminderTexts()).toHaveLength(sent);
    t.manager = await t.login('gestor@demo.clinica.pt');
    expect((await t.api('GET', settingsUrl)).json().trial).toBe(true);
    const queued = await t.database.withTenant(DEMO_TENANT_ID, (tx) =>
      tx
        .select({ n: sql<number>`count(*)::int` })
        .from(outboundMessages)
        .where(and(eq(outboundMessages.tenantId, DEMO_TENANT_ID), eq(outboundMessages.kind, 'reminder'))),
    );
    expect(queued[0]!.n).toBe(sent);
  });
});

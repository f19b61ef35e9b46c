import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { notificationSettings, outboundMessages, patientProfiles, tenants, users } from '../db/schema.js';
import { DEMO_TENANT_ID } from '../db/seed/demo.js';
import { DEMO_PATIENT_ID } from '../db/seed/demo-ids.js';
import { defaultSettings } from '../modules/notifications/notifications.repository.js';
import { openTestDatabase, TestClock } from '../test/test-app.js';
import { BIRTHDAY_JOB } from '../modules/notifications/birthdays.repository.js';
import { birthdayHandler, birthdaysHandler } from './birthdays.js';
import { getJob } from './jobs.repository.js';

/**
 * Birthdays at 10:00 clinic time (issue 46): 10:00 of Lisbon's wall clock before and after the change
 * to summer time (29 March 2026, 01:00 UTC), once a year each, and nothing on trial.
 */
let database: Database;
let drop: () => Promise<void>;
const clock = new TestClock();
const job = (key = 'birthdays') => ({
  tenantId: DEMO_TENANT_ID,
  id: '00000000-0000-4000-8000-000000000000',
  kind: 'birthdays',
  key,
  payload: {},
  attempts: 1,
  runAt: clock.now(),
});
const at = (iso: string) => clock.advance(new Date(iso).getTime() - clock.now().getTime());

beforeAll(async () => {
  ({ database, drop } = await openTestDatabase());
  await database.withTenant(DEMO_TENANT_ID, async (tx) => {
    await tx
      .update(tenants)
      .set({ timeZone: 'Europe/Lisbon', subscriptionStatus: 'active' })
      .where(eq(tenants.id, DEMO_TENANT_ID));
    await tx.insert(notificationSettings).values({
      tenantId: DEMO_TENANT_ID,
      ...defaultSettings,
      birthdayEnabled: true,
      birthdayTemplate: 'Parabéns, {{patient_first_name}}, da {{clinic_name}}!',
    });
    await tx
      .update(patientProfiles)
      .set({ consentSms: false, consentEmail: false })
      .where(eq(patientProfiles.tenantId, DEMO_TENANT_ID));
    await tx
      .update(patientProfiles)
      .set({ dateOfBirth: '1980-03-29', consentEmail: true })
      .where(eq(patientProfiles.userId, DEMO_PATIENT_ID));
  });
});
afterAll(() => drop());

const birthdayMessages = () =>
  database.withTenant(DEMO_TENANT_ID, (tx) =>
    tx
      .select({ text: outboundMessages.bodyText, to: outboundMessages.recipient })
      .from(outboundMessages)
      .where(and(eq(outboundMessages.tenantId, DEMO_TENANT_ID), eq(outboundMessages.kind, BIRTHDAY_JOB))),
  );

describe('birthdays', () => {
  it('runs at 10:00 Lisbon time on both sides of the change to summer time, once a year', async () => {
    const run = birthdaysHandler({ database, clock });
    at('2026-03-28T09:30:00Z'); // 09:30 in Lisbon (WET, UTC+0): not yet
    expect(await run.run(job())).toEqual({ again: new Date('2026-03-28T10:00:00Z') });
    at('2026-03-28T10:00:00Z');
    // The next 10:00 is in summer time (WEST, UTC+1): 09:00 UTC.
    expect(await run.run(job())).toEqual({ again: new Date('2026-03-29T09:00:00Z') });
    const key = `${DEMO_PATIENT_ID}@2026`;
    expect(
      await database.withTenant(DEMO_TENANT_ID, (tx) => getJob(tx, DEMO_TENANT_ID, BIRTHDAY_JOB, key)),
    ).toBeNull();

    at('2026-03-29T09:00:00Z');
    expect(await run.run(job())).toEqual({ again: new Date('2026-03-30T09:00:00Z') });
    const queued = await database.withTenant(DEMO_TENANT_ID, (tx) =>
      getJob(tx, DEMO_TENANT_ID, BIRTHDAY_JOB, key),
    );
    expect(queued).toMatchObject({ status: 'queued' });
    await birthdayHandler({ database, clock }).run({ ...job(key), kind: BIRTHDAY_JOB, id: queued!.id });
    const [email] = await database.withTenant(DEMO_TENANT_ID, (tx) =>
      tx
        .select({ email: users.email, first: users.firstName })
        .from(users)
        .where(eq(users.id, DEMO_PATIENT_ID)),
    );
    expect(await birthdayMessages()).toEqual([
      { to: email!.email, text: expect.stringMatching(new RegExp(`^Parabéns, ${email!.first}, da `)) },
    ]);
    // A second run the same day (another instance, a restart) queues nothing new.
    at('2026-03-29T15:00:00Z');
    await run.run(job());
    const again = await database.withTenant(DEMO_TENANT_ID, (tx) =>
      getJob(tx, DEMO_TENANT_ID, BIRTHDAY_JOB, key),
    );
    expect(again!.id).toBe(queued!.id);
  });

  it('queues nothing while the clinic is on trial', async () => {
    await database.withTenant(DEMO_TENANT_ID, (tx) =>
      tx.update(tenants).set({ subscriptionStatus: 'trialing' }).where(eq(tenants.id, DEMO_TENANT_ID)),
    );
    at('2027-03-29T09:00:00Z');
    await birthdaysHandler({ database, clock }).run(job());
    expect(
      await database.withTenant(DEMO_TENANT_ID, (tx) =>
        getJob(tx, DEMO_TENANT_ID, BIRTHDAY_JOB, `${DEMO_PATIENT_ID}@2027`),
      ),
    ).toBeNull();
  });
});

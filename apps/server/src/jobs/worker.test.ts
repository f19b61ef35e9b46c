import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { loadConfig } from '../config.js';
import { openDatabase, type Database } from '../db/client.js';
import { jobs, outboundMessages } from '../db/schema.js';
import { DEMO_TENANT_ID, TESTE_TENANT_ID } from '../db/seed/demo-ids.js';
import { openTestDatabase, TestClock } from '../test/test-app.js';
import { startSmtp } from '../test/smtp.js';
import { enqueueJob, getJob } from './jobs.repository.js';
import { createMailer } from './mail-delivery.js';
import { backoffMs, createWorker, type JobHandler } from './worker.js';

/**
 * The jobs table every instance shares (issue 46, decision 042): a claimed job runs once however many
 * workers poll, a failed one comes back after its backoff, and a queued e-mail is delivered by a worker
 * that did not queue it — after the database was closed and opened again.
 */
const silent = { info() {}, warn() {}, error() {} };
let database: Database;
let drop: () => Promise<void>;
beforeAll(async () => {
  ({ database, drop } = await openTestDatabase({ poolSize: 6 }));
});
afterAll(async () => {
  await drop();
});

async function jobRow(tenantId: string, kind: string, key: string) {
  return database.withTenant(tenantId, (tx) => getJob(tx, tenantId, kind, key));
}

describe('jobs', () => {
  it('runs each job once with two workers polling at the same time, in its own clinic', async () => {
    const clock = new TestClock();
    const keys = Array.from({ length: 30 }, (_, i) => `k${i}`);
    await database.withTenant(DEMO_TENANT_ID, async (tx) => {
      for (const key of keys.slice(0, 15))
        await enqueueJob(tx, { tenantId: DEMO_TENANT_ID, kind: 'count', key, runAt: clock.now() });
    });
    await database.withTenant(TESTE_TENANT_ID, async (tx) => {
      for (const key of keys.slice(15))
        await enqueueJob(tx, { tenantId: TESTE_TENANT_ID, kind: 'count', key, runAt: clock.now() });
    });
    const runs: string[] = [];
    const handler: JobHandler = {
      async run(job) {
        // What the job's clinic sees: its own jobs only (row-level security in withTenant).
        const seen = await database.withTenant(job.tenantId, (tx) =>
          tx.select({ tenantId: jobs.tenantId }).from(jobs).where(eq(jobs.kind, 'count')),
        );
        expect(seen.every((r) => r.tenantId === job.tenantId)).toBe(true);
        runs.push(job.key);
        await new Promise((r) => setTimeout(r, 5));
      },
    };
    const a = createWorker({ database, clock, log: silent, handlers: { count: handler }, batch: 3 });
    const b = createWorker({ database, clock, log: silent, handlers: { count: handler }, batch: 3 });
    await Promise.all([a.drain(), b.drain(), a.drain(), b.drain()]);
    expect(runs.sort()).toEqual([...keys].sort());
    expect(await jobRow(TESTE_TENANT_ID, 'count', 'k20')).toMatchObject({ status: 'done', attempts: 1 });
  });

  it('inserts a job once per kind and key (ON CONFLICT DO NOTHING)', async () => {
    const clock = new TestClock();
    const again = await database.withTenant(DEMO_TENANT_ID, async (tx) => [
      await enqueueJob(tx, { tenantId: DEMO_TENANT_ID, kind: 'once', key: 'x', runAt: clock.now() }),
      await enqueueJob(tx, { tenantId: DEMO_TENANT_ID, kind: 'once', key: 'x', runAt: clock.now() }),
    ]);
    expect(again).toEqual([true, false]);
  });

  it('retries a failed job after its backoff, then fails it for good after its last attempt', async () => {
    const clock = new TestClock();
    await database.withTenant(DEMO_TENANT_ID, (tx) =>
      enqueueJob(tx, { tenantId: DEMO_TENANT_ID, kind: 'flaky', key: 'a', runAt: clock.now() }),
    );
    await database.withTenant(DEMO_TENANT_ID, (tx) =>
      enqueueJob(tx, { tenantId: DEMO_TENANT_ID, kind: 'broken', key: 'b', runAt: clock.now() }),
    );
    let calls = 0;
    const worker = createWorker({
      database,
      clock,
      log: silent,
      handlers: {
        flaky: {
          async run() {
            if (++calls < 3) throw new Error(`SMTP indisponível (${calls})`);
          },
        },
        broken: {
          maxAttempts: 2,
          async run() {
            throw new Error('nunca');
          },
        },
      },
    });
    expect(await worker.runDue()).toBe(2);
    expect(await jobRow(DEMO_TENANT_ID, 'flaky', 'a')).toMatchObject({
      status: 'queued',
      attempts: 1,
      lastError: 'SMTP indisponível (1)',
    });
    // Not before its backoff (30 s after the first failure).
    clock.advance(backoffMs(1) - 1_000);
    expect(await worker.runDue()).toBe(0);
    clock.advance(1_000);
    expect(await worker.runDue()).toBe(2);
    expect(await jobRow(DEMO_TENANT_ID, 'broken', 'b')).toMatchObject({ status: 'failed', attempts: 2 });
    clock.advance(backoffMs(2) - 1_000);
    expect(await worker.runDue()).toBe(0);
    clock.advance(1_000);
    expect(await worker.runDue()).toBe(1);
    expect(calls).toBe(3);
    expect(await jobRow(DEMO_TENANT_ID, 'flaky', 'a')).toMatchObject({
      status: 'done',
      attempts: 3,
      lastError: null,
    });
  });

  it('takes over a job whose worker died once its lock expires', async () => {
    const clock = new TestClock();
    await database.withTenant(DEMO_TENANT_ID, (tx) =>
      enqueueJob(tx, { tenantId: DEMO_TENANT_ID, kind: 'stuck', key: 's', runAt: clock.now() }),
    );
    const ran: string[] = [];
    const dying = createWorker({
      database,
      clock,
      log: silent,
      lockSeconds: 60,
      handlers: { stuck: { run: () => new Promise(() => undefined) } },
    });
    void dying.runDue(); // claims the job and never finishes (a process that died mid-job)
    await new Promise((r) => setTimeout(r, 200));
    const other = createWorker({
      database,
      clock,
      log: silent,
      handlers: { stuck: { run: async (j) => void ran.push(j.key) } },
    });
    expect(await other.runDue()).toBe(0);
    clock.advance(61_000);
    expect(await other.runDue()).toBe(1);
    expect(ran).toEqual(['s']);
  });

  it('delivers an e-mail queued before a restart, attachment included, from a worker that did not queue it', async () => {
    const smtp = await startSmtp();
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'jobs-restart-'));
    const clock = new TestClock();
    const config = loadConfig({
      NODE_ENV: 'test',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'silent',
      SMTP_URL: smtp.url,
    });
    const before = createMailer({ config, database, clock, log: silent });
    const pdf = Buffer.from('%PDF-1.7 fatura FT 2026A/9');
    const id = await database.withTenant(DEMO_TENANT_ID, (tx) =>
      before.queue(tx, DEMO_TENANT_ID, 'ana@exemplo.pt', 'invoicing_document', {
        subject: 'Fatura FT 2026A/9',
        text: 'Segue a fatura.',
        html: '<p>Segue a fatura.</p>',
        attachments: [{ filename: 'FT_2026A_9.pdf', contentType: 'application/pdf', content: pdf }],
      }),
    );
    // The process stops before delivering: nothing of the message is left in memory.
    let after = database;
    if (database.kind === 'pglite') {
      const image = await database.dumpDataDir!();
      await database.close();
      after = await openDatabase({ loadDataDir: image });
      database = after;
      drop = () => after.close();
    }
    const worker = createWorker({
      database: after,
      clock,
      log: silent,
      handlers: {
        email: (await import('./mail-delivery.js')).mailDeliveryHandler({
          config,
          database: after,
          clock,
          log: silent,
        }),
      },
    });
    expect(await worker.runDue()).toBe(1);
    expect(smtp.mails).toHaveLength(1);
    expect(smtp.mails[0]).toMatchObject({ to: 'ana@exemplo.pt', subject: 'Fatura FT 2026A/9' });
    expect(smtp.mails[0]!.attachments[0]).toMatchObject({ filename: 'FT_2026A_9.pdf' });
    expect(smtp.mails[0]!.attachments[0]!.content.equals(pdf)).toBe(true);
    const [row] = await after.withTenant(DEMO_TENANT_ID, (tx) =>
      tx
        .select()
        .from(outboundMessages)
        .where(and(eq(outboundMessages.tenantId, DEMO_TENANT_ID), eq(outboundMessages.id, id))),
    );
    expect(row).toMatchObject({ status: 'sent', attempts: 1 });
    // Delivered once: another pass finds nothing.
    expect(await worker.runDue()).toBe(0);
    expect(smtp.mails).toHaveLength(1);
    await smtp.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });
});

import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { loadConfig } from '../../config.js';
import type { Database } from '../../db/client.js';
import { notificationSettings, outboundMessages } from '../../db/schema.js';
import { DEMO_TENANT_ID } from '../../db/seed/demo-ids.js';
import { createJobWorker } from '../../jobs/job-kinds.js';
import { queueSms } from '../../jobs/sms-delivery.js';
import type { Worker } from '../../jobs/worker.js';
import { openTestDatabase, TestClock } from '../../test/test-app.js';
import { startSmpp } from '../../test/smpp.js';
import { defaultSettings } from '../notifications/notifications.repository.js';
import { smppGateway } from './smpp-gateway.js';
import { smsParts } from './sms-gateway.js';

/**
 * SMS over SMPP 3.4 against a local SMPP server (issue 46): the data_coding and concatenation headers
 * the app sets, the clinic's sender name, delivery receipts updating the message by the operator's id,
 * the monthly cap, and the log when there is no SMS_URL.
 */
const silent = { info() {}, warn() {}, error() {} };
let database: Database;
let drop: () => Promise<void>;
let smsc: Awaited<ReturnType<typeof startSmpp>>;
let worker: Worker;
const clock = new TestClock();
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'sms-'));

beforeAll(async () => {
  ({ database, drop } = await openTestDatabase());
  smsc = await startSmpp();
  const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, LOG_LEVEL: 'silent', SMS_URL: smsc.url });
  worker = createJobWorker({ config, database, clock, log: silent });
  await setSettings({ senderName: 'FisioDemo', smsMonthlyCap: 1000 });
});
afterAll(async () => {
  await worker.stop();
  await smsc.close();
  await drop();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

async function setSettings(patch: Partial<typeof defaultSettings>) {
  await database.withTenant(DEMO_TENANT_ID, (tx) =>
    tx
      .insert(notificationSettings)
      .values({ tenantId: DEMO_TENANT_ID, ...defaultSettings, ...patch })
      .onConflictDoUpdate({ target: notificationSettings.tenantId, set: patch }),
  );
}

const send = (text: string, to = '+351912345678') =>
  database.withTenant(DEMO_TENANT_ID, (tx) =>
    queueSms(tx, { tenantId: DEMO_TENANT_ID, to, kind: 'test', text, now: clock.now() }),
  );

const message = async (id: string) => {
  const [row] = await database.withTenant(DEMO_TENANT_ID, (tx) =>
    tx
      .select()
      .from(outboundMessages)
      .where(and(eq(outboundMessages.tenantId, DEMO_TENANT_ID), eq(outboundMessages.id, id))),
  );
  return row!;
};

async function until(check: () => Promise<boolean>) {
  for (let i = 0; i < 100; i++) {
    if (await check()) return;
    await new Promise((r) => setTimeout(r, 20));
  }
  throw new Error('timed out');
}

describe('SMS over SMPP', () => {
  it('sends a GSM-7 text in one submit_sm (data_coding 0) from the clinic’s sender name', async () => {
    smsc.submits.length = 0;
    const id = await send('Lembrete: consulta amanhã'.replace('ã', 'a') + ' às 09:30 [sala 2] 5€');
    await worker.drain();
    expect(smsc.submits).toHaveLength(1);
    const pdu = smsc.submits[0]!;
    expect(pdu).toMatchObject({
      source_addr: 'FisioDemo',
      source_addr_ton: 5,
      destination_addr: '351912345678',
      dest_addr_ton: 1,
      data_coding: 0,
      esm_class: 0,
      registered_delivery: 1,
    });
    expect((pdu.short_message as { message: string }).message).toBe(
      'Lembrete: consulta amanha às 09:30 [sala 2] 5€',
    );
    expect(await message(id)).toMatchObject({ status: 'sent', providerId: 'msg-1', attempts: 1 });
  });

  it('sends a long text with one «ã» as UCS-2 (data_coding 8) in parts of 67 with concatenation headers', async () => {
    smsc.submits.length = 0;
    const text = 'Olá, João! ' + 'x'.repeat(130);
    await send(text);
    await worker.drain();
    expect(smsc.submits).toHaveLength(3);
    const parts = smsc.submits.map((p) => p.short_message as { udh: Buffer[]; message: string });
    for (const [i, pdu] of smsc.submits.entries()) {
      expect(pdu).toMatchObject({ data_coding: 8, esm_class: 0x40 });
      const udh = parts[i]!.udh[0]!;
      expect([...udh.subarray(0, 2)]).toEqual([0x00, 0x03]);
      expect([udh[3], udh[4]]).toEqual([3, i + 1]);
      expect(udh[2]).toBe(parts[0]!.udh[0]![2]); // one reference for the three parts
    }
    expect(parts.map((p) => p.message.length)).toEqual([67, 67, 7]);
    expect(parts.map((p) => p.message).join('')).toBe(text);
  });

  it('splits a long GSM-7 text in parts of 153 septets, an extension character counting two', () => {
    const parts = smsParts('a'.repeat(152) + '€' + 'b'.repeat(10), 7);
    expect(parts).toHaveLength(2);
    expect(parts[0]!.shortMessage.subarray(0, 6)).toEqual(Buffer.from([5, 0, 3, 7, 2, 1]));
    expect(parts[0]!.shortMessage.length).toBe(6 + 152);
    expect([...parts[1]!.shortMessage.subarray(6, 8)]).toEqual([0x1b, 0x65]);
  });

  it('marks a message delivered, or failed, by the operator’s delivery receipt', async () => {
    smsc.submits.length = 0;
    const ok = await send('Entregue');
    const ko = await send('Não entregue');
    await worker.drain();
    const [okId, koId] = [(await message(ok)).providerId!, (await message(ko)).providerId!];
    await smsc.receipt(okId, 'ENROUTE'); // an intermediate state changes nothing
    await smsc.receipt(okId, 'DELIVRD');
    await smsc.receipt(koId, 'UNDELIV');
    await until(
      async () => (await message(ok)).status === 'delivered' && (await message(ko)).status === 'failed',
    );
    expect((await message(ok)).deliveredAt).not.toBeNull();
    expect(await message(ko)).toMatchObject({ status: 'failed', lastError: 'UNDELIV' });
  });

  it('stops at the monthly cap with the status «capped», sending nothing', async () => {
    smsc.submits.length = 0;
    const sentSoFar = (
      await database.withTenant(DEMO_TENANT_ID, (tx) =>
        tx.select().from(outboundMessages).where(eq(outboundMessages.channel, 'sms')),
      )
    ).filter((m) => m.sentAt).length;
    await setSettings({ smsMonthlyCap: sentSoFar + 1 });
    const last = await send('O último do mês');
    const over = await send('Um a mais');
    await worker.drain();
    expect(smsc.submits).toHaveLength(1);
    expect((await message(last)).status).toBe('sent');
    expect(await message(over)).toMatchObject({
      status: 'capped',
      lastError: `Limite mensal de ${sentSoFar + 1} SMS atingido`,
    });
    await setSettings({ smsMonthlyCap: 1000 });
  });

  it('refuses a bind with wrong credentials, and retries the message later', async () => {
    const u = new URL(smsc.url);
    u.password = 'errada';
    const gateway = smppGateway(u.toString(), silent);
    await expect(gateway.send({ to: '+351912345678', from: 'FisioDemo', text: 'x' })).rejects.toThrow(
      /bind refused/,
    );
    await gateway.close();
  });

  it('measures messages per second through the local SMPP server', async () => {
    smsc.submits.length = 0;
    const n = 200;
    await database.withTenant(DEMO_TENANT_ID, async (tx) => {
      for (let i = 0; i < n; i++)
        await queueSms(tx, {
          tenantId: DEMO_TENANT_ID,
          to: '+351912345678',
          kind: 'bench',
          text: `Mensagem ${i}`,
          now: clock.now(),
        });
    });
    const started = performance.now();
    await worker.drain();
    const seconds = (performance.now() - started) / 1000;
    expect(smsc.submits).toHaveLength(n);
    console.log(
      `SMPP: ${n} messages in ${seconds.toFixed(2)} s = ${(n / seconds).toFixed(0)} messages/s (${database.kind})`,
    );
  });
});

import { describe, expect, it } from 'vitest';
import type { OutboxList } from '@clinica/contracts/notifications';
import { DEMO_TENANT_ID, TESTE_TENANT_ID } from '../../db/seed/demo.js';
import { useTestApp } from '../../test/test-app.js';
import { insertMessage } from '../mail/mail.repository.js';

/**
 * `GET /api/v1/tenants/{id}/outbox` (issue 46): the manager sees the account's messages in one status,
 * newest first, with the last error; nobody else, and never another clinic's.
 */
const t = useTestApp();
const url = (status: string, extra = '') =>
  `/api/v1/tenants/${DEMO_TENANT_ID}/outbox?status=${status}${extra}`;
const list = async (status: string, extra = '', cookie?: string) => {
  const res = await t.api('GET', url(status, extra), undefined, cookie);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as OutboxList;
};

const message = (tenantId: string, recipient: string, status: 'failed' | 'capped', createdAt: Date) =>
  t.database.withTenant(tenantId, (tx) =>
    insertMessage(tx, {
      tenantId,
      channel: status === 'capped' ? 'sms' : 'email',
      kind: 'appointment_reminder',
      recipient,
      subject: status === 'capped' ? null : 'Lembrete da sua consulta',
      bodyText: 'Olá',
      status,
      attempts: status === 'failed' ? 5 : 0,
      lastError: status === 'failed' ? '550 mailbox unavailable' : 'Limite mensal de 1000 SMS atingido',
      createdAt,
    }),
  );

describe('the outbox', () => {
  it('lists one status newest first, with the attempts and the last error; another clinic’s never', async () => {
    const before = await list('failed');
    const older = await message(
      DEMO_TENANT_ID,
      'ana.velha@example.pt',
      'failed',
      new Date('2026-01-10T09:00:00Z'),
    );
    const newer = await message(
      DEMO_TENANT_ID,
      'rui.novo@example.pt',
      'failed',
      new Date('2026-11-20T09:00:00Z'),
    );
    const theirs = await message(
      TESTE_TENANT_ID,
      'de.outra@example.pt',
      'failed',
      new Date('2026-11-21T09:00:00Z'),
    );
    const capped = await message(DEMO_TENANT_ID, '+351912345678', 'capped', new Date('2026-11-22T09:00:00Z'));

    const failed = await list('failed', '&page_size=200');
    expect(failed.total).toBe(before.total + 2);
    const ids = failed.items.map((m) => m.id);
    expect(ids).toContain(older);
    expect(ids.indexOf(newer)).toBeLessThan(ids.indexOf(older));
    expect(ids).not.toContain(theirs);
    expect(ids).not.toContain(capped);
    expect(failed.items.find((m) => m.id === newer)).toMatchObject({
      channel: 'email',
      recipient: 'rui.novo@example.pt',
      status: 'failed',
      attempts: 5,
      last_error: '550 mailbox unavailable',
      created_at: '2026-11-20T09:00:00.000Z',
    });
    expect((await list('capped')).items.map((m) => m.id)).toContain(capped);
    // Paged: one a page, the total still the status's.
    const page = await list('failed', '&page_size=1&page=2');
    expect([page.items.length, page.total, page.total_capped]).toEqual([1, failed.total, false]);
    // The other clinic's manager sees theirs, not ours.
    const other = await t.api(
      'GET',
      `/api/v1/tenants/${TESTE_TENANT_ID}/outbox?status=failed`,
      undefined,
      t.other,
    );
    expect((other.json() as OutboxList).items.map((m) => m.id)).toEqual([theirs]);
  });

  it('is the manager’s only; another clinic’s id answers 404; a status it does not know, 400', async () => {
    for (const email of ['rececao@demo.clinica.pt', 'fisio@demo.clinica.pt', 'paciente@demo.clinica.pt']) {
      const cookie = await t.login(email);
      expect((await t.api('GET', url('failed'), undefined, cookie)).statusCode).toBe(403);
    }
    expect((await t.api('GET', `/api/v1/tenants/${TESTE_TENANT_ID}/outbox`)).statusCode).toBe(404);
    const bad = await t.api('GET', url('lost'));
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.details?.fields ?? bad.body).toBeTruthy();
  });
});

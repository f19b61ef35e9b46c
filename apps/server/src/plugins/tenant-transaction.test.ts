import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { sql, type SQL } from 'drizzle-orm';
import { openDatabase, queryRows } from '../db/client.js';
import { hashSecret } from '../lib/tokens.js';
import { DEMO_TENANT_ID } from '../db/seed/demo-ids.js';
import { createTestApp, type TestApp } from '../test/test-app.js';
import { RUNTIME_URL_ENV, withDatabase } from '../test/paths.js';

// A request's tenant work runs in one transaction as the tenant (DESIGN §9). These tests hold what that
// must keep: the tenant and role of every tenant query, no transaction or connection left behind
// whatever the answer, and a session's once-a-minute touch that never waits for another request of the
// same session.
const onPostgres = Boolean(process.env.DATABASE_URL);

let t: TestApp;
let manager: string;
beforeAll(async () => {
  t = await createTestApp({
    beforeReady: (app) => {
      // What a tenant transaction of a read sees: its tenant, its role, and whether it already wrote.
      app.get('/api/v1/test/tx', { config: { permission: 'authenticated' } }, (req) =>
        req.tenantTx(async (tx) => {
          const [row] = await queryRows<{ tenant: string; role: string; xid: string | null }>(
            tx,
            sql`select current_setting('app.tenant_id') as tenant, current_user as role,
                       pg_current_xact_id_if_assigned()::text as xid`,
          );
          return row;
        }),
      );
      // A read that never asks for its transaction.
      app.get('/api/v1/test/no-tx', { config: { permission: 'authenticated' } }, async () => ({ ok: true }));
      // A read whose tenant work fails.
      app.get('/api/v1/test/tx-fails', { config: { permission: 'authenticated' } }, (req) =>
        req.tenantTx(async (tx) => {
          await tx.execute(sql`select 1`);
          throw new Error('the handler failed');
        }),
      );
    },
  });
  manager = await t.login('gestor@demo.clinica.pt');
});
afterAll(() => t.close());

const get = (url: string, cookie = manager) => t.request({ method: 'GET', url, cookie });

/** Backends of the test database left inside a transaction (PostgreSQL), once pending ROLLBACKs ran. */
async function openTransactions(): Promise<number> {
  let n = 0;
  for (let i = 0; i < 50; i++) {
    const [row] = await queryRows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from pg_stat_activity
           where datname = current_database() and state like 'idle in transaction%'`,
    );
    n = row!.n;
    if (n === 0) return 0;
    await new Promise((r) => setTimeout(r, 20));
  }
  return n;
}

/**
 * Another connection to the test database (as the app's login) runs `statement` in a transaction of the
 * demo tenant and keeps it open (and its locks held) until the returned function is called.
 */
async function holdInAnotherConnection(statement: SQL): Promise<() => Promise<void>> {
  const [{ db: name } = { db: '' }] = await queryRows<{ db: string }>(
    t.database.db,
    sql`select current_database() as db`,
  );
  const other = await openDatabase({ databaseUrl: withDatabase(inject(RUNTIME_URL_ENV), name), poolSize: 1 });
  let release: () => void = () => undefined;
  let locked: () => void = () => undefined;
  const isLocked = new Promise<void>((r) => (locked = r));
  const held = other.withTenant(DEMO_TENANT_ID, async (tx) => {
    await tx.execute(statement);
    locked();
    await new Promise<void>((r) => (release = r));
  });
  await isLocked;
  return async () => {
    release();
    await held;
    await other.close();
  };
}

describe('the tenant transaction of a read', () => {
  it('runs as the application role, scoped to the caller’s tenant', async () => {
    const res = await get('/api/v1/test/tx');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ tenant: DEMO_TENANT_ID, role: 'clinica_app' });
  });

  it('leaves no transaction open and keeps the pool serving, whatever the answer', async () => {
    const patient = await t.login('paciente@demo.clinica.pt');
    // More requests of each kind than the pool has connections (10): a connection kept by any of
    // them would make the later ones wait for ever.
    for (let i = 0; i < 12; i++) {
      expect((await get('/api/v1/test/no-tx')).statusCode).toBe(200);
      expect((await get('/api/v1/test/tx-fails')).statusCode).toBe(500);
      expect((await get('/api/v1/users/patients', 'clinica_session=forged-session-id')).statusCode).toBe(401);
      const permissions = '/api/v1/permissions?user_id=00000000-0000-4000-8000-000000000000';
      expect((await get(permissions, patient)).statusCode).toBe(403);
      expect((await get('/api/v1/users/patients/00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
      expect((await get('/api/v1/me')).statusCode).toBe(200);
    }
    expect((await get('/api/v1/test/tx')).statusCode).toBe(200);
    if (onPostgres) expect(await openTransactions()).toBe(0);
  });
});

describe.runIf(onPostgres)('the session touch', () => {
  it('does not wait for another request of the same session holding the session row', async () => {
    // Another connection holds the session row, as a long request touching it would.
    const hash = hashSecret(manager.split('=')[1]!.split('.')[1]!);
    const release = await holdInAnotherConnection(
      sql`select 1 from sessions where token_hash = ${hash} for update`,
    );
    try {
      t.clock.advance(2 * 60_000); // the touch is due
      const answer = await Promise.race([
        get('/api/v1/users/patients').then((r) => r.statusCode),
        new Promise((r) => setTimeout(() => r('waited for the lock'), 3000)),
      ]);
      expect(answer).toBe(200);
    } finally {
      await release();
    }
  });
});

describe.runIf(onPostgres)('a client that goes away during the session lookup', () => {
  it('leaves no transaction open', async () => {
    const address = await t.app.listen({ port: 0, host: '127.0.0.1' });
    // Another connection locks the sessions table, so the lookup waits; the client gives up meanwhile.
    const release = await holdInAnotherConnection(sql`lock table sessions in access exclusive mode`);
    try {
      const abort = new AbortController();
      const request = fetch(`${address}/api/v1/test/no-tx`, {
        headers: { cookie: manager },
        signal: abort.signal,
      }).catch(() => 'gone');
      // The lookup is waiting for the lock once the backend says so.
      for (let i = 0; i < 100; i++) {
        const [w] = await queryRows<{ n: number }>(
          t.database.db,
          sql`select count(*)::int as n from pg_stat_activity
               where datname = current_database() and wait_event_type = 'Lock'`,
        );
        if (w!.n > 0) break;
        await new Promise((r) => setTimeout(r, 10));
      }
      abort.abort();
      expect(await request).toBe('gone');
      await new Promise((r) => setTimeout(r, 50)); // the server sees the socket close
    } finally {
      await release();
    }
    expect(await openTransactions()).toBe(0);
  });
});

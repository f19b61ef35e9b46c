import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createTestApp, openTestDatabase, type TestApp } from '../../test/test-app.js';
import { migrate, openDatabase } from '../../db/client.js';
import { codeMigrationVersion, codeMigrations } from '../../db/migration-version.js';
import { drain } from '../../plugins/lifecycle.js';

// Issue 51: GET /api/ready says whether this instance can serve — database reachable, schema at this
// code's version, not draining — for orchestrators that poll; /api/health stays the liveness answer.

describe('GET /api/ready', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('is 200 when the database answers at this code’s schema', async () => {
    const res = await t.request({ method: 'GET', url: '/api/ready' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok' });
  });

  it('stays ready when the schema is ahead (a newer release migrated; expand/contract keeps this one safe)', async () => {
    await t.asOwner(
      sql`insert into drizzle.__drizzle_migrations (hash, created_at) values ('ahead', ${codeMigrationVersion() + 1000})`,
    );
    expect((await t.request({ method: 'GET', url: '/api/ready' })).statusCode).toBe(200);
    await t.asOwner(sql`delete from drizzle.__drizzle_migrations where hash = 'ahead'`);
  });

  it('is 503 when the database lacks this code’s latest migration', async () => {
    const latest = codeMigrations().at(-1)!;
    await t.asOwner(
      sql`update drizzle.__drizzle_migrations set created_at = created_at - 1 where hash = ${latest.hash}`,
    );
    const res = await t.request({ method: 'GET', url: '/api/ready' });
    await t.asOwner(
      sql`update drizzle.__drizzle_migrations set created_at = created_at + 1 where hash = ${latest.hash}`,
    );
    expect(res.statusCode).toBe(503);
    expect(res.json()).toMatchObject({
      error: { code: 'service_unavailable', details: { reason: 'schema' } },
    });
    expect((await t.request({ method: 'GET', url: '/api/ready' })).statusCode).toBe(200);
  });

  it('is 503 while draining, and every answer then says Connection: close', async () => {
    t.app.lifecycle.draining = true;
    try {
      const res = await t.request({ method: 'GET', url: '/api/ready' });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toMatchObject({
        error: {
          code: 'service_unavailable',
          message: 'A instância está a terminar',
          details: { reason: 'draining' },
        },
      });
      expect(res.headers.connection).toBe('close');
      // Liveness is another question: the process is alive while it drains.
      expect((await t.request({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    } finally {
      t.app.lifecycle.draining = false;
    }
  });

  it('is 503 when the database cannot be reached', async () => {
    const s = await createTestApp();
    await s.database.close();
    const res = await s.request({ method: 'GET', url: '/api/ready' });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toMatchObject({
      error: { code: 'service_unavailable', details: { reason: 'database' } },
    });
    await s.close();
  });
});

describe('migrations at start', () => {
  it('refuse a database whose schema is newer than the code, saying so, and change nothing', async () => {
    const { database, drop, ownerUrl } = await openTestDatabase({ poolSize: 1 });
    const owner = ownerUrl ? await openDatabase({ databaseUrl: ownerUrl, poolSize: 1 }) : database;
    try {
      // Nothing to apply on an up-to-date database: a second instance's start is a no-op.
      expect(await migrate(owner)).toBe(0);
      await owner.db.execute(
        sql`insert into drizzle.__drizzle_migrations (hash, created_at) values ('from-a-newer-release', ${codeMigrationVersion() + 1})`,
      );
      await expect(migrate(owner)).rejects.toThrow(/schema is newer than this code.*will not start/s);
    } finally {
      if (owner !== database) await owner.close();
      await drop();
    }
  });
});

describe('graceful shutdown (drain)', () => {
  it('answers the request in flight with Connection: close, refuses new connections, closes idle sockets', async () => {
    const s = await createTestApp({
      beforeReady: (app) =>
        app.get('/slow', { config: { permission: 'public' } }, async () => {
          await new Promise((r) => setTimeout(r, 400));
          return { done: true };
        }),
    });
    await s.app.listen({ port: 0, host: '127.0.0.1' });
    const port = (s.app.server.address() as AddressInfo).port;
    const agent = new http.Agent({ keepAlive: true });
    const get = (path: string) =>
      new Promise<{ status: number; connection: string | undefined; body: string }>((resolve, reject) => {
        http
          .get({ host: '127.0.0.1', port, path, agent }, (res) => {
            let body = '';
            res.on('data', (d) => (body += d));
            res.on('end', () =>
              resolve({ status: res.statusCode!, connection: res.headers.connection, body }),
            );
          })
          .on('error', reject);
      });
    // An idle keep-alive socket, and one request in flight on another.
    expect((await get('/api/health')).status).toBe(200);
    const inFlight = get('/slow');
    await new Promise((r) => setTimeout(r, 100));
    const drained = drain(s.app, 5_000);
    const slow = await inFlight;
    expect(slow).toMatchObject({ status: 200, connection: 'close', body: '{"done":true}' });
    expect(await drained).toBe(true);
    // The listener is closed: a new connection is refused (a balancer tries the next instance).
    await expect(
      get('/api/health').catch((e: NodeJS.ErrnoException) => Promise.reject(new Error(e.code))),
    ).rejects.toThrow(/ECONNREFUSED|ECONNRESET/);
    agent.destroy();
    await s.close();
  });

  it('cuts what is still in flight past the grace period', async () => {
    const s = await createTestApp({
      beforeReady: (app) =>
        app.get('/stuck', { config: { permission: 'public' } }, () => new Promise(() => undefined)),
    });
    await s.app.listen({ port: 0, host: '127.0.0.1' });
    const port = (s.app.server.address() as AddressInfo).port;
    const stuck = new Promise<string>((resolve) => {
      http
        .get({ host: '127.0.0.1', port, path: '/stuck' })
        .on('error', (e: NodeJS.ErrnoException) => resolve(e.code ?? 'error'));
    });
    await new Promise((r) => setTimeout(r, 100));
    const started = Date.now();
    expect(await drain(s.app, 300)).toBe(false);
    expect(Date.now() - started).toBeLessThan(2_000);
    expect(await stuck).toBe('ECONNRESET');
    await s.close();
  });
});

describe.runIf(Boolean(process.env.DATABASE_URL))('two instances starting together (PostgreSQL)', () => {
  it('migrate once: the second waits on the advisory lock, then finds nothing to apply', async () => {
    const ownerUrl = process.env.DATABASE_OWNER_URL ?? process.env.DATABASE_URL!;
    const admin = await openDatabase({ databaseUrl: ownerUrl, poolSize: 1 });
    const name = `clinica_t_lock_${Date.now().toString(36)}`;
    await admin.db.execute(sql.raw(`create database ${name}`));
    const url = new URL(ownerUrl);
    url.pathname = `/${name}`;
    const [one, two] = await Promise.all(
      [0, 1].map(() => openDatabase({ databaseUrl: url.toString(), poolSize: 1 })),
    );
    try {
      const applied = await Promise.all([migrate(one!), migrate(two!)]);
      expect(applied.sort((a, b) => a - b)).toEqual([0, codeMigrations().length]);
      const rows = (await one!.db.execute(
        sql`select count(*)::int as n, count(distinct hash)::int as hashes from drizzle.__drizzle_migrations`,
      )) as unknown as { rows: Array<{ n: number; hashes: number }> };
      expect(rows.rows[0]).toEqual({ n: codeMigrations().length, hashes: codeMigrations().length });
    } finally {
      await one!.close();
      await two!.close();
      await admin.db.execute(sql.raw(`drop database if exists ${name} with (force)`));
      await admin.close();
    }
  });
});

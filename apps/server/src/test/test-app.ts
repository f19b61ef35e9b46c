import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, expect, inject } from 'vitest';
import { sql, type SQL } from 'drizzle-orm';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { buildApp } from '../app.js';
import { loadConfig, type Config } from '../config.js';
import { openDatabase, type Database } from '../db/client.js';
import { DEMO_PASSWORD } from '../db/seed/demo.js';
import type { Clock } from '../lib/clock.js';
import { localDiskStorage } from '../modules/files/storage.js';
import { createMailer, type Mailer } from '../jobs/mail-delivery.js';
import { argon2Passwords, type Passwords } from '../modules/auth/passwords.js';
import { SESSION_COOKIE } from '../plugins/auth.js';
import { RUNTIME_URL_ENV, TEMPLATE_ENV, testLogins, withDatabase } from './paths.js';

export class TestClock implements Clock {
  private t = Date.now();
  private step = 0;
  now() {
    const at = new Date(this.t);
    this.t += this.step;
    return at;
  }
  advance(ms: number) {
    this.t += ms;
  }
  /** From now on every reading moves time on by `ms` — a running clock, whose readings never repeat; 0 stops it. */
  tick(ms: number) {
    this.step = ms;
  }
}

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  clock: TestClock;
  config: Config;
  mailer: Mailer;
  /** How many passwords the app has checked (argon2 verifications) since it started. */
  passwordChecks(): number;
  routes: Array<{
    method: string | string[];
    url: string;
    permission: string | undefined;
    responses: Record<string, unknown> | undefined;
    body?: unknown;
  }>;
  /**
   * Runs a statement as the database's owner — what the app's own login may never do (DDL, a row changed
   * behind the app's back). PGlite has one user: the app's database itself.
   */
  asOwner(statement: SQL, tenantId?: string): Promise<void>;
  /** Logs in through POST /token and returns the session cookie header value. */
  login(email: string, password?: string): Promise<string>;
  /** `app.inject` with the CSRF header a browser client sends. */
  request(opts: InjectOptions & { cookie?: string }): Promise<LightMyRequestResponse>;
  close(): Promise<void>;
}

/**
 * A private copy of the template database. On PostgreSQL `database` runs as the app's login, which owns
 * nothing (decision 002), and `ownerUrl` reaches the same database as its owner (for what only an owner
 * may do, e.g. a test that alters a row behind the app's back).
 */
export async function openTestDatabase(
  opts: { poolSize?: number } = {},
): Promise<{ database: Database; drop: () => Promise<void>; ownerUrl?: string }> {
  const template = inject(TEMPLATE_ENV);
  const logins = testLogins();
  if (logins) {
    const name = `clinica_t_${randomBytes(5).toString('hex')}`;
    const admin = await openDatabase({ databaseUrl: logins.owner, poolSize: 1 });
    await admin.db.execute(sql.raw(`create database ${name} template ${template}`));
    const database = await openDatabase({
      databaseUrl: withDatabase(inject(RUNTIME_URL_ENV), name),
      poolSize: opts.poolSize ?? 10,
    });
    return {
      database,
      ownerUrl: withDatabase(logins.owner, name),
      drop: async () => {
        await database.close().catch(() => undefined); // a test may have closed it already
        await admin.db.execute(sql.raw(`drop database if exists ${name} with (force)`));
        await admin.close();
      },
    };
  }
  const database = await openDatabase({ loadDataDir: new Blob([fs.readFileSync(template)]) });
  return { database, drop: () => database.close().catch(() => undefined) };
}

export async function createTestApp(
  opts: {
    env?: Record<string, string>;
    beforeReady?: (app: FastifyInstance) => void;
    /** A database of the test's own (e.g. a restored backup) instead of a copy of the template; closed with the app. */
    database?: Database;
  } = {},
): Promise<TestApp> {
  const { database, drop, ownerUrl } = opts.database
    ? { database: opts.database, drop: () => opts.database!.close(), ownerUrl: undefined }
    : await openTestDatabase();
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'clinica-test-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    TEST_HARNESS: '1',
    LOG_LEVEL: 'silent',
    ...opts.env,
  });
  const clock = new TestClock();
  const routes: TestApp['routes'] = [];
  const mailer = createMailer({ config, database, clock, log: { info() {}, warn() {}, error() {} } });
  let checks = 0;
  const passwords: Passwords = {
    hash: argon2Passwords.hash,
    verify: (storedHash, password) => {
      checks++;
      return argon2Passwords.verify(storedHash, password);
    },
  };
  const app = await buildApp(
    { config, database, clock, storage: localDiskStorage(path.join(dataDir, 'files')), mailer, passwords },
    { logger: false, onRoute: (r) => routes.push(r) },
  );
  opts.beforeReady?.(app);
  await app.ready();

  const request: TestApp['request'] = ({ cookie, headers, ...rest }) =>
    app.inject({
      ...rest,
      headers: {
        'x-requested-with': 'XMLHttpRequest',
        ...(cookie ? { cookie } : {}),
        ...headers,
      },
    } as InjectOptions);

  return {
    app,
    database,
    clock,
    config,
    mailer,
    passwordChecks: () => checks,
    routes,
    request,
    async asOwner(statement, tenantId) {
      // Row-level security is forced on the owner too: a change to a tenant's rows names the tenant.
      const run = (db: Database) =>
        tenantId
          ? db.db.transaction(async (tx) => {
              await tx.execute(sql`select set_config('app.tenant_id', ${tenantId}, true)`);
              await tx.execute(statement);
            })
          : db.db.execute(statement);
      if (!ownerUrl) {
        await run(database);
        return;
      }
      const owner = await openDatabase({ databaseUrl: ownerUrl, poolSize: 1 });
      try {
        await run(owner);
      } finally {
        await owner.close();
      }
    },
    async login(email, password = DEMO_PASSWORD) {
      const res = await request({
        method: 'POST',
        url: '/token',
        payload: { username: email, password },
      });
      if (res.statusCode !== 200) throw new Error(`login ${email} → ${res.statusCode} ${res.body}`);
      const c = res.cookies.find((x) => x.name === SESSION_COOKIE);
      if (!c) throw new Error('no session cookie');
      return `${SESSION_COOKIE}=${c.value}`;
    },
    async close() {
      await app.close();
      await mailer.idle();
      await drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export interface SuiteApp extends TestApp {
  /** Session cookie of Clínica Demo's manager (gestor@demo.clinica.pt). */
  manager: string;
  /** Session cookie of the other tenant's manager (gestor@teste.clinica.pt). */
  other: string;
  /** `request` as Demo's manager, or with the cookie given. */
  api(
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    url: string,
    payload?: object,
    cookie?: string,
  ): Promise<LightMyRequestResponse>;
}

/**
 * The set-up a module's suite shares: one test app opened before the file's tests and closed after
 * them, with both tenants' managers logged in. Everything but `api` is filled in `beforeAll`: read it
 * inside tests and hooks, not at the top level of the file. `env` (read in `beforeAll`, after the
 * hooks declared before it) adds configuration, e.g. an SMTP catcher's address.
 */
export function useTestApp(opts: { env?: () => Record<string, string> } = {}): SuiteApp {
  const suite = {
    api: (method, url, payload, cookie = suite.manager) => suite.request({ method, url, payload, cookie }),
  } as SuiteApp;
  beforeAll(async () => {
    Object.assign(suite, await createTestApp({ env: opts.env?.() }));
    suite.manager = await suite.login('gestor@demo.clinica.pt');
    suite.other = await suite.login('gestor@teste.clinica.pt');
  });
  afterAll(() => suite.close());
  return suite;
}

/** Another app instance on the same database as `t` — as two servers behind a load balancer. Close it after use. */
export async function anotherInstance(t: TestApp): Promise<FastifyInstance> {
  const app = await buildApp(
    {
      config: t.config,
      database: t.database,
      clock: t.clock,
      storage: localDiskStorage(path.join(t.config.dataDir, 'files')),
      mailer: t.mailer,
      passwords: argon2Passwords,
    },
    { logger: false },
  );
  await app.ready();
  return app;
}

/**
 * A write sent to `app` (e.g. {@link anotherInstance}) as the browser holding `cookie` sends it; it must
 * succeed. Its JSON answer.
 */
export async function writeThrough<T = { id: string }>(
  app: FastifyInstance,
  cookie: string,
  method: 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: object,
): Promise<T> {
  const res = await app.inject({
    method,
    url,
    payload,
    headers: { cookie, 'x-requested-with': 'XMLHttpRequest' },
  });
  expect(res.statusCode, res.body).toBeLessThan(300);
  return res.json() as T;
}

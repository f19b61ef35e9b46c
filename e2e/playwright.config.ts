import { existsSync, mkdirSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from '@playwright/test';
import type { ProviderOptions } from './tests/provider';

const repoRoot = join(dirname(fileURLToPath(import.meta.url)), '..');
const port = Number(process.env.E2E_PORT ?? 3210);
const baseURL = `http://127.0.0.1:${port}`;

// Debian's Chromium, never a downloaded browser (DESIGN §2).
const executablePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (!existsSync(executablePath)) {
  throw new Error(
    `Chromium not found at ${executablePath}: run \`apt-get install chromium\` or set CHROMIUM_PATH.`,
  );
}

// One fresh database per run; the environment carries the name to the worker processes.
process.env.E2E_DATA_DIR ??= join(repoRoot, '.test-tmp', `e2e-${Date.now()}-${process.pid}`);
mkdirSync(dirname(process.env.E2E_DATA_DIR), { recursive: true });
// Every e-mail the app sends goes over SMTP to the catcher started by the global set-up.
process.env.E2E_SMTP_PORT ??= String(port + 1);
process.env.E2E_MAIL_DIR ??= `${process.env.E2E_DATA_DIR}-mail`;
// The local InvoiceXpress (decision 053), started by the global set-up; the app is given its address.
process.env.E2E_INVOICEXPRESS_PORT ??= String(port + 5);

/** Axe scans of whole pages: they only read the demo clinic, so they may run side by side. */
const pageScans = /\/a11y(-pages)?\.spec\.ts$/;
/** The journey that closes today's cash for the front desk (nothing can be taken after it). */
const closesADay = /\/cash-close\.state\.spec\.ts$/;
/** The journeys run again with the clinic on InvoiceXpress (issue 53): invoicing, payments and packs. */
const withEachProvider = /\/(invoicing|payments|packs)\.state\.spec\.ts$/;

export default defineConfig<ProviderOptions>({
  testDir: './tests',
  globalSetup: ['./smtp-catcher.ts', './invoicexpress.ts'],
  fullyParallel: false,
  // One browser at a time for the journeys. Journeys that change tenant-wide state (invoicing,
  // permissions, subscription, sessions, throttling) are their own project; the rest never change what
  // another journey sees. Two journeys side by side — two Chromiums, the server and the database on 2
  // cores — took a journey to 30 s and over when the host was slow (6 time-outs in one CI run, 2026-11-24):
  // they are CPU-bound, so one at a time takes about as long in all and gives each the whole machine.
  // The page scans (`page-scans`) only read: `npm test` runs that project alone, before the others, with
  // two workers (`--workers=2`), because a scan waits on the server while the other's axe runs in Chromium.
  workers: 1,
  retries: 0,
  timeout: 30_000,
  // Generous for a loaded 2-core machine; a passing run does not wait for them.
  expect: { timeout: 12_000 },
  forbidOnly: Boolean(process.env.CI),
  reporter: process.env.CI ? [['list'], ['html', { open: 'never' }]] : [['list']],
  use: {
    baseURL,
    locale: 'pt-PT',
    timezoneId: 'Europe/Lisbon',
    viewport: { width: 1280, height: 800 },
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-dev-shm-usage',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  projects: [
    { name: 'page-scans', testMatch: pageScans, fullyParallel: true, use: { browserName: 'chromium' } },
    {
      name: 'journeys',
      testIgnore: [/\.state\.spec\.ts$/, pageScans],
      workers: 1,
      use: { browserName: 'chromium' },
    },
    {
      name: 'tenant-state',
      testMatch: /\.state\.spec\.ts$/,
      testIgnore: closesADay,
      workers: 1,
      use: { browserName: 'chromium' },
    },
    // The same journeys of invoicing, payments and packs with the demo clinic on InvoiceXpress (decision
    // 053, «Journeys with each provider»): each test puts the clinic there after `resetServer` (which puts
    // it back on «Clínica»), so the other journeys never see it; after tenant-state, so they never see its
    // documents either. Alone: `--project invoicexpress --no-deps`.
    {
      name: 'invoicexpress',
      testMatch: withEachProvider,
      dependencies: ['tenant-state'],
      workers: 1,
      use: { browserName: 'chromium', provider: 'invoicexpress' },
    },
    // Closing the front desk's day is final (decision 033): after it, no journey may take money today as
    // the front desk, so the journey that closes it runs after every other.
    {
      name: 'closing',
      testMatch: closesADay,
      dependencies: ['tenant-state', 'invoicexpress'],
      workers: 1,
      use: { browserName: 'chromium' },
    },
  ],
  webServer: {
    // The built app served by the real server (it serves apps/web/dist at /).
    // `npm test` builds once before (E2E_SKIP_BUILD=1); E2E_WEB_OUT_DIR gives a parallel run its own build.
    command: `${process.env.E2E_SKIP_BUILD ? '' : 'npm run build -w apps/web && '}npx tsx apps/server/src/main.ts`,
    cwd: repoRoot,
    url: `${baseURL}/api/health`,
    reuseExistingServer: false,
    // Stopped as an operator would (the server closes its database), not killed: `npm test`'s second run
    // opens the same embedded database the first one used.
    gracefulShutdown: { signal: 'SIGTERM', timeout: 15_000 },
    timeout: 120_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(port),
      DATA_DIR: process.env.E2E_DATA_DIR,
      SEED_DEMO: '1',
      TEST_HARNESS: '1',
      PUBLIC_URL: baseURL,
      SMTP_URL: `smtp://127.0.0.1:${process.env.E2E_SMTP_PORT}`,
      INVOICEXPRESS_API_URL: `http://127.0.0.1:${process.env.E2E_INVOICEXPRESS_PORT}/{account}`,
      ...(process.env.E2E_WEB_OUT_DIR
        ? {
            WEB_OUT_DIR: process.env.E2E_WEB_OUT_DIR,
            WEB_DIST: resolve(repoRoot, 'apps/web', process.env.E2E_WEB_OUT_DIR),
          }
        : {}),
    },
  },
});

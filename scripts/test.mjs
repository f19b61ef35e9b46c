#!/usr/bin/env node
// `npm test`: every check, in order — lint, typecheck, Vitest suites (unit + integration), the web
// build, and the Playwright journeys in Debian's Chromium. Ends with `N passed, N failed` and exits
// non-zero on any failure. `--server-only` runs just the server suites (CI reruns them on PostgreSQL).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const tmp = path.join(root, '.test-tmp');
fs.mkdirSync(tmp, { recursive: true });
const serverOnly = process.argv.includes('--server-only');
const label = process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite';

const totals = { passed: 0, failed: 0, skipped: 0 };
const lines = [];

function run(name, cmd, args, env = {}) {
  console.log(`\n▶ ${name}: ${cmd} ${args.join(' ')}`);
  const started = Date.now();
  const res = spawnSync(cmd, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  return { ok: res.status === 0, seconds };
}

function readJson(file) {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
}

function check(name, cmd, args) {
  const r = run(name, cmd, args);
  totals[r.ok ? 'passed' : 'failed'] += 1;
  lines.push(`${r.ok ? '✔' : '✘'} ${name} (${r.seconds} s)`);
}

function vitest(projects) {
  const out = path.join(tmp, `vitest-${process.pid}.json`);
  fs.rmSync(out, { force: true });
  const args = ['vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile=${out}`];
  for (const p of projects) args.push(`--project=${p}`);
  const r = run(`vitest (${label})`, 'npx', args);
  const report = readJson(out);
  if (!report) {
    totals.failed += 1;
    lines.push(`✘ vitest: no report (${r.seconds} s)`);
    return;
  }
  totals.passed += report.numPassedTests;
  totals.failed += report.numFailedTests + (r.ok || report.numFailedTests > 0 ? 0 : 1);
  totals.skipped += report.numPendingTests + report.numTodoTests;
  lines.push(
    `${r.ok ? '✔' : '✘'} vitest on ${label}: ${report.numPassedTests} passed, ${report.numFailedTests} failed (${r.seconds} s)`,
  );
}

function playwright() {
  const out = path.join(tmp, `playwright-${process.pid}.json`);
  fs.rmSync(out, { force: true });
  const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  if (!fs.existsSync(chromium)) {
    console.error(`Chromium not found at ${chromium}: apt-get install chromium (or set CHROMIUM_PATH).`);
    totals.failed += 1;
    lines.push('✘ e2e: Chromium missing');
    return;
  }
  const r = run(
    'e2e (Playwright, Chromium)',
    'npx',
    ['playwright', 'test', '-c', 'e2e/playwright.config.ts', '--reporter=list,json'],
    {
      PLAYWRIGHT_JSON_OUTPUT_NAME: out,
      E2E_SKIP_BUILD: "1",
    },
  );
  const report = readJson(out);
  if (!report) {
    totals.failed += 1;
    lines.push(`✘ e2e: no report (${r.seconds} s)`);
    return;
  }
  const s = report.stats;
  totals.passed += s.expected + s.flaky;
  totals.failed += s.unexpected + (r.ok || s.unexpected > 0 ? 0 : 1);
  totals.skipped += s.skipped;
  lines.push(
    `${r.ok ? '✔' : '✘'} e2e: ${s.expected + s.flaky} passed, ${s.unexpected} failed (${r.seconds} s)`,
  );
}

if (serverOnly) {
  vitest(['server']);
} else {
  check('lint', 'npx', ['eslint', '.', '--max-warnings', '0']);
  check('typecheck', 'npm', ['run', '--silent', 'typecheck']);
  vitest([]);
  check('web build', 'npm', ['run', '--silent', 'build']);
  playwright();
}

const summary = path.join(tmp, `summary-${serverOnly ? 'server' : 'all'}-${label}.json`);
fs.writeFileSync(summary, JSON.stringify(totals));
console.log(`\n${lines.join('\n')}`);
console.log(
  `\n${totals.passed} passed, ${totals.failed} failed${totals.skipped ? `, ${totals.skipped} skipped` : ''}`,
);
process.exit(totals.failed === 0 ? 0 : 1);

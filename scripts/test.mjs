#!/usr/bin/env node
// `npm test`: every check — lint beside the typecheck and the web build, then the Vitest suites (unit +
// integration), then the Playwright journeys in Debian's Chromium. Ends with `N passed, N failed` and exits
// non-zero on any failure. `--server-only` runs just the server suites (CI reruns them on PostgreSQL).
import { spawn, spawnSync } from 'node:child_process';
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
/** Each failed test's file and title: printed at the end and kept in the summary, so a CI log's tail names them. */
const failures = [];

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

/**
 * Checks side by side, each a chain of commands run one after the other; each command's output is
 * printed whole when it ends, so the logs do not interleave.
 * Lint and typecheck are single-threaded: on 2 cores the pair takes the longer one's time, not the sum.
 */
async function checks(chains) {
  await Promise.all(
    chains.map(async (chain) => {
      for (const [name, cmd, args] of chain) {
        const started = Date.now();
        let output = '';
        const child = spawn(cmd, args, { cwd: root, env: process.env });
        child.stdout.on('data', (d) => (output += d));
        child.stderr.on('data', (d) => (output += d));
        const code = await new Promise((resolve) => child.on('close', resolve));
        const seconds = ((Date.now() - started) / 1000).toFixed(1);
        console.log(`\n▶ ${name}: ${cmd} ${args.join(' ')} (${seconds} s)\n${output}`);
        totals[code === 0 ? 'passed' : 'failed'] += 1;
        if (code !== 0) failures.push(name);
        lines.push(`${code === 0 ? '✔' : '✘'} ${name} (${seconds} s)`);
      }
    }),
  );
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
  for (const file of report.testResults ?? []) {
    const where = path.relative(root, file.name);
    const failed = (file.assertionResults ?? []).filter((t) => t.status === 'failed');
    for (const t of failed) failures.push(`vitest ${label} ${where}: ${t.fullName}`);
    if (failed.length === 0 && file.status === 'failed')
      failures.push(`vitest ${label} ${where}: ${file.message ?? 'failed'}`);
  }
  totals.skipped += report.numPendingTests + report.numTodoTests;
  lines.push(
    `${r.ok ? '✔' : '✘'} vitest on ${label}: ${report.numPassedTests} passed, ${report.numFailedTests} failed (${r.seconds} s)`,
  );
}

/** One Playwright run over some of the projects; its counts join the totals. */
function playwright(name, args, env) {
  const out = path.join(tmp, `playwright-${process.pid}-${name}.json`);
  fs.rmSync(out, { force: true });
  const r = run(
    `e2e ${name} (Playwright, Chromium)`,
    'npx',
    ['playwright', 'test', '-c', 'e2e/playwright.config.ts', '--reporter=list,json', ...args],
    { ...env, PLAYWRIGHT_JSON_OUTPUT_NAME: out },
  );
  const report = readJson(out);
  if (!report) {
    totals.failed += 1;
    lines.push(`✘ e2e ${name}: no report (${r.seconds} s)`);
    return;
  }
  const s = report.stats;
  const walk = (suite, titles) => {
    for (const spec of suite.specs ?? []) {
      for (const t of spec.tests ?? []) {
        if (t.status === 'unexpected' || t.status === 'flaky') {
          const title = [...titles, spec.title].filter(Boolean).join(' › ');
          failures.push(
            `e2e ${t.projectName} ${spec.file}:${spec.line} ${title}${t.status === 'flaky' ? ' (flaky: passed on retry)' : ''}`,
          );
        }
      }
    }
    for (const child of suite.suites ?? []) walk(child, [...titles, child.title]);
  };
  for (const suite of report.suites ?? []) walk(suite, []);
  totals.passed += s.expected + s.flaky;
  totals.failed += s.unexpected + (r.ok || s.unexpected > 0 ? 0 : 1);
  totals.skipped += s.skipped;
  lines.push(
    `${r.ok ? '✔' : '✘'} e2e ${name}: ${s.expected + s.flaky} passed, ${s.unexpected} failed (${r.seconds} s)`,
  );
}

/**
 * The browser journeys in two runs on one database (seeded once): first the page scans, which only read,
 * two at a time; then every other journey one at a time (e2e/playwright.config.ts says why).
 */
function e2e() {
  const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  if (!fs.existsSync(chromium)) {
    console.error(`Chromium not found at ${chromium}: apt-get install chromium (or set CHROMIUM_PATH).`);
    totals.failed += 1;
    lines.push('✘ e2e: Chromium missing');
    return;
  }
  const env = {
    E2E_SKIP_BUILD: '1',
    E2E_DATA_DIR: process.env.E2E_DATA_DIR ?? path.join(tmp, `e2e-${Date.now()}-${process.pid}`),
  };
  playwright('page scans', ['--project=page-scans', '--workers=2'], env);
  playwright(
    'journeys',
    ['--project=journeys', '--project=tenant-state', '--project=invoicexpress', '--project=closing'],
    env,
  );
}

if (serverOnly) {
  vitest(['server']);
} else {
  await checks([
    [['lint', 'npx', ['eslint', '.', '--max-warnings', '0']]],
    [
      ['typecheck', 'npm', ['run', '--silent', 'typecheck']],
      ['web build', 'npm', ['run', '--silent', 'build']],
    ],
  ]);
  vitest([]);
  e2e();
}

const summary = path.join(tmp, `summary-${serverOnly ? 'server' : 'all'}-${label}.json`);
fs.writeFileSync(summary, JSON.stringify({ ...totals, failures }));
console.log(`\n${lines.join('\n')}`);
if (failures.length > 0) console.log(`\nFailed:\n${failures.map((f) => `  ✘ ${f}`).join('\n')}`);
console.log(
  `\n${totals.passed} passed, ${totals.failed} failed${totals.skipped ? `, ${totals.skipped} skipped` : ''}`,
);
process.exit(totals.failed === 0 ? 0 : 1);

// Lighthouse on a page of the running app, logged in (issue 42):
//
//   npm run lighthouse -- /calendar rececao@demo.clinica.pt
//   npm run lighthouse -- /calendar rececao@demo.clinica.pt --base=http://127.0.0.1:3410 --runs=3
//
// Logs in through the login form in Debian's Chromium (CHROME_PATH, else /usr/bin/chromium), then loads
// the page with an empty HTTP cache (the session kept: a front desk opening the calendar on a new phone),
// `--runs` times (3 by default) with Lighthouse's mobile preset and as many with its desktop preset,
// alternating, and prints each run and the median of the score, LCP, TBT, FCP and CLS. Options:
//   --base=<url>        the app (default http://127.0.0.1:3000; `npm start` serves one)
//   --password=<pw>     default: the demo's
//   --presets=mobile,desktop
//   --trace=<file>      also save one mobile load's trace with the CPU slowed 4× for real (DevTools
//                       throttling, not Lighthouse's simulation), for scripts/trace-modules.mjs, and
//                       that load's Lighthouse report beside it (<file>.lhr.json)
//   --json=<file>       every run's figures as JSON
// A figure to read, not a test: the host's load moves it; compare runs of the same session.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { chromium } from '@playwright/test';

const args = process.argv.slice(2);
const option = (name, fallback) => {
  const found = args.find((a) => a.startsWith(`--${name}=`));
  return found ? found.slice(name.length + 3) : fallback;
};
const [path = '/calendar', email = 'rececao@demo.clinica.pt'] = args.filter((a) => !a.startsWith('--'));
const base = option('base', 'http://127.0.0.1:3000').replace(/\/$/, '');
const password = option('password', 'demo-clinica-2026');
const runs = Number(option('runs', '3'));
const presets = option('presets', 'mobile,desktop').split(',');
const tracePath = option('trace', '');
const jsonPath = option('json', '');
const executablePath = process.env.CHROME_PATH ?? process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const port = 9300 + Math.floor(Math.random() * 600);

const profile = mkdtempSync(join(tmpdir(), 'clinica-lighthouse-'));
// The default (persistent) context: the tab Lighthouse opens shares its cookie and local storage.
const context = await chromium.launchPersistentContext(profile, {
  executablePath,
  headless: true,
  args: [`--remote-debugging-port=${port}`, '--no-sandbox', '--disable-dev-shm-usage', '--disable-gpu'],
});

try {
  const page = context.pages()[0] ?? (await context.newPage());
  await page.goto(`${base}/login`);
  await page.locator('input[name="username"]').fill(email);
  await page.locator('input[type="password"]').fill(password);
  await page.locator('button[type="submit"]').click();
  await page.waitForURL((url) => !url.pathname.startsWith('/login'), { timeout: 30_000 });
  await page.goto('about:blank');
  const cdp = await context.newCDPSession(page);

  const url = `${base}${path}`;
  const measure = async (preset, extra = {}) => {
    await cdp.send('Network.clearBrowserCache');
    const flags = {
      port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
      // Keep the session; the HTTP cache was emptied just above.
      disableStorageReset: true,
      ...extra,
    };
    let result = await lighthouse(url, flags, preset === 'desktop' ? desktopConfig : undefined);
    // Lighthouse now and then loses the trace's start on a busy host (NO_NAVSTART): once more.
    if (result.lhr.runtimeError) {
      await cdp.send('Network.clearBrowserCache');
      result = await lighthouse(url, flags, preset === 'desktop' ? desktopConfig : undefined);
    }
    const lhr = result.lhr;
    if (lhr.runtimeError) throw new Error(`${preset}: ${lhr.runtimeError.message}`);
    if (new URL(lhr.finalDisplayedUrl).pathname !== path.split('?')[0])
      throw new Error(`${preset}: ended on ${lhr.finalDisplayedUrl}, not ${path} (logged out?)`);
    const audit = (id) => lhr.audits[id]?.numericValue ?? NaN;
    return {
      preset,
      score: Math.round((lhr.categories.performance.score ?? 0) * 100),
      lcp: Math.round(audit('largest-contentful-paint')),
      tbt: Math.round(audit('total-blocking-time')),
      fcp: Math.round(audit('first-contentful-paint')),
      cls: Number(audit('cumulative-layout-shift').toFixed(3)),
      bytes: Math.round(audit('total-byte-weight') / 1024),
      lcpElement:
        lhr.audits['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node?.snippet,
      artifacts: result.artifacts,
      lhr,
    };
  };

  const results = [];
  for (let i = 0; i < runs; i++) {
    for (const preset of presets) {
      const { artifacts: _, lhr: __, ...r } = await measure(preset);
      results.push(r);
      console.log(
        `${preset.padEnd(7)} run ${i + 1}: score ${r.score}, LCP ${r.lcp} ms, TBT ${r.tbt} ms, FCP ${r.fcp} ms, CLS ${r.cls}, ${r.bytes} KB`,
      );
    }
  }
  const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
  if (runs > 0) console.log(`\n${url} as ${email}, median of ${runs}:`);
  for (const preset of runs > 0 ? presets : []) {
    const mine = results.filter((r) => r.preset === preset);
    const m = (k) => median(mine.map((r) => r[k]));
    console.log(
      `${preset.padEnd(7)} score ${m('score')}, LCP ${m('lcp')} ms, TBT ${m('tbt')} ms, FCP ${m('fcp')} ms, CLS ${m('cls')}, ${m('bytes')} KB`,
    );
    console.log(`        largest paint: ${mine[0]?.lcpElement ?? '?'}`);
  }
  if (jsonPath) writeFileSync(jsonPath, JSON.stringify(results, null, 2));

  if (tracePath) {
    const traced = await measure('mobile', {
      throttlingMethod: 'devtools',
      additionalTraceCategories: 'disabled-by-default-v8.cpu_profiler',
      throttling: {
        cpuSlowdownMultiplier: 4,
        requestLatencyMs: 562.5,
        downloadThroughputKbps: 1474.56,
        uploadThroughputKbps: 675,
      },
    });
    writeFileSync(tracePath, JSON.stringify(traced.artifacts.Trace));
    writeFileSync(`${tracePath}.lhr.json`, JSON.stringify(traced.lhr));
    console.log(
      `\ntrace of a mobile load (devtools throttling, CPU 4×): ${tracePath} (score ${traced.score}, LCP ${traced.lcp} ms, TBT ${traced.tbt} ms)`,
    );
  }
} finally {
  await context.close();
  rmSync(profile, { recursive: true, force: true });
}

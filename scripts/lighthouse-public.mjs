// Lighthouse (mobile) on the public booking page (issue 48, decision 046), all four categories:
//
//   npm run lighthouse:public
//   npm run lighthouse:public -- --base=http://127.0.0.1:3310 --tenant=clinica-demo --runs=3 --check
//
// Against a running app (`npm start` serves one on :3000) with Debian's Chromium (CHROME_PATH, else
// /usr/bin/chromium), headless, no session. Prints each run's performance, accessibility, best-practices
// and SEO scores and their medians; `--check` exits 1 when a median is under 95 (the issue's target).
// A figure to read: the host's load moves the performance score; compare runs of the same session.
import lighthouse from 'lighthouse';
import { launch } from 'chrome-launcher';

const args = process.argv.slice(2);
const option = (name, fallback) =>
  args.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3) ?? fallback;
const base = option('base', 'http://127.0.0.1:3000').replace(/\/$/, '');
const tenant = option('tenant', 'clinica-demo');
const runs = Number(option('runs', '3'));
const url = `${base}/public-calendar?tenant=${encodeURIComponent(tenant)}`;
const categories = ['performance', 'accessibility', 'best-practices', 'seo'];

const chrome = await launch({
  chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
});
const results = [];
try {
  for (let i = 0; i < runs; i++) {
    const { lhr } = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: categories,
      formFactor: 'mobile',
    });
    if (lhr.runtimeError) throw new Error(lhr.runtimeError.message);
    const scores = Object.fromEntries(
      categories.map((c) => [c, Math.round((lhr.categories[c].score ?? 0) * 100)]),
    );
    const lcp = Math.round(lhr.audits['largest-contentful-paint'].numericValue);
    const tbt = Math.round(lhr.audits['total-blocking-time'].numericValue);
    results.push(scores);
    const failing = categories
      .filter((c) => c !== 'performance')
      .flatMap((c) => lhr.categories[c].auditRefs)
      .filter((ref) => ref.weight > 0 && lhr.audits[ref.id].score !== null && lhr.audits[ref.id].score < 1)
      .map((ref) => ref.id);
    console.log(
      `run ${i + 1}: ${categories.map((c) => `${c} ${scores[c]}`).join(', ')} (LCP ${lcp} ms, TBT ${tbt} ms)${failing.length ? `; failing: ${failing.join(', ')}` : ''}`,
    );
  }
} finally {
  await chrome.kill();
}
const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const medians = Object.fromEntries(categories.map((c) => [c, median(results.map((r) => r[c]))]));
console.log(`\n${url}, mobile, median of ${runs}: ${categories.map((c) => `${c} ${medians[c]}`).join(', ')}`);
if (args.includes('--check') && categories.some((c) => medians[c] < 95)) {
  console.error('lighthouse:public: a score is under 95');
  process.exit(1);
}

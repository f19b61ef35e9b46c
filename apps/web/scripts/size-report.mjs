// Prints every chunk's raw and gzip size and the JavaScript totals of the login route, of the
// logged-in shell and of the public booking page (its own HTML entry, decision 046), from
// dist/.vite/manifest.json. `--check` exits 1 when a budget is exceeded;
// `--markdown` prints the tables for docs/performance.md. `--dist=<dir>` (or WEB_OUT_DIR, as for the build)
// measures another build directory; CSS files a route needs count with its JavaScript.
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const webRoot = fileURLToPath(new URL('../', import.meta.url));
const distArg = process.argv.find((arg) => arg.startsWith('--dist='))?.slice('--dist='.length);
// Relative paths resolve like Vite's outDir: from apps/web.
const dist = resolve(webRoot, distArg ?? process.env.WEB_OUT_DIR ?? 'dist');
const budgets = { login: 150 * 1024, shell: 200 * 1024, publicPage: 150 * 1024 };
const appEntry = 'index.html';
const publicEntry = 'public-calendar.html';
// All the public page may load besides its own chunk: React and the bundler's runtime (no MUI, emotion,
// TanStack Query, router, i18next or staff chunk).
const publicAllowed =
  /^(public-calendar\.html|_react-[\w-]+\.js|_rolldown-runtime-[\w-]+\.js|_modulepreload-polyfill-[\w-]+\.js)$/;
const loginPage = 'src/features/auth/pages/login-page.tsx';
const shellModule = 'src/app/layout/shell.ts';
// The calendar (issue 42): what its first paint needs (the shell and the page), then with its grid.
const calendarPage = 'src/app/pages/calendar-page.tsx';
const calendarGrid = 'src/features/appointments/components/appointments-calendar.tsx';

const manifest = JSON.parse(readFileSync(join(dist, '.vite/manifest.json'), 'utf8'));

function sizes(file) {
  const data = readFileSync(join(dist, file));
  const br = brotliCompressSync(data, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;
  return { raw: data.length, gzip: gzipSync(data, { level: 9 }).length, br };
}

/** The chunk files a module needs before it can run: itself and its static imports, transitively. */
function closure(key, seen = new Set()) {
  const chunk = manifest[key];
  if (!chunk || seen.has(key)) return seen;
  seen.add(key);
  for (const dep of chunk.imports ?? []) closure(dep, seen);
  return seen;
}

function files(keys) {
  const out = new Set();
  for (const key of keys) {
    const chunk = manifest[key];
    out.add(chunk.file);
    for (const css of chunk.css ?? []) out.add(css);
  }
  return [...out];
}

if (!manifest[appEntry] || !manifest[publicEntry] || !manifest[loginPage] || !manifest[shellModule]) {
  console.error(
    'size-report: run `npm run build -w apps/web` first (an entry, the login page or the shell is missing from the manifest)',
  );
  process.exit(1);
}

const entryKeys = closure(appEntry);
const publicKeys = closure(publicEntry);
const publicFiles = files(publicKeys);
const publicIntruders = [...publicKeys].filter((key) => !publicAllowed.test(key));
const loginFiles = files(new Set([...entryKeys, ...closure(loginPage)]));
const shellFiles = files(new Set([...entryKeys, ...closure(shellModule)]));
const calendarKeys = new Set([...entryKeys, ...closure(shellModule), ...closure(calendarPage)]);
const calendarFiles = manifest[calendarPage] ? files(calendarKeys) : [];
const gridFiles = manifest[calendarPage] ? files(new Set([...calendarKeys, ...closure(calendarGrid)])) : [];

const all = [];
(function walk(dir) {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) {
      if (name !== '.vite') walk(path);
    } else if (/\.(js|css|html)$/.test(name)) {
      all.push(relative(dist, path));
    }
  }
})(dist);

const table = all.map((file) => ({ file, ...sizes(file) })).sort((a, b) => b.gzip - a.gzip);
const total = (list) =>
  list.reduce(
    (acc, file) => {
      const s = sizes(file);
      return { raw: acc.raw + s.raw, gzip: acc.gzip + s.gzip, br: acc.br + s.br };
    },
    { raw: 0, gzip: 0, br: 0 },
  );
const kb = (n) => `${(n / 1024).toFixed(1)} KB`;

const login = total(loginFiles);
const shell = total(shellFiles);
const everything = total(all);
const calendar = total(calendarFiles);
const grid = total(gridFiles);
const publicPage = total(publicFiles);

if (process.argv.includes('--markdown')) {
  console.log('| route | files | raw | gzip | brotli (served) | budget (gzip) |');
  console.log('|---|---|---|---|---|---|');
  console.log(
    `| login (\`/login\`) | ${loginFiles.length} | ${kb(login.raw)} | ${kb(login.gzip)} | ${kb(login.br)} | ${kb(budgets.login)} |`,
  );
  console.log(
    `| app shell (logged in, before a page) | ${shellFiles.length} | ${kb(shell.raw)} | ${kb(shell.gzip)} | ${kb(shell.br)} | ${kb(budgets.shell)} |`,
  );
  console.log(
    `| calendar's first paint (\`/calendar\`: shell and page) | ${calendarFiles.length} | ${kb(calendar.raw)} | ${kb(calendar.gzip)} | ${kb(calendar.br)} | — |`,
  );
  console.log(
    `| calendar with its grid | ${gridFiles.length} | ${kb(grid.raw)} | ${kb(grid.gzip)} | ${kb(grid.br)} | — |`,
  );
  console.log(
    `| public booking page (\`/public-calendar\`, own entry) | ${publicFiles.length} | ${kb(publicPage.raw)} | ${kb(publicPage.gzip)} | ${kb(publicPage.br)} | ${kb(budgets.publicPage)} |`,
  );
  console.log(
    `| everything in dist | ${all.length} | ${kb(everything.raw)} | ${kb(everything.gzip)} | ${kb(everything.br)} | — |`,
  );
  console.log('');
  console.log('| chunk | raw | gzip |');
  console.log('|---|---|---|');
  for (const row of table.slice(0, 15)) console.log(`| ${row.file} | ${kb(row.raw)} | ${kb(row.gzip)} |`);
  console.log(`| … ${Math.max(0, table.length - 15)} smaller chunks | | |`);
} else {
  const pad = (s, n) => String(s).padEnd(n);
  console.log(`${pad('chunk', 60)} ${pad('raw', 12)} gzip`);
  for (const row of table) console.log(`${pad(row.file, 60)} ${pad(kb(row.raw), 12)} ${kb(row.gzip)}`);
  console.log('');
  console.log(
    `login route  (${loginFiles.length} files): raw ${kb(login.raw)}, gzip ${kb(login.gzip)}, brotli ${kb(login.br)} (budget ${kb(budgets.login)} gzip)`,
  );
  console.log(
    `app shell    (${shellFiles.length} files): raw ${kb(shell.raw)}, gzip ${kb(shell.gzip)}, brotli ${kb(shell.br)} (budget ${kb(budgets.shell)} gzip)`,
  );
  console.log(
    `calendar     (${calendarFiles.length} files for its first paint, ${gridFiles.length} with its grid): raw ${kb(calendar.raw)} / ${kb(grid.raw)}, gzip ${kb(calendar.gzip)} / ${kb(grid.gzip)}, brotli ${kb(calendar.br)} / ${kb(grid.br)}`,
  );
  console.log(
    `public page  (${publicFiles.length} files): raw ${kb(publicPage.raw)}, gzip ${kb(publicPage.gzip)}, brotli ${kb(publicPage.br)} (budget ${kb(budgets.publicPage)} gzip)`,
  );
  console.log(`all of dist  (${all.length} files): raw ${kb(everything.raw)}, gzip ${kb(everything.gzip)}`);
}

if (publicIntruders.length) {
  console.error(
    `size-report: the public booking page loads more than React and its own code: ${publicIntruders.join(', ')}`,
  );
}
if (
  process.argv.includes('--check') &&
  (login.gzip > budgets.login ||
    shell.gzip > budgets.shell ||
    publicPage.gzip > budgets.publicPage ||
    publicIntruders.length)
) {
  console.error('size-report: a bundle budget is exceeded');
  process.exit(1);
}

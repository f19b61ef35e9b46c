// What the main thread does during a page load, by source module (issue 42, item 1):
//
//   npm run build -w apps/web -- --sourcemap      # a build whose chunks have source maps
//   npm run lighthouse -- /calendar rececao@demo.clinica.pt --runs=0 --trace=/tmp/calendar.trace.json
//   node scripts/trace-modules.mjs /tmp/calendar.trace.json [--dist=apps/web/dist] [--until=5000]
//
// Reads the trace's CPU profile (V8's samples, every ~100 µs of the renderer's main thread), maps each
// sample's function through the chunk's source map to its source file, and prints the self time per
// package (node_modules/<name>) or app folder within the first `--until` ms after navigation start, with
// the trace's top-level tasks by kind (script evaluation, compilation, style and layout, paint, GC).
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { TraceMap, originalPositionFor } from '@jridgewell/trace-mapping';

const args = process.argv.slice(2);
const option = (name, fallback) => {
  const found = args.find((a) => a.startsWith(`--${name}=`));
  return found ? found.slice(name.length + 3) : fallback;
};
const [tracePath] = args.filter((a) => !a.startsWith('--'));
if (!tracePath) throw new Error('usage: node scripts/trace-modules.mjs <trace.json> [--dist=…] [--until=ms]');
const dist = option('dist', 'apps/web/dist');
const until = Number(option('until', '5000')) * 1000; // µs

const trace = JSON.parse(readFileSync(tracePath, 'utf8'));
const events = trace.traceEvents ?? trace;

// The renderer's main thread: where the navigation's navigationStart mark is.
const navStart = events
  .filter(
    (e) => e.name === 'navigationStart' && e.args?.data?.isLoadingMainFrame && e.args.data.documentLoaderURL,
  )
  .sort((a, b) => a.ts - b.ts)
  .at(-1);
if (!navStart) throw new Error('no navigationStart in the trace');
const { pid, tid } = navStart;
const t0 = navStart.ts;

// Top-level tasks by kind, as DevTools groups them.
const kinds = {
  EvaluateScript: 'script evaluation',
  FunctionCall: 'script evaluation',
  TimerFire: 'script evaluation',
  EventDispatch: 'script evaluation',
  FireAnimationFrame: 'script evaluation',
  RunMicrotasks: 'script evaluation',
  'v8.evaluateModule': 'script evaluation',
  'v8.compile': 'parse and compile',
  'v8.compileModule': 'parse and compile',
  'V8.CompileCode': 'parse and compile',
  'v8.parseOnBackground': 'parse and compile',
  UpdateLayoutTree: 'style and layout',
  Layout: 'style and layout',
  RecalculateStyles: 'style and layout',
  ParseAuthorStyleSheet: 'style and layout',
  Paint: 'paint and composite',
  Layerize: 'paint and composite',
  UpdateLayer: 'paint and composite',
  PrePaint: 'paint and composite',
  ParseHTML: 'HTML parsing',
  MinorGC: 'garbage collection',
  MajorGC: 'garbage collection',
  'V8.GC_SCAVENGER': 'garbage collection',
};
const byKind = new Map();
let busy = 0;
const tasks = events
  .filter((e) => e.pid === pid && e.tid === tid && e.ph === 'X' && e.ts >= t0 && e.ts < t0 + until)
  .sort((a, b) => a.ts - b.ts);
let taskEnd = 0;
for (const e of tasks) {
  if (e.name === 'RunTask' || e.name === 'ThreadControllerImpl::RunTask') {
    busy += Math.min(e.dur ?? 0, t0 + until - e.ts);
    taskEnd = e.ts + (e.dur ?? 0);
    continue;
  }
  const kind = kinds[e.name];
  if (!kind || e.ts > taskEnd) continue;
  byKind.set(kind, (byKind.get(kind) ?? 0) + (e.dur ?? 0));
}

// The CPU profile: nodes, samples and time deltas arrive in ProfileChunk events.
const nodes = new Map();
const samples = [];
let profileStart = 0;
for (const e of events) {
  if (e.pid !== pid) continue;
  if (e.name === 'Profile') profileStart = e.args.data.startTime;
  if (e.name !== 'ProfileChunk') continue;
  const p = e.args.data.cpuProfile ?? {};
  for (const n of p.nodes ?? []) nodes.set(n.id, n);
  const deltas = e.args.data.timeDeltas ?? [];
  (p.samples ?? []).forEach((id, i) => samples.push([id, deltas[i] ?? 0]));
}

const maps = new Map();
const mapFor = (url) => {
  if (!maps.has(url)) {
    const file = join(dist, new URL(url).pathname);
    maps.set(url, existsSync(`${file}.map`) ? new TraceMap(readFileSync(`${file}.map`, 'utf8')) : null);
  }
  return maps.get(url);
};
const moduleOf = (source) => {
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(source);
  if (pkg) return pkg[1];
  const app = /apps\/web\/src\/((?:features|app|components|lib)\/[^/]+|[^/]+)/.exec(source);
  if (app) return `src/${app[1]}`;
  const contracts = /packages\/contracts\/src\/([^/.]+)/.exec(source);
  return contracts ? `contracts/${contracts[1]}` : source;
};

const sourceOf = (frame) => {
  if (!frame?.url?.startsWith('http')) return null;
  const map = mapFor(frame.url);
  return map
    ? originalPositionFor(map, { line: frame.lineNumber + 1, column: frame.columnNumber }).source
    : null;
};
/** The nearest frame of the app or of the contracts up the stack: who asked for the work. */
const callerOf = (id) => {
  for (let node = nodes.get(id); node; node = nodes.get(node.parent)) {
    const source = sourceOf(node.callFrame);
    if (source && !source.includes('node_modules')) return moduleOf(source);
  }
  return '(no app frame)';
};
const selfTime = new Map();
const byCaller = new Map();
let at = profileStart;
for (const [id, delta] of samples) {
  at += delta;
  if (at < t0 || at >= t0 + until) continue;
  const frame = nodes.get(id)?.callFrame;
  let key = frame?.functionName ? `(${frame.functionName})` : '(idle)';
  if (frame?.url?.startsWith('http')) {
    const source = sourceOf(frame);
    key = source ? moduleOf(source) : new URL(frame.url).pathname;
  }
  if (key === '(idle)' || key === '(program)') continue;
  selfTime.set(key, (selfTime.get(key) ?? 0) + delta);
  if (frame?.url?.startsWith('http')) {
    const caller = callerOf(id);
    byCaller.set(caller, (byCaller.get(caller) ?? 0) + delta);
  }
}

const ms = (us) => `${(us / 1000).toFixed(0)} ms`;
console.log(`main thread, first ${until / 1000} ms after navigation start: ${ms(busy)} busy in tasks`);
for (const [kind, d] of [...byKind].sort((a, b) => b[1] - a[1])) console.log(`  ${kind.padEnd(22)} ${ms(d)}`);
console.log('\nself time of the JavaScript, by module (source maps):');
for (const [key, d] of [...selfTime].sort((a, b) => b[1] - a[1]).slice(0, 30))
  console.log(`  ${key.padEnd(40)} ${ms(d)}`);
console.log('\nthe same JavaScript, by the nearest app or contracts module up its stack:');
for (const [key, d] of [...byCaller].sort((a, b) => b[1] - a[1]).slice(0, 30))
  console.log(`  ${key.padEnd(40)} ${ms(d)}`);

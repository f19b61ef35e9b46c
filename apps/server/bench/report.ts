import type { Database } from '../src/db/client.js';
import type { Measurement } from './measure.js';
import type { Budget, Scenario } from './scenarios.js';

/** Every measurement of one scenario, by number of connections. */
export interface ScenarioResult {
  scenario: Scenario;
  byConnections: Map<number, Measurement>;
  /**
   * A ratio budget's baseline measured right before and right after this scenario, keyed
   * `baseline@connections`: the ratio divides by their mean req/s.
   */
  paired?: Map<string, [Measurement, Measurement]>;
}

export interface Verdict {
  scenario: string;
  text: string;
  status: 'pass' | 'fail' | 'skip';
  /** False when the budget is a goal for another database (e.g. a PostgreSQL goal seen on PGlite). */
  applies: boolean;
  goalOn: Array<Database['kind']>;
}

const num = (v: number, digits: number) =>
  Number.isFinite(v)
    ? v.toLocaleString('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits })
    : '—';
export const dbName = (kind: Database['kind']) => (kind === 'postgres' ? 'PostgreSQL' : 'PGlite');
const pct = (v: number, digits = 0) => (Number.isFinite(v) ? `${(v * 100).toFixed(digits)}%` : '—');

function table(header: string[], rows: string[][], alignLeft: number[] = [0]): string {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? '').length)));
  const line = (cells: string[]) =>
    cells
      .map((c, i) => (alignLeft.includes(i) ? c.padEnd(widths[i] ?? 0) : c.padStart(widths[i] ?? 0)))
      .join('  ')
      .trimEnd();
  return [line(header), widths.map((w) => '─'.repeat(w)).join('  '), ...rows.map(line)].join('\n');
}

export function resultsTable(results: ScenarioResult[]): string {
  const rows: string[][] = [];
  for (const r of results) {
    for (const [connections, m] of r.byConnections) {
      const problems = m.unexpected + m.errors;
      rows.push([
        r.scenario.label,
        String(connections),
        num(m.requestsPerSecond, 0),
        num(m.p50, 2),
        num(m.p95, 2),
        num(m.p99, 2),
        num(m.max, 1),
        num(m.responses, 0),
        pct(m.loopUtilization),
        num(m.cpuMsPerRequest, 3),
        num(m.processCpuMsPerRequest, 3),
        num(m.dbCpuMsPerRequest, 3),
        num(m.processCpuMsPerRequest + m.dbCpuMsPerRequest, 3),
        problems ? `${m.unexpected} status, ${m.errors} errors  ⚠` : '0',
      ]);
    }
  }
  return table(
    [
      'scenario',
      'conns',
      'req/s',
      'p50 ms',
      'p95 ms',
      'p99 ms',
      'max ms',
      'responses',
      'loop busy',
      'cpu ms/req',
      'process cpu',
      'db cpu',
      'total cpu',
      'bad',
    ],
    rows,
  );
}

/** The baseline's req/s to divide by: the mean of the runs paired with the scenario, when there are. */
function baselineRps(results: ScenarioResult[], id: string, of: string, connections: number): number {
  const pair = results.find((r) => r.scenario.id === id)?.paired?.get(`${of}@${connections}`);
  if (pair) return (pair[0].requestsPerSecond + pair[1].requestsPerSecond) / 2;
  const b = results.find((r) => r.scenario.id === of)?.byConnections.get(connections);
  return b ? b.requestsPerSecond : Number.NaN;
}

function ratio(results: ScenarioResult[], id: string, of: string, connections: number): number {
  const a = results.find((r) => r.scenario.id === id)?.byConnections.get(connections);
  return a ? a.requestsPerSecond / baselineRps(results, id, of, connections) : Number.NaN;
}

/** The paired baseline runs of a ratio budget, for its verdict line. */
function pairedNote(r: ScenarioResult, of: string, connections: number): string {
  const pair = r.paired?.get(`${of}@${connections}`);
  if (!pair) return '';
  const [before, after] = pair.map((m) => Math.round(m.requestsPerSecond).toLocaleString('en-US'));
  return ` (${of} ${before} req/s just before, ${after} just after)`;
}

/** Req/s of every non-baseline scenario as a fraction of every baseline, per concurrency. */
export function ratiosTable(results: ScenarioResult[], connectionCounts: number[]): string {
  const baselines = results.filter((r) => r.scenario.baseline);
  const rows: string[][] = [];
  for (const r of results.filter((x) => !x.scenario.baseline)) {
    for (const b of baselines) {
      rows.push([
        `${r.scenario.id} / ${b.scenario.id}`,
        ...connectionCounts.map((c) => pct(ratio(results, r.scenario.id, b.scenario.id, c))),
      ]);
    }
  }
  return table(['req/s ratio', ...connectionCounts.map((c) => `${c} conns`)], rows);
}

function describe(b: Budget): string {
  const what = b.metric === 'rps' ? 'req/s' : b.metric;
  const subject = b.relativeTo ? `${what} ÷ ${b.relativeTo} ${what}` : what;
  const unit = b.relativeTo ? '' : b.metric === 'rps' ? ' req/s' : ' ms';
  const fmt = (v: number) => (b.relativeTo ? pct(v) : `${num(v, b.metric === 'rps' ? 0 : 2)}${unit}`);
  const limits = [b.min !== undefined ? `≥ ${fmt(b.min)}` : '', b.max !== undefined ? `≤ ${fmt(b.max)}` : '']
    .filter(Boolean)
    .join(' and ');
  return `${subject} at ${b.connections} connections ${limits}`;
}

export function evaluateBudgets(results: ScenarioResult[], kind: Database['kind']): Verdict[] {
  const verdicts: Verdict[] = [];
  for (const r of results) {
    for (const b of r.scenario.budgets ?? []) {
      const base = {
        scenario: r.scenario.id,
        applies: (b.databases ?? ['postgres']).includes(kind),
        goalOn: b.databases ?? ['postgres'],
      };
      const m = r.byConnections.get(b.connections);
      const missing = !m
        ? `${b.connections} connections not measured`
        : b.relativeTo && !Number.isFinite(baselineRps(results, r.scenario.id, b.relativeTo, b.connections))
          ? `${b.relativeTo} not measured`
          : undefined;
      if (!m || missing) {
        verdicts.push({ ...base, status: 'skip', text: `${r.scenario.id}: ${describe(b)} — ${missing}` });
        continue;
      }
      const value = b.relativeTo
        ? ratio(results, r.scenario.id, b.relativeTo, b.connections)
        : b.metric === 'rps'
          ? m.requestsPerSecond
          : m[b.metric];
      const clean = m.unexpected + m.errors === 0;
      const pass =
        clean &&
        Number.isFinite(value) &&
        (b.min === undefined || value >= b.min) &&
        (b.max === undefined || value <= b.max);
      const shown = b.relativeTo
        ? pct(value, 1)
        : `${num(value, b.metric === 'rps' ? 0 : 2)}${b.metric === 'rps' ? ' req/s' : ' ms'}`;
      verdicts.push({
        ...base,
        status: pass ? 'pass' : 'fail',
        text:
          `${r.scenario.id}: ${describe(b)} — measured ${shown}` +
          (b.relativeTo ? pairedNote(r, b.relativeTo, b.connections) : '') +
          (clean ? '' : ' (with bad responses)'),
      });
    }
  }
  return verdicts;
}

export function verdictLines(verdicts: Verdict[]): string {
  return verdicts
    .map(
      (v) =>
        `${v.status.toUpperCase()}  ${v.text}` +
        (v.applies || v.status === 'skip'
          ? ''
          : `  [informational: a goal on ${v.goalOn.map(dbName).join(', ')}]`),
    )
    .join('\n');
}

import type { Database } from '../src/db/client.js';
import type { Measurement } from './measure.js';
import type { WeekPayload } from './payload.js';
import { scalingPairs, type Scenario } from './scenarios.js';

/** One scenario at one concurrency, with the database floor measured right before and right after it. */
export interface Run {
  scenario: Scenario;
  connections: number;
  m: Measurement;
  floorBefore: Measurement;
  floorAfter: Measurement;
}

/** The week view's answer in each generated clinic. */
export interface Payloads {
  small?: WeekPayload;
  large?: WeekPayload;
}

/** The floor a run is compared with: the mean of the floor's runs right before and right after it. */
export function floorOf(r: Run): { rps: number; p95: number } {
  return {
    rps: (r.floorBefore.requestsPerSecond + r.floorAfter.requestsPerSecond) / 2,
    p95: (r.floorBefore.p95 + r.floorAfter.p95) / 2,
  };
}
const rpsShare = (r: Run) => r.m.requestsPerSecond / floorOf(r).rps;
const p95Multiple = (r: Run) => r.m.p95 / floorOf(r).p95;

export const dbName = (kind: Database['kind']) => (kind === 'postgres' ? 'PostgreSQL' : 'PGlite');
const num = (v: number, digits = 0) =>
  Number.isFinite(v)
    ? v.toLocaleString('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits })
    : '—';
const pct = (v: number) => (Number.isFinite(v) ? `${(v * 100).toFixed(0)} %` : '—');
const times = (v: number) => (Number.isFinite(v) ? `× ${v.toFixed(2)}` : '—');

function table(header: string[], rows: string[][], alignLeft: number[] = [0]): string {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? '').length)));
  const line = (cells: string[]) =>
    cells
      .map((c, i) => (alignLeft.includes(i) ? c.padEnd(widths[i] ?? 0) : c.padStart(widths[i] ?? 0)))
      .join('  ')
      .trimEnd();
  return [line(header), widths.map((w) => '─'.repeat(w)).join('  '), ...rows.map(line)].join('\n');
}

/**
 * Every run: its own figures, then req/s as a share of the floor's and p95 as a multiple of the floor's,
 * and the floor runs they were divided by. CPU per request is this process's plus the PostgreSQL
 * cluster's when it runs on this machine: the figure the neighbours' load changes least.
 */
export function resultsTable(runs: Run[]): string {
  const rows = runs.map((r) => {
    const floor = floorOf(r);
    const cpu =
      r.m.processCpuMsPerRequest + (Number.isFinite(r.m.dbCpuMsPerRequest) ? r.m.dbCpuMsPerRequest : 0);
    const bad = r.m.unexpected + r.m.errors;
    return [
      r.scenario.id,
      String(r.connections),
      num(r.m.requestsPerSecond),
      num(r.m.p50, 2),
      num(r.m.p95, 2),
      num(r.m.p99, 2),
      pct(rpsShare(r)),
      times(p95Multiple(r)),
      `${num(r.floorBefore.requestsPerSecond)} / ${num(r.floorAfter.requestsPerSecond)}`,
      num(floor.p95, 2),
      num(cpu, 3),
      !r.m.responses ? 'no response ⚠' : bad ? `${r.m.unexpected} status, ${r.m.errors} errors ⚠` : '0',
    ];
  });
  return table(
    [
      'scenario',
      'conns',
      'req/s',
      'p50 ms',
      'p95 ms',
      'p99 ms',
      'req/s of floor',
      'p95 of floor',
      'floor req/s before / after',
      'floor p95 ms',
      'cpu ms/req',
      'bad',
    ],
    rows,
  );
}

const find = (runs: Run[], id: string, connections: number) =>
  runs.find((r) => r.scenario.id === id && r.connections === connections);

/**
 * Large ÷ small: p95 and req/s, as measured and with each one first divided by its own floor (which
 * takes out much of the host's drift between the two runs).
 */
function scaling(small: Run, large: Run) {
  return {
    p95: large.m.p95 / small.m.p95,
    p95OfFloor: p95Multiple(large) / p95Multiple(small),
    rps: large.m.requestsPerSecond / small.m.requestsPerSecond,
    rpsOfFloor: rpsShare(large) / rpsShare(small),
  };
}

/** The scaling of each pair of generated-clinic scenarios measured. */
export function scalingTable(runs: Run[], connectionCounts: number[]): string | null {
  const rows: string[][] = [];
  for (const pair of scalingPairs) {
    for (const c of connectionCounts) {
      const small = find(runs, pair.small, c);
      const large = find(runs, pair.large, c);
      if (!small || !large) continue;
      const s = scaling(small, large);
      rows.push([
        pair.what,
        String(c),
        num(small.m.p95, 2),
        num(large.m.p95, 2),
        times(s.p95),
        times(s.p95OfFloor),
        num(small.m.requestsPerSecond),
        num(large.m.requestsPerSecond),
        times(s.rps),
        times(s.rpsOfFloor),
      ]);
    }
  }
  if (!rows.length) return null;
  return table(
    [
      'large ÷ small (500k ÷ 50k appointments, 50k ÷ 5k patients)',
      'conns',
      'small p95',
      'large p95',
      'p95',
      'p95, of floors',
      'small req/s',
      'large req/s',
      'req/s',
      'req/s, of floors',
    ],
    rows,
  );
}

/** Bytes per appointment of the week view's answer. */
export function payloadLine(name: string, p: WeekPayload): string {
  const sent =
    p.encoding === 'identity'
      ? 'sent uncompressed'
      : `${num(p.sentBytes / p.appointments, 1)} compressed (${p.encoding}, ${num(p.sentBytes)} bytes)`;
  return (
    `week view, ${name}: ${num(p.appointments)} appointments, ${num(p.jsonBytes / p.appointments, 1)} bytes of ` +
    `JSON per appointment (${num(p.jsonBytes)} bytes), ${sent}`
  );
}

/** The figures a closing note quotes, at one concurrency. */
export function summary(
  runs: Run[],
  payloads: Payloads,
  kind: Database['kind'],
  connections: number,
): string {
  const at = (id: string) => find(runs, id, connections);
  const share = (id: string) => {
    const r = at(id);
    return r ? pct(rpsShare(r)) : 'not measured';
  };
  const multiple = (id: string) => {
    const r = at(id);
    return r
      ? `${times(p95Multiple(r))} the floor's p95 (${num(r.m.p95, 2)} ms; floor ${num(floorOf(r).p95, 2)} ms)`
      : 'not measured';
  };
  const [small, large] = [at('week-small'), at('week-large')];
  const week = small && large ? scaling(small, large) : null;
  const weekRatio = week
    ? `p95 ${times(week.p95)} (${times(week.p95OfFloor)} of floors; expected ≤ 2), ` +
      `req/s ${times(week.rps)} (${times(week.rpsOfFloor)} of floors)`
    : 'not measured';
  const perAppointment = payloads.large ?? payloads.small;
  const bytes = perAppointment
    ? `${num(perAppointment.jsonBytes / perAppointment.appointments, 1)} bytes of JSON per appointment` +
      (perAppointment.encoding === 'identity'
        ? ' (sent uncompressed)'
        : `, ${num(perAppointment.sentBytes / perAppointment.appointments, 1)} ${perAppointment.encoding}`)
    : 'not measured';
  const [fewPatients, manyPatients] = [at('patients-list-small'), at('patients-list')];
  const patientsRatio =
    fewPatients && manyPatients
      ? `50k ÷ 5k p95 ${times(scaling(fewPatients, manyPatients).p95)} (expected ≤ 1.5)`
      : '50k ÷ 5k not measured';
  // What one appointment of the week costs this machine (the server's process and PostgreSQL's).
  const weekCpu = (r: Run | undefined, p: WeekPayload | undefined) =>
    r && p
      ? num(
          (r.m.processCpuMsPerRequest + (Number.isNaN(r.m.dbCpuMsPerRequest) ? 0 : r.m.dbCpuMsPerRequest)) /
            p.appointments,
          3,
        )
      : 'not measured';
  return [
    `Summary — ${dbName(kind)}, ${connections} connections; floor = Fastify + SELECT 1, measured right before and after each figure:`,
    `- patients list req/s as a % of the floor (expected ≥ 25 %): ${share('patients-list')}; ${patientsRatio}`,
    `- week view req/s as a % of the floor (expected ≥ 2 %): 50k ${share('week-small')}, 500k ${share('week-large')}; ` +
      `CPU ms per appointment ${weekCpu(small, payloads.small)} (50k), ${weekCpu(large, payloads.large)} (500k)`,
    `- /me req/s as a % of the floor (expected ≥ 30 %): manager ${share('me-manager')}, professional ${share('me-professional')}`,
    `- booking p95 (expected ≤ × 15): ${multiple('booking')}`,
    `- new search p95, 50,000 patients: ${multiple('new-search-large')}`,
    `- week view: ${bytes}; 500k/50k appointments ${weekRatio}`,
  ].join('\n');
}

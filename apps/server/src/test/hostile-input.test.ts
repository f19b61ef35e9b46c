import fc from 'fast-check';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { queryRows } from '../db/client.js';
import { DEMO_TENANT_ID } from '../db/seed/demo.js';
import { useTestApp } from './test-app.js';
import { maxLengthOf, mayBeLeftOut, objectShape, zodArbitrary } from './zod-arbitrary.js';

/**
 * Hostile input on every route (issue 52): each POST and PUT whose body has a zod schema gets, as Clínica
 * Demo's manager, bodies drawn from that schema — answered 2xx or 4xx (a 400 naming a field), never 5xx —
 * and bodies made invalid (a required key dropped, a value of the wrong type, a string past its maximum) —
 * answered 400 naming that key. A 4xx writes nothing: the clinic's row counts stay as they were.
 * VALID_RUNS bodies per route (HOSTILE_RUNS to draw more); the seed is fixed so a failure repeats.
 */
const VALID_RUNS = Number(process.env.HOSTILE_RUNS ?? 3);
const SEED = Number(process.env.HOSTILE_SEED ?? 52);

const t = useTestApp();

type Route = { method: string; url: string; body: z.ZodType };
/** Routes a sweep must not walk: the test harness, and the session's own end (it would log the sweep out). */
const skipped = (url: string) => url.startsWith('/api/test/') || url === '/logout' || url.endsWith('/logout');

function routes(): Route[] {
  const out: Route[] = [];
  for (const r of t.routes) {
    const methods = (Array.isArray(r.method) ? r.method : [r.method]).filter(
      (m) => m === 'POST' || m === 'PUT',
    );
    const body = r.body as { _zod?: unknown } | undefined;
    if (!body?._zod || skipped(r.url)) continue;
    if (process.env.HOSTILE_ONLY && !r.url.includes(process.env.HOSTILE_ONLY)) continue;
    for (const method of methods) out.push({ method, url: r.url, body: body as z.ZodType });
  }
  return out.sort((a, b) => `${a.url} ${a.method}`.localeCompare(`${b.url} ${b.method}`));
}

/** Every path parameter a random id: a resource that does not exist answers 404, which is a 4xx. */
const concrete = (url: string) =>
  url.replace(/:(\w+)/g, (_, name: string) => (/year/.test(name) ? '2026' : crypto.randomUUID()));

/** The clinic's rows per table, as its own transaction sees them (row-level security on). */
async function rowCounts(): Promise<Record<string, number>> {
  const tables = await queryRows<{ name: string }>(
    t.database.db,
    sql`select tablename as name from pg_tables where schemaname = 'public' and tablename not in ${sql.raw(
      `('${UNCOUNTED.join("','")}')`,
    )} order by 1`,
  );
  const select = tables
    .map(({ name }) => `(select count(*)::int from public."${name}") as "${name}"`)
    .join(', ');
  const [row] = await t.database.withTenant(DEMO_TENANT_ID, (tx) =>
    queryRows<Record<string, number>>(tx, sql.raw(`select ${select}`)),
  );
  return row!;
}
/** What a refused request may still write: the audit of refusals, the login throttle, sessions (a login again after a 401). */
const UNCOUNTED = ['audit_events', 'sessions', 'throttles'];

interface Answer {
  status: number;
  json: { error?: { code?: string; fields?: Record<string, string> } };
}

async function send(route: Route, url: string, payload: unknown): Promise<Answer> {
  let res = await t.request({
    method: route.method as 'POST',
    url,
    payload: payload as object,
    cookie: t.manager,
  });
  if (res.statusCode === 401) {
    // A route that ended the session (e.g. a password change): log in again, once.
    t.manager = await t.login('gestor@demo.clinica.pt');
    res = await t.request({
      method: route.method as 'POST',
      url,
      payload: payload as object,
      cookie: t.manager,
    });
  }
  let json: Answer['json'] = {};
  try {
    json = res.json();
  } catch {
    /* a body that is not JSON: judged by its status */
  }
  return { status: res.statusCode, json };
}

/** A value of another JSON type than `value`, which `schema` refuses (null when it accepts anything tried). */
function wrongType(schema: z.ZodType, value: unknown): unknown {
  for (const candidate of [typeof value === 'string' ? 12345 : 'não-é-válido', { x: 1 }, [1, 2], true])
    if (!schema.safeParse(candidate).success) return candidate;
  return null;
}

const show = (v: unknown) => String(JSON.stringify(v));
const names = (fields: Record<string, string> | undefined, key: string) =>
  Object.keys(fields ?? {}).some((f) => f === key || f.startsWith(`${key}.`));

describe('hostile input on every POST and PUT with a body', () => {
  it('answers drawn bodies with 2xx or 4xx, invalid ones with 400 naming the field, and a 4xx writes nothing', async () => {
    const failures: string[] = [];
    const statuses = new Map<number, number>();
    let probes = 0;
    const all = routes();
    if (!process.env.HOSTILE_ONLY) expect(all.length).toBeGreaterThan(50);
    for (const [i, route] of all.entries()) {
      const name = `${route.method} ${route.url}`;
      if (process.env.HOSTILE_VERBOSE)
        process.stderr.write(`${new Date().toISOString().slice(11, 19)} ${name}\n`);
      const bodies = fc.sample(zodArbitrary(route.body), { numRuns: VALID_RUNS, seed: SEED + i });
      const answered: { body: unknown; status: number }[] = [];
      for (const body of bodies) {
        const before = await rowCounts();
        if (process.env.HOSTILE_VERBOSE) process.stderr.write(`  ${show(body).slice(0, 300)}\n`);
        const a = await send(route, concrete(route.url), body);
        probes++;
        answered.push({ body, status: a.status });
        statuses.set(a.status, (statuses.get(a.status) ?? 0) + 1);
        if (a.status >= 500) failures.push(`${name} → ${a.status} for ${show(body).slice(0, 300)}`);
        else if (
          a.status === 400 &&
          !Object.keys(a.json.error?.fields ?? {}).length &&
          a.json.error?.code === 'validation_failed'
        )
          failures.push(`${name} → 400 naming no field for ${show(body).slice(0, 200)}`);
        if (a.status >= 400 && a.status < 500) {
          const after = await rowCounts();
          const changed = Object.keys(after).filter((k) => after[k] !== before[k]);
          if (changed.length) failures.push(`${name} → ${a.status} but wrote ${changed.join(', ')}`);
        }
      }

      const shape = objectShape(route.body);
      // The mutations start from a drawn body the validation passed (a cross-field rule may refuse some).
      const objects = answered.filter(({ body: b }) => b && typeof b === 'object' && !Array.isArray(b));
      const base = objects.find((o) => o.status !== 400) ?? objects[0];
      if (!shape || !base) continue;
      const valid = base.body as Record<string, unknown>;
      const invalid: { field: string; body: Record<string, unknown> }[] = [];
      const required = Object.keys(shape).find((k) => !mayBeLeftOut(shape[k]!));
      if (required) {
        const { [required]: _, ...rest } = valid;
        invalid.push({ field: required, body: rest });
      }
      const typed = Object.keys(shape).find(
        (k) => k in valid && wrongType(shape[k] as z.ZodType, valid[k]) !== null,
      );
      if (typed)
        invalid.push({
          field: typed,
          body: { ...valid, [typed]: wrongType(shape[typed] as z.ZodType, valid[typed]) },
        });
      const long = Object.keys(shape).find((k) => (maxLengthOf(shape[k]!) ?? Infinity) < 100_000);
      if (long)
        invalid.push({ field: long, body: { ...valid, [long]: 'a'.repeat(maxLengthOf(shape[long]!)! + 1) } });
      const before = await rowCounts();
      for (const { field, body } of invalid) {
        const a = await send(route, concrete(route.url), body);
        probes++;
        statuses.set(a.status, (statuses.get(a.status) ?? 0) + 1);
        // 403: the manager may not use the route at all (a patient's or a platform's); 429: the throttle.
        // The drawn body already refused before validation (404: its :id does not exist; 409: the
        // feature is off) is refused alike; a base body a cross-field rule refused names that field.
        if (a.status === 403 || a.status === 429) continue;
        if (a.status === base.status && a.status !== 400 && a.status < 500) continue;
        if (base.status === 400 && a.status === 400 && Object.keys(a.json.error?.fields ?? {}).length)
          continue;
        if (a.status !== 400 || !names(a.json.error?.fields, field))
          failures.push(
            `${name} without a valid «${field}» → ${a.status} ${JSON.stringify(a.json).slice(0, 200)}`,
          );
      }
      const after = await rowCounts();
      const changed = Object.keys(after).filter((k) => after[k] !== before[k]);
      if (changed.length) failures.push(`${name}: invalid bodies wrote ${changed.join(', ')}`);
    }
    console.log(
      `hostile input: ${all.length} routes, ${probes} probes; statuses ${JSON.stringify(Object.fromEntries([...statuses].sort()))}`,
    );
    expect(failures).toEqual([]);
  }, 600_000);
});

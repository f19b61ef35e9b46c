import fc from 'fast-check';
import type { z } from 'zod';

/**
 * A fast-check arbitrary of the values a zod 4 schema accepts (issue 52): `zod-fast-check` reads only
 * zod 3. Read from the schema's definition (`_zod.def`): objects (optional and defaulted keys may be
 * left out), strings with their lengths and formats (uuid, email, date, time, datetime, url, regex —
 * an e-mail or pattern fast-check cannot draw falls back to constant samples), numbers and integers
 * within their bounds, booleans, enums, literals, arrays, optionals, nullables, defaults, pipes (their
 * input), unions (discriminated too), records and tuples. A leaf is drawn until its own schema accepts it;
 * a refinement across fields (`superRefine` on an object) is not honoured: such a body may be refused,
 * which the property tests allow (a 4xx naming a field).
 */

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type AnyDef = Record<string, any> & { type: string };
type Schema = z.core.$ZodType;

const defOf = (s: Schema) => (s as unknown as { _zod: { def: AnyDef } })._zod.def;
/** A key that may be left out: optional, defaulted, or a schema that takes `undefined`. */
const isOptional = (s: Schema) =>
  (s as unknown as { _zod: { optin?: string } })._zod.optin === 'optional' ||
  (s as unknown as z.ZodType).safeParse(undefined).success;
const accepts = (s: Schema) => (v: unknown) => (s as unknown as z.ZodType).safeParse(v).success;

/**
 * `base`'s values that `schema` accepts, without fast-check's unbounded `.filter`: a value it refuses is
 * replaced by one of base's accepted values found up front (200 tries); none found, the value stays (a
 * body the server may refuse, which the property tests allow) — never a draw that loops for ever.
 */
function accepted<T>(schema: Schema, base: fc.Arbitrary<T>, extra: T[] = []): fc.Arbitrary<T> {
  const ok = accepts(schema);
  const found = [...extra, ...fc.sample(base, { numRuns: 200, seed: 52 })].filter(ok);
  if (!found.length) return base;
  return fc.tuple(base, fc.nat(found.length - 1)).map(([v, i]) => (ok(v) ? v : found[i]!));
}

/** Lengths and bounds from a definition's checks (`.min()`, `.max()`, `.length()`, `.gt()`, `.lte()`…). */
function bounds(def: AnyDef) {
  const out: {
    minLength?: number;
    maxLength?: number;
    min?: number;
    max?: number;
    int?: boolean;
    step?: number;
    patterns: RegExp[];
  } = { patterns: [] };
  for (const c of (def.checks ?? []) as { _zod: { def: AnyDef } }[]) {
    const d = c._zod.def;
    if (d.check === 'min_length') out.minLength = Math.max(out.minLength ?? 0, d.minimum);
    if (d.check === 'max_length') out.maxLength = Math.min(out.maxLength ?? Infinity, d.maximum);
    if (d.check === 'length_equals') out.minLength = out.maxLength = d.length;
    if (d.check === 'greater_than') out.min = Math.max(out.min ?? -Infinity, Number(d.value));
    if (d.check === 'less_than') out.max = Math.min(out.max ?? Infinity, Number(d.value));
    if (d.check === 'string_format' && d.format === 'regex') out.patterns.push(d.pattern);
    // `.int()` on z.number() is a check (z.int() is a format of its own).
    if (d.check === 'number_format' && /int/.test(d.format)) out.int = true;
    if (d.check === 'multiple_of') out.step = Number(d.value);
  }
  return out;
}

const pad = (n: number) => String(n).padStart(2, '0');
const day = fc
  .date({ min: new Date('2000-01-01T00:00:00Z'), max: new Date('2035-12-31T00:00:00Z'), noInvalidDate: true })
  .map((d) => d.toISOString());
const samples: Record<string, string[]> = {
  email: ['ana.silva@exemplo.pt', 'joao.costa+teste@clinica.pt', 'maria_santos@mail.example.com'],
  url: ['https://exemplo.pt/', 'https://clinica.pt/marcar?x=1'],
};

function formatted(format: string | undefined, def: AnyDef): fc.Arbitrary<string> | null {
  switch (format) {
    case 'uuid':
    case 'guid':
      return fc.uuid({ version: 4 });
    case 'email':
      return fc.oneof(fc.constantFrom(...samples.email!), fc.emailAddress());
    case 'date':
      return day.map((d) => d.slice(0, 10));
    case 'datetime':
      return day;
    case 'time':
      return fc.tuple(fc.nat(23), fc.nat(59)).map(([h, m]) => `${pad(h)}:${pad(m)}`);
    case 'url':
      return fc.oneof(fc.constantFrom(...samples.url!), fc.webUrl());
    case undefined:
    case 'regex':
      return null;
    default:
      return def.pattern ? fc.stringMatching(def.pattern as RegExp) : null;
  }
}

function stringArbitrary(schema: Schema, def: AnyDef): fc.Arbitrary<string> {
  const b = bounds(def);
  const min = b.minLength ?? 0;
  const max = Math.min(b.maxLength ?? min + 20, min + 60);
  const base =
    formatted(def.format as string | undefined, def) ??
    (b.patterns[0] ? fc.stringMatching(b.patterns[0]) : fc.string({ minLength: min, maxLength: max }));
  // A leaf fast-check cannot always draw right (a trimmed minimum, an odd pattern): a sample that fits.
  return accepted(schema, base, [min > 0 ? 'x'.repeat(min) : '', ...(samples[def.format] ?? [])]);
}

function numberArbitrary(schema: Schema, def: AnyDef): fc.Arbitrary<number> {
  const b = bounds(def);
  const int = b.int || /int/.test(String(def.format ?? ''));
  const lo = Math.max(b.min ?? -1e6, -1e9);
  const hi = Math.min(b.max ?? 1e6, 1e9);
  const arb =
    b.step && Number.isInteger(b.step)
      ? fc.integer({ min: Math.ceil(lo / b.step), max: Math.floor(hi / b.step) }).map((n) => n * b.step!)
      : int
        ? fc.integer({ min: Math.ceil(lo), max: Math.floor(hi) })
        : fc.double({ min: lo, max: hi, noNaN: true, noDefaultInfinity: true });
  return accepted(schema, arb, [Math.max(0, Math.ceil(lo))]);
}

/** The arbitrary of the values `schema` accepts (JSON-shaped: what a request body can carry). */
export function zodArbitrary(schema: Schema): fc.Arbitrary<unknown> {
  const def = defOf(schema);
  switch (def.type) {
    case 'string':
      return stringArbitrary(schema, def);
    case 'number':
      return numberArbitrary(schema, def);
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'undefined':
      return fc.constant(undefined);
    case 'any':
    case 'unknown':
      return fc.jsonValue();
    case 'literal':
      return fc.constantFrom(...(def.values as unknown[]));
    case 'enum':
      return fc.constantFrom(...Object.values(def.entries as Record<string, unknown>));
    case 'optional':
    case 'default':
    case 'prefault':
      return fc.option(zodArbitrary(def.innerType), { nil: undefined });
    case 'nullable':
      return fc.option(zodArbitrary(def.innerType), { nil: null });
    case 'readonly':
    case 'catch':
    case 'nonoptional':
      return zodArbitrary(def.innerType);
    case 'lazy':
      return zodArbitrary(def.getter());
    case 'pipe':
      // What goes in (a transform's input); an output check it fails is the request's 4xx. A preprocess
      // (a transform first) takes what its output accepts.
      return defOf(def.in).type === 'transform' ? zodArbitrary(def.out) : zodArbitrary(def.in);
    case 'array': {
      const b = bounds(def);
      const min = b.minLength ?? 0;
      return fc.array(zodArbitrary(def.element), {
        minLength: min,
        maxLength: Math.min(b.maxLength ?? min + 3, min + 3),
      });
    }
    case 'tuple':
      return fc.tuple(...(def.items as Schema[]).map(zodArbitrary));
    case 'union':
      return fc.oneof(...(def.options as Schema[]).map(zodArbitrary));
    case 'record': {
      // zod 4: a record keyed by an enum needs every key (z.partialRecord does not, and is drawn whole too).
      const keyDef = defOf(def.keyType);
      if (keyDef.type === 'enum') {
        const value = zodArbitrary(def.valueType);
        const keys = Object.values(keyDef.entries as Record<string, string>);
        return fc.record(Object.fromEntries(keys.map((k) => [k, value])));
      }
      return fc.dictionary(zodArbitrary(def.keyType) as fc.Arbitrary<string>, zodArbitrary(def.valueType), {
        maxKeys: 3,
      });
    }
    case 'object': {
      const shape = def.shape as Record<string, Schema>;
      const keys = Object.keys(shape);
      const model = Object.fromEntries(keys.map((k) => [k, zodArbitrary(shape[k]!)]));
      return fc
        .record(model, { requiredKeys: keys.filter((k) => !isOptional(shape[k]!)) })
        .map((o) => Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined)));
    }
    default:
      throw new Error(`zodArbitrary: no arbitrary for a zod ${def.type}`);
  }
}

/** The keys of an object schema (through optionals, pipes…) and each key's schema; null when not an object. */
export function objectShape(schema: Schema): Record<string, Schema> | null {
  const def = defOf(schema);
  if (def.type === 'object') return def.shape as Record<string, Schema>;
  if (def.type === 'pipe') return objectShape(def.in);
  if (['optional', 'nullable', 'default', 'readonly', 'nonoptional'].includes(def.type))
    return objectShape(def.innerType);
  return null;
}

/** Whether a key of an object schema may be left out. */
export const mayBeLeftOut = isOptional;

/** The longest string a string schema (through wrappers) accepts; null when it sets none. */
export function maxLengthOf(schema: Schema): number | null {
  const def = defOf(schema);
  if (def.type === 'string') return bounds(def).maxLength ?? null;
  if (['optional', 'nullable', 'default', 'readonly', 'nonoptional'].includes(def.type))
    return maxLengthOf(def.innerType);
  if (def.type === 'pipe') return maxLengthOf(def.in);
  return null;
}

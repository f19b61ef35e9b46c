import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { maxLengthOf, objectShape, zodArbitrary } from './zod-arbitrary.js';

/** Every value drawn is accepted by the schema it was drawn from. */
const drawsValid = (schema: z.ZodType, numRuns = 200) =>
  fc.assert(
    fc.property(zodArbitrary(schema), (v) => {
      const r = schema.safeParse(v);
      if (!r.success) throw new Error(`${JSON.stringify(v)}: ${r.error.message}`);
    }),
    { numRuns },
  );

const sample = (schema: z.ZodType, n = 300) => fc.sample(zodArbitrary(schema), { numRuns: n, seed: 52 });

describe('zodArbitrary', () => {
  it('draws strings within their lengths and formats', () => {
    drawsValid(z.string().min(3).max(8));
    drawsValid(z.string().trim().min(1).max(5));
    drawsValid(z.uuid());
    drawsValid(z.email().max(60));
    drawsValid(z.iso.date());
    drawsValid(z.iso.datetime());
    drawsValid(z.iso.time());
    drawsValid(z.url());
    drawsValid(z.string().regex(/^\d{4}-\d{3}$/));
    drawsValid(z.string().length(9));
    const lengths = sample(z.string().min(2).max(4)).map((s) => (s as string).length);
    expect(new Set(lengths)).toEqual(new Set([2, 3, 4]));
  });

  it('draws numbers and integers within their bounds, and both ends are reached', () => {
    drawsValid(z.int().min(1).max(10));
    drawsValid(z.number().min(0).max(100));
    drawsValid(z.number().positive());
    drawsValid(z.number().int().min(0).max(100_000_000));
    drawsValid(z.int().multipleOf(5).min(0).max(100));
    const ints = sample(z.int().min(1).max(3)) as number[];
    expect(new Set(ints)).toEqual(new Set([1, 2, 3]));
  });

  it('draws enums, literals, booleans, arrays, optionals, nullables, defaults and pipes', () => {
    const values = sample(z.enum(['a', 'b', 'c']));
    expect(new Set(values)).toEqual(new Set(['a', 'b', 'c']));
    drawsValid(z.literal('FT'));
    drawsValid(z.boolean());
    drawsValid(z.array(z.int().min(0)).min(1).max(4));
    const drawn = sample(z.string().max(3).optional().nullable());
    expect(drawn).toContain(undefined);
    expect(drawn).toContain(null);
    drawsValid(z.string().max(3).default('x'));
    drawsValid(
      z
        .string()
        .min(1)
        .transform((s) => s.trim())
        .pipe(z.string()),
    );
  });

  it('draws objects (optional keys sometimes left out), unions, discriminated unions and records', () => {
    const schema = z.object({ id: z.uuid(), note: z.string().max(10).optional(), n: z.int().min(0).max(5) });
    drawsValid(schema);
    const objects = sample(schema) as Record<string, unknown>[];
    expect(objects.some((o) => !('note' in o))).toBe(true);
    expect(objects.some((o) => 'note' in o)).toBe(true);
    expect(objects.every((o) => 'id' in o && 'n' in o)).toBe(true);
    drawsValid(z.union([z.int(), z.string().min(1)]));
    drawsValid(
      z.discriminatedUnion('kind', [
        z.object({ kind: z.literal('amount'), cents: z.int().min(1) }),
        z.object({ kind: z.literal('percent'), percent: z.int().min(0).max(100) }),
      ]),
    );
    drawsValid(z.record(z.enum(['mon', 'tue']), z.boolean()));
    drawsValid(z.record(z.string(), z.int()));
  });

  it('refuses a schema it cannot draw, naming its type', () => {
    expect(() => zodArbitrary(z.date())).toThrow('no arbitrary for a zod date');
  });

  it('reads the shape and the lengths that hostile bodies are built from', () => {
    const schema = z.object({ name: z.string().trim().max(80), age: z.int().optional() });
    expect(Object.keys(objectShape(schema)!)).toEqual(['name', 'age']);
    expect(maxLengthOf(objectShape(schema)!.name!)).toBe(80);
    expect(maxLengthOf(z.string().max(5).nullable().optional())).toBe(5);
    expect(objectShape(z.string())).toBeNull();
  });
});

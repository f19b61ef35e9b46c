import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { errorMapSamples } from './zod-config-samples.js';

/**
 * Every exported schema of every contract module, fed inputs that make it raise each kind of issue it
 * can (wrong types, blanks, over-long text, numbers out of range, bad formats, unknown keys, …): no
 * message a person could read may be in English, zod's raw text or Brazilian Portuguese. Nothing here
 * configures zod: loading the contracts must be enough, as it is in the browser.
 */

const moduleFiles = readdirSync(new URL('.', import.meta.url)).filter(
  (f) => f.endsWith('.ts') && !f.endsWith('.test.ts'),
);
const modules: Record<string, Record<string, unknown>> = Object.fromEntries(
  await Promise.all(
    moduleFiles.map(async (f) => {
      const exports = (await import(/* @vite-ignore */ `./${f.replace(/\.ts$/, '.js')}`)) as Record<
        string,
        unknown
      >;
      return [f, exports];
    }),
  ),
);

/** The error map's messages (zod-config.ts), written out: a change there must be a change here too. */
const errorMapMessages: RegExp[] = [
  /^Campo Obrigatório$/,
  /^Tem de ser texto$/,
  /^Tem de ser um número$/,
  /^Tem de ser um número inteiro$/,
  /^Tem de ser verdadeiro ou falso$/,
  /^Tem de ser uma lista$/,
  /^Tem de ser um objeto$/,
  /^Tem de ser um ficheiro$/,
  /^Máximo de \d+ (caracteres|caráter)$/,
  /^Mínimo de \d+ (caracteres|caráter)$/,
  /^Tem de ter \d+ (caracteres|caráter)$/,
  /^Máximo de \d+ (elementos|elemento)$/,
  /^Mínimo de \d+ (elementos|elemento)$/,
  /^Tem de ter \d+ (elementos|elemento)$/,
  /^Selecione pelo menos uma opção$/,
  /^Máximo de \d+ bytes$/,
  /^Mínimo de \d+ bytes$/,
  /^Tem de ser (igual ou )?(superior|inferior) a -?\d+(,\d+)?$/,
  /^A data tem de ser (igual ou )?(posterior|anterior) a \d{2}\/\d{2}\/\d{4}$/,
  /^Tem de ser múltiplo de \d+(,\d+)?$/,
  /^Valor demasiado (pequeno|grande)$/,
  /^E-mail inválido$/,
  /^Endereço inválido$/,
  /^Identificador inválido$/,
  /^Data e hora inválidas$/,
  /^Data inválida$/,
  /^Hora inválida$/,
  /^Duração inválida$/,
  /^Endereço IP inválido$/,
  /^Endereço MAC inválido$/,
  /^Número de telefone inválido$/,
  /^Codificação inválida$/,
  /^JSON inválido$/,
  /^Token inválido$/,
  /^Emoji inválido$/,
  /^Número de cartão inválido$/,
  /^IBAN inválido$/,
  /^Código de moeda inválido$/,
  /^Tem de estar em (minúsculas|maiúsculas)$/,
  /^Tem de (começar por|terminar em|incluir) ".+"$/,
  /^Formato inválido$/,
  /^Valor inválido$/,
  /^Opção inválida$/,
  /^Campo inválido$/,
  /^Campo não permitido: [^,]+$/,
  /^Campos não permitidos: [^,]+(, [^,]+)+$/,
];

/**
 * Messages the schemas set themselves: the contracts' message tables (`…Messages`) and constants
 * (`X_INVALID`). Not the error map's own tables: its messages must be among those written out above.
 */
const declaredMessages = new Set<string>();
for (const [file, exports] of Object.entries(modules)) {
  if (file === 'zod-config.ts') continue;
  for (const [name, value] of Object.entries(exports)) {
    if (/Messages$/.test(name) && value && typeof value === 'object') {
      for (const text of Object.values(value)) if (typeof text === 'string') declaredMessages.add(text);
    } else if (/^[A-Z][A-Z_]+$/.test(name) && typeof value === 'string') {
      declaredMessages.add(value);
    }
  }
}
/** Messages written in a schema itself rather than in a table. */
const inlineMessages = [
  'Cor inválida. Formato: #rrggbb',
  'Hora inválida. Formato: HH:MM',
  'O código tem 6 algarismos',
  'Estado inválido',
  'A duração tem de estar entre 5 e 720 minutos',
];

/** zod's own texts (English and its pt locale), English words and Brazilian forms. */
const notPtPt =
  /\b(expected|received|invalid|input|too|must|should|string|number|object|array|option|value|key|characters?|undefined|NaN|entrada|esperava|esperado|recebeu|tivesse|fosse|muito|vetor|registro|arquivo|usuário|contato|tela)\b|<=|>=|[<>]\s*\d/i;

function isPtPt(message: string): boolean {
  if (notPtPt.test(message)) return false;
  return (
    declaredMessages.has(message) ||
    inlineMessages.includes(message) ||
    errorMapMessages.some((pattern) => pattern.test(message))
  );
}

type Schema = z.ZodType;
const isSchema = (value: unknown): value is Schema => value instanceof z.ZodType;

/** Values a field of this kind may be given that are valid, tried in order (a base for the other probes). */
const candidates: unknown[] = [
  'Ana Costa',
  'ana@exemplo.pt',
  '5d6f0f7e-3c39-4c1b-9a43-0f2d7d0f6a10',
  '2026-01-05T10:00:00Z',
  '2026-01-05',
  '10:00',
  '#aabbcc',
  '4000-123',
  '912345678',
  '501442600',
  '123456',
  1,
  10,
  true,
  [],
  {},
];

function def(schema: Schema): Record<string, unknown> & { type: string } {
  return schema._zod.def as unknown as Record<string, unknown> & { type: string };
}

/** A value the schema accepts, when one of the usual kinds fits. */
function sample(schema: Schema, depth = 0): unknown {
  const d = def(schema);
  if (depth > 6) return undefined;
  if (d.type === 'object') {
    const shape = d.shape as Record<string, Schema>;
    return Object.fromEntries(Object.entries(shape).map(([k, s]) => [k, sample(s, depth + 1)]));
  }
  if (d.type === 'pipe') {
    const first = sample(d.in as Schema, depth + 1);
    if (schema.safeParse(first).success) return first;
  }
  if (['optional', 'nullable', 'default', 'prefault', 'readonly', 'catch', 'nonoptional'].includes(d.type)) {
    const inner = sample(d.innerType as Schema, depth + 1);
    if (schema.safeParse(inner).success) return inner;
  }
  if (d.type === 'array') {
    const min = (schema._zod.bag as { minimum?: number }).minimum ?? 0;
    return Array.from({ length: Math.max(min, 0) }, () => sample(d.element as Schema, depth + 1));
  }
  if (d.type === 'enum') return Object.values(d.entries as Record<string, unknown>)[0];
  if (d.type === 'literal') return (d.values as unknown[])[0];
  return candidates.find((c) => schema.safeParse(c).success);
}

const junk: unknown[] = [undefined, null, true, 42, 'texto', [], {}];

/** Inputs meant to make the schema raise each kind of issue it can. */
function probes(schema: Schema, depth = 0): unknown[] {
  const d = def(schema);
  const bag = schema._zod.bag as { minimum?: unknown; maximum?: unknown };
  const min = typeof bag.minimum === 'number' && Number.isFinite(bag.minimum) ? bag.minimum : undefined;
  const max = typeof bag.maximum === 'number' && Number.isFinite(bag.maximum) ? bag.maximum : undefined;
  if (depth > 3) return junk;
  switch (d.type) {
    case 'string': {
      const texts = ['', '   ', 'a', 'não é válido', '2024-13-45', '25:99', 'ana@', '2026-01-05T10:00'];
      if (max !== undefined) texts.push('x'.repeat(max + 1));
      if (min !== undefined && min > 1) texts.push('x'.repeat(min - 1));
      return [...junk, ...texts];
    }
    case 'number': {
      const numbers: unknown[] = [NaN, Infinity, 1.5, -1, 0, 1e15, -1e15, '12', 'abc'];
      if (min !== undefined) numbers.push(min - 1, min - 0.5);
      if (max !== undefined) numbers.push(max + 1, max + 0.5);
      return [...junk, ...numbers];
    }
    case 'boolean':
      return [...junk, 'sim', 1, 'true'];
    case 'enum':
    case 'literal':
      return [...junk, 'valor-desconhecido', 0];
    case 'array': {
      const element = d.element as Schema;
      const lists: unknown[] = [[], ['x'], [null]];
      if (max !== undefined) lists.push(Array.from({ length: max + 1 }, () => sample(element)));
      for (const p of probes(element, depth + 1)) lists.push([p]);
      return [...junk, ...lists];
    }
    case 'object': {
      const shape = d.shape as Record<string, Schema>;
      const base = (sample(schema) ?? {}) as Record<string, unknown>;
      const objects: unknown[] = [base, { ...base, campo_desconhecido: 1 }, { a_mais: 1, outro_a_mais: 2 }];
      for (const [key, field] of Object.entries(shape)) {
        for (const p of probes(field, depth + 1)) objects.push({ ...base, [key]: p });
      }
      return [...junk, ...objects];
    }
    case 'record': {
      const value = d.valueType as Schema;
      const records: unknown[] = [{ 'chave-desconhecida': sample(value) }, { chave: null }];
      const keySample = sample(d.keyType as Schema);
      if (typeof keySample === 'string') {
        for (const p of probes(value, depth + 1)) records.push({ [keySample]: p });
      }
      return [...junk, ...records];
    }
    case 'union':
      return [...junk, ...(d.options as Schema[]).flatMap((o) => probes(o, depth + 1))];
    case 'pipe':
      return [...probes(d.in as Schema, depth), ...probes(d.out as Schema, depth)];
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'readonly':
    case 'catch':
    case 'nonoptional':
      return probes(d.innerType as Schema, depth);
    default:
      return junk;
  }
}

const schemas = Object.entries(modules).flatMap(([file, exports]) =>
  Object.entries(exports)
    .filter((entry): entry is [string, Schema] => isSchema(entry[1]))
    .map(([name, schema]) => ({ name: `${file.replace(/\.ts$/, '')}.${name}`, schema })),
);

/** `./x.js` imports of a contract module, as module file names. */
function localImports(file: string): string[] {
  const source = readFileSync(new URL(file, import.meta.url), 'utf8');
  return [...source.matchAll(/(?:from|import) '\.\/([\w-]+)\.js'/g)].map((m) => `${m[1]}.ts`);
}

function loads(file: string, target: string, seen = new Set<string>()): boolean {
  if (file === target) return true;
  if (seen.has(file)) return false;
  seen.add(file);
  return localImports(file).some((f) => loads(f, target, seen));
}

describe('the contracts’ messages', () => {
  it('are set by every module that builds schemas (it imports zod-config.ts, directly or not)', () => {
    const users = moduleFiles.filter((f) =>
      /from 'zod'/.test(readFileSync(new URL(f, import.meta.url), 'utf8')),
    );
    expect(users.length).toBeGreaterThanOrEqual(15);
    expect(users.filter((f) => !loads(f, 'zod-config.ts'))).toEqual([]);
  });

  it('walks every exported schema of every contract module', () => {
    expect(moduleFiles.length).toBeGreaterThanOrEqual(15);
    expect(schemas.length).toBeGreaterThan(100);
  });

  it('include every message the error map can write, each in the pt-PT set', () => {
    const all = errorMapSamples();
    expect(all.length).toBeGreaterThan(60);
    expect(all.filter((m) => !isPtPt(m))).toEqual([]);
  });

  it('are all pt-PT, whatever the input', () => {
    const wrong = new Map<string, string>();
    const codes = new Set<string>();
    for (const { name, schema } of schemas) {
      for (const input of probes(schema)) {
        const result = schema.safeParse(input);
        for (const issue of result.error?.issues ?? []) {
          codes.add(issue.code);
          if (!isPtPt(issue.message) && !wrong.has(issue.message)) {
            wrong.set(issue.message, `${name} ${issue.code} at ${issue.path.join('.') || '(root)'}`);
          }
        }
      }
    }
    expect([...wrong].map(([message, where]) => `${message}   ← ${where}`)).toEqual([]);
    // The probes reach every kind of issue the contracts can raise.
    expect([...codes].sort()).toEqual(
      expect.arrayContaining([
        'custom',
        'invalid_format',
        'invalid_type',
        'invalid_union',
        'invalid_value',
        'too_big',
        'too_small',
        'unrecognized_keys',
      ]),
    );
  });
});

import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { REQUIRED_MESSAGE } from './zod-config.js';

/** The first message a schema gives for an input (the contracts set the pt-PT map when they load). */
const message = (schema: z.ZodType, input: unknown) => schema.safeParse(input).error?.issues[0]?.message;

describe('the pt-PT error map', () => {
  it('says "Campo Obrigatório" for a missing value: absent, null where one is needed, or empty text', () => {
    expect(message(z.object({ name: z.string() }), {})).toBe(REQUIRED_MESSAGE);
    expect(message(z.number(), null)).toBe(REQUIRED_MESSAGE);
    expect(message(z.enum(['a', 'b']), undefined)).toBe(REQUIRED_MESSAGE);
    expect(message(z.string().min(1), '')).toBe(REQUIRED_MESSAGE);
  });

  it.each([
    ['Tem de ser texto', z.string(), 12],
    ['Tem de ser um número', z.number(), 'doze'],
    ['Tem de ser um número', z.number(), NaN],
    ['Tem de ser um número', z.coerce.number(), 'doze'],
    ['Tem de ser um número inteiro', z.number().int(), 1.5],
    ['Tem de ser um número inteiro', z.int(), 1.5],
    ['Tem de ser um número inteiro', z.bigint(), 1],
    ['Tem de ser verdadeiro ou falso', z.boolean(), 'sim'],
    ['Data inválida', z.date(), 'ontem'],
    ['Tem de ser uma lista', z.array(z.string()), 'a'],
    ['Tem de ser uma lista', z.set(z.string()), 'a'],
    ['Tem de ser um objeto', z.object({}), 'a'],
    ['Tem de ser um objeto', z.record(z.string(), z.string()), 'a'],
    ['Tem de ser um objeto', z.map(z.string(), z.string()), 'a'],
    ['Valor inválido', z.symbol(), 'a'],
  ])('wrong type → %s', (expected, schema, input) => {
    expect(message(schema, input)).toBe(expected);
  });

  it.each([
    ['Máximo de 80 caracteres', z.string().max(80), 'x'.repeat(81)],
    ['Máximo de 1 caráter', z.string().max(1), 'xx'],
    ['Mínimo de 10 caracteres', z.string().min(10), 'curto'],
    ['Tem de ter 6 caracteres', z.string().length(6), '123'],
    ['Máximo de 50 elementos', z.array(z.string()).max(50), Array(51).fill('a')],
    ['Mínimo de 2 elementos', z.array(z.string()).min(2), ['a']],
    ['Selecione pelo menos uma opção', z.array(z.string()).min(1), []],
    ['Tem de ter 1 elemento', z.array(z.string()).length(1), []],
    ['Máximo de 1 elemento', z.set(z.string()).max(1), new Set(['a', 'b'])],
    ['Tem de ser igual ou superior a 0', z.number().min(0), -1],
    ['Tem de ser igual ou inferior a 1000', z.number().max(1000), 1001],
    ['Tem de ser superior a 0', z.number().positive(), 0],
    ['Tem de ser inferior a 10', z.number().lt(10), 10],
    ['Tem de ser igual ou inferior a 0,5', z.number().max(0.5), 1],
    ['Tem de ser igual ou superior a 5', z.bigint().min(5n), 1n],
    ['Tem de ser igual ou inferior a 9007199254740991', z.int(), 2 ** 60],
    [
      'A data tem de ser igual ou posterior a 01/01/1900',
      z.date().min(new Date('1900-01-01')),
      new Date('1850-06-01'),
    ],
    [
      'A data tem de ser igual ou anterior a 31/12/2026',
      z.date().max(new Date('2026-12-31')),
      new Date('2027-01-01'),
    ],
    ['Máximo de 10 bytes', z.file().max(10), new File(['x'.repeat(11)], 'a.txt')],
    ['Mínimo de 10 bytes', z.file().min(10), new File(['x'], 'a.txt')],
    ['Tem de ser múltiplo de 5', z.number().multipleOf(5), 7],
  ])('out of range → %s', (expected, schema, input) => {
    expect(message(schema as z.ZodType, input)).toBe(expected);
  });

  it.each([
    ['E-mail inválido', z.email(), 'ana@'],
    ['Endereço inválido', z.url(), 'nao e um endereco'],
    ['Identificador inválido', z.uuid(), '123'],
    ['Identificador inválido', z.guid(), '123'],
    ['Identificador inválido', z.cuid(), '!'],
    ['Identificador inválido', z.ulid(), '!'],
    ['Identificador inválido', z.nanoid(), '!'],
    ['Data e hora inválidas', z.iso.datetime(), '2026-01-05 10:00'],
    ['Data inválida', z.iso.date(), '05/01/2026'],
    ['Hora inválida', z.iso.time(), '25:00'],
    ['Duração inválida', z.iso.duration(), '3 dias'],
    ['Endereço IP inválido', z.ipv4(), '999.1.1.1'],
    ['Endereço IP inválido', z.ipv6(), 'x'],
    ['Endereço IP inválido', z.cidrv4(), 'x'],
    ['Número de telefone inválido', z.e164(), '912'],
    ['Codificação inválida', z.base64(), '%%%'],
    ['Token inválido', z.jwt(), 'x'],
    ['Emoji inválido', z.emoji(), 'a'],
    ['Formato inválido', z.string().regex(/^\d+$/), 'abc'],
    ['Tem de estar em minúsculas', z.string().lowercase(), 'ABC'],
    ['Tem de estar em maiúsculas', z.string().uppercase(), 'abc'],
    ['Tem de começar por "PT"', z.string().startsWith('PT'), 'ES1'],
    ['Tem de terminar em ".pt"', z.string().endsWith('.pt'), 'a.es'],
    ['Tem de incluir "@"', z.string().includes('@'), 'a'],
  ])('bad format → %s', (expected, schema, input) => {
    expect(message(schema as z.ZodType, input)).toBe(expected);
  });

  it('names the fields an object does not take', () => {
    expect(message(z.strictObject({ a: z.string() }), { a: 'x', b: 1 })).toBe('Campo não permitido: b');
    expect(message(z.strictObject({}), { b: 1, c: 2 })).toBe('Campos não permitidos: b, c');
  });

  it('says a value or an option is not one of those allowed', () => {
    expect(message(z.enum(['asc', 'desc']), 'up')).toBe('Opção inválida');
    expect(message(z.literal(true), false)).toBe('Valor inválido');
    expect(message(z.union([z.string(), z.number()]), true)).toBe('Valor inválido');
    expect(message(z.partialRecord(z.enum(['a']), z.string()), { b: 'x' })).toBe('Campo não permitido: b');
    expect(message(z.record(z.string().min(2), z.string()), { b: 'x' })).toBe('Campo inválido');
    expect(
      message(
        z.string().refine((v) => v === 'ok'),
        'não',
      ),
    ).toBe('Valor inválido');
  });

  it('lets a schema’s own message win', () => {
    expect(message(z.string().max(3, { error: 'Demasiado longo' }), 'abcd')).toBe('Demasiado longo');
    expect(message(z.string({ error: 'Diga o nome' }), undefined)).toBe('Diga o nome');
    expect(message(z.enum(['a'], { error: 'Tipo inválido' }), 'b')).toBe('Tipo inválido');
  });
});

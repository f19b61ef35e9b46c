import { z } from 'zod';

export const REQUIRED_MESSAGE = 'Campo Obrigatório';

/** A count of characters or elements, singular when it is one. */
const count = (n: number | bigint, one: string, other: string) => `${n} ${Number(n) === 1 ? one : other}`;

/** A date bound (a timestamp) as the interface writes dates: dd/mm/yyyy. */
const day = (ms: number | bigint) => {
  const [y, m, d] = new Date(Number(ms)).toISOString().slice(0, 10).split('-');
  return `${d}/${m}/${y}`;
};

/** The number as Portuguese writes it (decimal comma). */
const num = (n: number | bigint) => String(n).replace('.', ',');

/**
 * The pt-PT messages of zod's issues: short, and the same in the server's answers and under the
 * browser's fields. The web maps each of them to an i18n key (apps/web/src/lib/validation-messages.ts),
 * so a change here is a change there too (its test says which).
 */
export const zodMessages = {
  required: REQUIRED_MESSAGE,
  notText: 'Tem de ser texto',
  notNumber: 'Tem de ser um número',
  notInteger: 'Tem de ser um número inteiro',
  notBoolean: 'Tem de ser verdadeiro ou falso',
  notList: 'Tem de ser uma lista',
  notObject: 'Tem de ser um objeto',
  notFile: 'Tem de ser um ficheiro',
  invalidDate: 'Data inválida',
  invalidValue: 'Valor inválido',
  invalidOption: 'Opção inválida',
  invalidField: 'Campo inválido',
  invalidFormat: 'Formato inválido',
  chooseOne: 'Selecione pelo menos uma opção',
  minChars: (n: number | bigint) => `Mínimo de ${count(n, 'caráter', 'caracteres')}`,
  maxChars: (n: number | bigint) => `Máximo de ${count(n, 'caráter', 'caracteres')}`,
  exactChars: (n: number | bigint) => `Tem de ter ${count(n, 'caráter', 'caracteres')}`,
  minItems: (n: number | bigint) => `Mínimo de ${count(n, 'elemento', 'elementos')}`,
  maxItems: (n: number | bigint) => `Máximo de ${count(n, 'elemento', 'elementos')}`,
  exactItems: (n: number | bigint) => `Tem de ter ${count(n, 'elemento', 'elementos')}`,
  minBytes: (n: number | bigint) => `Mínimo de ${n} bytes`,
  maxBytes: (n: number | bigint) => `Máximo de ${n} bytes`,
  atLeast: (n: number | bigint) => `Tem de ser igual ou superior a ${num(n)}`,
  greaterThan: (n: number | bigint) => `Tem de ser superior a ${num(n)}`,
  atMost: (n: number | bigint) => `Tem de ser igual ou inferior a ${num(n)}`,
  lessThan: (n: number | bigint) => `Tem de ser inferior a ${num(n)}`,
  tooSmall: 'Valor demasiado pequeno',
  tooBig: 'Valor demasiado grande',
  notBefore: (ms: number | bigint) => `A data tem de ser igual ou posterior a ${day(ms)}`,
  after: (ms: number | bigint) => `A data tem de ser posterior a ${day(ms)}`,
  notAfter: (ms: number | bigint) => `A data tem de ser igual ou anterior a ${day(ms)}`,
  before: (ms: number | bigint) => `A data tem de ser anterior a ${day(ms)}`,
  multipleOf: (n: number | bigint) => `Tem de ser múltiplo de ${num(n)}`,
  startsWith: (text: string) => `Tem de começar por "${text}"`,
  endsWith: (text: string) => `Tem de terminar em "${text}"`,
  includes: (text: string) => `Tem de incluir "${text}"`,
  unknownFields: (keys: readonly string[]) =>
    keys.length === 1 ? `Campo não permitido: ${keys[0]}` : `Campos não permitidos: ${keys.join(', ')}`,
} as const;

/** Each string format zod checks (`z.email()`, `z.iso.date()`, …) and what is wrong when it fails. */
export const formatMessages: Record<string, string> = {
  email: 'E-mail inválido',
  url: 'Endereço inválido',
  uuid: 'Identificador inválido',
  uuidv4: 'Identificador inválido',
  uuidv6: 'Identificador inválido',
  uuidv7: 'Identificador inválido',
  guid: 'Identificador inválido',
  nanoid: 'Identificador inválido',
  cuid: 'Identificador inválido',
  cuid2: 'Identificador inválido',
  ulid: 'Identificador inválido',
  xid: 'Identificador inválido',
  ksuid: 'Identificador inválido',
  datetime: 'Data e hora inválidas',
  date: zodMessages.invalidDate,
  time: 'Hora inválida',
  duration: 'Duração inválida',
  ipv4: 'Endereço IP inválido',
  ipv6: 'Endereço IP inválido',
  cidrv4: 'Endereço IP inválido',
  cidrv6: 'Endereço IP inválido',
  mac: 'Endereço MAC inválido',
  e164: 'Número de telefone inválido',
  base64: 'Codificação inválida',
  base64url: 'Codificação inválida',
  hex: 'Codificação inválida',
  json_string: 'JSON inválido',
  jwt: 'Token inválido',
  emoji: 'Emoji inválido',
  credit_card: 'Número de cartão inválido',
  iban: 'IBAN inválido',
  currency_code: 'Código de moeda inválido',
  lowercase: 'Tem de estar em minúsculas',
  uppercase: 'Tem de estar em maiúsculas',
};

const typeMessages: Record<string, string> = {
  string: zodMessages.notText,
  number: zodMessages.notNumber,
  nan: zodMessages.notNumber,
  int: zodMessages.notInteger,
  bigint: zodMessages.notInteger,
  boolean: zodMessages.notBoolean,
  date: zodMessages.invalidDate,
  array: zodMessages.notList,
  tuple: zodMessages.notList,
  set: zodMessages.notList,
  object: zodMessages.notObject,
  record: zodMessages.notObject,
  map: zodMessages.notObject,
  file: zodMessages.notFile,
};

type Issue = z.core.$ZodRawIssue;

function tooSmall(issue: Issue & { code: 'too_small' }): string {
  const { minimum: n, inclusive, exact } = issue;
  switch (issue.origin) {
    case 'string':
      if (exact) return zodMessages.exactChars(n);
      // An empty text where one is needed is a missing value (spec: "Campo Obrigatório").
      return Number(n) <= 1 ? REQUIRED_MESSAGE : zodMessages.minChars(n);
    case 'array':
    case 'set':
      if (exact) return zodMessages.exactItems(n);
      return Number(n) <= 1 ? zodMessages.chooseOne : zodMessages.minItems(n);
    case 'number':
    case 'int':
    case 'bigint':
      return inclusive ? zodMessages.atLeast(n) : zodMessages.greaterThan(n);
    case 'date':
      return inclusive ? zodMessages.notBefore(n) : zodMessages.after(n);
    case 'file':
      return zodMessages.minBytes(n);
    default:
      return zodMessages.tooSmall;
  }
}

function tooBig(issue: Issue & { code: 'too_big' }): string {
  const { maximum: n, inclusive, exact } = issue;
  switch (issue.origin) {
    case 'string':
      return exact ? zodMessages.exactChars(n) : zodMessages.maxChars(n);
    case 'array':
    case 'set':
      return exact ? zodMessages.exactItems(n) : zodMessages.maxItems(n);
    case 'number':
    case 'int':
    case 'bigint':
      return inclusive ? zodMessages.atMost(n) : zodMessages.lessThan(n);
    case 'date':
      return inclusive ? zodMessages.notAfter(n) : zodMessages.before(n);
    case 'file':
      return zodMessages.maxBytes(n);
    default:
      return zodMessages.tooBig;
  }
}

function invalidFormat(issue: Issue & { code: 'invalid_format' }): string {
  const raw = issue as Issue & { prefix?: string; suffix?: string; includes?: string };
  if (issue.format === 'starts_with') return zodMessages.startsWith(raw.prefix ?? '');
  if (issue.format === 'ends_with') return zodMessages.endsWith(raw.suffix ?? '');
  if (issue.format === 'includes') return zodMessages.includes(raw.includes ?? '');
  return formatMessages[issue.format] ?? zodMessages.invalidFormat;
}

/** zod's error map in pt-PT: every issue zod 4 can raise. A message a schema sets itself wins over it. */
export function ptPtError(issue: Issue): string {
  // A missing value (absent, or null where a value is needed) says the spec's "Campo Obrigatório".
  if (issue.input === undefined) return REQUIRED_MESSAGE;
  switch (issue.code) {
    case 'invalid_type':
      if (issue.input === null) return REQUIRED_MESSAGE;
      return typeMessages[issue.expected] ?? zodMessages.invalidValue;
    case 'invalid_value':
      if (issue.input === null) return REQUIRED_MESSAGE;
      return issue.values.length > 1 ? zodMessages.invalidOption : zodMessages.invalidValue;
    case 'too_small':
      return tooSmall(issue);
    case 'too_big':
      return tooBig(issue);
    case 'invalid_format':
      return invalidFormat(issue);
    case 'not_multiple_of':
      return zodMessages.multipleOf(issue.divisor);
    case 'unrecognized_keys':
      return zodMessages.unknownFields(issue.keys);
    case 'invalid_key':
      return zodMessages.invalidField;
    default:
      // invalid_union, invalid_element, custom (a refinement without its own message).
      return zodMessages.invalidValue;
  }
}

/**
 * Sets the pt-PT messages for every schema, on the server and in the browser. This module runs it
 * when it loads, and every contract module that builds schemas imports this one: whatever loads a
 * contract (a form's chunk in the browser, a route on the server) parses in pt-PT, with no start-up
 * call to forget and without zod in the login route's JavaScript.
 */
export function configureZod(): void {
  z.config({ localeError: ptPtError });
}

configureZod();

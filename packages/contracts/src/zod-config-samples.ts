import { formatMessages, zodMessages } from './zod-config.js';

/**
 * Every message the pt-PT error map (zod-config.ts) can write, with sample limits, and the format
 * messages: for the tests that hold them to pt-PT (contract-messages.test.ts) and to a translation in
 * each language the web offers (the web's validation-messages.test.ts).
 */
export function errorMapSamples(): string[] {
  const m = zodMessages;
  return [
    ...Object.values(m as Record<string, unknown>).filter((x): x is string => typeof x === 'string'),
    ...Object.values(formatMessages),
    ...[1, 2, 80].flatMap((n) =>
      [
        m.minChars,
        m.maxChars,
        m.exactChars,
        m.minItems,
        m.maxItems,
        m.exactItems,
        m.minBytes,
        m.maxBytes,
      ].map((f) => f(n)),
    ),
    ...[0, 0.5, -1, 1000].flatMap((n) => [m.atLeast, m.greaterThan, m.atMost, m.lessThan].map((f) => f(n))),
    m.multipleOf(5),
    m.multipleOf(0.5),
    ...[m.notBefore, m.after, m.notAfter, m.before].map((f) => f(Date.UTC(1900, 0, 1))),
    ...[m.startsWith, m.endsWith, m.includes].map((f) => f('PT')),
    m.unknownFields(['nome']),
    m.unknownFields(['nome', 'apelido']),
  ];
}

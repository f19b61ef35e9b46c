import { describe, expect, it } from 'vitest';
import { englishWordsIn } from '@clinica/contracts/portuguese-words';

// Issue 43 §8: Portuguese as written in Portugal — every pt message file, walked for English words a
// translator would flag («password», «draft», «status», «upload»…), the spec's quoted messages apart.
const files = import.meta.glob<Record<string, unknown>>(
  ['../locales/pt.json', '../features/*/messages/pt.json'],
  {
    eager: true,
    import: 'default',
  },
);

function* texts(value: unknown, path: string): Generator<[string, string]> {
  if (typeof value === 'string') yield [path, value];
  else if (value && typeof value === 'object')
    for (const [key, inner] of Object.entries(value)) yield* texts(inner, path ? `${path}.${key}` : key);
}

describe('the Portuguese messages', () => {
  it('walks every pt message file', () => {
    expect(Object.keys(files).length).toBeGreaterThanOrEqual(15);
  });

  it('say nothing in English a Portuguese translator would flag', () => {
    const flagged: string[] = [];
    for (const [file, messages] of Object.entries(files))
      for (const [key, text] of texts(messages, ''))
        for (const word of englishWordsIn(text)) flagged.push(`${file} ${key}: «${word}» in «${text}»`);
    expect(flagged).toEqual([]);
  });

  it('flags an English word, and lets the words Portugal uses and the spec’s own messages be', () => {
    expect(englishWordsIn('Nova password')).toEqual(['password']);
    expect(englishWordsIn('Estado do draft')).toEqual(['draft']);
    expect(englishWordsIn('Enviar por e-mail o pack, por SMS, MB WAY ou QR')).toEqual([]);
    expect(englishWordsIn('Erro ao tentar repor a password!')).toEqual([]);
  });
});

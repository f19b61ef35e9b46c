import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

// Every literal key the code asks for (`t('a.b')`, `i18nKey="a.b"`) exists in both languages, so no
// person ever reads a raw key such as "appointments.fields.allProfessionals" in a field. Keys built at
// run time (template strings) are not literal and are not checked here.

const src = join(import.meta.dirname, '..');

function files(dir: string, pick: (name: string) => boolean): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return files(path, pick);
    return pick(name) ? [path] : [];
  });
}

type Messages = { [key: string]: string | Messages };

function flatten(messages: Messages, prefix = '', into = new Set<string>()): Set<string> {
  for (const [key, value] of Object.entries(messages)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') into.add(path.replace(/_(zero|one|two|few|many|other)$/, ''));
    else flatten(value, path, into);
  }
  return into;
}

function keysOf(language: 'pt' | 'en'): Set<string> {
  const all = new Set<string>();
  for (const file of files(src, (name) => name === `${language}.json`))
    flatten(JSON.parse(readFileSync(file, 'utf8')) as Messages, '', all);
  return all;
}

const code = files(src, (name) => /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name));
const asked = new Map<string, string>();
for (const file of code) {
  const text = readFileSync(file, 'utf8');
  for (const m of text.matchAll(/\bt\(\s*'([a-zA-Z0-9_.-]+)'|i18nKey="([a-zA-Z0-9_.-]+)"/g)) {
    const key = m[1] ?? m[2]!;
    if (key.includes('.')) asked.set(key, file.slice(src.length + 1));
  }
}

describe('message keys', () => {
  it('finds the keys the code asks for', () => {
    expect(asked.size).toBeGreaterThan(300);
  });

  for (const language of ['pt', 'en'] as const) {
    it(`every literal key the code asks for exists in ${language}`, () => {
      const known = keysOf(language);
      const missing = [...asked].filter(([key]) => !known.has(key)).map(([key, file]) => `${key} (${file})`);
      expect(missing).toEqual([]);
    });
  }
});

import { describe, expect, it } from 'vitest';
import type { TFunction } from 'i18next';
import { contractMessages, translateProgrammeMessage } from '../programme-messages';
import en from './en.json';
import pt from './pt.json';

describe('the home programme’s messages', () => {
  it('carry the contract’s own pt-PT messages, an English one for each, and translate them by their text', () => {
    const t = ((key: string) => `t:${key}`) as unknown as TFunction;
    for (const [name, message] of Object.entries(contractMessages)) {
      expect((pt.programmes.contract as Record<string, string>)[name], name).toBe(message);
      expect((en.programmes.contract as Record<string, string>)[name], name).toBeTruthy();
      expect(translateProgrammeMessage(t, message)).toBe(`t:programmes.contract.${name}`);
    }
  });
});

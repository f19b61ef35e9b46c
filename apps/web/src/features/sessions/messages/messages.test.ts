import { describe, expect, it } from 'vitest';
import type { TFunction } from 'i18next';
import { performedMessages } from '@clinica/contracts/interventions-performed';
import { translateSessionMessage } from '../session-messages';
import en from './en.json';
import pt from './pt.json';

describe('the sessions’ messages', () => {
  it('carry the contract’s own pt-PT messages, an English one for each, and translate them by their text', () => {
    const t = ((key: string) => `t:${key}`) as unknown as TFunction;
    for (const [name, message] of Object.entries(performedMessages)) {
      expect((pt.sessions.contract as Record<string, string>)[name], name).toBe(message);
      expect((en.sessions.contract as Record<string, string>)[name], name).toBeTruthy();
      expect(translateSessionMessage(t, message)).toBe(`t:sessions.contract.${name}`);
    }
  });
});

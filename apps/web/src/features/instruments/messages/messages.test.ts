import { describe, expect, it } from 'vitest';
import type { TFunction } from 'i18next';
import { instrumentMessages } from '@clinica/contracts/instruments';
import i18n from '../../../lib/i18n';
import { contractMessages, translateInstrumentMessage } from '../instrument-messages';
import en from './en.json';
import pt from './pt.json';

describe('the outcome measures’ messages', () => {
  it('carry the contract’s own pt-PT messages, an English one for each, and translate them by their text', () => {
    const t = ((key: string) => `t:${key}`) as unknown as TFunction;
    expect(Object.keys(contractMessages).length).toBeGreaterThan(5);
    for (const [name, message] of Object.entries(contractMessages)) {
      expect((pt.instruments.contract as Record<string, string>)[name], name).toBe(message);
      expect((en.instruments.contract as Record<string, string>)[name], name).toBeTruthy();
      expect(translateInstrumentMessage(t, message)).toBe(`t:instruments.contract.${name}`);
    }
  });

  it('write «Faltam respostas…» as the contract does, and read the server’s back into English', async () => {
    i18n.addResourceBundle('pt', 'translation', pt, true, true);
    i18n.addResourceBundle('en', 'translation', en, true, true);
    const message = instrumentMessages.tooManyMissing(9, 10, 2);
    await i18n.changeLanguage('pt');
    expect(i18n.t('instruments.contract.tooManyMissing', { needed: 9, of: 10, missing: 2 })).toBe(message);
    await i18n.changeLanguage('en');
    expect(translateInstrumentMessage(i18n.t, message)).toBe(
      'Answers missing: at least 9 of 10 are needed (2 missing)',
    );
    await i18n.changeLanguage('pt');
  });
});

import { describe, expect, it } from 'vitest';
import { insurerBillingMessages } from '@clinica/contracts/insurer-billing';
import en from './messages/en.json';
import pt from './messages/pt.json';

describe('the insurer-billing contract’s messages', () => {
  it('each has its text in pt-PT (the contract’s own) and in English', () => {
    const ptMessages: Record<string, string> = pt.configurations.insurerBilling.messages;
    const enMessages: Record<string, string> = en.configurations.insurerBilling.messages;
    for (const [key, text] of Object.entries(insurerBillingMessages)) {
      expect(ptMessages[key], key).toBe(text);
      expect(enMessages[key], key).toBeTruthy();
    }
  });
});

import { describe, expect, it } from 'vitest';
import { paymentMessages } from '@clinica/contracts/payments';
import pt from './pt.json';

describe('the payments’ messages', () => {
  it('hold the contract’s pt-PT messages word for word (the server’s are translated by their text)', () => {
    expect(pt.payments.contract).toEqual(paymentMessages);
  });
});

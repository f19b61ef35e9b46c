import { describe, expect, it } from 'vitest';
import { paidInFull, paidWithInput } from './paid-with-fields';

describe('an FR’s methods in the issue dialog (issue 38)', () => {
  it('defaults to one method for the whole total, in the box as Portugal writes it', () => {
    expect(paidInFull(5050)).toEqual([{ method: 'cash', amount: '50,50' }]);
  });

  it('sends cents per method, and nothing while an amount is not a positive amount', () => {
    expect(
      paidWithInput([
        { method: 'mb', amount: '30' },
        { method: 'cash', amount: '20,5' },
      ]),
    ).toEqual([
      { method: 'mb', amount_cents: 3000 },
      { method: 'cash', amount_cents: 2050 },
    ]);
    expect(paidWithInput([{ method: 'cash', amount: '' }])).toBeNull();
    expect(paidWithInput([{ method: 'cash', amount: '0' }])).toBeNull();
    expect(paidWithInput([{ method: 'cash', amount: '1,234' }])).toBeNull();
  });
});

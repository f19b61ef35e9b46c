import { describe, expect, it } from 'vitest';
import { isValidNif, nif, postalCode } from './pt.js';

describe('NIF', () => {
  it.each(['123456789', '501442600', '999999990', '500000000'])('accepts %s', (v) => {
    expect(isValidNif(v)).toBe(true);
  });
  it.each(['123456780', '12345678', '1234567890', 'abcdefghi', '400000000', '501442601'])(
    'refuses %s',
    (v) => {
      expect(isValidNif(v)).toBe(false);
    },
  );
  it('normalises spaces and a PT prefix', () => {
    expect(nif.parse('PT 501 442 600')).toBe('501442600');
  });
});

describe('postal code', () => {
  it('takes NNNN-NNN only', () => {
    expect(postalCode.safeParse('4000-123').success).toBe(true);
    expect(postalCode.safeParse('4000123').success).toBe(false);
    expect(postalCode.safeParse('400-1234').success).toBe(false);
  });
});

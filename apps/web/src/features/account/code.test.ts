import { describe, expect, it } from 'vitest';
import { normalizeCode } from './code';

describe('the confirmation code field', () => {
  it('keeps the digits of what is typed or pasted, at most six', () => {
    expect(normalizeCode('123456')).toBe('123456');
    expect(normalizeCode('123 456')).toBe('123456');
    expect(normalizeCode(' 12-34-56 ')).toBe('123456');
    expect(normalizeCode('Código: 987654.')).toBe('987654');
    expect(normalizeCode('1234567')).toBe('123456');
    expect(normalizeCode('abc')).toBe('');
  });
});

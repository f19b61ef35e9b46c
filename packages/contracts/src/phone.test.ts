import { describe, expect, it } from 'vitest';
import { formatPhone, phone, PHONE_INVALID } from './phone.js';

describe('phone', () => {
  it.each([
    ['912345678', '+351912345678'],
    ['912 345 678', '+351912345678'],
    ['+351 912 345 678', '+351912345678'],
    ['00351 212345678', '+351212345678'],
    ['+34 612 345 678', '+34612345678'],
  ])('takes %s as %s', (input, e164) => {
    expect(phone.parse(input)).toBe(e164);
  });

  it.each(['123', '91234567', 'abc', '+351 000 000 000', ''])('refuses %j', (input) => {
    const r = phone.safeParse(input);
    expect(r.success).toBe(false);
    expect(r.error?.issues[0]?.message).toBe(PHONE_INVALID);
  });

  it('shows a stored number grouped, and anything else as stored', () => {
    expect(formatPhone('+351912345678')).toBe('+351 912 345 678');
    expect(formatPhone('+34612345678')).toBe('+34 612 34 56 78');
    expect(formatPhone('não é um número')).toBe('não é um número');
  });
});

import { describe, expect, it } from 'vitest';
import { makeUser } from '../app/test-users';
import { clearUser, decodeUser, encodeUser, getUser, setUser, userConfirmedAt } from './session';

describe('stored user record', () => {
  it('is stored encoded, not as readable JSON, and survives accents', () => {
    const user = makeUser('manager', { first_name: 'João', surname: 'Conceição' });
    setUser(user);
    const stored = localStorage.getItem('clinica.user') ?? '';
    expect(stored).not.toContain('João');
    expect(stored).not.toContain('{');
    expect(decodeUser(stored)).toEqual(user);
    expect(getUser()).toEqual(user);
  });

  it('is cleared by logout and ignores a damaged value', () => {
    setUser(makeUser('patient'));
    clearUser();
    expect(localStorage.getItem('clinica.user')).toBeNull();
    expect(getUser()).toBeNull();
    expect(decodeUser('not base64 at all %%%')).toBeNull();
    expect(decodeUser(encodeUser(makeUser('patient')).slice(0, 10))).toBeNull();
  });

  it('counts as fresh from the server once set, until logout', () => {
    clearUser();
    expect(userConfirmedAt()).toBe(0);
    setUser(makeUser('manager'));
    expect(userConfirmedAt()).toBeGreaterThan(0);
    clearUser();
    expect(userConfirmedAt()).toBe(0);
  });
});

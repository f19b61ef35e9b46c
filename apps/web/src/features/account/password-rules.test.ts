import { describe, expect, it } from 'vitest';
import { passwordRules } from './password-rules';

const met = (password: string, email: string | null) =>
  Object.fromEntries(passwordRules(password, email).map((rule) => [rule.id, rule.met]));

describe('password rules as the person types', () => {
  it('meets none while empty', () => {
    expect(met('', 'ana@clinica.pt')).toEqual({ min: false, max: false, notEmail: false });
  });

  it('needs 10 to 128 characters', () => {
    expect(met('123456789', null)).toMatchObject({ min: false, max: true });
    expect(met('1234567890', null)).toMatchObject({ min: true, max: true });
    expect(met('x'.repeat(128), null)).toMatchObject({ min: true, max: true });
    expect(met('x'.repeat(129), null)).toMatchObject({ min: true, max: false });
  });

  it('must not be the e-mail, ignoring case and surrounding spaces', () => {
    expect(met('Ana.Sousa@Clinica.pt ', 'ana.sousa@clinica.pt')).toMatchObject({ notEmail: false });
    expect(met('ana.sousa@clinica.pt1', 'ana.sousa@clinica.pt')).toMatchObject({ notEmail: true });
    expect(met('qualquer-coisa', null)).toMatchObject({ notEmail: true });
  });
});

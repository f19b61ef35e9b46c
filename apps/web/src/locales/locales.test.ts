import { describe, expect, it } from 'vitest';
import pt from './pt.json';
import en from './en.json';

function keys(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([k, v]) => keys(v, prefix ? `${prefix}.${k}` : k));
}

describe('message sets', () => {
  it('pt and en have exactly the same keys, none empty', () => {
    expect(keys(en).sort()).toEqual(keys(pt).sort());
    for (const set of [pt, en]) {
      for (const key of keys(set)) {
        const value = key
          .split('.')
          .reduce<unknown>((acc, part) => (acc as Record<string, unknown>)[part], set);
        expect(typeof value === 'string' && value.trim().length > 0, key).toBe(true);
      }
    }
  });

  it('quotes the specification’s messages exactly', () => {
    expect(pt.login.invalidCredentials).toBe('Credenciais Incorretas');
    expect(`${pt.login.tooManyAttemptsTitle} / ${pt.login.tooManyAttemptsDetail}`).toBe(
      'Demasiadas Tentativas / Por favor aguarde uns minutes e tente outra vez',
    );
    expect(pt.errors.serverUnreachable).toBe('Servidor não contactável');
    expect(`${pt.errors.subscriptionInactiveTitle} / ${pt.errors.subscriptionInactiveDetail}`).toBe(
      'Subscrição não ativa / Atualize os detalhes de pagamento',
    );
    expect(pt.errors.forbidden).toBe('Não tem permissões para aceder a estes dados ou realizar esta ação');
    expect(pt.errors.serverError).toBe('Erro do Servidor');
  });
});

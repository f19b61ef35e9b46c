import { describe, expect, it } from 'vitest';
import { interventionRegions } from '@clinica/contracts/interventions';
import pt from './pt.json';
import en from './en.json';

function keys(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([k, v]) => keys(v, prefix ? `${prefix}.${k}` : k));
}

type Messages = Record<string, unknown>;
const featureSets = import.meta.glob<Messages>('../features/*/messages/*.json', {
  eager: true,
  import: 'default',
});
const features = [...new Set(Object.keys(featureSets).map((path) => path.split('/')[2] ?? ''))].filter(
  Boolean,
);

function expectComplete(ptSet: Messages, enSet: Messages) {
  expect(keys(enSet).sort()).toEqual(keys(ptSet).sort());
  for (const set of [ptSet, enSet]) {
    for (const key of keys(set)) {
      const value = key
        .split('.')
        .reduce<unknown>((acc, part) => (acc as Record<string, unknown>)[part], set);
      expect(typeof value === 'string' && value.trim().length > 0, key).toBe(true);
    }
  }
}

describe('message sets', () => {
  it('pt and en have exactly the same keys, none empty', () => {
    expectComplete(pt, en);
  });

  it.each(features)(
    'the %s feature’s pt and en have the same keys, under its own top-level key',
    (feature) => {
      const ptSet = featureSets[`../features/${feature}/messages/pt.json`];
      const enSet = featureSets[`../features/${feature}/messages/en.json`];
      expect(ptSet, 'pt.json').toBeDefined();
      expect(enSet, 'en.json').toBeDefined();
      expectComplete(ptSet!, enSet!);
      // Merged into one namespace: a feature set never overwrites the core set's keys.
      for (const top of Object.keys(ptSet!)) expect(Object.keys(pt), top).not.toContain(top);
    },
  );

  it('name every region of the interventions library (the shared picker shows them)', () => {
    for (const messages of [pt, en])
      expect(Object.keys(messages.interventionRegions).sort()).toEqual([...interventionRegions].sort());
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

import { afterEach, describe, expect, it } from 'vitest';
import i18n, { changeLocale, ensureFeatureMessages, featureMessages } from './i18n';

const sample = featureMessages('sampleFeature', {
  pt: () => Promise.resolve({ default: { sampleFeature: { greeting: 'Olá' } } }),
  en: () => Promise.resolve({ default: { sampleFeature: { greeting: 'Hello' } } }),
});

describe('feature message sets', () => {
  afterEach(async () => {
    await changeLocale('pt');
  });

  it('are absent until the feature loads, then merge into the one namespace beside the core strings', async () => {
    expect(i18n.exists('sampleFeature.greeting')).toBe(false);
    await ensureFeatureMessages(sample);
    expect(i18n.t('sampleFeature.greeting')).toBe('Olá');
    expect(i18n.t('errors.serverError')).toBe('Erro do Servidor');
  });

  it('follow a change of language after they were loaded', async () => {
    await ensureFeatureMessages(sample);
    await changeLocale('en');
    expect(i18n.t('sampleFeature.greeting')).toBe('Hello');
    await changeLocale('pt');
    expect(i18n.t('sampleFeature.greeting')).toBe('Olá');
  });
});

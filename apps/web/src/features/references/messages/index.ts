import { featureMessages } from '../../../lib/i18n';

/** The references feature's strings (`t('references.…')`), loaded with its routes. */
export const referencesMessages = featureMessages('references', {
  pt: () => import('./pt.json'),
  en: () => import('./en.json'),
});

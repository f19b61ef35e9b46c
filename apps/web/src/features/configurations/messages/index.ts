import { featureMessages } from '../../../lib/i18n';

/** The configurations feature's strings (`t('configurations.…')`), loaded with its routes. */
export const configurationsMessages = featureMessages('configurations', {
  pt: () => import('./pt.json'),
  en: () => import('./en.json'),
});

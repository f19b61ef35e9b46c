import { featureMessages } from '../../../lib/i18n';

/** The evaluations feature's strings (`t('evaluations.…')`), loaded with its routes. */
export const evaluationsMessages = featureMessages('evaluations', {
  pt: () => import('./pt.json'),
  en: () => import('./en.json'),
});

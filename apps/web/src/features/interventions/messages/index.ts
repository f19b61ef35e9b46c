import { featureMessages } from '../../../lib/i18n';

/** The interventions feature's strings (`t('interventions.…')`), loaded with its routes. */
export const interventionsMessages = featureMessages('interventions', {
  pt: () => import('./pt.json'),
  en: () => import('./en.json'),
});

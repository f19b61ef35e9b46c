import { featureMessages } from '../../../lib/i18n';

/** The services feature's strings (`t('services.…')`), loaded with its routes. */
export const servicesMessages = featureMessages('services', {
  pt: () => import('./pt.json'),
  en: () => import('./en.json'),
});

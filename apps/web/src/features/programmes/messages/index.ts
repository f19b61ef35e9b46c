import { featureMessages } from '../../../lib/i18n';

/** The home exercise programme's strings (`t('programmes.…')`), loaded with the routes that show it. */
export const programmesMessages = featureMessages('programmes', {
  pt: () => import('./pt.json'),
  en: () => import('./en.json'),
});

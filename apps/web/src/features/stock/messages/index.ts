import { featureMessages } from '../../../lib/i18n';

/** The stock feature's strings (`t('stock.…')`), loaded with the services pages that show it. */
export const stockMessages = featureMessages('stock', {
  pt: () => import('./pt.json'),
  en: () => import('./en.json'),
});

import { featureMessages } from '../../../lib/i18n';

/** The payments' strings (`t('payments.…')`), loaded with the routes that show them. */
export const paymentsMessages = featureMessages('payments', {
  pt: () => import('./pt.json'),
  en: () => import('./en.json'),
});

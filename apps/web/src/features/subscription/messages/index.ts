import { featureMessages } from '../../../lib/i18n';

/** The subscription's strings (`t('subscription.…')`): its page, the plans, the checkout's return routes. */
export const subscriptionMessages = featureMessages('subscription', {
  pt: () => import('./pt.json'),
  en: () => import('./en.json'),
});

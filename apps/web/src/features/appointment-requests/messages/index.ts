import { featureMessages } from '../../../lib/i18n';

/** The booking requests' strings (`t('requests.…')`), loaded with «Pedidos» and the calendar's badge. */
export const appointmentRequestsMessages = featureMessages('requests', {
  pt: () => import('./pt.json'),
  en: () => import('./en.json'),
});

import { featureMessages } from '../../../lib/i18n';

/** The communications pages' strings (`t('appointmentLink.…')`, `notificationSettings.…`), loaded with their routes. */
export const communicationsMessages = featureMessages('communications', {
  pt: () => import('./pt.json'),
  en: () => import('./en.json'),
});

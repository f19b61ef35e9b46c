import { featureMessages } from '../../../lib/i18n';

/** The sessions feature's strings (`t('sessions.…')`), loaded with the routes that show it. */
export const sessionsMessages = featureMessages('sessions', {
  pt: () => import('./pt.json'),
  en: () => import('./en.json'),
});

import { featureMessages } from '../../../lib/i18n';

/** The appointments feature's strings (`t('appointments.…')`), loaded with the calendar and appointments routes. */
export const appointmentsMessages = featureMessages('appointments', {
  pt: () => import('./pt.json'),
  en: () => import('./en.json'),
});

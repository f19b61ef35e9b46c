import { featureMessages } from '../../../lib/i18n';

/** The patients feature's strings (`t('patients.…')`), loaded with its routes. */
export const patientsMessages = featureMessages('patients', {
  pt: () => import('./pt.json'),
  en: () => import('./en.json'),
});

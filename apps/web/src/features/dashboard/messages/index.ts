import { featureMessages } from '../../../lib/i18n';

/** The dashboard's strings (`t('dashboard.…')`, `t('dashboardManager.…')`), loaded with its route. */
export const dashboardMessages = featureMessages('dashboard', {
  pt: () => import('./pt.json'),
  en: () => import('./en.json'),
});

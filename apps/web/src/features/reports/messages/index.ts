import { featureMessages } from '../../../lib/i18n';

/** The reports' strings (`t('reports.…')`), loaded with the reports' route. */
export const reportsMessages = featureMessages('reports', {
  pt: () => import('./pt.json'),
  en: () => import('./en.json'),
});

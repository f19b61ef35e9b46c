import { featureMessages } from '../../../lib/i18n';

/** The expenses' strings (`t('expenses.…')`), loaded with the routes that show them. */
export const expensesMessages = featureMessages('expenses', {
  pt: () => import('./pt.json'),
  en: () => import('./en.json'),
});

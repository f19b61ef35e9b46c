import { featureMessages } from '../../../lib/i18n';

/** The invoicing documents' strings (`t('invoices.…')`), loaded with the routes that show them. */
export const invoicesMessages = featureMessages('invoices', {
  pt: () => import('./pt.json'),
  en: () => import('./en.json'),
});

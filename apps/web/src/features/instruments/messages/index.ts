import { featureMessages } from '../../../lib/i18n';

/** The outcome measures' strings (`t('instruments.…')`), loaded with the routes that show them. */
export const instrumentsMessages = featureMessages('instruments', {
  pt: () => import('./pt.json'),
  en: () => import('./en.json'),
});

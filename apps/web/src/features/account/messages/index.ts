import { featureMessages } from '../../../lib/i18n';

/** The account pages' strings (`t('signUp.…')`, `signUpConfirm`, `setPassword`, `resetPassword`), loaded with their routes. */
export const accountMessages = featureMessages('account', {
  pt: () => import('./pt.json'),
  en: () => import('./en.json'),
});

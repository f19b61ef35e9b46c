import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import { useTranslation } from 'react-i18next';

/** The server refused with 429 (too many attempts): the login's words, on every account form that can get it. */
export function TooManyAttemptsAlert() {
  const { t } = useTranslation();
  return (
    <Alert severity="error" role="alert">
      <AlertTitle>{t('login.tooManyAttemptsTitle')}</AlertTitle>
      {t('login.tooManyAttemptsDetail')}
    </Alert>
  );
}

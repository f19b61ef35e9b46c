import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Link from '@mui/material/Link';

/** Spec §1: on trial nothing is sent; the screens say so and lead to the subscription. */
export function TrialNotice() {
  const { t } = useTranslation();
  return (
    <Alert severity="info" sx={{ mb: 2 }}>
      {t('campaigns.trial')}{' '}
      <Link component={RouterLink} to="/configurations/subscription">
        {t('notificationSettings.subscribe')}
      </Link>
    </Alert>
  );
}

import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

/**
 * What anyone but a manager sees on the subscription page (sent there by a 402): the spec's notice when
 * the subscription is not active, and whom to ask — no payment controls.
 */
export function InactiveNotice({ active }: { active: boolean }) {
  const { t } = useTranslation();
  return (
    <Alert severity={active ? 'info' : 'warning'}>
      {active ? null : (
        <>
          <AlertTitle>{t('subscription.inactive.title')}</AlertTitle>
          <Typography variant="body2">{t('subscription.inactive.detail')}</Typography>
        </>
      )}
      <Typography variant="body2" sx={{ fontWeight: 'bold' }}>
        {t('subscription.inactive.contact')}
      </Typography>
    </Alert>
  );
}

import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { PageHeader } from '../../../components/page-header';

/** `/checkout-session/cancel` (spec §2): the hosted checkout was abandoned; nothing was charged. */
export function CheckoutCancelPage() {
  const { t } = useTranslation();
  return (
    <Stack spacing={2} sx={{ maxWidth: 560 }}>
      <PageHeader title={t('subscription.cancel.title')} />
      <Alert severity="info">{t('subscription.cancel.detail')}</Alert>
      <Button
        component={RouterLink}
        to="/configurations/subscription"
        variant="contained"
        sx={{ alignSelf: 'flex-start' }}
      >
        {t('subscription.cancel.back')}
      </Button>
    </Stack>
  );
}

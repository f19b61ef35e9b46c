import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { AuthCard } from './auth-card';

/** A single-use link that cannot be used (bad, used or expired): say so and offer the ways out. */
export function InvalidLink({ flow }: { flow: 'sign-up' | 'reset' }) {
  const { t } = useTranslation();
  return (
    <AuthCard title={t('signUp.errors.invalidLink')}>
      <Stack spacing={3}>
        <Alert severity="error" role="alert">
          {flow === 'reset' ? t('setPassword.invalidBodyReset') : t('setPassword.invalidBody')}
        </Alert>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
          <Button component={RouterLink} to="/reset-password" variant="contained">
            {t('setPassword.requestNewLink')}
          </Button>
          <Button component={RouterLink} to="/login" variant="outlined">
            {t('setPassword.goToLogin')}
          </Button>
        </Stack>
      </Stack>
    </AuthCard>
  );
}

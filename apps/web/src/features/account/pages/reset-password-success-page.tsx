import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CheckCircleOutlineOutlined from '@mui/icons-material/CheckCircleOutlineOutlined';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { AuthCard } from '../components/auth-card';

export function ResetPasswordSuccessPage() {
  const { t } = useTranslation();
  return (
    <AuthCard title={t('resetPassword.successTitle')} intro={t('resetPassword.successBody')}>
      <Box
        sx={{ display: 'flex', justifyContent: 'center', mb: 3, color: 'success.main' }}
        aria-hidden="true"
      >
        <CheckCircleOutlineOutlined sx={{ fontSize: 64 }} />
      </Box>
      <Button component={RouterLink} to="/login" variant="contained" size="large" fullWidth>
        {t('resetPassword.login')}
      </Button>
    </AuthCard>
  );
}

import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { SignUpPage } from '../../features/account/pages/sign-up-page';
import { PlansTable } from '../../features/subscription/components/plans-table';

/** Sign-up (spec §1) with the plans a clinic takes after its 14 free days (issue 49). */
export function SignUpWithPlansPage() {
  const { t } = useTranslation();
  return (
    <>
      <SignUpPage />
      <Box sx={{ maxWidth: 720, mx: 'auto', mt: 4, mb: 4 }}>
        <Typography color="text.secondary" sx={{ mb: 2 }}>
          {t('subscription.plans.afterTrial')}
        </Typography>
        <PlansTable />
      </Box>
    </>
  );
}

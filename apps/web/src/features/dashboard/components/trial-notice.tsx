import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../lib/format';
import type { TrialState } from '../first-steps';

/** The 14-day trial (spec §1): when it ends, and that SMS and e-mail communications wait for a subscription. */
export function TrialNotice({ trial, timeZone }: { trial: TrialState; timeZone: string }) {
  const { t } = useTranslation();
  const date = formatDate(trial.endsAt, timeZone);
  return (
    <Alert
      severity={trial.ended ? 'warning' : 'info'}
      variant="outlined"
      sx={{ bgcolor: 'background.paper', '& .MuiAlert-message': { width: '100%' } }}
    >
      <AlertTitle component="h2" sx={{ fontSize: '1rem', mb: 0.5 }}>
        {t('dashboardManager.trialTitle')}
      </AlertTitle>
      {trial.ended
        ? t('dashboardManager.trialEnded', { date })
        : `${t('dashboardManager.trialEnds', { date })} ${t('dashboardManager.daysLeft', { count: trial.daysLeft })}`}
      <br />
      {t('dashboardManager.trialCommunications')}
      <Box sx={{ mt: 1.5 }}>
        <Button
          component={RouterLink}
          to="/configurations/subscription"
          color="inherit"
          variant="outlined"
          size="small"
        >
          {t('dashboardManager.subscribe')}
        </Button>
      </Box>
    </Alert>
  );
}

import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import CircularProgress from '@mui/material/CircularProgress';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useUser } from '../../../lib/session';
import { communicationsKeys } from '../api/keys';
import { getNotificationSettings } from '../api/notification-settings';
import { NotificationSettingsForm } from '../components/notification-settings-form';
import { OutboxSection } from '../components/outbox-section';

/** /configurations/notifications — the clinic's reminders and birthday messages (manager). */
export function NotificationSettingsPage() {
  const { t } = useTranslation();
  const tenantId = useUser()?.tenant.id ?? '';
  const query = useQuery({
    queryKey: communicationsKeys.settings(tenantId),
    queryFn: ({ signal }) => getNotificationSettings(tenantId, signal),
    enabled: tenantId !== '',
  });
  return (
    <>
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, maxWidth: 720 }}>
        <Typography variant="h4" component="h1" sx={{ mb: 2, fontSize: { xs: '1.75rem', sm: '2.125rem' } }}>
          {t('routes.notificationSettings')}
        </Typography>
        {query.data?.trial ? (
          <Alert severity="info" sx={{ mb: 2 }}>
            {t('notificationSettings.trial')}{' '}
            <Link component={RouterLink} to="/configurations/subscription">
              {t('notificationSettings.subscribe')}
            </Link>
          </Alert>
        ) : null}
        {query.data ? (
          <>
            <Typography color="text.secondary" sx={{ mb: 2 }}>
              {t('notificationSettings.sent', {
                sent: query.data.sms_sent_this_month,
                cap: query.data.sms_monthly_cap,
              })}
            </Typography>
            <NotificationSettingsForm tenantId={tenantId} current={query.data} />
          </>
        ) : query.isError ? (
          <Alert severity="error">{t('errors.unexpected')}</Alert>
        ) : (
          <CircularProgress aria-label={t('notificationSettings.loading')} />
        )}
      </Paper>
      <OutboxSection />
    </>
  );
}

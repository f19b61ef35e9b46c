import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/page-header';
import { fetchMe, meQueryKey } from '../../../lib/me-api';
import { useUser } from '../../../lib/session';
import { ChangePasswordForm } from '../../../components/change-password-form';
import { ProfilePhoto } from '../components/profile-photo';
import { MySchedule } from '../components/my-schedule';
import { CalendarFeed } from '../components/calendar-feed';

function Detail({ label, value }: { label: string; value: string }) {
  return (
    <Box
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', sm: '12rem 1fr' },
        gap: { xs: 0, sm: 2 },
        py: 0.75,
      }}
    >
      <Typography component="dt" color="text.secondary">
        {label}
      </Typography>
      <Typography component="dd" sx={{ m: 0, overflowWrap: 'anywhere' }}>
        {value}
      </Typography>
    </Box>
  );
}

export function ProfilePage() {
  const { t } = useTranslation();
  const stored = useUser();
  const { data } = useQuery({ queryKey: meQueryKey, queryFn: ({ signal }) => fetchMe(signal) });
  const user = data ?? stored;
  if (!user) return null;
  const name = `${user.first_name} ${user.surname}`.trim();

  return (
    <>
      <PageHeader title={t('routes.profile')} />
      <Stack spacing={3}>
        <Card variant="outlined">
          <CardContent>
            <Typography variant="h6" component="h2" sx={{ mb: 2 }}>
              {t('profile.photo')}
            </Typography>
            <ProfilePhoto user={user} />
          </CardContent>
        </Card>
        <Card variant="outlined">
          <CardContent>
            <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
              {t('profile.personalData')}
            </Typography>
            <Box component="dl" sx={{ m: 0 }}>
              <Detail label={t('profile.name')} value={name} />
              <Detail label={t('profile.email')} value={user.email ?? '—'} />
              <Detail label={t('profile.type')} value={t(`profile.types.${user.type}`)} />
              <Detail label={t('profile.clinic')} value={user.tenant.name} />
              <Detail label={t('profile.status')} value={t(`profile.statuses.${user.status}`)} />
            </Box>
          </CardContent>
        </Card>
        {user.type === 'professional' || user.type === 'manager' ? (
          <Card variant="outlined">
            <CardContent>
              <Typography variant="h6" component="h2" sx={{ mb: 2 }}>
                {t('profile.mySchedule')}
              </Typography>
              <MySchedule userId={user.id} canEdit={user.type === 'manager'} />
            </CardContent>
          </Card>
        ) : null}
        {user.type === 'professional' || user.type === 'manager' ? (
          <Card variant="outlined">
            <CardContent>
              <Typography variant="h6" component="h2" sx={{ mb: 2 }}>
                {t('profile.calendarFeed.title')}
              </Typography>
              <CalendarFeed />
            </CardContent>
          </Card>
        ) : null}
        <Card variant="outlined">
          <CardContent>
            <Typography variant="h6" component="h2" id="change-password-title" sx={{ mb: 2 }}>
              {t('profile.changePassword')}
            </Typography>
            <ChangePasswordForm email={user.email} />
          </CardContent>
        </Card>
      </Stack>
    </>
  );
}

import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Fact, FactList } from '../../../components/fact-list';
import { PageHeader } from '../../../components/page-header';
import { fetchMe, meQueryKey } from '../../../lib/me-api';
import { useUser } from '../../../lib/session';
import { ChangePasswordForm } from '../../../components/change-password-form';
import { ProfilePhoto } from '../components/profile-photo';
import { MySchedule } from '../components/my-schedule';
import { CalendarFeed } from '../components/calendar-feed';

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
            <FactList>
              <Fact label={t('profile.name')}>{name}</Fact>
              <Fact label={t('profile.email')}>{user.email ?? '—'}</Fact>
              <Fact label={t('profile.type')}>{t(`profile.types.${user.type}`)}</Fact>
              <Fact label={t('profile.clinic')}>{user.tenant.name}</Fact>
              <Fact label={t('profile.status')}>{t(`profile.statuses.${user.status}`)}</Fact>
            </FactList>
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

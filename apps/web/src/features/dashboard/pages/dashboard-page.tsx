import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import EventOutlined from '@mui/icons-material/EventOutlined';
import FitnessCenterOutlined from '@mui/icons-material/FitnessCenterOutlined';
import ReceiptLongOutlined from '@mui/icons-material/ReceiptLongOutlined';
import Stack from '@mui/material/Stack';
import InsightsOutlined from '@mui/icons-material/InsightsOutlined';
import type { Me } from '@clinica/contracts/auth';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/empty-state';
import { PlaceholderPage } from '../../../components/placeholder-page';
import { PageHeader } from '../../../components/page-header';
import { useUser } from '../../../lib/session';
import { dashboardKeys } from '../api/keys';
import { fetchSetupTotals } from '../api/setup-totals';
import { FirstStepsGuide } from '../components/first-steps-guide';
import { TrialNotice } from '../components/trial-notice';
import { firstSteps, trialState } from '../first-steps';

function HomeCard({ icon, title, empty }: { icon: ReactNode; title: string; empty: string }) {
  return (
    <Card variant="outlined" sx={{ height: '100%' }}>
      <CardContent>
        <Typography variant="h6" component="h2" sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 1 }}>
          <span aria-hidden="true" style={{ display: 'inline-flex' }}>
            {icon}
          </span>
          {title}
        </Typography>
        <Typography color="text.secondary">{empty}</Typography>
      </CardContent>
    </Card>
  );
}

/** A patient's personal home (DESIGN §8). Its contents arrive with the patient portal issue. */
function PatientHome({ firstName }: { firstName: string }) {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader title={t('dashboard.greeting', { name: firstName })} />
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, md: 4 }}>
          <HomeCard
            icon={<EventOutlined />}
            title={t('dashboard.nextAppointments')}
            empty={t('dashboard.noAppointments')}
          />
        </Grid>
        <Grid size={{ xs: 12, md: 4 }}>
          <HomeCard
            icon={<FitnessCenterOutlined />}
            title={t('dashboard.exerciseProgramme')}
            empty={t('dashboard.noExercises')}
          />
        </Grid>
        <Grid size={{ xs: 12, md: 4 }}>
          <HomeCard
            icon={<ReceiptLongOutlined />}
            title={t('dashboard.invoices')}
            empty={t('dashboard.noInvoices')}
          />
        </Grid>
      </Grid>
    </>
  );
}

/** The manager's dashboard: the trial notice, the first-steps guide of a new clinic, then the indicators. */
function ManagerHome({ user }: { user: Me }) {
  const { t } = useTranslation();
  const totals = useQuery({
    queryKey: dashboardKeys.setupTotals(),
    queryFn: ({ signal }) => fetchSetupTotals(signal),
  });
  const trial = trialState(user.tenant.subscription, new Date());
  const steps = totals.data ? firstSteps(totals.data) : null;
  return (
    <>
      <PageHeader title={t('routes.dashboard')} />
      <Stack spacing={3}>
        {trial ? <TrialNotice trial={trial} timeZone={user.tenant.time_zone} /> : null}
        {steps && steps.some((step) => !step.done) ? <FirstStepsGuide steps={steps} /> : null}
        <EmptyState
          icon={<InsightsOutlined sx={{ fontSize: 48 }} />}
          title={t('dashboardManager.indicatorsTitle')}
          body={t('dashboard.managerIntro')}
        />
      </Stack>
    </>
  );
}

export function DashboardPage() {
  const user = useUser();
  if (!user) return null;
  if (user.type === 'patient') {
    return <PatientHome firstName={user.first_name} />;
  }
  if (user.type === 'manager') return <ManagerHome user={user} />;
  return <PlaceholderPage titleKey="routes.dashboard" />;
}

import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import InsightsOutlined from '@mui/icons-material/InsightsOutlined';
import type { Me } from '@clinica/contracts/auth';
import type { ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { PlaceholderPage } from '../../../components/placeholder-page';
import { PageHeader } from '../../../components/page-header';
import { useUser } from '../../../lib/session';
import { dashboardKeys } from '../api/keys';
import { fetchSetupTotals } from '../api/setup-totals';
import { FirstStepsGuide } from '../components/first-steps-guide';
import { ManagerIndicators } from '../components/manager-indicators';
import { PatientHome } from '../components/patient-home';
import { TrialNotice } from '../components/trial-notice';
import { firstSteps, trialState } from '../first-steps';

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
      <PageHeader
        title={t('routes.dashboard')}
        actions={
          <Button
            component={RouterLink}
            to="/reports/financial"
            variant="outlined"
            startIcon={<InsightsOutlined />}
          >
            {t('dashboardManager.tiles.reports')}
          </Button>
        }
      />
      <Stack spacing={3}>
        {trial ? <TrialNotice trial={trial} timeZone={user.tenant.time_zone} /> : null}
        {steps && steps.some((step) => !step.done) ? <FirstStepsGuide steps={steps} /> : null}
        <ManagerIndicators timeZone={user.tenant.time_zone} />
      </Stack>
    </>
  );
}

/**
 * /dashboard; `programmeCard` and `invoicesCard` are the patient's exercise programme and invoices
 * cards, which app/ provides.
 */
export function DashboardPage({
  programmeCard,
  invoicesCard,
}: {
  programmeCard: ReactNode;
  invoicesCard?: ReactNode;
}) {
  const user = useUser();
  if (!user) return null;
  if (user.type === 'patient')
    return <PatientHome user={user} programmeCard={programmeCard} invoicesCard={invoicesCard} />;
  if (user.type === 'manager') return <ManagerHome user={user} />;
  return <PlaceholderPage titleKey="routes.dashboard" />;
}

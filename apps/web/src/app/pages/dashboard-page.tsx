import { DashboardPage as DashboardHome } from '../../features/dashboard/pages/dashboard-page';
import { ProgrammeHomeCard } from '../../features/programmes/components/programme-home-card';

/**
 * /dashboard: the dashboard feature's page, with the programmes feature's card on a patient's home
 * (DESIGN §3 rule 1: features do not import each other; app/ composes them).
 */
export function DashboardPage() {
  return <DashboardHome programmeCard={<ProgrammeHomeCard />} />;
}

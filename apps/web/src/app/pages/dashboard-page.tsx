import Stack from '@mui/material/Stack';
import { DashboardPage as DashboardHome } from '../../features/dashboard/pages/dashboard-page';
import { InvoicesHomeCard } from '../../features/invoices/components/invoices-home-card';
import { ReceiptsHomeCard } from '../../features/payments/components/receipts-home-card';
import { ProgrammeHomeCard } from '../../features/programmes/components/programme-home-card';
import { useUser } from '../../lib/session';

/**
 * /dashboard: the dashboard feature's page, with the programmes feature's card and (when the clinic
 * invoices here) the invoices feature's card and the payments feature's «Recibos» on a patient's
 * home (DESIGN §3 rule 1: features do not import each other; app/ composes them).
 */
export function DashboardPage() {
  const user = useUser();
  const invoicing = user?.type === 'patient' && user.tenant.invoicing.active;
  return (
    <DashboardHome
      programmeCard={<ProgrammeHomeCard />}
      invoicesCard={
        invoicing ? (
          <Stack spacing={2}>
            <InvoicesHomeCard timeZone={user.tenant.time_zone} />
            <ReceiptsHomeCard timeZone={user.tenant.time_zone} />
          </Stack>
        ) : undefined
      }
    />
  );
}

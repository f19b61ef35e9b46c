import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ReceiptLongOutlined from '@mui/icons-material/ReceiptLongOutlined';
import type { Me } from '@clinica/contracts/auth';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/page-header';
import { ClinicContactsCard } from './clinic-contacts-card';
import { MyAppointmentsCard } from './my-appointments-card';

function HomeCard({ icon, title, empty }: { icon: ReactNode; title: string; empty: string }) {
  return (
    <Card variant="outlined">
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

/**
 * A patient's personal home (DESIGN §8): their appointments, then their exercise programme and their
 * invoices (the programmes and invoices features' cards, put here by app/). Without an invoices card
 * (the clinic does not invoice here) it says there is nothing.
 */
export function PatientHome({
  user,
  programmeCard,
  invoicesCard,
}: {
  user: Me;
  programmeCard: ReactNode;
  invoicesCard?: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader title={t('dashboard.greeting', { name: user.first_name })} />
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, md: 8 }}>
          <MyAppointmentsCard timeZone={user.tenant.time_zone} />
        </Grid>
        <Grid size={{ xs: 12, md: 4 }}>
          <Stack spacing={2}>
            <ClinicContactsCard />
            {programmeCard}
            {invoicesCard ?? (
              <HomeCard
                icon={<ReceiptLongOutlined />}
                title={t('dashboard.invoices')}
                empty={t('dashboard.noInvoices')}
              />
            )}
          </Stack>
        </Grid>
      </Grid>
    </>
  );
}

import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import LocalPhoneOutlined from '@mui/icons-material/LocalPhoneOutlined';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { dashboardKeys } from '../api/keys';
import { fetchPatientHome } from '../api/patient-home';

/** The patient's clinics: address, phone (a call on a phone) and e-mail. */
export function ClinicContactsCard() {
  const { t } = useTranslation();
  const home = useQuery({
    queryKey: dashboardKeys.patientHome(),
    queryFn: ({ signal }) => fetchPatientHome(signal),
  });
  const clinics = home.data?.clinics ?? [];
  if (clinics.length === 0) return null;
  return (
    <Card variant="outlined">
      <CardContent>
        <Typography variant="h6" component="h2" sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 1 }}>
          <LocalPhoneOutlined aria-hidden />
          {t('dashboard.contacts.title')}
        </Typography>
        <Stack spacing={1.5}>
          {clinics.map((c) => (
            <div key={c.id}>
              <Typography sx={{ fontWeight: 600 }}>{c.name}</Typography>
              {c.address ? (
                <Typography variant="body2" color="text.secondary">
                  {[c.address, [c.postal_code, c.city].filter(Boolean).join(' ')].filter(Boolean).join(', ')}
                </Typography>
              ) : null}
              {c.phone ? (
                <Typography variant="body2">
                  {t('dashboard.contacts.phone')}:{' '}
                  <Link href={`tel:${c.phone.replace(/\s+/g, '')}`}>{c.phone}</Link>
                </Typography>
              ) : null}
              {c.email ? (
                <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
                  {t('dashboard.contacts.email')}: <Link href={`mailto:${c.email}`}>{c.email}</Link>
                </Typography>
              ) : null}
            </div>
          ))}
        </Stack>
      </CardContent>
    </Card>
  );
}

import type { ReactElement } from 'react';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import MailOutline from '@mui/icons-material/EmailOutlined';
import NotificationsActiveOutlined from '@mui/icons-material/NotificationsActiveOutlined';
import BusinessOutlined from '@mui/icons-material/BusinessOutlined';
import ReceiptOutlined from '@mui/icons-material/ReceiptOutlined';
import GroupOutlined from '@mui/icons-material/GroupOutlined';
import CreditCardOutlined from '@mui/icons-material/CreditCardOutlined';
import LockOutlined from '@mui/icons-material/LockOutlined';
import LocalHospitalOutlined from '@mui/icons-material/LocalHospitalOutlined';
import PersonOutline from '@mui/icons-material/PersonOutlined';
import CategoryOutlined from '@mui/icons-material/CategoryOutlined';
import HealthAndSafetyOutlined from '@mui/icons-material/HealthAndSafetyOutlined';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/page-header';
import { useUser } from '../../../lib/session';

interface Tile {
  to: string;
  titleKey: string;
  icon: ReactElement;
}

const managerTiles: Tile[] = [
  { to: '/configurations/account', titleKey: 'routes.account', icon: <BusinessOutlined fontSize="large" /> },
  { to: '/configurations/users', titleKey: 'routes.users', icon: <GroupOutlined fontSize="large" /> },
  {
    to: '/configurations/clinics',
    titleKey: 'routes.clinics',
    icon: <LocalHospitalOutlined fontSize="large" />,
  },
  {
    to: '/configurations/invoicing',
    titleKey: 'routes.invoicing',
    icon: <ReceiptOutlined fontSize="large" />,
  },
  {
    to: '/configurations/notifications',
    titleKey: 'routes.notificationSettings',
    icon: <NotificationsActiveOutlined fontSize="large" />,
  },
  {
    to: '/configurations/communication_templates',
    titleKey: 'routes.communicationTemplates',
    icon: <MailOutline fontSize="large" />,
  },
  {
    to: '/configurations/subscription',
    titleKey: 'routes.subscription',
    icon: <CreditCardOutlined fontSize="large" />,
  },
  { to: '/configurations/security', titleKey: 'routes.security', icon: <LockOutlined fontSize="large" /> },
  {
    to: '/configurations/specialties',
    titleKey: 'routes.specialties',
    icon: <CategoryOutlined fontSize="large" />,
  },
  {
    to: '/configurations/insurers',
    titleKey: 'routes.insurers',
    icon: <HealthAndSafetyOutlined fontSize="large" />,
  },
];

// Everyone else configures only their own profile (DOMAIN.md role matrix).
const ownTiles: Tile[] = [
  { to: '/profile', titleKey: 'routes.profile', icon: <PersonOutline fontSize="large" /> },
  { to: '/configurations/security', titleKey: 'routes.security', icon: <LockOutlined fontSize="large" /> },
];

/** The configuration home with icons (spec §2). */
export function ConfigurationsHomePage() {
  const { t } = useTranslation();
  const user = useUser();
  const tiles = user?.type === 'manager' ? managerTiles : ownTiles;
  return (
    <>
      <PageHeader title={t('routes.configurations')} />
      <Typography sx={{ mb: 2 }}>{t('configurations.intro')}</Typography>
      <Grid container spacing={2} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {tiles.map((tile) => (
          <Grid key={tile.to} size={{ xs: 12, sm: 6, md: 4 }} component="li">
            <Card variant="outlined" sx={{ height: '100%' }}>
              <CardActionArea component={RouterLink} to={tile.to} sx={{ height: '100%' }}>
                <CardContent sx={{ textAlign: 'center' }}>
                  <Box component="span" aria-hidden="true" sx={{ color: 'primary.main' }}>
                    {tile.icon}
                  </Box>
                  <Typography sx={{ mt: 1, fontWeight: 500 }}>{t(tile.titleKey)}</Typography>
                  <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
                    {t(`configurations.tiles.${tile.to.split('/').pop() ?? ''}`)}
                  </Typography>
                </CardContent>
              </CardActionArea>
            </Card>
          </Grid>
        ))}
      </Grid>
    </>
  );
}

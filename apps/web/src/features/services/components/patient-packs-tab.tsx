import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import AddOutlined from '@mui/icons-material/AddOutlined';
import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { PackSale } from '@clinica/contracts/packs';
import { formatDate, formatEuros } from '../../../lib/format';
import { hasPermission, useUser } from '../../../lib/session';
import { patientPacks } from '../api/packs';
import { servicesKeys } from '../keys';
import { SellPackDialog } from './sell-pack-dialog';

/** Open, used up or expired: what the chip says. */
const statusOf = (s: PackSale) => (s.expired ? 'expired' : s.sessions_left === 0 ? 'used' : 'open');
const colours = { open: 'success', used: 'default', expired: 'warning' } as const;
const day = (d: string) => formatDate(`${d}T12:00:00Z`);

/**
 * The patient's «Packs» tab (issue 44): each pack with its sessions used and left and its expiry, open
 * ones first; «Vender pack» for whoever may sell (`?sell=<service id>` opens it, from the booking).
 */
export function PatientPacksTab({ patientId }: { patientId: string }) {
  const { t } = useTranslation();
  const user = useUser();
  const [search, setSearch] = useSearchParams();
  const sellFor = search.get('sell');
  const [selling, setSelling] = useState(sellFor !== null);
  const canSell = hasPermission(user, 'service_pack_sales', 'create');
  const canOpenSale = hasPermission(user, 'service_pack_sales', 'read');
  const packs = useQuery({
    queryKey: servicesKeys.patientPacks(patientId),
    queryFn: ({ signal }) => patientPacks(patientId, signal),
  });
  const close = () => {
    setSelling(false);
    if (sellFor !== null)
      setSearch(
        (current) => {
          const params = new URLSearchParams(current);
          params.delete('sell');
          return params;
        },
        { replace: true },
      );
  };

  let body;
  if (packs.isPending) body = <Skeleton variant="rounded" height={120} aria-label={t('app.loading')} />;
  else if (packs.isError) body = <Alert severity="error">{t('services.sales.loadFailed')}</Alert>;
  else if (!packs.data.items.length)
    body = <Typography color="text.secondary">{t('services.sales.none')}</Typography>;
  else {
    const order = { open: 0, used: 1, expired: 2 };
    const items = [...packs.data.items].sort((a, b) => order[statusOf(a)] - order[statusOf(b)]);
    body = (
      <Stack spacing={2}>
        {items.map((s) => (
          <Card key={s.id} variant="outlined" component="article" aria-label={s.pack_name}>
            <CardContent>
              <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
                <Typography variant="h6" component="h3" sx={{ fontSize: '1.05rem', flex: '1 1 12rem' }}>
                  {canOpenSale ? (
                    <Link component={RouterLink} to={`/service-pack-sales/${s.id}`}>
                      {s.pack_name}
                    </Link>
                  ) : (
                    s.pack_name
                  )}
                </Typography>
                <Chip
                  size="small"
                  color={colours[statusOf(s)]}
                  label={t(`services.sales.status.${statusOf(s)}`)}
                />
              </Stack>
              <Typography sx={{ mt: 1 }} data-testid="pack-sessions-left">
                {t('services.sales.left', { left: s.sessions_left, count: s.sessions_count })}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {t('services.sales.facts', {
                  service: s.service_name,
                  sold: day(s.sold_on),
                  expires: day(s.expires_on),
                  price: formatEuros(s.price_cents),
                })}
              </Typography>
            </CardContent>
          </Card>
        ))}
      </Stack>
    );
  }

  return (
    <Stack spacing={2}>
      {canSell ? (
        <Button
          variant="contained"
          startIcon={<AddOutlined />}
          sx={{ alignSelf: 'flex-start' }}
          onClick={() => setSelling(true)}
        >
          {t('services.sales.sell')}
        </Button>
      ) : null}
      {body}
      {selling && canSell ? (
        <SellPackDialog patientId={patientId} serviceId={sellFor || undefined} onClose={close} />
      ) : null}
    </Stack>
  );
}

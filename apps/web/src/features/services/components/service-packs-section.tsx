import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import AddOutlined from '@mui/icons-material/AddOutlined';
import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { SectionCard } from '../../../components/section-card';
import { formatEuros } from '../../../lib/format';
import { hasPermission, useUser } from '../../../lib/session';
import { listPacks } from '../api/packs';
import { servicesKeys } from '../keys';
import { PackFormDialog } from './pack-form-dialog';

/** A session service's packs (issue 44): each links to its page; a manager adds new ones here. */
export function ServicePacksSection({ serviceId }: { serviceId: string }) {
  const { t } = useTranslation();
  const user = useUser();
  const [adding, setAdding] = useState(false);
  const packs = useQuery({
    queryKey: servicesKeys.packList(serviceId),
    queryFn: ({ signal }) => listPacks({ service_id: serviceId, active: 'all' }, signal),
  });
  const canCreate = hasPermission(user, 'service_packs', 'create');

  let body;
  if (packs.isPending) body = <Skeleton variant="rounded" height={64} aria-label={t('app.loading')} />;
  else if (packs.isError) body = <Alert severity="error">{t('services.packs.loadFailed')}</Alert>;
  else if (!packs.data.items.length)
    body = <Typography color="text.secondary">{t('services.packs.none')}</Typography>;
  else
    body = (
      <List dense disablePadding>
        {packs.data.items.map((p) => (
          <ListItem key={p.id} disableGutters divider>
            <ListItemText
              primary={
                <Link component={RouterLink} to={`/service-packs/${p.id}`}>
                  {p.name}
                </Link>
              }
              secondary={t('services.packs.summary', {
                sessions: p.sessions_count,
                price: formatEuros(p.price_cents),
                days: p.validity_days,
              })}
            />
            {p.active ? null : <Chip size="small" label={t('services.inactive')} />}
          </ListItem>
        ))}
      </List>
    );

  return (
    <SectionCard
      id="service-packs"
      title={t('services.packs.title')}
      action={
        canCreate ? (
          <Button size="small" startIcon={<AddOutlined />} onClick={() => setAdding(true)}>
            {t('services.packs.new')}
          </Button>
        ) : undefined
      }
    >
      {body}
      {adding ? <PackFormDialog serviceId={serviceId} pack={null} onClose={() => setAdding(false)} /> : null}
    </SectionCard>
  );
}

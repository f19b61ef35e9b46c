import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link as RouterLink, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Fact, FactList } from '../../../components/fact-list';
import { PageHeader } from '../../../components/page-header';
import { SectionCard } from '../../../components/section-card';
import { formatEuros } from '../../../lib/format';
import { notify } from '../../../lib/notify';
import { hasPermission, useUser } from '../../../lib/session';
import { getPack, updatePack } from '../api/packs';
import { PackFormDialog } from '../components/pack-form-dialog';
import { servicesKeys } from '../keys';

/** /service-packs/{id}: a pack — its service, sessions, price and validity; a manager edits or deactivates it. */
export function ServicePackPage() {
  const { t } = useTranslation();
  const user = useUser();
  const queryClient = useQueryClient();
  const { id = '' } = useParams();
  const [editing, setEditing] = useState(false);
  const pack = useQuery({ queryKey: servicesKeys.pack(id), queryFn: ({ signal }) => getPack(id, signal) });
  const canEdit = hasPermission(user, 'service_packs', 'update');
  const toggle = useMutation({
    mutationFn: (active: boolean) => updatePack(id, { active }),
    onSuccess: async (saved) => {
      notify(t(saved.active ? 'services.packs.activated' : 'services.packs.deactivated'), 'success');
      await queryClient.invalidateQueries({ queryKey: servicesKeys.packs });
    },
  });

  if (pack.isPending) return <Skeleton variant="rounded" height={240} aria-label={t('app.loading')} />;
  if (pack.isError)
    return (
      <>
        <PageHeader title={t('routes.servicePack')} />
        <Alert severity="error">{t('services.packs.notFound')}</Alert>
      </>
    );
  const p = pack.data;
  return (
    <>
      <PageHeader
        title={p.name}
        actions={
          canEdit ? (
            <Stack direction="row" spacing={1}>
              <Button variant="contained" onClick={() => setEditing(true)}>
                {t('services.packs.edit')}
              </Button>
              <Button onClick={() => toggle.mutate(!p.active)} disabled={toggle.isPending}>
                {t(p.active ? 'services.packs.deactivate' : 'services.packs.activate')}
              </Button>
            </Stack>
          ) : undefined
        }
      />
      <SectionCard id="pack-facts" title={t('services.packs.facts')}>
        <FactList>
          <Fact label={t('services.packs.fields.service')}>
            <Link component={RouterLink} to={`/services/${p.service_id}`}>
              {p.service_name}
            </Link>
          </Fact>
          <Fact label={t('services.packs.fields.sessions')}>{p.sessions_count}</Fact>
          <Fact label={t('services.packs.fields.price')}>{formatEuros(p.price_cents)}</Fact>
          <Fact label={t('services.packs.fields.validity')}>
            {t('services.packs.days', { count: p.validity_days })}
          </Fact>
          <Fact label={t('services.packs.fields.active')}>
            {t(p.active ? 'services.packs.yes' : 'services.packs.no')}
          </Fact>
        </FactList>
      </SectionCard>
      {editing ? (
        <PackFormDialog serviceId={p.service_id} pack={p} onClose={() => setEditing(false)} />
      ) : null}
    </>
  );
}

import Alert from '@mui/material/Alert';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { useQuery } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import type { Service } from '@clinica/contracts/catalogue';
import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/page-header';
import { hasPermission, useUser } from '../../../lib/session';
import { getService } from '../api/services';
import { ServiceForm } from '../components/service-form';
import { ServicePacksSection } from '../components/service-packs-section';
import { servicesKeys } from '../keys';

/**
 * /services/{id}: one service; /services/new creates one. `extra` adds what app/ composes under a
 * saved service (the stock feature's panel for a product).
 */
export function ServicePage({ extra }: { extra?: (service: Service) => ReactNode } = {}) {
  const { t } = useTranslation();
  const user = useUser();
  const { id = 'new' } = useParams();
  const isNew = id === 'new';
  const service = useQuery({
    queryKey: servicesKeys.detail(id),
    queryFn: ({ signal }) => getService(id, signal),
    enabled: !isNew,
  });
  const canEdit = hasPermission(user, 'services', isNew ? 'create' : 'update');
  const canDelete = hasPermission(user, 'services', 'delete');

  let body;
  if (isNew) body = <ServiceForm key="new" service={null} canEdit={canEdit} canDelete={false} />;
  else if (service.isPending)
    body = <Skeleton variant="rounded" height={360} aria-label={t('app.loading')} />;
  else if (service.isError) body = <Alert severity="error">{t('services.notFound')}</Alert>;
  else
    body = (
      <ServiceForm key={service.data.id} service={service.data} canEdit={canEdit} canDelete={canDelete} />
    );

  return (
    <>
      <PageHeader title={isNew ? t('services.new') : (service.data?.name ?? t('routes.service'))} />
      <Stack spacing={2} sx={{ maxWidth: 900 }}>
        <Card variant="outlined">
          <CardContent>{body}</CardContent>
        </Card>
        {service.data?.kind === 'session' ? <ServicePacksSection serviceId={service.data.id} /> : null}
        {!isNew && service.data && extra ? extra(service.data) : null}
      </Stack>
    </>
  );
}

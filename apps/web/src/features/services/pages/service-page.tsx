import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Skeleton from '@mui/material/Skeleton';
import { useQuery } from '@tanstack/react-query';
import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/page-header';
import { hasPermission, useUser } from '../../../lib/session';
import { getService } from '../api/services';
import { ServiceForm } from '../components/service-form';
import { ServicePacksSection } from '../components/service-packs-section';
import { servicesKeys } from '../keys';

/** /services/{id}: one service; /services/new creates one. */
export function ServicePage() {
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
      <Card variant="outlined" sx={{ maxWidth: 900 }}>
        <CardContent>{body}</CardContent>
      </Card>
      {service.data?.kind === 'session' ? (
        <Box sx={{ maxWidth: 900, mt: 3 }}>
          <ServicePacksSection serviceId={service.data.id} />
        </Box>
      ) : null}
    </>
  );
}

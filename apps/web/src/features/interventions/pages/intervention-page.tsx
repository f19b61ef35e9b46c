import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import ArrowBack from '@mui/icons-material/ArrowBack';
import SearchOff from '@mui/icons-material/SearchOff';
import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/empty-state';
import { PageHeader } from '../../../components/page-header';
import { ApiError } from '../../../lib/api-client';
import { hasPermission, useUser } from '../../../lib/session';
import { getIntervention } from '../api/interventions';
import { ExerciseImageField } from '../components/exercise-image-field';
import { InterventionForm } from '../components/intervention-form';
import { interventionsKeys } from '../keys';

/** No such intervention for this clinic: deleted, another clinic's, or not an id at all (400). */
function isMissing(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 404 || error.status === 400);
}

/** /interventions/{id}: one intervention of the library; /interventions/new creates one. */
export function InterventionPage() {
  const { t } = useTranslation();
  const user = useUser();
  const { id = 'new' } = useParams();
  const isNew = id === 'new';
  const intervention = useQuery({
    queryKey: interventionsKeys.detail(id),
    queryFn: ({ signal }) => getIntervention(id, signal),
    enabled: !isNew,
  });
  const canEdit = hasPermission(user, 'interventions', isNew ? 'create' : 'update');
  const canDelete = hasPermission(user, 'interventions', 'delete');

  let body;
  if (isNew) {
    body = <InterventionForm key="new" intervention={null} canEdit={canEdit} canDelete={false} />;
  } else if (intervention.isPending) {
    body = <Skeleton variant="rounded" height={360} aria-label={t('app.loading')} />;
  } else if (intervention.isError && isMissing(intervention.error)) {
    return (
      <>
        <PageHeader title={t('routes.intervention')} />
        <Stack spacing={2} sx={{ alignItems: 'flex-start', maxWidth: 640 }}>
          <EmptyState
            title={t('interventions.notFound')}
            body={t('interventions.notFoundBody')}
            icon={<SearchOff sx={{ fontSize: 48 }} />}
          />
          <Button component={RouterLink} to="/interventions" startIcon={<ArrowBack />}>
            {t('interventions.backToList')}
          </Button>
        </Stack>
      </>
    );
  } else if (intervention.isError) {
    body = (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={() => void intervention.refetch()}>
            {t('lists.retry')}
          </Button>
        }
      >
        {t('interventions.loadFailed')}
      </Alert>
    );
  } else {
    body = (
      <InterventionForm
        key={intervention.data.id}
        intervention={intervention.data}
        canEdit={canEdit}
        canDelete={canDelete}
      />
    );
  }

  const title = isNew ? t('interventions.new') : (intervention.data?.name ?? t('routes.intervention'));
  return (
    <>
      <PageHeader
        title={title}
        actions={
          intervention.data && !intervention.data.active ? (
            <Chip label={t('interventions.inactive')} />
          ) : undefined
        }
      />
      <Card variant="outlined" sx={{ maxWidth: 900 }}>
        <CardContent>{body}</CardContent>
      </Card>
      {intervention.data?.active ? (
        <Card variant="outlined" sx={{ maxWidth: 900, mt: 2 }}>
          <CardContent>
            <ExerciseImageField intervention={intervention.data} canEdit={canEdit} />
          </CardContent>
        </Card>
      ) : null}
    </>
  );
}

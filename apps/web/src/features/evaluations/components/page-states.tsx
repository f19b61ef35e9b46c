import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import LockOutlined from '@mui/icons-material/LockOutlined';
import SearchOff from '@mui/icons-material/SearchOff';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/empty-state';
import { PageHeader } from '../../../components/page-header';
import { ApiError } from '../../../lib/api-client';

export function PageLoading() {
  const { t } = useTranslation();
  return (
    <Box sx={{ display: 'flex', justifyContent: 'center', py: 6 }}>
      <CircularProgress aria-label={t('app.loading')} />
    </Box>
  );
}

/** The app's 403 answer as a page: the spec's sentence, nothing of the record. */
export function Forbidden({ title }: { title: string }) {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader title={title} />
      <EmptyState icon={<LockOutlined sx={{ fontSize: 48 }} />} title={t('errors.forbidden')} />
    </>
  );
}

/**
 * A read that failed: not allowed (403, already announced by the API client), not there (404, or not an
 * id), or anything else with a way to try again.
 */
export function LoadProblem({
  title,
  error,
  onRetry,
  backTo,
}: {
  title: string;
  error: unknown;
  onRetry: () => void;
  backTo: string;
}) {
  const { t } = useTranslation();
  const status = error instanceof ApiError ? error.status : 0;
  if (status === 403) return <Forbidden title={title} />;
  return (
    <>
      <PageHeader title={title} />
      {status === 404 || status === 400 ? (
        <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
          <Box sx={{ width: '100%' }}>
            <EmptyState
              icon={<SearchOff sx={{ fontSize: 48 }} />}
              title={t('evaluations.notFound')}
              body={t('evaluations.notFoundBody')}
            />
          </Box>
          <Button component={RouterLink} to={backTo}>
            {t('evaluations.header.back')}
          </Button>
        </Stack>
      ) : (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={onRetry}>
              {t('lists.retry')}
            </Button>
          }
        >
          {t('evaluations.loadFailed')}
        </Alert>
      )}
    </>
  );
}

import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
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
import { getInstrument } from '../api/instruments';
import { instrumentsKeys } from '../api/keys';
import { InstrumentDefinition } from '../components/instrument-definition';
import { LatestResponses } from '../components/latest-responses';
import { useInstrumentName } from '../text';

/** /instruments/{code}: one outcome measure's definition and the clinic's latest responses to it. */
export function InstrumentPage() {
  const { t } = useTranslation();
  const name = useInstrumentName();
  const { code = '' } = useParams();
  const instrument = useQuery({
    queryKey: instrumentsKeys.definition(code),
    queryFn: ({ signal }) => getInstrument(code, signal),
  });
  const back = (
    <Button component={RouterLink} to="/instruments" startIcon={<ArrowBack />}>
      {t('instruments.backToCatalogue')}
    </Button>
  );

  if (instrument.isPending)
    return (
      <>
        <PageHeader title={t('routes.instrument')} />
        <Skeleton variant="rounded" height={360} aria-label={t('app.loading')} />
      </>
    );
  if (instrument.isError) {
    const missing = instrument.error instanceof ApiError && instrument.error.status === 404;
    return (
      <>
        <PageHeader title={t('routes.instrument')} />
        <Stack spacing={2} sx={{ alignItems: 'flex-start', maxWidth: 640 }}>
          {missing ? (
            <EmptyState title={t('instruments.notFound')} icon={<SearchOff sx={{ fontSize: 48 }} />} />
          ) : (
            <Alert
              severity="error"
              action={
                <Button color="inherit" size="small" onClick={() => void instrument.refetch()}>
                  {t('lists.retry')}
                </Button>
              }
            >
              {t('instruments.loadFailed')}
            </Alert>
          )}
          {back}
        </Stack>
      </>
    );
  }
  const data = instrument.data;
  return (
    <>
      <PageHeader title={name(data)} actions={back} />
      <Stack spacing={3} sx={{ maxWidth: 960 }}>
        <InstrumentDefinition instrument={data} />
        <LatestResponses instrument={data} />
      </Stack>
    </>
  );
}

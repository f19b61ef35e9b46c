import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import AssignmentOutlined from '@mui/icons-material/AssignmentOutlined';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/empty-state';
import { useUser } from '../../../lib/session';
import { evaluationsKeys } from '../api/keys';
import { listEvaluations } from '../api/list-evaluations';
import { EvaluationCard } from './evaluation-card';

const PAGE_SIZE = 25;

/**
 * The patient record's «Registo clínico»: every evaluation of the patient, newest session first, as cards
 * (a phone reads them as well as a desktop), 25 at a time with «Mostrar mais».
 */
export function ClinicalRecordTab({ patientId }: { patientId: string }) {
  const { t } = useTranslation();
  const timeZone = useUser()?.tenant.time_zone;
  const record = useInfiniteQuery({
    queryKey: evaluationsKeys.list({ patient_id: patientId, page_size: PAGE_SIZE, paged: 'infinite' }),
    queryFn: ({ pageParam, signal }) =>
      listEvaluations({ patient_id: patientId, page: pageParam, page_size: PAGE_SIZE }, signal),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.page * last.page_size < last.total ? last.page + 1 : undefined),
  });

  if (record.isPending)
    return (
      <Box sx={{ display: 'flex', justifyContent: 'center', py: 4 }}>
        <CircularProgress aria-label={t('app.loading')} />
      </Box>
    );
  if (record.isError)
    return (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={() => void record.refetch()}>
            {t('lists.retry')}
          </Button>
        }
      >
        {t('evaluations.record.loadFailed')}
      </Alert>
    );
  const items = record.data.pages.flatMap((p) => p.items);
  const total = record.data.pages[0]?.total ?? 0;
  if (items.length === 0)
    return (
      <EmptyState
        icon={<AssignmentOutlined sx={{ fontSize: 48 }} />}
        title={t('evaluations.record.empty')}
        body={t('evaluations.record.emptyBody')}
      />
    );
  return (
    <Stack spacing={1.5}>
      <Typography color="text.secondary">
        {t('evaluations.record.shown', { shown: items.length, total })}
      </Typography>
      <Stack
        component="ol"
        spacing={1.5}
        aria-label={t('evaluations.record.title')}
        sx={{ listStyle: 'none', m: 0, p: 0 }}
      >
        {items.map((e) => (
          <li key={e.id}>
            <EvaluationCard evaluation={e} timeZone={timeZone} />
          </li>
        ))}
      </Stack>
      {record.hasNextPage ? (
        <Box>
          <Button
            variant="outlined"
            onClick={() => void record.fetchNextPage()}
            disabled={record.isFetchingNextPage}
          >
            {t('evaluations.record.more')}
          </Button>
        </Box>
      ) : null}
    </Stack>
  );
}

import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import FitnessCenterOutlined from '@mui/icons-material/FitnessCenterOutlined';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/empty-state';
import { PageHeader } from '../../../components/page-header';
import { ExerciseCard } from '../components/exercise-card';
import { ProgrammeProgress } from '../components/programme-progress';
import { useMyProgramme } from '../hooks/use-my-programme';

/** /dashboard/programme: a patient's home exercise programme, one exercise per card, made for a phone. */
export function MyProgrammePage() {
  const { t } = useTranslation();
  const programme = useMyProgramme();
  let content;
  if (programme.isPending)
    content = (
      <Box sx={{ display: 'flex', justifyContent: 'center', py: 6 }}>
        <CircularProgress aria-label={t('programmes.mine.loading')} />
      </Box>
    );
  else if (programme.isError)
    content = (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={() => void programme.refetch()}>
            {t('lists.retry')}
          </Button>
        }
      >
        {t('programmes.loadFailed')}
      </Alert>
    );
  else if (!programme.data)
    content = (
      <EmptyState
        icon={<FitnessCenterOutlined sx={{ fontSize: 48 }} />}
        title={t('programmes.mine.emptyTitle')}
        body={t('programmes.mine.emptyBody')}
      />
    );
  else {
    const p = programme.data;
    content = (
      <Stack spacing={3}>
        <ProgrammeProgress programme={p} />
        {p.notes ? (
          <section aria-labelledby="my-programme-notes">
            <Typography id="my-programme-notes" variant="h6" component="h2" sx={{ mb: 1 }}>
              {t('programmes.mine.notesTitle')}
            </Typography>
            <Typography sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>{p.notes}</Typography>
          </section>
        ) : null}
        <section aria-labelledby="my-programme-exercises">
          <Typography id="my-programme-exercises" variant="h6" component="h2" sx={{ mb: 1 }}>
            {t('programmes.exercises')}
          </Typography>
          <Stack component="ol" spacing={2} sx={{ listStyle: 'none', m: 0, p: 0 }}>
            {p.items.map((item) => (
              <li key={item.id}>
                <ExerciseCard item={item} />
              </li>
            ))}
          </Stack>
        </section>
      </Stack>
    );
  }
  return (
    <>
      <PageHeader title={t('programmes.mine.title')} />
      {content}
    </>
  );
}

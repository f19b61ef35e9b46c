import { useId } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { instrumentsKeys } from '../api/keys';
import { listTrends } from '../api/trends';
import { RecordInstrumentButton } from './record-instrument-button';
import { TrendCard } from './trend-card';

/**
 * The Clinical record's «Instrumentos»: per outcome measure, the patient's scores over time against
 * the first and the MCID, and — for whoever may record one — «Registar instrumento».
 */
export function PatientInstrumentsSection({ patientId }: { patientId: string }) {
  const { t } = useTranslation();
  const titleId = useId();
  const trends = useQuery({
    queryKey: instrumentsKeys.trends(patientId),
    queryFn: ({ signal }) => listTrends(patientId, signal),
  });

  let content;
  if (trends.isPending) content = <CircularProgress size={28} aria-label={t('app.loading')} />;
  else if (trends.isError)
    content = (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={() => void trends.refetch()}>
            {t('lists.retry')}
          </Button>
        }
      >
        {t('instruments.trend.loadFailed')}
      </Alert>
    );
  else if (trends.data.length === 0)
    content = <Typography color="text.secondary">{t('instruments.trend.none')}</Typography>;
  else
    content = (
      <Stack spacing={2}>
        {trends.data.map((trend) => (
          <TrendCard key={trend.instrument.code} trend={trend} />
        ))}
      </Stack>
    );

  return (
    <section aria-labelledby={titleId}>
      <Typography id={titleId} variant="h6" component="h2" sx={{ mb: 1 }}>
        {t('instruments.sectionTitle')}
      </Typography>
      <Stack direction="row" spacing={2} sx={{ mb: 2, alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}>
        <RecordInstrumentButton patientId={patientId} />
        <Link component={RouterLink} to="/instruments">
          {t('instruments.catalogueLink')}
        </Link>
      </Stack>
      {content}
    </section>
  );
}

import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Instrument } from '@clinica/contracts/instruments';
import { Fact, FactList } from '../../../components/fact-list';
import { PageHeader } from '../../../components/page-header';
import { instrumentsKeys } from '../api/keys';
import { listInstruments } from '../api/instruments';
import { useInstrumentName, useText } from '../text';

/** /instruments: the outcome measures the clinic can record, each opening its definition. */
export function InstrumentsPage() {
  const { t } = useTranslation();
  const catalogue = useQuery({
    queryKey: instrumentsKeys.catalogue,
    queryFn: ({ signal }) => listInstruments(signal),
  });

  let content;
  if (catalogue.isPending)
    content = <Skeleton variant="rounded" height={320} aria-label={t('app.loading')} />;
  else if (catalogue.isError)
    content = (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={() => void catalogue.refetch()}>
            {t('lists.retry')}
          </Button>
        }
      >
        {t('instruments.loadFailed')}
      </Alert>
    );
  else
    content = (
      <Box
        component="ul"
        sx={{
          listStyle: 'none',
          m: 0,
          p: 0,
          display: 'grid',
          gap: 2,
          gridTemplateColumns: {
            xs: '1fr',
            md: 'repeat(2, minmax(0, 1fr))',
            lg: 'repeat(3, minmax(0, 1fr))',
          },
        }}
      >
        {catalogue.data.map((instrument) => (
          <li key={instrument.code}>
            <InstrumentCard instrument={instrument} />
          </li>
        ))}
      </Box>
    );

  return (
    <>
      <PageHeader title={t('routes.instruments')} />
      <Typography sx={{ mb: 2, maxWidth: 720 }}>{t('instruments.catalogueIntro')}</Typography>
      {content}
    </>
  );
}

function InstrumentCard({ instrument }: { instrument: Instrument }) {
  const { t } = useTranslation();
  const text = useText();
  const name = useInstrumentName();
  return (
    <Card variant="outlined" sx={{ height: '100%' }}>
      <CardContent>
        <Typography variant="h6" component="h2" sx={{ overflowWrap: 'anywhere' }}>
          <Link component={RouterLink} to={`/instruments/${instrument.code}`}>
            {name(instrument)}
          </Link>
        </Typography>
        <FactList>
          <Fact label={t('instruments.measures')}>{text(instrument.measures)}</Fact>
          <Fact label={t('instruments.region')}>{t(`instruments.regions.${instrument.region}`)}</Fact>
          <Fact label={t('instruments.items')}>
            {t('instruments.itemCount', { count: instrument.items.length })}
          </Fact>
          <Fact label={t('instruments.minutes')}>
            {t('instruments.minutesValue', { count: instrument.minutes })}
          </Fact>
        </FactList>
      </CardContent>
    </Card>
  );
}

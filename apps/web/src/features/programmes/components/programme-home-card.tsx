import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import FitnessCenterOutlined from '@mui/icons-material/FitnessCenterOutlined';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useMyProgramme } from '../hooks/use-my-programme';

const myProgrammePath = '/dashboard/programme';

/** The patient's home card: this week's sessions and «Ver programa», or that there is none yet. */
export function ProgrammeHomeCard() {
  const { t } = useTranslation();
  const programme = useMyProgramme();
  let content;
  if (programme.isPending) content = <CircularProgress size={24} aria-label={t('programmes.mine.loading')} />;
  else if (programme.isError) content = <Typography color="error">{t('programmes.loadFailed')}</Typography>;
  else if (!programme.data)
    content = <Typography color="text.secondary">{t('programmes.mine.homeEmpty')}</Typography>;
  else
    content = (
      <>
        <Typography>{t('programmes.thisWeek', programme.data.this_week)}</Typography>
        <Button
          component={RouterLink}
          to={myProgrammePath}
          variant="contained"
          sx={{ mt: 1.5, minHeight: 44 }}
        >
          {t('programmes.mine.view')}
        </Button>
      </>
    );
  return (
    <Card variant="outlined">
      <CardContent>
        <Typography variant="h6" component="h2" sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 1 }}>
          <span aria-hidden="true" style={{ display: 'inline-flex' }}>
            <FitnessCenterOutlined />
          </span>
          {t('routes.myProgramme')}
        </Typography>
        {content}
      </CardContent>
    </Card>
  );
}

import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/empty-state';
import { PageHeader } from '../../../components/page-header';

export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader title={t('notFound.title')} />
      <EmptyState title={t('notFound.body')} />
      <Typography sx={{ mt: 3 }}>
        <Button variant="contained" component={RouterLink} to="/">
          {t('notFound.home')}
        </Button>
      </Typography>
    </>
  );
}

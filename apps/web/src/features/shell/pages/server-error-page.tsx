import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Box from '@mui/material/Box';
import { Link as RouterLink, useLocation, useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/page-header';

/** ServerError (spec §2): shows the message it receives (navigation state, or ?message= for a link). */
export function ServerErrorPage() {
  const { t } = useTranslation();
  const location = useLocation();
  const [params] = useSearchParams();
  const state: unknown = location.state;
  const fromState =
    typeof state === 'object' &&
    state !== null &&
    typeof (state as { message?: unknown }).message === 'string'
      ? (state as { message: string }).message
      : null;
  const message = fromState ?? params.get('message') ?? t('errors.unexpected');
  return (
    <>
      <PageHeader title={t('serverErrorPage.title')} />
      <Alert severity="error" role="alert" sx={{ mb: 3 }}>
        {message}
      </Alert>
      <Box>
        <Button variant="contained" component={RouterLink} to="/">
          {t('notFound.home')}
        </Button>
      </Box>
    </>
  );
}

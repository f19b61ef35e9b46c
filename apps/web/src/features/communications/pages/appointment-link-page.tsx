import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { ApiError } from '../../../lib/api-client';
import { getAppointmentLink } from '../api/appointment-link';
import { communicationsKeys } from '../api/keys';
import { AppointmentLinkCard } from '../components/appointment-link-card';

/** /appointment-link?token=<tenant>.<secret> (a query, as the other single-use links: a path with a dot would be taken for a file) — a reminder's confirm/cancel page, without login, made for a phone. */
export function AppointmentLinkPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const query = useQuery({
    queryKey: communicationsKeys.link(token),
    queryFn: ({ signal }) => getAppointmentLink(token, signal),
    retry: false,
    refetchOnWindowFocus: false,
  });
  return (
    <Box sx={{ display: 'flex', justifyContent: 'center', pt: { xs: 2, sm: 6 }, px: 2 }}>
      <Paper variant="outlined" sx={{ p: { xs: 2.5, sm: 4 }, width: '100%', maxWidth: 440 }}>
        <Typography variant="h4" component="h1" sx={{ mb: 2, fontSize: { xs: '1.75rem', sm: '2.125rem' } }}>
          {t('appointmentLink.title')}
        </Typography>
        {query.data ? (
          <AppointmentLinkCard token={token} view={query.data} />
        ) : query.isError ? (
          <Alert severity="error" role="alert">
            {query.error instanceof ApiError && query.error.status === 404
              ? t('appointmentLink.invalid')
              : t('appointmentLink.failed')}
          </Alert>
        ) : (
          <Box role="status" sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
            <CircularProgress size={24} aria-hidden="true" />
            <Typography>{t('appointmentLink.loading')}</Typography>
          </Box>
        )}
      </Paper>
    </Box>
  );
}

import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { useTranslation } from 'react-i18next';

/** Last resort for an error thrown while rendering or loading a route (e.g. a chunk that failed to download). */
export function RouteError() {
  const error = useRouteError();
  const { t } = useTranslation();
  const detail = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : error instanceof Error
      ? error.message
      : '';
  return (
    <Box component="main" sx={{ p: 4, maxWidth: 640, mx: 'auto' }}>
      <Typography variant="h4" component="h1" gutterBottom>
        {t('serverErrorPage.title')}
      </Typography>
      <Typography role="alert" sx={{ mb: 3 }}>
        {detail || t('errors.unexpected')}
      </Typography>
      <Button variant="contained" href="/">
        {t('notFound.home')}
      </Button>
    </Box>
  );
}

import Breadcrumbs from '@mui/material/Breadcrumbs';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useMatches } from 'react-router';
import { useTranslation } from 'react-i18next';
import { isRouteHandle } from '../route-handle';

/** Built from the routes' `handle.crumb` (text key + the route's own path); nothing rendered when empty. */
export function BreadcrumbsBar() {
  const { t } = useTranslation();
  const matches = useMatches();
  const crumbs = matches.flatMap((match) =>
    isRouteHandle(match.handle) && match.handle.crumb
      ? [{ id: match.id, text: t(match.handle.crumb), to: match.pathname }]
      : [],
  );
  if (crumbs.length === 0) return null;
  return (
    <Breadcrumbs aria-label={t('breadcrumbs.label')} sx={{ mb: 2 }}>
      {crumbs.map((crumb, index) =>
        index === crumbs.length - 1 ? (
          <Typography key={crumb.id} color="text.primary" aria-current="page">
            {crumb.text}
          </Typography>
        ) : (
          <Link key={crumb.id} component={RouterLink} to={crumb.to} underline="hover" color="inherit">
            {crumb.text}
          </Link>
        ),
      )}
    </Breadcrumbs>
  );
}

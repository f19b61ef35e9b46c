import { Fragment } from 'react';
import { Link, useMatches } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useUser } from '../../lib/session';
import { isRouteHandle } from '../route-handle';
import './breadcrumbs-bar.css';

/**
 * Built from the routes' `handle.crumb` (text key + the route's own path); nothing rendered when empty.
 * The user's type is the text's i18next context: `routes.dashboard_patient` names a patient's home.
 * Plain markup shaped like MUI's Breadcrumbs (the separators are hidden from assistive technology).
 */
export function BreadcrumbsBar() {
  const { t } = useTranslation();
  const matches = useMatches();
  const context = useUser()?.type;
  const crumbs = matches.flatMap((match) =>
    isRouteHandle(match.handle) && match.handle.crumb
      ? [{ id: match.id, text: t(match.handle.crumb, { context }), to: match.pathname }]
      : [],
  );
  if (crumbs.length === 0) return null;
  return (
    <nav className="breadcrumbs" aria-label={t('breadcrumbs.label')}>
      <ol>
        {crumbs.map((crumb, index) => (
          <Fragment key={crumb.id}>
            {index > 0 ? (
              <li className="breadcrumbs-separator" aria-hidden="true">
                /
              </li>
            ) : null}
            <li>
              {index === crumbs.length - 1 ? (
                <span className="breadcrumbs-current" aria-current="page">
                  {crumb.text}
                </span>
              ) : (
                <Link className="breadcrumbs-link" to={crumb.to}>
                  {crumb.text}
                </Link>
              )}
            </li>
          </Fragment>
        ))}
      </ol>
    </nav>
  );
}

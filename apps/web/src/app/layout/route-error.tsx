import { isRouteErrorResponse, useRouteError } from 'react-router';
import { useTranslation } from 'react-i18next';

/**
 * Last resort for an error thrown while rendering or loading a route (e.g. a chunk that failed to
 * download): plain (app/base.css), so it shows even when the app frame itself could not load.
 */
export function RouteError() {
  const error = useRouteError();
  const { t } = useTranslation();
  const detail = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : error instanceof Error
      ? error.message
      : '';
  return (
    <main className="route-error">
      <h1 className="page-title">{t('serverErrorPage.title')}</h1>
      <p role="alert">{detail || t('errors.unexpected')}</p>
      <a className="button" href="/">
        {t('notFound.home')}
      </a>
    </main>
  );
}

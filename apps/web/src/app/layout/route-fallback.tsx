import { useTranslation } from 'react-i18next';

/** Shown while a route's code loads; plain (app/base.css), as it may show before MUI has loaded. */
export function RouteFallback() {
  const { t } = useTranslation();
  return (
    <div className="route-fallback">
      <div className="spinner" role="progressbar" aria-label={t('app.loading')} />
    </div>
  );
}

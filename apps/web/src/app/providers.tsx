import { lazy, Suspense, useMemo, useSyncExternalStore, type ReactNode } from 'react';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { useTranslation } from 'react-i18next';
import { noticesRequested, subscribeNoticesRequested } from '../lib/notify';
import { buildTheme } from './theme';

const NotificationHost = lazy(() => import('./notification-host'));

function Notifications() {
  const requested = useSyncExternalStore(subscribeNoticesRequested, noticesRequested, noticesRequested);
  return requested ? (
    <Suspense fallback={null}>
      <NotificationHost />
    </Suspense>
  ) : null;
}

export function AppProviders({ children }: { children: ReactNode }) {
  const { i18n } = useTranslation();
  const locale = i18n.language === 'en' ? 'en' : 'pt';
  const theme = useMemo(() => buildTheme(locale), [locale]);
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      {children}
      <Notifications />
    </ThemeProvider>
  );
}

import { useMemo } from 'react';
import { ThemeProvider } from '@mui/material/styles';
import { QueryClientProvider } from '@tanstack/react-query';
import type { Me } from '@clinica/contracts/auth';
import { Outlet } from 'react-router';
import { useTranslation } from 'react-i18next';
import { queryClient } from '../../lib/query-client';
import { buildTheme } from '../theme';
import { AppDrawer } from './app-drawer';
import { BreadcrumbsBar } from './breadcrumbs-bar';
import { FrameMain } from './frame-main';
import { PaymentFailedBanner } from './payment-failed-banner';
import { SessionSync } from './session-sync';

export interface AppFrameProps {
  user: Me | null;
  /** The side menu: shown to a logged-in user except on the routes that hide it. */
  showMenu: boolean;
  menuOpen: boolean;
  isDesktop: boolean;
  onCloseMenu: () => void;
  /** The current route needs a session: the session check re-reads /me on each page. */
  protectedRoute: boolean;
}

/**
 * What the root layout renders beside the top bar on every route but Login: the pages' MUI theme
 * (the baseline is app/base.css), the data layer, the drawer, breadcrumbs and the session check.
 */
export function AppFrame({
  user,
  showMenu,
  menuOpen,
  isDesktop,
  onCloseMenu,
  protectedRoute,
}: AppFrameProps) {
  const { i18n } = useTranslation();
  const locale = i18n.language === 'en' ? 'en' : 'pt';
  const theme = useMemo(() => buildTheme(locale), [locale]);
  return (
    <QueryClientProvider client={queryClient}>
      <ThemeProvider theme={theme}>
        {showMenu && user ? (
          <AppDrawer
            user={user}
            open={menuOpen}
            variant={isDesktop ? 'persistent' : 'temporary'}
            onClose={onCloseMenu}
            onNavigate={() => {
              if (!isDesktop) onCloseMenu();
            }}
            onLogout={onCloseMenu}
          />
        ) : null}
        <FrameMain>
          {user ? <BreadcrumbsBar /> : null}
          {user ? <PaymentFailedBanner user={user} /> : null}
          <Outlet />
        </FrameMain>
        {user ? <SessionSync enabled={protectedRoute} /> : null}
      </ThemeProvider>
    </QueryClientProvider>
  );
}

import Box from '@mui/material/Box';
import Toolbar from '@mui/material/Toolbar';
import { QueryClientProvider } from '@tanstack/react-query';
import type { Me } from '@clinica/contracts/auth';
import { Outlet } from 'react-router';
import { queryClient } from '../../lib/query-client';
import { AppDrawer } from './app-drawer';
import { BreadcrumbsBar } from './breadcrumbs-bar';
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

/** What the root layout renders beside the top bar on every route but Login. */
export function AppFrame({ user, showMenu, menuOpen, isDesktop, onCloseMenu, protectedRoute }: AppFrameProps) {
  return (
    <QueryClientProvider client={queryClient}>
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
      <Box
        component="main"
        id="main-content"
        tabIndex={-1}
        sx={{ flexGrow: 1, minWidth: 0, px: { xs: 2, sm: 3 }, pb: 4, outline: 'none' }}
      >
        <Toolbar />
        <Box sx={{ pt: 2 }}>
          {user ? <BreadcrumbsBar /> : null}
          <Outlet />
        </Box>
      </Box>
      {user ? <SessionSync enabled={protectedRoute} /> : null}
    </QueryClientProvider>
  );
}

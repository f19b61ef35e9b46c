import { Suspense, useEffect, useState } from 'react';
import Box from '@mui/material/Box';
import Toolbar from '@mui/material/Toolbar';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { Outlet, useMatches } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useUser } from '../../lib/session';
import { menuHiddenRouteNames } from '../guards';
import { isRouteHandle } from '../route-handle';
import type { AppFrameProps } from './app-frame';
import { useShell } from './load-shell';
import { RouteFallback } from './route-fallback';
import { TopBar } from './top-bar';

function Shell(props: AppFrameProps) {
  const { AppFrame } = useShell();
  return <AppFrame {...props} />;
}

export function RootLayout() {
  const { t } = useTranslation();
  const user = useUser();
  const matches = useMatches();
  const theme = useTheme();
  const isDesktop = useMediaQuery(theme.breakpoints.up('md'), { noSsr: true });
  const leaf = matches[matches.length - 1];
  const handle = isRouteHandle(leaf?.handle) ? leaf.handle : null;
  const showMenu = user !== null && !menuHiddenRouteNames.has(handle?.name ?? '');

  // null: the default for the screen (open beside the content on a desktop, closed on a phone).
  const [openChoice, setOpenChoice] = useState<boolean | null>(null);
  const userId = user?.id ?? null;
  useEffect(() => setOpenChoice(null), [userId]);
  const open = openChoice ?? isDesktop;

  // Each page is titled (WCAG 2.4.2): its own title, else its deepest breadcrumb, then the product.
  const titleKey =
    handle?.title ??
    [...matches]
      .reverse()
      .map((m) => (isRouteHandle(m.handle) ? m.handle.crumb : undefined))
      .find(Boolean);
  const documentTitle = titleKey ? `${t(titleKey)} · ${t('app.title')}` : t('app.title');
  useEffect(() => {
    document.title = documentTitle;
  }, [documentTitle]);

  return (
    <Box sx={{ display: 'flex', minHeight: '100vh' }}>
      <Box
        component="a"
        href="#main-content"
        sx={{
          position: 'absolute',
          left: 8,
          top: -48,
          zIndex: (th) => th.zIndex.tooltip,
          bgcolor: 'background.paper',
          color: 'primary.main',
          p: 1,
          borderRadius: 1,
          '&:focus': { top: 8 },
        }}
      >
        {t('app.skipToContent')}
      </Box>
      <TopBar
        loggedIn={user !== null}
        showMenuButton={showMenu}
        menuOpen={showMenu && open}
        onToggleMenu={() => setOpenChoice(!open)}
      />
      {handle?.plain ? (
        <Box
          component="main"
          id="main-content"
          tabIndex={-1}
          sx={{ flexGrow: 1, minWidth: 0, px: { xs: 2, sm: 3 }, pb: 4, outline: 'none' }}
        >
          <Toolbar />
          <Box sx={{ pt: 2 }}>
            <Outlet />
          </Box>
        </Box>
      ) : (
        <Suspense fallback={<RouteFallback />}>
          <Shell
            user={user}
            showMenu={showMenu}
            menuOpen={open}
            isDesktop={isDesktop}
            onCloseMenu={() => setOpenChoice(false)}
            protectedRoute={handle?.protected === true}
          />
        </Suspense>
      )}
    </Box>
  );
}

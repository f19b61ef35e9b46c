import { Suspense, useEffect, useState, useSyncExternalStore } from 'react';
import { Outlet, useLocation, useMatches } from 'react-router';
import { useTranslation } from 'react-i18next';
import { pageChanged } from '../../lib/notify';
import { useUser } from '../../lib/session';
import { menuHiddenRouteNames } from '../guards';
import { isRouteHandle } from '../route-handle';
import type { AppFrameProps } from './app-frame';
import { FrameMain } from './frame-main';
import { loadShell, useShell } from './load-shell';
import { RouteFallback } from './route-fallback';
import { TopBar } from './top-bar';

// MUI's `md` breakpoint: from here the drawer sits beside the content.
const desktopQuery = '(min-width: 900px)';

function subscribeDesktop(onChange: () => void): () => void {
  const list = window.matchMedia(desktopQuery);
  list.addEventListener('change', onChange);
  return () => list.removeEventListener('change', onChange);
}

function useIsDesktop(): boolean {
  return useSyncExternalStore(subscribeDesktop, () => window.matchMedia(desktopQuery).matches);
}

function Shell(props: AppFrameProps) {
  const { AppFrame } = useShell();
  return <AppFrame {...props} />;
}

/**
 * Plain React and CSS (app/base.css): the top bar, the skip link and, on every route but the plain
 * ones (Login), the app frame of shell.ts with MUI, the drawer and the data layer.
 */
export function RootLayout() {
  const { t } = useTranslation();
  const user = useUser();
  const matches = useMatches();
  const { pathname } = useLocation();
  useEffect(() => pageChanged(), [pathname]);
  const isDesktop = useIsDesktop();
  const leaf = matches[matches.length - 1];
  const handle = isRouteHandle(leaf?.handle) ? leaf.handle : null;
  const plain = handle?.plain === true;
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
  const documentTitle = titleKey
    ? `${t(titleKey, { context: user?.type })} · ${t('app.title')}`
    : t('app.title');
  useEffect(() => {
    document.title = documentTitle;
  }, [documentTitle]);

  // On Login, the frame the next page needs downloads shortly after the form shows (never before it).
  useEffect(() => {
    if (!plain) return;
    const id = window.setTimeout(() => void loadShell().catch(() => undefined), 1500);
    return () => window.clearTimeout(id);
  }, [plain]);

  return (
    <div className="frame">
      <a className="skip-link" href="#main-content">
        {t('app.skipToContent')}
      </a>
      <TopBar
        loggedIn={user !== null}
        showMenuButton={showMenu}
        menuOpen={showMenu && open}
        onToggleMenu={() => setOpenChoice(!open)}
      />
      {plain ? (
        <FrameMain>
          <Outlet />
        </FrameMain>
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
    </div>
  );
}

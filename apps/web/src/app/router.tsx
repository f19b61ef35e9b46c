import { createBrowserRouter, replace, type LoaderFunction, type RouteObject } from 'react-router';
import { getUser, subscribeUser } from '../lib/session';
import { resolveRedirect } from './guards';
import { isRouteHandle, type RouteHandle } from './route-handle';
import { loadShell } from './layout/load-shell';
import { RootLayout } from './layout/root-layout';
import { RouteError } from './layout/route-error';
import { RouteFallback } from './layout/route-fallback';
import type { Def } from './route-page';
import { notFound, publicRoutes } from './routes/public';
import { protectedRoutes } from './routes/staff';

/* ---------- previous route (for the professional's "back to the previous route") ---------- */

let previousPath: string | null = null;
let previousUserId: string | null = getUser()?.id ?? null;

subscribeUser(() => {
  const id = getUser()?.id ?? null;
  if (id !== previousUserId) previousPath = null; // a new session starts without history
  previousUserId = id;
});

/* ---------- route helpers ---------- */

function guard(handle: RouteHandle): LoaderFunction {
  return ({ request }) => {
    const url = new URL(request.url);
    const target = `${url.pathname}${url.search}`;
    const to = resolveRedirect({
      name: handle.name,
      isProtected: handle.protected === true,
      user: getUser(),
      previousPath: previousPath && previousPath !== target ? previousPath : null,
    });
    return to && to !== target ? replace(to) : null;
  };
}

/** A route's page together with the app frame it renders in (one wait, no flash of a fallback). */
function withShell(lazy: NonNullable<Def['lazy']>): NonNullable<Def['lazy']> {
  return async () => (await Promise.all([lazy(), loadShell()]))[0];
}

/** Adds the guard loader to every leaf route and marks a protected subtree. */
function build(defs: Def[], protectedTree: boolean): RouteObject[] {
  return defs.map((def): RouteObject => {
    const handle: RouteHandle = { ...def.handle, protected: protectedTree || def.handle.protected === true };
    // Only the route a URL ends on is guarded: a parent's name (e.g. Configurations) is never the target.
    const common = {
      handle,
      ...(def.children ? {} : { loader: guard(handle), HydrateFallback: RouteFallback }),
      ...(def.lazy ? { lazy: handle.plain ? def.lazy : withShell(def.lazy) } : {}),
    };
    if (def.index) return { index: true, ...common };
    return {
      path: def.path,
      ...common,
      ...(def.children ? { children: build(def.children, handle.protected === true) } : {}),
    };
  });
}

/* ---------- the routes of spec §2: routes/public.ts, routes/staff.ts ---------- */

export const routes: RouteObject[] = [
  {
    id: 'root',
    path: '/',
    Component: RootLayout,
    ErrorBoundary: RouteError,
    HydrateFallback: RouteFallback,
    children: [...build(publicRoutes, false), ...build(protectedRoutes, true), ...build([notFound], false)],
  },
];

export const router = createBrowserRouter(routes);

// Remember the last protected page the user actually saw.
router.subscribe((state) => {
  if (state.navigation.state !== 'idle') return;
  const leaf = state.matches[state.matches.length - 1];
  const handle: unknown = leaf?.route.handle;
  if (getUser() && isRouteHandle(handle) && handle.protected) {
    previousPath = `${state.location.pathname}${state.location.search}`;
  }
});

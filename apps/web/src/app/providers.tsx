import { lazy, Suspense, useSyncExternalStore, type ReactNode } from 'react';
import { noticesRequested, subscribeNoticesRequested } from '../lib/notify';

const NotificationHost = lazy(() => import('./notification-host'));

function Notifications() {
  const requested = useSyncExternalStore(subscribeNoticesRequested, noticesRequested, noticesRequested);
  return requested ? (
    <Suspense fallback={null}>
      <NotificationHost />
    </Suspense>
  ) : null;
}

/**
 * Around the router: only the notification host, loaded with the first notice. The pages' MUI theme
 * and the data layer come with the app frame (layout/shell.ts), so the login route loads neither.
 */
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <>
      {children}
      <Notifications />
    </>
  );
}

import type { DataRouter } from 'react-router';
import { setFailureHandler } from '../lib/api-client';
import { notify } from '../lib/notify';
import i18n from '../lib/i18n';
import { clearUser } from '../lib/session';
import { paths } from './paths';

function TwoLines({ title, detail }: { title: string; detail: string }) {
  return (
    <span>
      <strong>{title}</strong>
      {detail ? (
        <>
          <br />
          {detail}
        </>
      ) : null}
    </span>
  );
}

/** What spec §8's global handling means in this app: where to go and what to tell the user. */
export function wireApiClient(router: DataRouter): void {
  setFailureHandler((failure) => {
    const t = i18n.t.bind(i18n);
    switch (failure.kind) {
      case 'unauthorized':
        clearUser(); // the query cache empties with it (lib/query-client.ts)
        if (router.state.location.pathname !== paths.login)
          void router.navigate(paths.login, { replace: true });
        break;
      case 'subscription_inactive':
        notify(
          <TwoLines
            title={t('errors.subscriptionInactiveTitle')}
            detail={t('errors.subscriptionInactiveDetail')}
          />,
          'warning',
          'subscription_inactive',
        );
        if (router.state.location.pathname !== paths.subscription) void router.navigate(paths.subscription);
        break;
      case 'forbidden':
        notify(t('errors.forbidden'), 'error', 'forbidden');
        break;
      case 'server_error':
        notify(<TwoLines title={t('errors.serverError')} detail={failure.text} />, 'error');
        break;
      case 'unreachable':
        void router.navigate(paths.serverError, { state: { message: t('errors.serverUnreachable') } });
        break;
    }
  });
}

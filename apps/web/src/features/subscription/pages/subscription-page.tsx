import Alert from '@mui/material/Alert';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { SubscriptionUpdate } from '@clinica/contracts/subscriptions';
import { PageHeader } from '../../../components/page-header';
import { showSaveError } from '../../../lib/form-errors';
import { notify } from '../../../lib/notify';
import { useUser } from '../../../lib/session';
import { subscriptionKeys } from '../api/keys';
import { getSubscription, startCardChange, startCheckout, updateSubscription } from '../api/subscription';
import { InactiveNotice } from '../components/inactive-notice';
import { PaymentFailedAlert } from '../components/payment-failed-alert';
import { PlansTable } from '../components/plans-table';
import { SubscriptionSummary } from '../components/subscription-summary';

/** The provider's hosted page (Stripe's, or the test provider's own): a full navigation away. */
const goTo = (url: string) => window.location.assign(url);

/** `/configurations/subscription` (spec §2, §4): the manager's subscription; anyone else the notice. */
export function SubscriptionPage() {
  const { t } = useTranslation();
  const user = useUser();
  if (!user) return null;
  return (
    <>
      <PageHeader title={t('routes.subscription')} />
      {user.type === 'manager' ? (
        <ManagerSubscription tenantId={user.tenant.id} timeZone={user.tenant.time_zone} />
      ) : (
        <InactiveNotice active={user.tenant.subscription.active} />
      )}
    </>
  );
}

function ManagerSubscription({ tenantId, timeZone }: { tenantId: string; timeZone: string }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const key = subscriptionKeys.subscription(tenantId);
  const query = useQuery({ queryKey: key, queryFn: ({ signal }) => getSubscription(tenantId, signal) });
  const checkout = useMutation({ mutationFn: startCheckout, onSuccess: (s) => goTo(s.url) });
  const card = useMutation({ mutationFn: () => startCardChange(tenantId), onSuccess: (s) => goTo(s.url) });
  const update = useMutation({
    mutationFn: (body: SubscriptionUpdate) => updateSubscription(tenantId, body),
    onSuccess: (s) => {
      queryClient.setQueryData(key, s);
      notify(t('subscription.actions.saved'), 'success');
    },
  });
  const onError = (e: unknown) => showSaveError(e, t);
  const pending = checkout.isPending || card.isPending || update.isPending;

  if (query.isPending) return <CircularProgress aria-label={t('subscription.summary.loading')} />;
  if (query.isError) return <Alert severity="error">{t('subscription.summary.error')}</Alert>;
  const s = query.data;
  const subscribed = s.plan !== null && s.status !== 'canceled';
  const changeCard = () => card.mutate(undefined, { onError });
  return (
    <Stack spacing={3}>
      {s.payment_failed_at && s.status !== 'canceled' ? (
        <PaymentFailedAlert
          graceEndsAt={s.grace_ends_at}
          timeZone={timeZone}
          pending={pending}
          onChangeCard={changeCard}
        />
      ) : null}
      <SubscriptionSummary
        subscription={s}
        timeZone={timeZone}
        pending={pending}
        onChangeCard={changeCard}
        onCancelAtPeriodEnd={(cancel) => update.mutate({ cancel_at_period_end: cancel }, { onError })}
      />
      <PlansTable
        currentPlanId={subscribed ? s.plan?.id : null}
        switching={subscribed}
        pending={pending}
        onChoose={(plan) =>
          subscribed
            ? update.mutate({ plan_id: plan.id }, { onError })
            : checkout.mutate(plan.id, { onError })
        }
      />
    </Stack>
  );
}

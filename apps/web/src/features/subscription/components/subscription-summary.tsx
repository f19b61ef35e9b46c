import { useState } from 'react';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import type { TenantSubscription } from '@clinica/contracts/subscriptions';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { Fact, FactList } from '../../../components/fact-list';
import { SectionCard } from '../../../components/section-card';
import { formatDate } from '../../../lib/format';

const DAY = 86_400_000;

/** Whole days left of the trial (0 once it ended). */
export const trialDaysLeft = (trialEndsAt: string | null, now: Date): number =>
  trialEndsAt ? Math.max(0, Math.ceil((new Date(trialEndsAt).getTime() - now.getTime()) / DAY)) : 0;

export interface SubscriptionSummaryProps {
  subscription: TenantSubscription;
  timeZone: string;
  pending: boolean;
  onChangeCard: () => void;
  onCancelAtPeriodEnd: (cancel: boolean) => void;
}

/** Plan, status, trial days left, next charge and the card's last digits; the card change and cancelling. */
export function SubscriptionSummary({
  subscription: s,
  timeZone,
  pending,
  onChangeCard,
  onCancelAtPeriodEnd,
}: SubscriptionSummaryProps) {
  const { t } = useTranslation();
  const [confirming, setConfirming] = useState(false);
  const subscribed = s.plan !== null && s.status !== 'canceled';
  const periodEnd = s.current_period_ends_at ? formatDate(s.current_period_ends_at, timeZone) : '—';
  return (
    <SectionCard
      id="subscription-summary"
      title={t('subscription.summary.title')}
      action={
        s.provider === 'test' ? (
          <Chip size="small" color="warning" label={t('subscription.summary.testMode')} />
        ) : null
      }
    >
      <FactList>
        <Fact label={t('subscription.summary.status')}>{t(`subscription.status.${s.status}`)}</Fact>
        <Fact label={t('subscription.summary.plan')}>
          {s.plan
            ? `${s.plan.name} · ${t(`subscription.plans.${s.plan.interval}`)}`
            : t('subscription.summary.noPlan')}
        </Fact>
        {s.status === 'trialing' ? (
          <>
            <Fact label={t('subscription.summary.trialLeft')}>
              {trialDaysLeft(s.trial_ends_at, new Date())}
            </Fact>
            <Fact label={t('subscription.summary.trialEnds')}>
              {s.trial_ends_at ? formatDate(s.trial_ends_at, timeZone) : '—'}
            </Fact>
          </>
        ) : null}
        {subscribed ? (
          <>
            <Fact
              label={t(
                s.cancel_at_period_end ? 'subscription.summary.endsAt' : 'subscription.summary.nextCharge',
              )}
            >
              {periodEnd}
            </Fact>
            <Fact label={t('subscription.summary.professionals')}>{s.quantity ?? '—'}</Fact>
            <Fact label={t('subscription.summary.card')}>
              {s.card_last4
                ? `${s.card_brand ?? ''} •••• ${s.card_last4}`.trim()
                : t('subscription.summary.noCard')}
            </Fact>
          </>
        ) : null}
      </FactList>
      {subscribed ? (
        <Stack direction="row" spacing={1} sx={{ mt: 2, flexWrap: 'wrap', gap: 1 }}>
          <Button variant="contained" disabled={pending} onClick={onChangeCard}>
            {t('subscription.actions.changeCard')}
          </Button>
          {s.cancel_at_period_end ? (
            <Button disabled={pending} onClick={() => onCancelAtPeriodEnd(false)}>
              {t('subscription.actions.resume')}
            </Button>
          ) : (
            <Button color="error" disabled={pending} onClick={() => setConfirming(true)}>
              {t('subscription.actions.cancel')}
            </Button>
          )}
        </Stack>
      ) : null}
      <ConfirmDialog
        open={confirming}
        title={t('subscription.actions.confirmCancelTitle')}
        body={t('subscription.actions.confirmCancelBody', { date: periodEnd })}
        confirmLabel={t('subscription.actions.confirmCancel')}
        cancelLabel={t('subscription.actions.keep')}
        destructive
        pending={pending}
        onConfirm={() => {
          setConfirming(false);
          onCancelAtPeriodEnd(true);
        }}
        onCancel={() => setConfirming(false)}
      />
    </SectionCard>
  );
}

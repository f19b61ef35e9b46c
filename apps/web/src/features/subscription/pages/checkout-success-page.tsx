import { useEffect } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { PageHeader } from '../../../components/page-header';
import { errorMessage } from '../../../lib/api-client';
import { confirmCheckout } from '../api/subscription';

/**
 * `/checkout-session/success?checkout_session_id=` (spec §2, §3): the server asks the provider about the
 * session and applies it (idempotent: a reload or the webhook arriving first change nothing), then the outcome.
 */
export function CheckoutSuccessPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const id = params.get('checkout_session_id');
  const queryClient = useQueryClient();
  const confirm = useMutation({
    mutationFn: confirmCheckout,
    // The session (/me) and the subscription page read the new status.
    onSuccess: () => void queryClient.invalidateQueries(),
  });
  const { mutate } = confirm;
  useEffect(() => {
    if (id) mutate(id);
  }, [id, mutate]);

  let outcome;
  if (!id) outcome = <Alert severity="error">{t('subscription.success.missing')}</Alert>;
  else if (confirm.isError)
    outcome = <Alert severity="error">{errorMessage(confirm.error, t('subscription.success.failed'))}</Alert>;
  else if (confirm.isSuccess)
    outcome = (
      <Alert severity="success">
        {t(
          confirm.data.mode === 'setup'
            ? 'subscription.success.cardChanged'
            : 'subscription.success.subscribed',
        )}
      </Alert>
    );
  else
    outcome = (
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }} role="status">
        <CircularProgress size={24} aria-hidden />
        <span>{t('subscription.success.confirming')}</span>
      </Stack>
    );
  return (
    <Stack spacing={2} sx={{ maxWidth: 560 }}>
      <PageHeader title={t('subscription.success.title')} />
      {outcome}
      <Button
        component={RouterLink}
        to="/configurations/subscription"
        variant="contained"
        sx={{ alignSelf: 'flex-start' }}
      >
        {t('subscription.success.back')}
      </Button>
    </Stack>
  );
}

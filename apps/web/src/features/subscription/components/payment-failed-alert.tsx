import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../lib/format';

/** «Pagamento Falhou» on the subscription page: until when the clinic keeps working, and the card change. */
export function PaymentFailedAlert({
  graceEndsAt,
  timeZone,
  pending,
  onChangeCard,
}: {
  graceEndsAt: string | null;
  timeZone: string;
  pending: boolean;
  onChangeCard: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Alert
      severity="error"
      action={
        <Button color="inherit" size="small" disabled={pending} onClick={onChangeCard}>
          {t('subscription.actions.changeCard')}
        </Button>
      }
    >
      <AlertTitle>{t('subscription.paymentFailed.title')}</AlertTitle>
      {graceEndsAt
        ? t('subscription.paymentFailed.detail', { date: formatDate(graceEndsAt, timeZone) })
        : null}
    </Alert>
  );
}

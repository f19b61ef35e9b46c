import type { Me } from '@clinica/contracts/auth';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../paths';

/**
 * «Pagamento Falhou» on every page for the clinic's managers while a renewal has failed (issue 49): the
 * clinic keeps working for the grace, and the link leads to the card change. Plain markup (the shell's
 * weight, docs/performance.md).
 */
export function PaymentFailedBanner({ user }: { user: Me }) {
  const { t } = useTranslation();
  if (user.type !== 'manager' || !user.tenant.subscription.payment_failed_at) return null;
  return (
    <div className="payment-failed-banner" role="status">
      <strong>{t('paymentFailedBanner.title')}</strong> <span>{t('paymentFailedBanner.detail')}</span>{' '}
      <Link to={paths.subscription}>{t('paymentFailedBanner.link')}</Link>
    </div>
  );
}

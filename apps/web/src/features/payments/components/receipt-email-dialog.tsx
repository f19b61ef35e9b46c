import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Payment } from '@clinica/contracts/payments';
import { SendEmailDialog } from '../../../components/send-email-dialog';
import { hasPermission, useUser } from '../../../lib/session';
import { getPatient } from '../api/current-account';
import { paymentsKeys } from '../api/keys';
import { sendReceiptByEmail } from '../api/receipts';
import { showPaymentError } from '../payment-messages';

/** «Enviar recibo por e-mail»: to the patient's e-mail when known, or to the address typed. */
export function ReceiptEmailDialog({ payment, onClose }: { payment: Payment; onClose: () => void }) {
  const { t } = useTranslation();
  const user = useUser();
  // An insurer's payment (issue 45): no patient's e-mail to offer; the address is typed.
  const patientId = payment.patient?.id;
  const patient = useQuery({
    queryKey: paymentsKeys.patient(patientId ?? ''),
    queryFn: ({ signal }) => getPatient(patientId!, signal),
    enabled: Boolean(patientId) && hasPermission(user, 'patients', 'read'),
  });
  return (
    <SendEmailDialog
      title={t('payments.actions.emailTitle', {
        number:
          payment.receipt?.receipt_no ??
          payment.provider_receipts.flatMap((r) => (r.receipt_no ? [r.receipt_no] : [])).join(', '),
      })}
      knownEmail={patient.data?.email}
      send={(email) => sendReceiptByEmail(payment.id, email)}
      sentMessage={t('payments.contract.receiptSent')}
      onError={(failure, showUnderField) =>
        showPaymentError(failure, t, (path, message) => {
          if (path !== 'email' && path !== 'payment_id') return false;
          showUnderField(message);
          return true;
        })
      }
      onClose={onClose}
    />
  );
}

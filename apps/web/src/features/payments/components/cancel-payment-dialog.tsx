import { useTranslation } from 'react-i18next';
import { paymentCancelInput, type Payment } from '@clinica/contracts/payments';
import { ReasonDialog } from '../../../components/reason-dialog';
import { notify } from '../../../lib/notify';
import { cancelPayment } from '../api/payments';
import { usePaymentMutation } from '../hooks/use-payment-mutation';
import { showPaymentError, translatePaymentMessage } from '../payment-messages';

/**
 * «Anular pagamento»: the reason is required; the receipt (and an advance's FR) is cancelled with it,
 * and the invoices it settled are owed again — the dialog says so before anything happens.
 */
export function CancelPaymentDialog({ payment, onClose }: { payment: Payment; onClose: () => void }) {
  const { t } = useTranslation();
  const cancel = usePaymentMutation((text: string) => cancelPayment(payment.id, text), {
    onSuccess: () => {
      notify(t('payments.cancel.done'), 'success');
      onClose();
    },
  });
  const warning = `${
    payment.receipt
      ? t('payments.cancel.body', { number: payment.receipt.receipt_no })
      : t('payments.cancel.bodyPlain')
  }${payment.advance?.invoice_no ? ` ${t('payments.cancel.bodyAdvance', { number: payment.advance.invoice_no })}` : ''}`;
  return (
    <ReasonDialog
      title={t('payments.cancel.title')}
      warning={warning}
      reasonLabel={t('payments.cancel.reason')}
      submitLabel={t('payments.cancel.submit')}
      pending={cancel.isPending}
      check={(reason) => {
        const checked = paymentCancelInput.safeParse({ reason });
        return checked.success ? undefined : translatePaymentMessage(t, checked.error.issues[0]?.message);
      }}
      onSubmit={(reason, showError) =>
        cancel.mutate(reason, {
          onError: (failure) =>
            showPaymentError(failure, t, (path, message) => {
              if (path !== 'reason') return false;
              showError(message);
              return true;
            }),
        })
      }
      onClose={onClose}
    />
  );
}

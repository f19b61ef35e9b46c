import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { InsurerPaymentSummary } from '@clinica/contracts/insurer-billing';
import { ReasonDialog } from '../../../components/reason-dialog';
import { notify } from '../../../lib/notify';
import { cancelInsurerPayment } from '../api/insurer-billing';
import { showBillingError } from '../insurer-billing-messages';
import { configurationsKeys } from '../keys';

/** «Anular» an insurer's payment: with a reason; its receipt goes with it and its FTs are owed again. */
export function CancelInsurerPaymentDialog({
  payment,
  onClose,
}: {
  payment: InsurerPaymentSummary;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const cancel = useMutation({
    mutationFn: (reason: string) => cancelInsurerPayment(payment.id, reason),
    onSuccess: async () => {
      notify(t('configurations.insurerBilling.cancelPayment.done'), 'success');
      await queryClient.invalidateQueries({ queryKey: configurationsKeys.insurers.all });
      onClose();
    },
  });
  return (
    <ReasonDialog
      title={t('configurations.insurerBilling.cancelPayment.title')}
      warning={t('configurations.insurerBilling.cancelPayment.body', { number: payment.receipt_no ?? '—' })}
      reasonLabel={t('configurations.insurerBilling.cancelPayment.reason')}
      submitLabel={t('configurations.insurerBilling.cancelPayment.submit')}
      pending={cancel.isPending}
      check={(reason) => (reason.trim() ? undefined : t('validation.required'))}
      onSubmit={(reason, showError) =>
        cancel.mutate(reason, {
          onError: (failure) =>
            showBillingError(failure, t, (path, message) => {
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

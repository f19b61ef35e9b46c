import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Payment } from '@clinica/contracts/payments';
import { paymentsKeys } from '../api/keys';

/**
 * A write that answers with the payment: it replaces the one on screen, and what it changes is read
 * again — the payments and current accounts, and the invoicing documents (what each still owes).
 */
export function usePaymentMutation<V>(
  mutationFn: (variables: V) => Promise<Payment>,
  options: { onSuccess?: (payment: Payment) => void; onError?: (error: unknown) => void } = {},
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: (payment) => {
      queryClient.setQueryData(paymentsKeys.detail(payment.id), payment);
      void queryClient.invalidateQueries({ queryKey: [...paymentsKeys.all, 'list'] });
      void queryClient.invalidateQueries({ queryKey: [...paymentsKeys.all, 'current-account'] });
      void queryClient.invalidateQueries({ queryKey: ['invoicing-documents'] });
      options.onSuccess?.(payment);
    },
    onError: options.onError,
  });
}

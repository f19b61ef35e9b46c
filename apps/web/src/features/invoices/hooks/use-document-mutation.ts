import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { InvoicingDocument } from '@clinica/contracts/invoicing';
import { invoicesKeys } from '../api/keys';

/**
 * A change that answers with the document: it replaces the one on screen, and the lists (documents,
 * and appointments, whose invoicing status it may change) are read again.
 */
export function useDocumentMutation<V>(
  mutationFn: (variables: V) => Promise<InvoicingDocument>,
  options: { onSuccess?: (document: InvoicingDocument) => void; onError?: (error: unknown) => void } = {},
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: (document) => {
      queryClient.setQueryData(invoicesKeys.detail(document.id), document);
      void queryClient.invalidateQueries({ queryKey: [...invoicesKeys.all, 'list'] });
      void queryClient.invalidateQueries({ queryKey: ['appointments'] });
      options.onSuccess?.(document);
    },
    onError: options.onError,
  });
}

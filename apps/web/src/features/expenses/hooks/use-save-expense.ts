import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Expense, ExpenseInput } from '@clinica/contracts/expenses';
import { ApiError } from '../../../lib/api-client';
import { notify } from '../../../lib/notify';
import { attachReceipt, createExpense, removeReceipt, updateExpense } from '../api/expenses';
import { expensesKeys } from '../api/keys';
import type { ReceiptChange } from '../components/receipt-field';
import { translateExpenseMessage } from '../expense-messages';

/**
 * Saves the expense (create or update), then applies the receipt's change. A refused receipt does not
 * undo the saved expense: the notice says so, and the expense opens to attach another.
 */
export function useSaveExpense(existing: Expense | null) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ body, receipt }: { body: ExpenseInput; receipt: ReceiptChange }) => {
      let saved = existing ? await updateExpense(existing.id, body) : await createExpense(body);
      try {
        if (receipt.kind === 'attach') saved = await attachReceipt(saved.id, receipt.file);
        else if (receipt.kind === 'remove' && saved.attachment) saved = await removeReceipt(saved.id);
      } catch (error) {
        if (!(error instanceof ApiError) || error.handled) throw error;
        const message = translateExpenseMessage(t, error.fields.file ?? error.message) ?? error.message;
        notify(t('expenses.receipt.failed', { message }), 'warning');
      }
      return saved;
    },
    onSuccess: (saved) => {
      queryClient.setQueryData(expensesKeys.detail(saved.id), saved);
      void queryClient.invalidateQueries({ queryKey: [...expensesKeys.all, 'list'] });
      notify(existing ? t('expenses.saved') : t('expenses.created'), 'success');
    },
  });
}

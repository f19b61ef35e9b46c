import { useState } from 'react';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import PaymentsOutlined from '@mui/icons-material/PaymentsOutlined';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Link as RouterLink, useNavigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { EmptyState } from '../../../components/empty-state';
import { PageHeader } from '../../../components/page-header';
import { ApiError } from '../../../lib/api-client';
import { showSaveError } from '../../../lib/form-errors';
import { notify } from '../../../lib/notify';
import { useUser } from '../../../lib/session';
import { canDeleteExpenses, canUpdateExpenses } from '../access';
import { deleteExpense, getExpense } from '../api/expenses';
import { expensesKeys } from '../api/keys';
import { ExpenseForm } from '../components/expense-form';

/** /expenses/{id}: the expense, edited in place by whoever may update it, deleted after a confirmation. */
export function ExpensePage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const user = useUser();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [confirming, setConfirming] = useState(false);
  const expense = useQuery({
    queryKey: expensesKeys.detail(id),
    queryFn: ({ signal }) => getExpense(id, signal),
  });
  const remove = useMutation({
    mutationFn: () => deleteExpense(id),
    onSuccess: async () => {
      setConfirming(false);
      notify(t('expenses.deleted'), 'success');
      queryClient.removeQueries({ queryKey: expensesKeys.detail(id) });
      await queryClient.invalidateQueries({ queryKey: [...expensesKeys.all, 'list'] });
      await navigate('/expenses');
    },
    onError: (error) => {
      setConfirming(false);
      showSaveError(error, t);
    },
  });

  if (expense.isPending)
    return (
      <Stack spacing={2} aria-busy="true" aria-label={t('app.loading')}>
        <Skeleton variant="rounded" height={64} />
        <Skeleton variant="rounded" height={360} />
      </Stack>
    );
  if (expense.isError) {
    const missing = expense.error instanceof ApiError && [400, 404].includes(expense.error.status);
    return (
      <>
        <PageHeader title={t('routes.expense')} />
        <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
          <EmptyState
            icon={<PaymentsOutlined sx={{ fontSize: 48 }} />}
            title={missing ? t('expenses.notFound') : t('expenses.loadFailed')}
          />
          <Button component={RouterLink} to="/expenses">
            {t('expenses.backToList')}
          </Button>
        </Stack>
      </>
    );
  }
  const data = expense.data;
  return (
    <>
      <PageHeader title={data.name} />
      <ExpenseForm
        key={data.updated_at}
        expense={data}
        readOnly={!canUpdateExpenses(user)}
        actions={
          canDeleteExpenses(user) ? (
            <Button color="error" onClick={() => setConfirming(true)}>
              {t('expenses.delete.button')}
            </Button>
          ) : null
        }
      />
      <ConfirmDialog
        open={confirming}
        title={t('expenses.delete.title', { name: data.name })}
        body={t('expenses.delete.body')}
        confirmLabel={t('editing.delete')}
        destructive
        pending={remove.isPending}
        onConfirm={() => remove.mutate()}
        onCancel={() => setConfirming(false)}
      />
    </>
  );
}

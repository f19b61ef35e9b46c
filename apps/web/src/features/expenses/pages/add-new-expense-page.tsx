import { useTranslation } from 'react-i18next';
import { PageHeader } from '../../../components/page-header';
import { ExpenseForm } from '../components/expense-form';

/** /expenses/add_new_expense: a new expense; saved, it opens at /expenses/{id}. */
export function AddNewExpensePage() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeader title={t('expenses.newTitle')} />
      <ExpenseForm expense={null} />
    </>
  );
}

import { useTranslation } from 'react-i18next';
import type { ExpenseList } from '@clinica/contracts/expenses';
import { TotalsPanel } from '../../../components/totals-panel';
import { formatEuros } from '../../../lib/format';

/** The totals of the whole filtered set (not only this page): how many, how much, how much VAT. */
export function ExpenseTotals({ totals }: { totals: NonNullable<ExpenseList['totals']> }) {
  const { t } = useTranslation();
  return (
    <TotalsPanel
      id="expense-totals-title"
      title={t('expenses.totals.title')}
      figures={[
        { key: 'count', label: t('expenses.totals.count'), value: String(totals.count) },
        {
          key: 'total',
          label: t('expenses.totals.total'),
          value: formatEuros(totals.total_cents),
          strong: true,
        },
        { key: 'vat', label: t('expenses.totals.vat'), value: formatEuros(totals.vat_cents) },
      ]}
    />
  );
}

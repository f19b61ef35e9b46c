import { useCallback } from 'react';
import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import { expenseCategories } from '@clinica/contracts/expenses';
import { DateFilter } from '../../../components/date-filter';
import { FilterSelect } from '../../../components/list-toolbar';
import { SearchField } from '../../../components/search-field';

export const filterDefaults = { category: '', vendor: '', from: '', to: '' };
export type ExpenseFilterValues = typeof filterDefaults;

/** The list's filters, all in the address: category, vendor (name or NIF), date range. */
export function ExpenseFilters({
  filters,
  onChange,
}: {
  filters: ExpenseFilterValues;
  onChange: (change: Partial<ExpenseFilterValues>) => void;
}) {
  const { t } = useTranslation();
  const setVendor = useCallback((vendor: string) => onChange({ vendor: vendor.trim() }), [onChange]);
  return (
    <Box
      role="search"
      aria-label={t('expenses.filters.label')}
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 12rem), 1fr))',
        alignItems: 'center',
      }}
    >
      <FilterSelect
        label={t('expenses.fields.category')}
        value={filters.category}
        onChange={(category) => onChange({ category })}
        allLabel={t('expenses.filters.allCategories')}
        options={expenseCategories.map((c) => ({ value: c, label: t(`expenses.categories.${c}`) }))}
      />
      <SearchField label={t('expenses.filters.vendor')} value={filters.vendor} onChange={setVendor} />
      <DateFilter
        label={t('expenses.filters.from')}
        value={filters.from}
        onChange={(from) => onChange({ from })}
      />
      <DateFilter label={t('expenses.filters.to')} value={filters.to} onChange={(to) => onChange({ to })} />
    </Box>
  );
}

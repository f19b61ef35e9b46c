import type { ReportColumn, ReportRow } from '@clinica/contracts/reports';
import { useTranslation } from 'react-i18next';
import { formatDate, formatDecimal, formatEuros } from '../../../lib/format';

/** A cell's value as the interface writes it: euros, dd/mm/yyyy, hours and minutes, a method's name… */
export function useCellText() {
  const { t } = useTranslation();
  return (column: ReportColumn, value: ReportRow[string] | undefined): string => {
    if (value === null || value === undefined) return column.kind === 'text' ? t('reports.none') : '';
    switch (column.kind) {
      case 'cents':
        return formatEuros(Number(value));
      case 'percent':
        return `${formatDecimal(Number(value))} %`;
      case 'minutes': {
        const m = Number(value);
        return t('reports.minutes', { hours: Math.floor(m / 60), minutes: m % 60 });
      }
      case 'date':
        return formatDate(`${String(value)}T12:00:00Z`, 'UTC');
      case 'count':
        return String(value);
      default:
        if (column.key === 'method') return t(`payments.methods.${String(value)}`);
        if (column.key === 'category') return t(`expenses.categories.${String(value)}`);
        return String(value);
    }
  };
}

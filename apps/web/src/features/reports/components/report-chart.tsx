import { BarChart } from '@mui/x-charts/BarChart';
import type { ReportTable } from '@clinica/contracts/reports';
import { useTranslation } from 'react-i18next';
import { formatCount } from '../../../lib/format';
import { useCellText } from './report-cell';

/**
 * A report's first table as bars: its first label column against its first money (else count, else
 * percentage) column. Hidden from screen readers: the table below holds the same figures.
 */
export function ReportChart({ table }: { table: ReportTable }) {
  const { t, i18n } = useTranslation();
  const text = useCellText();
  const label = table.columns.find((c) => c.kind === 'text' || c.kind === 'date');
  const value =
    table.columns.find((c) => c.kind === 'cents') ??
    table.columns.find((c) => c.kind === 'percent') ??
    table.columns.find((c) => c.kind === 'count');
  if (!label || !value || table.rows.length === 0) return null;
  const rows = table.rows.slice(0, 24);
  const cents = value.kind === 'cents';
  return (
    <div aria-hidden data-testid="report-chart">
      <BarChart
        disableKeyboardNavigation
        height={280}
        xAxis={[
          {
            scaleType: 'band',
            data: rows.map((r, i) => `${i}:${text(label, r[label.key])}`),
            valueFormatter: (v: string) => v.slice(v.indexOf(':') + 1),
          },
        ]}
        // The axis' figures as the interface writes them («5 000» in Portuguese, euros for money).
        yAxis={[
          {
            width: 80,
            valueFormatter: (v: number) =>
              formatCount(v, i18n.language.startsWith('en') ? 'en' : 'pt') +
              (cents ? ' €' : value.kind === 'percent' ? ' %' : ''),
          },
        ]}
        series={[
          {
            label: t(`reports.columns.${value.key}`),
            data: rows.map((r) => (cents ? Number(r[value.key] ?? 0) / 100 : Number(r[value.key] ?? 0))),
            valueFormatter: (v: number | null) =>
              v === null ? '' : text(value, cents ? Math.round(v * 100) : v),
          },
        ]}
      />
    </div>
  );
}

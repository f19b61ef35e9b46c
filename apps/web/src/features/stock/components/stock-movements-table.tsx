import Link from '@mui/material/Link';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { StockMovement } from '@clinica/contracts/stock';
import { DataTable, type Column } from '../../../components/data-table';
import { useListTable } from '../../../components/list-table';
import { formatDate, formatTime } from '../../../lib/format';
import { listQuery, useListParams } from '../../../lib/list-params';
import { listStockMovements } from '../api/stock';
import { stockKeys } from '../keys';
import { formatQuantity } from '../quantity';

/** A product's movements, newest first, a page at a time: what moved it, by how much, and what was left. */
export function StockMovementsTable({ serviceId }: { serviceId: string }) {
  const { t } = useTranslation();
  const listParams = useListParams({ sort: 'created_at', order: 'desc' });
  const query = { ...listQuery(listParams.params), service_id: serviceId };
  delete (query as { q?: string }).q;
  const table = useListTable(listParams, stockKeys.movements(query), (signal) =>
    listStockMovements(query, signal),
  );

  const detail = (m: StockMovement) => {
    if (m.document_id)
      return (
        <Link component={RouterLink} to={`/invoices/${m.document_id}`}>
          {m.invoice_no}
        </Link>
      );
    return [m.patient_name, m.reason].filter(Boolean).join(' · ') || '—';
  };
  const columns: Column<StockMovement>[] = [
    {
      key: 'created_at',
      label: t('stock.fields.created_at'),
      sortField: 'created_at',
      render: (m) => `${formatDate(m.created_at)} ${formatTime(m.created_at)}`,
    },
    { key: 'kind', label: t('stock.fields.kind'), render: (m) => t(`stock.kinds.${m.kind}`) },
    {
      key: 'quantity',
      label: t('stock.fields.quantity'),
      align: 'right',
      render: (m) => `${m.quantity_milli > 0 ? '+' : ''}${formatQuantity(m.quantity_milli)}`,
    },
    {
      key: 'balance',
      label: t('stock.fields.balance'),
      align: 'right',
      render: (m) => formatQuantity(m.balance_after_milli),
      hideOnPhone: true,
    },
    { key: 'detail', label: t('stock.fields.detail'), render: detail, hideOnPhone: true },
  ];
  return <DataTable label={t('stock.movements')} columns={columns} emptyText={t('stock.empty')} {...table} />;
}

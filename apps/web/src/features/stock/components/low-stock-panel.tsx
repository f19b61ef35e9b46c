import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { LowStockProduct } from '@clinica/contracts/stock';
import { getLowStock } from '../api/stock';
import { stockKeys } from '../keys';
import { formatQuantity } from '../quantity';

/**
 * «Stock baixo» on the services page: the products below their minimum or below zero (these «precisam
 * de acerto»), each a link to its page. Nothing when every product is stocked.
 */
export function LowStockPanel() {
  const { t } = useTranslation();
  const low = useQuery({ queryKey: stockKeys.lowStock, queryFn: ({ signal }) => getLowStock(signal) });
  const items = low.data?.items ?? [];
  if (!items.length) return null;
  const line = (p: LowStockProduct) => {
    const unit = t(`stock.units.${p.unit}`);
    return p.low_stock_threshold_milli === null
      ? t('stock.lowItemNoThreshold', { quantity: formatQuantity(p.stock_quantity_milli), unit })
      : t('stock.lowItem', {
          quantity: formatQuantity(p.stock_quantity_milli),
          threshold: formatQuantity(p.low_stock_threshold_milli),
          unit,
        });
  };
  return (
    <Alert severity="warning" component="section" role="region" aria-label={t('stock.lowTitle')}>
      <AlertTitle>
        {t('stock.low')} ({items.length})
      </AlertTitle>
      <ul style={{ margin: 0, paddingLeft: '1.25rem' }}>
        {items.map((p) => (
          <li key={p.id}>
            <Link component={RouterLink} to={`/services/${p.id}`}>
              {p.name}
            </Link>{' '}
            — {line(p)}
            {p.needs_adjustment ? (
              <Chip size="small" color="error" label={t('stock.needsAdjustment')} sx={{ ml: 1 }} />
            ) : null}
          </li>
        ))}
      </ul>
    </Alert>
  );
}

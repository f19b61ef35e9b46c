import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { Service } from '@clinica/contracts/catalogue';
import { Fact, FactList } from '../../../components/fact-list';
import { SectionCard } from '../../../components/section-card';
import { hasPermission, useUser } from '../../../lib/session';
import { formatQuantity } from '../quantity';
import { StockMovementDialog } from './stock-movement-dialog';
import { StockMovementsTable } from './stock-movements-table';
import { ThresholdField } from './threshold-field';

/**
 * A product's stock on its page (decision 041): what there is, its minimum, «Registar movimento», and
 * its movements. Staff who read the stock see it; who may record what is the server's rule, mirrored here.
 */
export function ProductStock({ service }: { service: Service }) {
  const { t } = useTranslation();
  const user = useUser();
  const [recording, setRecording] = useState(false);
  const canRecord = hasPermission(user, 'stock_movements', 'create');
  const canManage = hasPermission(user, 'stock_movements', 'update');
  const canEditThreshold = hasPermission(user, 'services', 'update');
  const unit = t(`stock.units.${service.unit}`);
  const stock = service.stock_quantity_milli;
  const threshold = service.low_stock_threshold_milli;
  const low = threshold !== null && stock < threshold;
  const withUnit = (milli: number) => `${formatQuantity(milli)}${unit ? ` ${unit}` : ''}`;

  return (
    <SectionCard
      id="product-stock"
      title={t('stock.title')}
      action={
        canRecord ? (
          <Button variant="contained" onClick={() => setRecording(true)}>
            {t('stock.record')}
          </Button>
        ) : undefined
      }
    >
      <Stack spacing={2}>
        <FactList>
          <Fact label={t('stock.quantity')}>
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
              <Typography component="span" sx={{ fontWeight: 600 }}>
                {withUnit(stock)}
              </Typography>
              {stock < 0 ? <Chip size="small" color="error" label={t('stock.needsAdjustment')} /> : null}
              {low && stock >= 0 ? <Chip size="small" color="warning" label={t('stock.low')} /> : null}
            </Stack>
          </Fact>
          {canEditThreshold ? null : (
            <Fact label={t('stock.threshold')}>
              {threshold === null ? t('stock.noThreshold') : withUnit(threshold)}
            </Fact>
          )}
        </FactList>
        {stock < 0 ? <Alert severity="warning">{t('stock.needsAdjustmentHelp')}</Alert> : null}
        {canEditThreshold ? <ThresholdField key={threshold ?? 'none'} service={service} unit={unit} /> : null}
        <Typography variant="subtitle1" component="h3">
          {t('stock.movements')}
        </Typography>
        <StockMovementsTable serviceId={service.id} />
      </Stack>
      {recording ? (
        <StockMovementDialog service={service} canManage={canManage} onClose={() => setRecording(false)} />
      ) : null}
    </SectionCard>
  );
}

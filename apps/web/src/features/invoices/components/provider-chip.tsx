import Chip from '@mui/material/Chip';
import Tooltip from '@mui/material/Tooltip';
import { useTranslation } from 'react-i18next';
import type { InvoicingProviderName } from '@clinica/contracts/invoicing-provider';

/**
 * Where a document was issued (issue 53, decision 053): nothing for Clínica's own; «InvoiceXpress» for a
 * document issued there (its number, ATCUD and PDF are the provider's), said in words, never only a colour.
 */
export function ProviderChip({ provider }: { provider: InvoicingProviderName }) {
  const { t } = useTranslation();
  if (provider === 'clinica') return null;
  const hint = t('invoices.provider.invoicexpressHint');
  return (
    <Tooltip title={hint}>
      <Chip
        size="small"
        variant="outlined"
        color="primary"
        label={t('invoices.provider.invoicexpress')}
        aria-label={hint}
        sx={{ '& .MuiChip-label': { whiteSpace: 'nowrap', wordBreak: 'keep-all' } }}
      />
    </Tooltip>
  );
}

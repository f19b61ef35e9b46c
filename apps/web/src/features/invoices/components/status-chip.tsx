import Chip from '@mui/material/Chip';
import { useTranslation } from 'react-i18next';
import type { DocumentStatus } from '@clinica/contracts/invoicing';

const colours = { D: 'default', N: 'success', A: 'error', F: 'info' } as const;

/** A document's status as a word (Rascunho, Emitida, Anulada, Faturada: a fatura, a nota de crédito), never only a colour. */
export function StatusChip({ status }: { status: DocumentStatus }) {
  const { t } = useTranslation();
  return (
    <Chip
      size="small"
      color={colours[status]}
      variant={status === 'D' ? 'outlined' : 'filled'}
      label={t(`invoices.statuses.${status}`)}
      sx={{ '& .MuiChip-label': { whiteSpace: 'nowrap', wordBreak: 'keep-all' } }}
    />
  );
}

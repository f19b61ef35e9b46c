import Chip from '@mui/material/Chip';
import { useTranslation } from 'react-i18next';
import type { Payment } from '@clinica/contracts/payments';

/** «Anulado» on a cancelled payment; a normal one needs no chip. */
export function StatusChip({ status }: { status: Payment['status'] }) {
  const { t } = useTranslation();
  if (status !== 'A') return null;
  return (
    <Chip
      size="small"
      color="error"
      variant="outlined"
      label={t('payments.statuses.A')}
      sx={{ whiteSpace: 'nowrap' }}
    />
  );
}

import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import type { OutsideScheduleReason } from '../booking-errors';

export interface OutsideScheduleDialogProps {
  /** Why the time is outside working hours; null: the dialog is closed. */
  reasons: OutsideScheduleReason[] | null;
  pending?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/** A 409 `outside_schedule`: says why, and books (or moves) anyway only when confirmed. */
export function OutsideScheduleDialog({ reasons, pending, onConfirm, onCancel }: OutsideScheduleDialogProps) {
  const { t } = useTranslation();
  return (
    <ConfirmDialog
      open={reasons !== null}
      title={t('appointments.conflict.outsideTitle')}
      body={
        <>
          {t('appointments.conflict.outsideBody')}
          {reasons?.length ? (
            <Box component="ul" sx={{ pl: 2, mb: 0 }}>
              {reasons.map((r) => (
                <li key={r}>{t(`appointments.conflict.reasons.${r}`)}</li>
              ))}
            </Box>
          ) : null}
        </>
      }
      confirmLabel={t('appointments.conflict.outsideConfirm')}
      pending={pending}
      onConfirm={onConfirm}
      onCancel={onCancel}
    />
  );
}

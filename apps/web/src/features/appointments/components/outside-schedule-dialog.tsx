import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { outsideReasonText, type OutsideScheduleReason } from '../booking-errors';

export interface OutsideScheduleDialogProps {
  /** Why the time is outside working hours, and the public holidays in the way; null: closed. */
  ask: { reasons: OutsideScheduleReason[]; holidays?: Array<{ name: string }> } | null;
  pending?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/** A 409 `outside_schedule`: says why, and books (or moves) anyway only when confirmed. */
export function OutsideScheduleDialog({ ask, pending, onConfirm, onCancel }: OutsideScheduleDialogProps) {
  const { t } = useTranslation();
  return (
    <ConfirmDialog
      open={ask !== null}
      title={t('appointments.conflict.outsideTitle')}
      body={
        <>
          {t('appointments.conflict.outsideBody')}
          {ask?.reasons.length ? (
            <Box component="ul" sx={{ pl: 2, mb: 0 }}>
              {ask.reasons.map((r) => (
                <li key={r}>{outsideReasonText(t, r, ask.holidays)}</li>
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

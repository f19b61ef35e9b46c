import { lazy, Suspense, useState } from 'react';
import Button from '@mui/material/Button';
import AssignmentOutlined from '@mui/icons-material/AssignmentOutlined';
import { useTranslation } from 'react-i18next';
import { hasPermission, useUser } from '../../../lib/session';
import type { RecordInstrumentProps } from './record-instrument';

const RecordInstrument = lazy(() =>
  import('./record-instrument').then((m) => ({ default: m.RecordInstrument })),
);

/** «Registar instrumento» for whoever may record one (`instruments:create`); the dialog loads when opened. */
export function RecordInstrumentButton({
  patientId,
  appointmentId = null,
}: Omit<RecordInstrumentProps, 'onClose'>) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  if (!hasPermission(useUser(), 'instruments', 'create')) return null;
  return (
    <>
      <Button
        variant="outlined"
        startIcon={<AssignmentOutlined />}
        onClick={() => setOpen(true)}
        sx={{ minHeight: 44 }}
      >
        {t('instruments.record.open')}
      </Button>
      {open ? (
        <Suspense fallback={null}>
          <RecordInstrument
            patientId={patientId}
            appointmentId={appointmentId}
            onClose={() => setOpen(false)}
          />
        </Suspense>
      ) : null}
    </>
  );
}

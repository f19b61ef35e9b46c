import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { Instrument } from '@clinica/contracts/instruments';
import type { RecordValues } from '../record-form';
import { ItemField } from './item-field';

/** Every item one under the other (tablet and desktop). */
export function ItemList({
  instrument,
  form,
}: {
  instrument: Instrument;
  form: UseFormReturn<RecordValues>;
}) {
  return (
    <Stack spacing={2} divider={<Divider flexItem />}>
      {instrument.items.map((item, index) => (
        <ItemField key={item.number} instrument={instrument} index={index} form={form} />
      ))}
    </Stack>
  );
}

/** A phone: one item per screen, «Anterior» / «Seguinte», and where the patient is («Item 3 de 10»). */
export function ItemStepper({
  instrument,
  form,
  step,
  onStep,
}: {
  instrument: Instrument;
  form: UseFormReturn<RecordValues>;
  step: number;
  onStep: (step: number) => void;
}) {
  const { t } = useTranslation();
  const last = instrument.items.length - 1;
  return (
    <Stack spacing={2}>
      <Typography aria-live="polite" color="text.secondary">
        {t('instruments.record.progress', { current: step + 1, total: instrument.items.length })}
      </Typography>
      <ItemField key={step} instrument={instrument} index={step} form={form} />
      <Stack direction="row" spacing={1} sx={{ justifyContent: 'space-between' }}>
        <Button onClick={() => onStep(step - 1)} disabled={step === 0} sx={{ minHeight: 44 }}>
          {t('instruments.record.previous')}
        </Button>
        <Button
          variant="outlined"
          onClick={() => onStep(step + 1)}
          disabled={step === last}
          sx={{ minHeight: 44 }}
        >
          {t('instruments.record.next')}
        </Button>
      </Stack>
    </Stack>
  );
}

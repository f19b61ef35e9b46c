import { useRef } from 'react';
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

/**
 * A phone: one item per screen, «Anterior» / «Seguinte», and where the patient is («Item 3 de 10»).
 * A step moves the focus to that line, so it is read out and the next Tab reaches the new item (the
 * button pressed may have just become disabled).
 */
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
  const progress = useRef<HTMLElement>(null);
  const last = instrument.items.length - 1;
  const go = (next: number) => {
    onStep(next);
    requestAnimationFrame(() => progress.current?.focus());
  };
  return (
    <Stack spacing={2}>
      <Typography ref={progress} tabIndex={-1} aria-live="polite" color="text.secondary">
        {t('instruments.record.progress', { current: step + 1, total: instrument.items.length })}
      </Typography>
      <ItemField key={step} instrument={instrument} index={step} form={form} />
      <Stack direction="row" spacing={1} sx={{ justifyContent: 'space-between' }}>
        <Button onClick={() => go(step - 1)} disabled={step === 0} sx={{ minHeight: 44 }}>
          {t('instruments.record.previous')}
        </Button>
        <Button
          variant="outlined"
          onClick={() => go(step + 1)}
          disabled={step === last}
          sx={{ minHeight: 44 }}
        >
          {t('instruments.record.next')}
        </Button>
      </Stack>
    </Stack>
  );
}

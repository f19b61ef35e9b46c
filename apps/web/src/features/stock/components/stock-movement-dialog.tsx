import { useState } from 'react';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import MenuItem from '@mui/material/MenuItem';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Service } from '@clinica/contracts/catalogue';
import { manualStockMovementKinds, stockMovementInput } from '@clinica/contracts/stock';
import { FormDialog } from '../../../components/form-dialog';
import { PatientPicker, type PatientOption } from '../../../components/patient-picker';
import { notify } from '../../../lib/notify';
import { recordStockMovement } from '../api/stock';
import { stockKeys } from '../keys';
import { parseQuantity } from '../quantity';
import { showStockSaveError, translateStockMessage } from './stock-errors';

type Kind = (typeof manualStockMovementKinds)[number];
type Field = 'kind' | 'quantity' | 'reason' | 'patient_id';
/** The server's names for the dialog's fields. */
const fieldOf: Record<string, Field> = {
  kind: 'kind',
  quantity_milli: 'quantity',
  reason: 'reason',
  patient_id: 'patient_id',
};

/**
 * «Registar movimento» (decision 041): the kind, the quantity in the product's unit (decimal comma), and
 * for an adjustment its direction and reason; a consumption may name the patient. The front desk records
 * consumptions only (`canManage` false).
 */
export function StockMovementDialog({
  service,
  canManage,
  onClose,
}: {
  service: Service;
  canManage: boolean;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const kinds: readonly Kind[] = canManage ? manualStockMovementKinds : ['consumption'];
  const [kind, setKind] = useState<Kind>(canManage ? 'purchase' : 'consumption');
  const [direction, setDirection] = useState<'in' | 'out'>('out');
  const [quantity, setQuantity] = useState('');
  const [reason, setReason] = useState('');
  const [patient, setPatient] = useState<PatientOption | null>(null);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const unit = t(`stock.units.${service.unit}`);

  const save = useMutation({
    mutationFn: recordStockMovement,
    onSuccess: async () => {
      notify(t('stock.recorded'), 'success');
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: stockKeys.all }),
        queryClient.invalidateQueries({ queryKey: stockKeys.product(service.id) }),
      ]);
      onClose();
    },
    onError: (error) =>
      showStockSaveError(error, t, (field, message) => {
        const mine = fieldOf[field];
        if (!mine) return false;
        setErrors((e) => ({ ...e, [mine]: message }));
        return true;
      }),
  });

  const submit = (event: React.FormEvent) => {
    event.preventDefault();
    const milli = parseQuantity(quantity);
    if (milli === null || milli <= 0) {
      setErrors({ quantity: t('stock.quantityInvalid') });
      return;
    }
    const outward = kind === 'consumption' || (kind === 'adjustment' && direction === 'out');
    const body = {
      service_id: service.id,
      kind,
      quantity_milli: outward ? -milli : milli,
      reason,
      patient_id: kind === 'consumption' ? (patient?.id ?? null) : null,
    };
    const parsed = stockMovementInput.safeParse(body);
    if (!parsed.success) {
      const found: Partial<Record<Field, string>> = {};
      for (const issue of parsed.error.issues) {
        const field = fieldOf[String(issue.path[0])];
        if (field) found[field] ??= translateStockMessage(t, issue.message);
      }
      setErrors(found);
      return;
    }
    setErrors({});
    save.mutate(body);
  };

  return (
    <FormDialog
      open
      title={t('stock.record')}
      dirty={quantity !== '' || reason !== '' || patient !== null}
      pending={save.isPending}
      submitLabel={t('stock.record')}
      onSubmit={submit}
      onClose={onClose}
    >
      <Stack spacing={2} sx={{ pt: 1 }}>
        <TextField
          select
          label={t('stock.fields.kind')}
          value={kind}
          onChange={(e) => setKind(e.target.value as Kind)}
          helperText={canManage ? undefined : t('stock.consumptionOnly')}
          error={Boolean(errors.kind)}
        >
          {kinds.map((k) => (
            <MenuItem key={k} value={k}>
              {t(`stock.kinds.${k}`)}
            </MenuItem>
          ))}
        </TextField>
        {kind === 'adjustment' ? (
          <div>
            <FormLabel id="stock-direction">{t('stock.fields.direction')}</FormLabel>
            <RadioGroup
              row
              aria-labelledby="stock-direction"
              value={direction}
              onChange={(e) => setDirection(e.target.value as 'in' | 'out')}
            >
              <FormControlLabel value="in" control={<Radio />} label={t('stock.adjustIn')} />
              <FormControlLabel value="out" control={<Radio />} label={t('stock.adjustOut')} />
            </RadioGroup>
          </div>
        ) : null}
        <TextField
          label={unit ? t('stock.inUnit', { unit }) : t('stock.fields.quantity')}
          value={quantity}
          onChange={(e) => setQuantity(e.target.value)}
          required
          autoFocus
          slotProps={{ htmlInput: { inputMode: 'decimal', maxLength: 14 } }}
          error={Boolean(errors.quantity)}
          helperText={errors.quantity}
        />
        {kind === 'consumption' ? (
          <PatientPicker
            label={t('stock.fields.patient')}
            value={patient}
            onChange={setPatient}
            error={errors.patient_id}
          />
        ) : null}
        <TextField
          label={t('stock.fields.reason')}
          value={reason}
          onChange={(e) => setReason(e.target.value)}
          required={kind === 'adjustment'}
          multiline
          minRows={2}
          slotProps={{ htmlInput: { maxLength: 500 } }}
          error={Boolean(errors.reason)}
          helperText={errors.reason ?? (kind === 'adjustment' ? t('stock.reasonHelp') : undefined)}
        />
      </Stack>
    </FormDialog>
  );
}

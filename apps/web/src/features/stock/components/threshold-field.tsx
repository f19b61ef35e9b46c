import { useState } from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Service } from '@clinica/contracts/catalogue';
import { showSaveError } from '../../../lib/form-errors';
import { notify } from '../../../lib/notify';
import { updateThreshold } from '../api/stock';
import { stockKeys } from '../keys';
import { formatQuantity, parseThreshold } from '../quantity';

/** The product's «Stock mínimo», in its unit (decimal comma), saved alone: a manager's (services:update). */
export function ThresholdField({ service, unit }: { service: Service; unit: string }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const saved = service.low_stock_threshold_milli;
  const [text, setText] = useState(saved === null ? '' : formatQuantity(saved).replace('−', '-'));
  const [error, setError] = useState<string>();
  const save = useMutation({
    mutationFn: (milli: number | null) => updateThreshold(service.id, milli),
    onSuccess: async (next) => {
      notify(t('stock.thresholdSaved'), 'success');
      queryClient.setQueryData(stockKeys.product(service.id), next);
      await queryClient.invalidateQueries({ queryKey: stockKeys.lowStock });
    },
    onError: (e) =>
      showSaveError(e, t, (field, message) => {
        if (field !== 'low_stock_threshold_milli') return false;
        setError(message);
        return true;
      }),
  });
  const submit = () => {
    const milli = parseThreshold(text);
    if (Number.isNaN(milli)) return setError(t('stock.thresholdInvalid'));
    setError(undefined);
    save.mutate(milli);
  };
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'flex-start' } }}>
      <TextField
        label={unit ? `${t('stock.threshold')} (${unit})` : t('stock.threshold')}
        value={text}
        onChange={(e) => setText(e.target.value)}
        onKeyDown={(e) => {
          if (e.key === 'Enter') {
            e.preventDefault();
            submit();
          }
        }}
        size="small"
        slotProps={{ htmlInput: { inputMode: 'decimal', maxLength: 14 } }}
        error={Boolean(error)}
        helperText={error ?? t('stock.thresholdHelp')}
        sx={{ maxWidth: 320 }}
      />
      <Button onClick={submit} disabled={save.isPending} variant="outlined">
        {t('stock.saveThreshold')}
      </Button>
    </Stack>
  );
}

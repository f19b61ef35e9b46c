import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import Add from '@mui/icons-material/Add';
import DeleteOutline from '@mui/icons-material/DeleteOutlined';
import { useTranslation } from 'react-i18next';
import type { Service } from '@clinica/contracts/catalogue';
import type { PatientPartType } from '@clinica/contracts/insurers';
import { translateMessage } from '../../../lib/validation-messages';

/** A line as typed: the price and an amount in euros («35,00»), a percentage as «12,5». */
export interface LineText {
  service_id: string;
  price: string;
  type: PatientPartType;
  value: string;
}

/** The agreement's lines: per row a service, its agreed price and the patient's part (amount or %). */
export function AgreementLines({
  lines,
  services,
  errors,
  onChange,
}: {
  lines: LineText[];
  services: Service[];
  /** Keyed as the contract's paths: `lines.0.patient_part_value`. */
  errors: Record<string, string>;
  onChange: (lines: LineText[]) => void;
}) {
  const { t } = useTranslation();
  const set = (i: number, patch: Partial<LineText>) =>
    onChange(lines.map((l, j) => (j === i ? { ...l, ...patch } : l)));
  const error = (i: number, field: string) => translateMessage(t, errors[`lines.${i}.${field}`]);
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0, display: 'grid', gap: 2 }}>
      <Typography component="legend" variant="subtitle1" sx={{ mb: 1 }}>
        {t('configurations.agreements.lines')}
      </Typography>
      {lines.map((line, i) => (
        <Box
          key={i}
          sx={{
            display: 'grid',
            gap: 1,
            alignItems: 'start',
            gridTemplateColumns: { xs: '1fr 1fr', sm: '2fr 1fr 1fr 1fr auto' },
          }}
        >
          <TextField
            select
            label={t('configurations.agreements.service')}
            value={line.service_id}
            onChange={(e) => set(i, { service_id: e.target.value })}
            error={Boolean(error(i, 'service_id'))}
            helperText={error(i, 'service_id')}
            required
            sx={{ gridColumn: { xs: '1 / -1', sm: 'auto' } }}
          >
            {services.map((s) => (
              <MenuItem key={s.id} value={s.id}>
                {s.name}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            label={t('configurations.agreements.price')}
            value={line.price}
            onChange={(e) => set(i, { price: e.target.value })}
            error={Boolean(error(i, 'price_cents'))}
            helperText={error(i, 'price_cents')}
            required
            slotProps={{ htmlInput: { inputMode: 'decimal' } }}
          />
          <TextField
            select
            label={t('configurations.agreements.partType')}
            value={line.type}
            onChange={(e) => set(i, { type: e.target.value as PatientPartType })}
          >
            <MenuItem value="amount">{t('configurations.agreements.amount')}</MenuItem>
            <MenuItem value="percent">{t('configurations.agreements.percent')}</MenuItem>
          </TextField>
          <TextField
            label={t(
              line.type === 'amount'
                ? 'configurations.agreements.partAmount'
                : 'configurations.agreements.partPercent',
            )}
            value={line.value}
            onChange={(e) => set(i, { value: e.target.value })}
            error={Boolean(error(i, 'patient_part_value'))}
            helperText={error(i, 'patient_part_value')}
            required
            slotProps={{ htmlInput: { inputMode: 'decimal' } }}
          />
          <IconButton
            aria-label={t('configurations.agreements.removeLine', { n: i + 1 })}
            onClick={() => onChange(lines.filter((_, j) => j !== i))}
          >
            <DeleteOutline />
          </IconButton>
        </Box>
      ))}
      <Box>
        <Button
          startIcon={<Add />}
          onClick={() => onChange([...lines, { service_id: '', price: '', type: 'amount', value: '' }])}
        >
          {t('configurations.agreements.addLine')}
        </Button>
      </Box>
    </Box>
  );
}

import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import DeleteOutline from '@mui/icons-material/DeleteOutlined';
import { useTranslation } from 'react-i18next';
import type { Service } from '@clinica/contracts/catalogue';
import type { TaxRegion } from '@clinica/contracts/invoicing-tax';
import { VisuallyHidden } from '../../../components/visually-hidden';
import { formatEuros } from '../../../lib/format';
import { previewLine, type LineValues } from '../line-values';
import { serviceTax, taxChoiceOf, taxOptions } from '../tax';
import { useTaxLabel } from './tax-label';

export type LineErrors = Partial<Record<keyof LineValues, string>>;

/**
 * One line's fields: description, quantity, unit price with VAT, discount %, and the VAT rate (the
 * region's) or an exemption — a catalogue line may keep its service's. Its total shows as it is typed.
 */
export function LineFields({
  value,
  onChange,
  errors = {},
  service,
  region,
  onRemove,
  label,
}: {
  value: LineValues;
  onChange: (patch: Partial<LineValues>) => void;
  errors?: LineErrors;
  service: Service | undefined;
  region: TaxRegion;
  onRemove?: () => void;
  /** Names the line for its remove button and its group («Linha 2»). */
  label: string;
}) {
  const { t } = useTranslation();
  const taxLabel = useTaxLabel();
  const preview = previewLine(value, service, region);
  const field = (name: 'quantity' | 'price' | 'discount', text: string, end?: string) => (
    <TextField
      label={text}
      value={value[name]}
      onChange={(event) => onChange({ [name]: event.target.value })}
      error={Boolean(errors[name])}
      helperText={errors[name]}
      required={name !== 'discount' && !(name === 'price' && service)}
      slotProps={{
        htmlInput: { inputMode: 'decimal' },
        input: end ? { endAdornment: <InputAdornment position="end">{end}</InputAdornment> } : undefined,
      }}
      size="small"
    />
  );
  return (
    <Box
      role="group"
      aria-label={label}
      sx={{
        display: 'grid',
        gap: 1.5,
        alignItems: 'start',
        gridTemplateColumns: { xs: 'repeat(3, minmax(0, 1fr))', md: '3fr 1fr 1.4fr 1fr 3fr auto' },
        '& > .wide': { gridColumn: { xs: '1 / -1', md: 'auto' } },
      }}
    >
      <TextField
        className="wide"
        label={t('invoices.line.description')}
        value={value.description}
        onChange={(event) => onChange({ description: event.target.value })}
        error={Boolean(errors.description)}
        helperText={
          errors.description ?? (service ? t('invoices.line.fromService', { name: service.name }) : undefined)
        }
        required={!service}
        size="small"
        slotProps={{ htmlInput: { maxLength: 200 } }}
      />
      {field('quantity', t('invoices.line.quantity'))}
      {field('price', t('invoices.line.unitPrice'), '€')}
      {field('discount', t('invoices.line.discount'), '%')}
      <TextField
        className="wide"
        select
        label={t('invoices.line.tax')}
        value={value.tax}
        onChange={(event) => onChange({ tax: event.target.value })}
        error={Boolean(errors.tax)}
        helperText={errors.tax}
        size="small"
        slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
      >
        {service ? (
          <MenuItem value="">
            {t('invoices.line.serviceTax', { tax: taxLabel(serviceTax(service, region)) })}
          </MenuItem>
        ) : null}
        {taxOptions(region).map((o) => (
          <MenuItem key={o.value} value={o.value} sx={{ whiteSpace: 'normal' }}>
            {taxLabel({ vat_rate_percent: o.rate, tax_exemption_code: o.code })}
          </MenuItem>
        ))}
      </TextField>
      <Box
        className="wide"
        sx={{ display: 'flex', alignItems: 'center', justifyContent: 'flex-end', gap: 1, minHeight: 40 }}
      >
        <Typography sx={{ whiteSpace: 'nowrap' }}>
          <VisuallyHidden>{t('invoices.line.total')} </VisuallyHidden>
          {preview ? formatEuros(preview.gross_cents) : '—'}
        </Typography>
        {onRemove ? (
          <IconButton aria-label={t('invoices.line.remove', { line: label })} onClick={onRemove}>
            <DeleteOutline />
          </IconButton>
        ) : null}
      </Box>
    </Box>
  );
}

/** A line from a service starts on the service's tax; typing a free line starts on the given default. */
export const defaultTaxChoice = (region: TaxRegion) => taxChoiceOf(serviceTax(undefined, region));

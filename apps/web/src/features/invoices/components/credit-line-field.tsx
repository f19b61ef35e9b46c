import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { DocumentLine } from '@clinica/contracts/invoicing';
import { formatDecimal, formatEuros } from '../../../lib/format';
import { numberText } from '../../../lib/number-text';

/** How much of one line a credit note credits: a quantity, or an amount with VAT (decision 032). */
export interface CreditLineValue {
  byAmount: boolean;
  text: string;
}

/** What a line offers at first: what is left of its quantity, else (credited by amounts) of its amount. */
export const initialCreditValue = (l: DocumentLine): CreditLineValue =>
  (l.creditable_quantity ?? 0) > 0
    ? { byAmount: false, text: numberText(l.creditable_quantity) }
    : { byAmount: true, text: '' };

/**
 * One line of «Emitir nota de crédito»: its facts, «Creditar um valor» (a discount agreed after the
 * fact: an amount with VAT, up to what the line has left), and the quantity or the amount.
 */
export function CreditLineField({
  line,
  value,
  error,
  onChange,
}: {
  line: DocumentLine;
  value: CreditLineValue;
  error: string | undefined;
  onChange: (value: CreditLineValue) => void;
}) {
  const { t } = useTranslation();
  const quantityLeft = line.creditable_quantity ?? 0;
  const amountLeft = formatEuros(line.creditable_cents ?? 0);
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 1,
        gridTemplateColumns: { xs: '1fr', sm: '1fr 12rem' },
        alignItems: 'start',
      }}
    >
      <div>
        <Typography sx={{ overflowWrap: 'anywhere' }}>{line.description}</Typography>
        <Typography variant="body2" color="text.secondary">
          {t('invoices.credit.lineFacts', {
            quantity: formatDecimal(line.quantity),
            price: formatEuros(line.unit_price_cents),
            left: formatDecimal(quantityLeft),
          })}
          {line.creditable_cents !== null
            ? ` · ${t('invoices.credit.amountLeft', { amount: amountLeft })}`
            : ''}
        </Typography>
        <FormControlLabel
          control={
            <Checkbox
              checked={value.byAmount}
              disabled={quantityLeft <= 0}
              slotProps={{
                input: { 'aria-label': t('invoices.credit.byAmountOf', { description: line.description }) },
              }}
              onChange={(event) =>
                onChange({
                  byAmount: event.target.checked,
                  text: event.target.checked ? '' : numberText(quantityLeft),
                })
              }
            />
          }
          label={t('invoices.credit.byAmount')}
        />
      </div>
      <TextField
        size="small"
        label={t(value.byAmount ? 'invoices.credit.amountOf' : 'invoices.credit.quantityOf', {
          description: line.description,
        })}
        value={value.text}
        onChange={(event) => onChange({ ...value, text: event.target.value })}
        error={Boolean(error)}
        helperText={
          error ??
          t('invoices.credit.upTo', { max: value.byAmount ? amountLeft : formatDecimal(quantityLeft) })
        }
        slotProps={{ htmlInput: { inputMode: 'decimal' } }}
      />
    </Box>
  );
}

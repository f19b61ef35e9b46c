import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import AddOutlined from '@mui/icons-material/AddOutlined';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import { useTranslation } from 'react-i18next';
import { moneyMethods, type MoneyMethod } from '@clinica/contracts/payment-methods';
import { formatEuros } from '../../../lib/format';
import { centsText, priceCents } from '../line-values';

export interface PaidWithRow {
  method: MoneyMethod;
  amount: string;
}

/** One method paying the whole total: the default of an FR or FS being issued. */
export const paidInFull = (totalCents: number): PaidWithRow[] => [
  { method: 'cash', amount: centsText(totalCents) },
];

/** The rows as the contract's `payments`, or null while one is not a valid amount. */
export function paidWithInput(rows: PaidWithRow[]) {
  const out = rows.map((r) => ({ method: r.method, amount_cents: priceCents(r.amount) }));
  return out.every((r) => typeof r.amount_cents === 'number' && r.amount_cents > 0)
    ? (out as { method: MoneyMethod; amount_cents: number }[])
    : null;
}

/**
 * «Como foi pago» (issue 38): the methods that paid an FR/FS and how much each — the contracts' money
 * methods (a method added there appears here), each once; the sum is shown against the total.
 */
export function PaidWithFields({
  rows,
  totalCents,
  error,
  onChange,
}: {
  rows: PaidWithRow[];
  totalCents: number;
  error?: string;
  onChange: (rows: PaidWithRow[]) => void;
}) {
  const { t } = useTranslation();
  const sum = rows.reduce((s, r) => s + (priceCents(r.amount) || 0), 0);
  const unused = moneyMethods.filter((m) => !rows.some((r) => r.method === m));
  const set = (i: number, patch: Partial<PaidWithRow>) =>
    onChange(rows.map((r, j) => (j === i ? { ...r, ...patch } : r)));
  return (
    <Stack spacing={1.5} component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
      <Typography component="legend" variant="subtitle2">
        {t('invoices.issue.paidWith')}
      </Typography>
      {rows.map((row, i) => (
        <Stack key={row.method} direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
          <TextField
            select
            size="small"
            label={t('invoices.issue.method')}
            value={row.method}
            onChange={(event) => set(i, { method: event.target.value as MoneyMethod })}
            sx={{ flex: 1, minWidth: 0 }}
          >
            {moneyMethods
              .filter((m) => m === row.method || unused.includes(m))
              .map((m) => (
                <MenuItem key={m} value={m}>
                  {t(`invoices.methods.${m}`)}
                </MenuItem>
              ))}
          </TextField>
          <TextField
            size="small"
            label={t('invoices.issue.amount')}
            value={row.amount}
            onChange={(event) => set(i, { amount: event.target.value })}
            slotProps={{ htmlInput: { inputMode: 'decimal' } }}
            sx={{ width: '8rem' }}
          />
          {rows.length > 1 ? (
            <IconButton
              aria-label={t('invoices.issue.removeMethod')}
              onClick={() => onChange(rows.filter((_, j) => j !== i))}
            >
              <DeleteOutlined />
            </IconButton>
          ) : null}
        </Stack>
      ))}
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
        <Typography
          variant="body2"
          color={error ? 'error' : 'text.secondary'}
          role={error ? 'alert' : undefined}
        >
          {error ?? t('invoices.issue.sum', { sum: formatEuros(sum), total: formatEuros(totalCents) })}
        </Typography>
        {unused.length ? (
          <Button
            size="small"
            startIcon={<AddOutlined />}
            onClick={() =>
              onChange([...rows, { method: unused[0]!, amount: centsText(Math.max(0, totalCents - sum)) }])
            }
          >
            {t('invoices.issue.addMethod')}
          </Button>
        ) : null}
      </Stack>
    </Stack>
  );
}

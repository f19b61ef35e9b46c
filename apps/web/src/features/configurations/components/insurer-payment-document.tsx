import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Collapse from '@mui/material/Collapse';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { InsurerAccountDocument } from '@clinica/contracts/insurer-billing';
import { formatEuros } from '../../../lib/format';
import { formatLocalDay } from '../billing-month';
import type { InsurerPaymentValues } from '../insurer-payment-form';

/**
 * One open FT in «Registar pagamento»: what the insurer pays of it and, behind «Recusas», each line with
 * the amount it refused and why.
 */
export function InsurerPaymentDocument({
  document: d,
  values,
  errors,
  onPaid,
  onRefused,
}: {
  document: InsurerAccountDocument;
  values: InsurerPaymentValues;
  errors: Record<string, string>;
  onPaid: (text: string) => void;
  onRefused: (lineId: string, field: 'amount' | 'reason', text: string) => void;
}) {
  const { t } = useTranslation();
  const hasRefusalError = d.lines.some(
    (l) => errors[`refused.${l.id}.amount`] || errors[`refused.${l.id}.reason`],
  );
  const [open, setOpen] = useState(false);
  const shown = open || hasRefusalError;
  const number = d.invoice_no ?? d.id;
  const panelId = `refusals-${d.id}`;
  return (
    <Box
      component="fieldset"
      sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 2, m: 0, minWidth: 0 }}
    >
      <Typography component="legend" variant="subtitle2" sx={{ px: 0.5 }}>
        {t('configurations.insurerBilling.pay.documentLegend', {
          number,
          date: formatLocalDay(d.invoice_date),
          owed: formatEuros(d.outstanding_cents),
        })}
      </Typography>
      <Stack spacing={1}>
        <TextField
          label={t('configurations.insurerBilling.pay.paidOf', { number })}
          value={values.paid[d.id] ?? ''}
          onChange={(event) => onPaid(event.target.value)}
          error={Boolean(errors[`paid.${d.id}`])}
          helperText={errors[`paid.${d.id}`] ?? t('configurations.insurerBilling.pay.paidHint')}
          slotProps={{ htmlInput: { inputMode: 'decimal' }, input: { endAdornment: '€' } }}
        />
        <Box>
          <Button size="small" aria-expanded={shown} aria-controls={panelId} onClick={() => setOpen(!shown)}>
            {t('configurations.insurerBilling.pay.refusalsToggle', { count: d.lines.length })}
          </Button>
        </Box>
        <Collapse in={shown} id={panelId}>
          <Stack spacing={2} sx={{ pt: 1 }}>
            {d.lines.map((line) => {
              const refusal = values.refused[line.id] ?? { amount: '', reason: '' };
              const key = `refused.${line.id}`;
              return (
                <Stack key={line.id} spacing={1} role="group" aria-label={line.description}>
                  <Typography variant="body2">
                    {`${line.description} · ${formatEuros(line.gross_cents)}`}
                  </Typography>
                  <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
                    <TextField
                      size="small"
                      label={t('configurations.insurerBilling.pay.refusedAmount')}
                      value={refusal.amount}
                      onChange={(event) => onRefused(line.id, 'amount', event.target.value)}
                      error={Boolean(errors[`${key}.amount`])}
                      helperText={errors[`${key}.amount`]}
                      slotProps={{ htmlInput: { inputMode: 'decimal' }, input: { endAdornment: '€' } }}
                      sx={{ minWidth: 140 }}
                    />
                    <TextField
                      size="small"
                      fullWidth
                      label={t('configurations.insurerBilling.pay.refusedReason')}
                      value={refusal.reason}
                      onChange={(event) => onRefused(line.id, 'reason', event.target.value)}
                      error={Boolean(errors[`${key}.reason`])}
                      helperText={errors[`${key}.reason`]}
                      slotProps={{ htmlInput: { maxLength: 200 } }}
                    />
                  </Stack>
                </Stack>
              );
            })}
          </Stack>
        </Collapse>
      </Stack>
    </Box>
  );
}

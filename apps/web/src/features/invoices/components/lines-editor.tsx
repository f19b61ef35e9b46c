import { useState } from 'react';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import AddIcon from '@mui/icons-material/Add';
import { useTranslation } from 'react-i18next';
import type { Service } from '@clinica/contracts/catalogue';
import type { TaxRegion } from '@clinica/contracts/invoicing-tax';
import { formatEuros } from '../../../lib/format';
import { freeLine, serviceLine, type LineValues } from '../line-values';
import { defaultTaxChoice, LineFields, type LineErrors } from './line-fields';

/**
 * The lines being added: from the services catalogue (its name, price and tax filled in, all
 * editable) or free text. Focus moves to the new line's first field.
 */
export function LinesEditor({
  lines,
  onChange,
  errors = [],
  services,
  catalogue,
  region,
}: {
  lines: LineValues[];
  onChange: (lines: LineValues[]) => void;
  errors?: (LineErrors | undefined)[];
  /** Every service by id (a line's own, even if inactive now). */
  services: Map<string, Service>;
  /** The active services to pick from. */
  catalogue: Service[];
  region: TaxRegion;
}) {
  const { t } = useTranslation();
  const [picking, setPicking] = useState<Service | null>(null);
  const [pickText, setPickText] = useState('');
  const add = (line: LineValues) => {
    onChange([...lines, line]);
    // The new line's first field, once it is drawn.
    setTimeout(() => {
      const groups = document.querySelectorAll<HTMLElement>('[data-line-editor] [role="group"]');
      groups[groups.length - 1]?.querySelector<HTMLInputElement>('input')?.focus();
    });
  };
  const patch = (index: number, change: Partial<LineValues>) =>
    onChange(lines.map((line, i) => (i === index ? { ...line, ...change } : line)));

  return (
    <Stack spacing={2} data-line-editor="">
      {lines.map((line, index) => (
        <Box key={index}>
          {index > 0 ? <Divider sx={{ mb: 2 }} /> : null}
          <LineFields
            label={t('invoices.line.label', { number: index + 1 })}
            value={line}
            onChange={(change) => patch(index, change)}
            errors={errors[index]}
            service={line.service_id ? services.get(line.service_id) : undefined}
            region={region}
            onRemove={() => onChange(lines.filter((_, i) => i !== index))}
          />
        </Box>
      ))}
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center' }}>
        <Autocomplete
          sx={{ flex: '1 1 16rem', maxWidth: { sm: '24rem' } }}
          size="small"
          options={catalogue}
          value={picking}
          inputValue={pickText}
          onInputChange={(_, text) => setPickText(text)}
          onChange={(_, service) => {
            if (!service) return;
            add(serviceLine(service));
            setPicking(null);
            setPickText('');
          }}
          getOptionLabel={(s) => `${s.name} · ${formatEuros(s.price_cents)}`}
          isOptionEqualToValue={(a, b) => a.id === b.id}
          noOptionsText={t('invoices.line.noServices')}
          renderInput={(params) => <TextField {...params} label={t('invoices.line.addService')} />}
        />
        <Button
          startIcon={<AddIcon />}
          onClick={() => add(freeLine(defaultTaxChoice(region)))}
          sx={{ minHeight: 40 }}
        >
          {t('invoices.line.addFree')}
        </Button>
      </Box>
    </Stack>
  );
}

import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import type { CommunicationFilters } from '@clinica/contracts/communications';
import { DateFilter } from '../../../components/date-filter';
import { PickersProvider } from '../../../components/pickers-provider';
import { communicationsKeys } from '../api/keys';
import { listProfessionals } from '../../../lib/lookups-api';
import { listInsurers } from '../api/campaigns';

const professionalFilters = [
  'professional_id',
  'next_appointment_with_professional_id',
  'previous_appointment_with_professional_id',
] as const;

/** Who a campaign goes to: every filter set must hold (an empty one is left out). */
export function CampaignFilters({
  value,
  onChange,
  errors,
}: {
  value: CommunicationFilters;
  onChange: (next: CommunicationFilters) => void;
  errors: Record<string, string>;
}) {
  const { t } = useTranslation();
  const professionals = useQuery({
    queryKey: communicationsKeys.options('professionals'),
    queryFn: ({ signal }) => listProfessionals(signal),
  });
  const insurers = useQuery({
    queryKey: communicationsKeys.options('insurers'),
    queryFn: ({ signal }) => listInsurers(signal),
  });
  const set = <K extends keyof CommunicationFilters>(key: K, v: CommunicationFilters[K] | '' | undefined) => {
    const next = { ...value };
    if (v === '' || v === undefined || v === false) delete next[key];
    else next[key] = v as CommunicationFilters[K];
    onChange(next);
  };
  const err = (key: string) => ({
    error: Boolean(errors[`filters.${key}`]),
    helperText: errors[`filters.${key}`],
  });
  return (
    <Stack spacing={2}>
      {professionalFilters.map((key) => (
        <TextField
          key={key}
          select
          label={t(`campaigns.filters.${key}`)}
          value={value[key] ?? ''}
          onChange={(e) => set(key, e.target.value)}
          {...err(key)}
        >
          <MenuItem value="">{t('campaigns.filters.any')}</MenuItem>
          {(professionals.data?.items ?? []).map((p) => (
            <MenuItem key={p.id} value={p.id}>{`${p.first_name} ${p.surname}`}</MenuItem>
          ))}
        </TextField>
      ))}
      <TextField
        select
        label={t('campaigns.filters.insurer_id')}
        value={value.insurer_id ?? ''}
        onChange={(e) => set('insurer_id', e.target.value)}
        {...err('insurer_id')}
      >
        <MenuItem value="">{t('campaigns.filters.any')}</MenuItem>
        {(insurers.data?.items ?? []).map((i) => (
          <MenuItem key={i.id} value={i.id}>
            {i.name}
          </MenuItem>
        ))}
      </TextField>
      <PickersProvider>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <DateFilter
            label={t('campaigns.filters.appointment_from_date')}
            value={value.appointment_from_date ?? ''}
            onChange={(v) => set('appointment_from_date', v)}
          />
          <DateFilter
            label={t('campaigns.filters.appointment_to_date')}
            value={value.appointment_to_date ?? ''}
            onChange={(v) => set('appointment_to_date', v)}
          />
        </Stack>
      </PickersProvider>
      <TextField
        type="number"
        label={t('campaigns.filters.not_seen_for_days')}
        value={value.not_seen_for_days ?? ''}
        onChange={(e) => set('not_seen_for_days', e.target.value === '' ? undefined : Number(e.target.value))}
        slotProps={{ htmlInput: { min: 1, max: 3650 } }}
        {...err('not_seen_for_days')}
      />
      <FormControlLabel
        control={
          <Checkbox
            checked={value.birthday_this_month ?? false}
            onChange={(_, v) => set('birthday_this_month', v)}
          />
        }
        label={t('campaigns.filters.birthday_this_month')}
      />
    </Stack>
  );
}

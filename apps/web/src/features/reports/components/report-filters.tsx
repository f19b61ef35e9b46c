import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import type { ReportName } from '@clinica/contracts/reports';
import { reportNames } from '@clinica/contracts/reports';
import { useTranslation } from 'react-i18next';
import { DateFilter } from '../../../components/date-filter';
import { presetRange, presets, type Preset } from '../range';

export interface FilterState {
  name: ReportName;
  preset: Preset;
  from: string;
  to: string;
  clinic_id: string;
  professional_id: string;
  basis: 'appointments' | 'paid';
}

type Option = { id: string; name: string };

/** Which report, its period (a preset or two dates), its clinic, professional and, for commissions, its basis. */
export function ReportFilters({
  value,
  today,
  clinics,
  professionals,
  onChange,
}: {
  value: FilterState;
  today: string;
  clinics: Option[];
  professionals: Option[];
  onChange: (next: Partial<FilterState>) => void;
}) {
  const { t } = useTranslation();
  return (
    <Stack
      direction={{ xs: 'column', sm: 'row' }}
      spacing={2}
      useFlexGap
      sx={{ flexWrap: 'wrap', displayPrint: 'none' }}
    >
      <TextField
        select
        size="small"
        label={t('reports.report')}
        value={value.name}
        onChange={(e) => onChange({ name: e.target.value as ReportName })}
        sx={{ minWidth: 240 }}
      >
        {reportNames.map((n) => (
          <MenuItem key={n} value={n}>
            {t(`reports.names.${n}`)}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        size="small"
        label={t('reports.range.label')}
        value={value.preset}
        onChange={(e) => {
          const preset = e.target.value as Preset;
          onChange({ preset, ...(presetRange(preset, today) ?? {}) });
        }}
        sx={{ minWidth: 180 }}
      >
        {presets.map((p) => (
          <MenuItem key={p} value={p}>
            {t(`reports.range.${p}`)}
          </MenuItem>
        ))}
      </TextField>
      {value.preset === 'custom' ? (
        <>
          <DateFilter
            label={t('reports.range.from')}
            value={value.from}
            onChange={(from) => from && onChange({ from })}
          />
          <DateFilter
            label={t('reports.range.to')}
            value={value.to}
            onChange={(to) => to && onChange({ to })}
          />
        </>
      ) : null}
      {clinics.length > 1 ? (
        <TextField
          select
          size="small"
          label={t('reports.clinic')}
          value={value.clinic_id}
          onChange={(e) => onChange({ clinic_id: e.target.value })}
          sx={{ minWidth: 200 }}
        >
          <MenuItem value="">{t('reports.allClinics')}</MenuItem>
          {clinics.map((c) => (
            <MenuItem key={c.id} value={c.id}>
              {c.name}
            </MenuItem>
          ))}
        </TextField>
      ) : null}
      {professionals.length > 0 ? (
        <TextField
          select
          size="small"
          label={t('reports.professional')}
          value={value.professional_id}
          onChange={(e) => onChange({ professional_id: e.target.value })}
          sx={{ minWidth: 200 }}
        >
          <MenuItem value="">{t('reports.allProfessionals')}</MenuItem>
          {professionals.map((p) => (
            <MenuItem key={p.id} value={p.id}>
              {p.name}
            </MenuItem>
          ))}
        </TextField>
      ) : null}
      {value.name === 'commissions' ? (
        <TextField
          select
          size="small"
          label={t('reports.basis.label')}
          value={value.basis}
          onChange={(e) => onChange({ basis: e.target.value as FilterState['basis'] })}
          sx={{ minWidth: 220 }}
        >
          <MenuItem value="appointments">{t('reports.basis.appointments')}</MenuItem>
          <MenuItem value="paid">{t('reports.basis.paid')}</MenuItem>
        </TextField>
      ) : null}
    </Stack>
  );
}

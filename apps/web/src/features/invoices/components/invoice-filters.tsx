import { useCallback, useState } from 'react';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { documentStatuses, documentTypes } from '@clinica/contracts/invoicing';
import { FilterSelect } from '../../../components/list-toolbar';
import { SearchField } from '../../../components/search-field';
import { getPatient } from '../api/lookups';
import { invoicesKeys } from '../api/keys';
import { DateFilter } from '../../../components/date-filter';
import { PatientPicker, type PatientOption } from '../../../components/patient-picker';

export const filterDefaults = {
  type: '',
  status: '',
  series: '',
  patient_id: '',
  from: '',
  to: '',
  archived: '',
};
export type InvoiceFilterValues = typeof filterDefaults;

/**
 * The list's filters (all in the address): type, status, series, patient (staff who see everyone's),
 * issue-date range and, for drafts, the archived ones.
 */
export function InvoiceFilters({
  filters,
  onChange,
  patientFilter,
  knownPatientName,
}: {
  filters: InvoiceFilterValues;
  onChange: (change: Partial<InvoiceFilterValues>) => void;
  /** Whether to filter by patient (not for a patient reading their own). */
  patientFilter: boolean;
  /**
   * The filtered patient's name as the list shows it (saves reading the record, which the audit log
   * counts as a view): `null` while the list is still loading.
   */
  knownPatientName: string | undefined | null;
}) {
  const { t } = useTranslation();
  const [chosen, setChosen] = useState<PatientOption | null>(null);
  const needName =
    patientFilter &&
    Boolean(filters.patient_id) &&
    chosen?.id !== filters.patient_id &&
    knownPatientName === undefined;
  const patient = useQuery({
    queryKey: invoicesKeys.patient(filters.patient_id),
    queryFn: ({ signal }) => getPatient(filters.patient_id, signal),
    enabled: needName,
  });
  let patientValue: PatientOption | null = null;
  if (filters.patient_id) {
    const name =
      (chosen?.id === filters.patient_id ? chosen.name : undefined) ??
      knownPatientName ??
      (patient.data ? `${patient.data.first_name} ${patient.data.surname}` : '…');
    patientValue = { id: filters.patient_id, name };
  }
  const setSeries = useCallback((series: string) => onChange({ series: series.trim() }), [onChange]);

  return (
    <Box
      role="search"
      aria-label={t('invoices.filters.label')}
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 12rem), 1fr))',
        alignItems: 'center',
      }}
    >
      <FilterSelect
        label={t('invoices.fields.type')}
        value={filters.type}
        onChange={(type) => onChange({ type })}
        allLabel={t('invoices.filters.allTypes')}
        options={documentTypes.map((type) => ({ value: type, label: t(`invoices.types.${type}`) }))}
      />
      <FilterSelect
        label={t('invoices.fields.status')}
        value={filters.status}
        onChange={(status) => onChange({ status })}
        allLabel={t('invoices.filters.allStatuses')}
        // A patient is shown only issued documents: no «Rascunho» to filter by.
        options={documentStatuses
          .filter((status) => patientFilter || status !== 'D')
          .map((status) => ({ value: status, label: t(`invoices.statuses.${status}`) }))}
      />
      <SearchField label={t('invoices.fields.series')} value={filters.series} onChange={setSeries} />
      {patientFilter ? (
        <PatientPicker
          size="small"
          label={t('invoices.fields.patient')}
          value={patientValue}
          onChange={(next) => {
            setChosen(next);
            onChange({ patient_id: next?.id ?? '' });
          }}
        />
      ) : null}
      <DateFilter
        label={t('invoices.filters.from')}
        value={filters.from}
        onChange={(from) => onChange({ from })}
      />
      <DateFilter label={t('invoices.filters.to')} value={filters.to} onChange={(to) => onChange({ to })} />
      {patientFilter ? (
        <FormControlLabel
          control={
            <Checkbox
              checked={filters.archived === 'true'}
              onChange={(event) => onChange({ archived: event.target.checked ? 'true' : '' })}
            />
          }
          label={t('invoices.filters.archived')}
        />
      ) : null}
    </Box>
  );
}

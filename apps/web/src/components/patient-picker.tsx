import { useEffect, useState } from 'react';
import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { patientSearchKeys, searchPatients } from '../lib/patient-search-api';

export interface PatientOption {
  id: string;
  name: string;
}

/**
 * A patient searched by name (the search waits for a pause in typing): the invoices and payments
 * features' patient field and list filter.
 */
export function PatientPicker({
  value,
  onChange,
  label,
  required,
  error,
  size,
  disabled,
}: {
  value: PatientOption | null;
  onChange: (value: PatientOption | null) => void;
  label: string;
  required?: boolean;
  error?: string;
  size?: 'small' | 'medium';
  disabled?: boolean;
}) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const [query, setQuery] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setQuery(text), 250);
    return () => clearTimeout(timer);
  }, [text]);
  const patients = useQuery({
    queryKey: patientSearchKeys.search(query),
    queryFn: ({ signal }) => searchPatients(query, signal),
    select: (data) =>
      data.items.map((p): PatientOption => ({ id: p.id, name: `${p.first_name} ${p.surname}` })),
    enabled: !disabled,
  });
  return (
    <Autocomplete
      options={patients.data ?? []}
      value={value}
      onChange={(_, next) => onChange(next)}
      inputValue={text}
      onInputChange={(_, next) => setText(next)}
      getOptionLabel={(o) => o.name}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      filterOptions={(x) => x}
      loading={patients.isFetching}
      loadingText={t('patientPicker.searching')}
      noOptionsText={t('patientPicker.none')}
      disabled={disabled}
      size={size}
      renderInput={(params) => (
        <TextField
          {...params}
          required={required}
          label={label}
          placeholder={t('patientPicker.search')}
          error={Boolean(error)}
          helperText={error}
        />
      )}
    />
  );
}

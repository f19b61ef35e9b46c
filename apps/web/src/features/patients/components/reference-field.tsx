import { useEffect, useState } from 'react';
import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { searchReferenceOptions } from '../api/lookups';
import { patientsKeys } from '../keys';

interface Option {
  id: string;
  name: string;
}

/**
 * "Referred by": a search over the clinic's references (GET /api/v1/references?q=), since a clinic may
 * have more doctors and friends on file than one select could list.
 */
export function ReferenceField({
  value,
  initialName,
  onChange,
  disabled,
  error,
  helperText,
}: {
  value: string;
  /** The name of the reference the patient already has (the record carries it). */
  initialName: string | null;
  onChange: (id: string) => void;
  disabled?: boolean;
  error?: boolean;
  helperText?: string;
}) {
  const { t } = useTranslation();
  const [selected, setSelected] = useState<Option | null>(
    value ? { id: value, name: initialName ?? '' } : null,
  );
  const [typed, setTyped] = useState('');
  const [search, setSearch] = useState('');
  const [open, setOpen] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setSearch(typed), 300);
    return () => clearTimeout(timer);
  }, [typed]);
  // The form was reset (saved, or discarded): show what it holds now.
  useEffect(() => {
    if (!value) setSelected(null);
  }, [value]);

  const options = useQuery({
    queryKey: patientsKeys.referenceOptions(search),
    queryFn: ({ signal }) => searchReferenceOptions(search, signal),
    select: (data) => data.items.map((r): Option => ({ id: r.id, name: r.name })),
    placeholderData: keepPreviousData,
    enabled: open && !disabled,
  });

  return (
    <Autocomplete
      value={selected}
      options={options.data ?? []}
      open={open}
      onOpen={() => setOpen(true)}
      onClose={() => setOpen(false)}
      disabled={disabled}
      // The server searches (accent-insensitive, every word): the options are already the matches.
      filterOptions={(list) => list}
      getOptionLabel={(option) => option.name}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      loading={options.isFetching}
      loadingText={t('app.loading')}
      noOptionsText={t('patients.form.noReferences')}
      clearText={t('patients.form.clear')}
      openText={t('patients.form.open')}
      closeText={t('app.close')}
      onInputChange={(_, text, reason) => {
        if (reason === 'input' || reason === 'clear') setTyped(text);
      }}
      onChange={(_, option) => {
        setSelected(option);
        onChange(option?.id ?? '');
      }}
      renderInput={(params) => (
        <TextField
          {...params}
          label={t('patients.fields.reference_id')}
          error={error}
          helperText={helperText ?? (disabled ? undefined : t('patients.form.referenceHint'))}
        />
      )}
    />
  );
}

import { useEffect, useState } from 'react';
import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Intervention } from '@clinica/contracts/interventions';
import { interventionLibraryKey, searchInterventions } from '../lib/intervention-library-api';

/**
 * «Adicionar intervenção» / «Adicionar exercício» (`label`): the library searched on the server as one
 * types (after a short pause); interventions already chosen (`exclude`) are not offered again. One
 * picker for the sessions and the home programme (DESIGN §3: shared parts live in components/).
 */
export function InterventionPicker({
  label,
  exclude,
  onPick,
}: {
  label: string;
  exclude: ReadonlySet<string>;
  onPick: (intervention: Intervention) => void;
}) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [input, setInput] = useState('');
  const [q, setQ] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setQ(input), 300);
    return () => clearTimeout(timer);
  }, [input]);
  const library = useQuery({
    queryKey: interventionLibraryKey(q.trim()),
    queryFn: ({ signal }) => searchInterventions(q, signal),
    enabled: open,
    placeholderData: keepPreviousData,
  });
  const options = (library.data?.items ?? []).filter((i) => !exclude.has(i.id));

  return (
    <Autocomplete<Intervention>
      open={open}
      onOpen={() => setOpen(true)}
      onClose={() => setOpen(false)}
      options={options}
      value={null}
      inputValue={input}
      onInputChange={(_event, value, reason) => {
        if (reason !== 'reset') setInput(value);
      }}
      onChange={(_event, picked) => {
        if (!picked) return;
        onPick(picked);
        setInput('');
      }}
      filterOptions={(list) => list}
      getOptionLabel={(option) => option.name}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      renderOption={(props, option) => {
        const { key, ...rest } = props;
        return (
          <li key={key} {...rest}>
            {option.region ? `${option.name} (${t(`interventionRegions.${option.region}`)})` : option.name}
          </li>
        );
      }}
      loading={library.isFetching}
      loadingText={t('interventionPicker.searching')}
      noOptionsText={t('interventionPicker.noOptions')}
      sx={{ width: { xs: '100%', sm: 360 } }}
      renderInput={(params) => (
        <TextField {...params} label={label} placeholder={t('interventionPicker.search')} />
      )}
    />
  );
}

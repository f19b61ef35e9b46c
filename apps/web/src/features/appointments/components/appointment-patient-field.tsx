import { useEffect, useState } from 'react';
import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { useQuery } from '@tanstack/react-query';
import { useController, type Control } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { translateMessage } from '../../../lib/validation-messages';
import { searchPatients } from '../api/appointments';
import type { AppointmentFormValues, CheckedAppointment } from '../appointment-form-schema';
import { appointmentsKeys } from '../keys';

/**
 * The patient: searched by name while booking (the search waits for a pause in typing), fixed once
 * the appointment exists.
 */
export function AppointmentPatientField({
  control,
  editing,
}: {
  control: Control<AppointmentFormValues, unknown, CheckedAppointment>;
  editing: boolean;
}) {
  const { t } = useTranslation();
  const { field, fieldState } = useController({ control, name: 'patient' });
  if (editing)
    return (
      <TextField
        label={t('appointments.fields.patient')}
        value={field.value?.name ?? ''}
        disabled
        fullWidth
      />
    );
  return (
    <PatientSearch
      value={field.value}
      onChange={(value) => field.onChange(value)}
      error={translateMessage(t, fieldState.error?.message)}
    />
  );
}

type Patient = AppointmentFormValues['patient'];

function PatientSearch({
  value,
  onChange,
  error,
}: {
  value: Patient;
  onChange: (value: Patient) => void;
  error: string | undefined;
}) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const [query, setQuery] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setQuery(text), 250);
    return () => clearTimeout(timer);
  }, [text]);
  const patients = useQuery({
    queryKey: appointmentsKeys.patients(query),
    queryFn: ({ signal }) => searchPatients(query, signal),
    select: (data) => data.items.map((p) => ({ id: p.id, name: `${p.first_name} ${p.surname}` })),
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
      loadingText={t('appointments.form.searching')}
      noOptionsText={t('appointments.form.noPatients')}
      renderInput={(params) => (
        <TextField
          {...params}
          required
          label={t('appointments.fields.patient')}
          placeholder={t('appointments.form.patientSearch')}
          error={Boolean(error)}
          helperText={error}
        />
      )}
    />
  );
}

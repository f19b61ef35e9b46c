import Box from '@mui/material/Box';
import { useTranslation } from 'react-i18next';
import { appointmentStates } from '@clinica/contracts/appointments';
import { FilterSelect } from '../../../components/list-toolbar';
import { MultiSelectField } from '../../../components/multi-select-field';
import { colourModes } from '../colours';
import type { CalendarFiltersProps } from './calendar-filters';

/** The staff's filters: clinic, professionals, room, state, and what the colours say. */
export function FilterFields({ address, lookups, professionalUser, compact }: CalendarFiltersProps) {
  const { t } = useTranslation();
  const { selectedProfessionals, spaceId, stateFilter, colourMode, set } = address;
  const { canReadClinics, clinics, clinicId, clinic, professionals } = lookups;
  const professionalOptions = (professionals.data ?? []).map((p) => ({
    id: p.id,
    name: `${p.first_name} ${p.surname}`,
  }));
  const spaces = (clinic.data?.spaces ?? []).filter((s) => s.active);

  return (
    <Box
      role="group"
      aria-label={t('appointments.calendar.filters')}
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: compact
          ? '1fr'
          : { xs: 'repeat(2, minmax(0, 1fr))', md: 'repeat(5, minmax(0, 1fr))' },
      }}
    >
      {canReadClinics ? (
        <FilterSelect
          label={t('appointments.fields.clinic')}
          value={clinics.data?.some((c) => c.id === clinicId) ? clinicId : ''}
          onChange={(clinic) => set({ clinic, space: null })}
          options={(clinics.data ?? []).map((c) => ({ value: c.id, label: c.name }))}
        />
      ) : null}
      {professionalOptions.length ? (
        <Box sx={{ '& .MuiInputBase-root': { minHeight: 40 }, '& .MuiSelect-select': { py: '8.5px' } }}>
          <MultiSelectField
            label={t('appointments.calendar.professionals')}
            allLabel={t('appointments.calendar.allProfessionals')}
            options={professionalOptions}
            value={selectedProfessionals}
            onChange={(ids) =>
              set({ professionals: ids.filter(Boolean).join(',') || (professionalUser ? 'all' : null) })
            }
          />
        </Box>
      ) : null}
      <FilterSelect
        label={t('appointments.fields.space')}
        value={spaces.some((s) => s.id === spaceId) ? spaceId : ''}
        onChange={(space) => set({ space: space || null })}
        allLabel={t('appointments.calendar.allSpaces')}
        options={spaces.map((s) => ({ value: s.id, label: s.name }))}
      />
      <FilterSelect
        label={t('appointments.fields.state')}
        value={stateFilter}
        onChange={(state) => set({ state: state || null })}
        allLabel={t('appointments.states.all')}
        options={appointmentStates.map((s) => ({ value: s, label: t(`appointments.states.${s}`) }))}
      />
      <FilterSelect
        label={t('appointments.calendar.colourBy')}
        value={colourMode}
        onChange={(colour) => set({ colour: colour === 'professional' ? null : colour })}
        options={colourModes.map((m) => ({
          value: m,
          label: t(`appointments.calendar.colourModes.${m}`),
        }))}
      />
    </Box>
  );
}

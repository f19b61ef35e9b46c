import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FilterList from '@mui/icons-material/FilterList';
import { useTranslation } from 'react-i18next';
import { appointmentStates } from '@clinica/contracts/appointments';
import { FilterSelect } from '../../../components/list-toolbar';
import { MultiSelectField } from '../../../components/multi-select-field';
import { colourModes } from '../colours';
import type { CalendarAddress } from '../hooks/use-calendar-address';
import type { CalendarLookups } from '../hooks/use-calendar-lookups';

export interface CalendarFiltersProps {
  address: CalendarAddress;
  lookups: CalendarLookups;
  /** A professional's own calendar: clearing the choice means everyone, said as `all`. */
  professionalUser: boolean;
  /** A phone: the filters fold into one button that opens them. */
  compact?: boolean;
}

/**
 * The staff's filters. On a phone they fold into one "Filtros" button, which says how many are set and
 * opens them in a dialog; each choice applies at once, as on a wide screen.
 */
export function CalendarFilters(props: CalendarFiltersProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  if (!props.compact) return <FilterFields {...props} />;
  const { address } = props;
  const set = [
    address.clinicParam,
    address.selectedProfessionals.length ? 'professionals' : '',
    address.spaceId,
    address.stateFilter,
    address.colourMode === 'professional' ? '' : address.colourMode,
  ].filter(Boolean).length;
  return (
    <>
      <Button
        variant="outlined"
        startIcon={<FilterList />}
        onClick={() => setOpen(true)}
        aria-haspopup="dialog"
        sx={{ alignSelf: 'flex-start' }}
      >
        {set ? t('appointments.calendar.filtersCount', { count: set }) : t('appointments.calendar.filters')}
      </Button>
      <Dialog open={open} onClose={() => setOpen(false)} fullWidth aria-labelledby="calendar-filters-title">
        <DialogTitle id="calendar-filters-title">{t('appointments.calendar.filters')}</DialogTitle>
        <DialogContent sx={{ pt: '8px !important' }}>
          <FilterFields {...props} />
        </DialogContent>
        <DialogActions>
          <Button variant="contained" onClick={() => setOpen(false)}>
            {t('app.close')}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}

/** The staff's filters: clinic, professionals, room, state, and what the colours say. */
function FilterFields({ address, lookups, professionalUser, compact }: CalendarFiltersProps) {
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

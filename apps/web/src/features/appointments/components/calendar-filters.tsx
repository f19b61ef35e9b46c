import { lazy, Suspense, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FilterList from '@mui/icons-material/FilterList';
import { useTranslation } from 'react-i18next';
import type { CalendarAddress } from '../hooks/use-calendar-address';
import type { CalendarLookups } from '../hooks/use-calendar-lookups';

// The fields (MUI's select and menu, the appointment states) load apart from the page, so the toolbar and
// the grid do not wait for them; on a phone they load when «Filtros» opens (issue 42).
const FilterFields = lazy(async () => ({
  default: (await import('./calendar-filter-fields')).FilterFields,
}));

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
  if (!props.compact)
    return (
      // As tall as the fields, so nothing moves when they arrive.
      <Suspense fallback={<Box sx={{ minHeight: { xs: 152, md: 40 } }} />}>
        <FilterFields {...props} />
      </Suspense>
    );
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
          <Suspense fallback={null}>
            <FilterFields {...props} />
          </Suspense>
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

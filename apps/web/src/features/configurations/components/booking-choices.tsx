import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useController, type Control, type FieldErrors } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { translateMessage } from '../../../lib/validation-messages';
import { listSessionServices, listStaff } from '../api/online-booking';
import { configurationsKeys } from '../keys';
import { toggled, type OnlineBookingValues } from '../online-booking-form';

/** The active session services and the professionals (and managers) the page may offer. */
function useBookingChoices() {
  return useQuery({
    queryKey: configurationsKeys.bookingChoices,
    queryFn: async ({ signal }) => {
      const [services, staff] = await Promise.all([listSessionServices(signal), listStaff(signal)]);
      return {
        services: services.items.map((s) => ({ id: s.id, name: s.name })),
        professionals: staff.items
          .filter((c) => c.type === 'professional' || c.type === 'manager')
          .map((c) => ({ id: c.id, name: `${c.first_name} ${c.surname}` })),
      };
    },
  });
}

/**
 * Which services (each with «Precisa de sala») and professionals the public page offers: checkbox
 * lists, one row per choice, that wrap on a phone.
 */
export function BookingChoices({
  control,
  errors,
}: {
  control: Control<OnlineBookingValues>;
  errors: FieldErrors<OnlineBookingValues>;
}) {
  const { t } = useTranslation();
  const choices = useBookingChoices();
  const { field: bookable } = useController({ control, name: 'service_ids' });
  const { field: rooms } = useController({ control, name: 'room_service_ids' });
  const { field: people } = useController({ control, name: 'professional_ids' });
  const services = choices.data?.services ?? [];
  const professionals = choices.data?.professionals ?? [];
  const error = (message: string | undefined) =>
    message ? <FormHelperText error>{translateMessage(t, message)}</FormHelperText> : null;
  return (
    <>
      <FormControl component="fieldset" variant="standard">
        <FormLabel component="legend">{t('configurations.booking.services')}</FormLabel>
        <FormHelperText sx={{ mt: 0, mb: 1 }}>{t('configurations.booking.servicesHint')}</FormHelperText>
        <Stack>
          {services.map((s) => (
            <Stack
              key={s.id}
              direction="row"
              sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', columnGap: 2 }}
            >
              <FormControlLabel
                sx={{ mr: 0, minWidth: 0, '& .MuiFormControlLabel-label': { overflowWrap: 'anywhere' } }}
                control={
                  <Checkbox
                    checked={bookable.value.includes(s.id)}
                    onChange={(e) => bookable.onChange(toggled(bookable.value, s.id, e.target.checked))}
                  />
                }
                label={s.name}
              />
              <FormControlLabel
                sx={{ ml: { xs: 3, sm: 0 } }}
                control={
                  <Checkbox
                    size="small"
                    checked={rooms.value.includes(s.id)}
                    onChange={(e) => rooms.onChange(toggled(rooms.value, s.id, e.target.checked))}
                    slotProps={{
                      input: { 'aria-label': `${t('configurations.booking.needsRoom')}: ${s.name}` },
                    }}
                  />
                }
                label={<Typography variant="body2">{t('configurations.booking.needsRoom')}</Typography>}
              />
            </Stack>
          ))}
        </Stack>
        {choices.isSuccess && services.length === 0 ? (
          <Typography color="text.secondary">{t('configurations.booking.noServices')}</Typography>
        ) : null}
        {error(errors.service_ids?.message)}
        {error(errors.room_service_ids?.message)}
      </FormControl>
      <FormControl component="fieldset" variant="standard">
        <FormLabel component="legend">{t('configurations.booking.professionals')}</FormLabel>
        <FormHelperText sx={{ mt: 0, mb: 1 }}>{t('configurations.booking.professionalsHint')}</FormHelperText>
        <FormGroup>
          {professionals.map((p) => (
            <FormControlLabel
              key={p.id}
              control={
                <Checkbox
                  checked={people.value.includes(p.id)}
                  onChange={(e) => people.onChange(toggled(people.value, p.id, e.target.checked))}
                />
              }
              label={p.name}
            />
          ))}
        </FormGroup>
        {choices.isSuccess && professionals.length === 0 ? (
          <Typography color="text.secondary">{t('configurations.booking.noProfessionals')}</Typography>
        ) : null}
        {error(errors.professional_ids?.message)}
      </FormControl>
    </>
  );
}

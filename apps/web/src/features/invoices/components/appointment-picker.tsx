import Alert from '@mui/material/Alert';
import Checkbox from '@mui/material/Checkbox';
import CircularProgress from '@mui/material/CircularProgress';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { Appointment } from '@clinica/contracts/appointments';
import { VisuallyHidden } from '../../../components/visually-hidden';
import { formatDate, formatEuros, formatTime } from '../../../lib/format';

/** The patient's appointments not yet invoiced, to tick: date, professional, service and price. */
export function AppointmentPicker({
  appointments,
  loading,
  failed,
  selected,
  onChange,
  error,
  timeZone,
}: {
  appointments: Appointment[] | undefined;
  loading: boolean;
  failed: boolean;
  selected: string[];
  onChange: (ids: string[]) => void;
  error?: string;
  timeZone?: string;
}) {
  const { t } = useTranslation();
  if (loading) return <CircularProgress size={24} aria-label={t('app.loading')} />;
  if (failed) return <Alert severity="error">{t('invoices.appointments.loadFailed')}</Alert>;
  if (!appointments?.length)
    return <Typography color="text.secondary">{t('invoices.appointments.none')}</Typography>;
  const toggle = (id: string) =>
    onChange(selected.includes(id) ? selected.filter((x) => x !== id) : [...selected, id]);
  return (
    <fieldset style={{ border: 0, margin: 0, padding: 0, minWidth: 0 }}>
      <legend>
        <VisuallyHidden>{t('invoices.appointments.title')}</VisuallyHidden>
      </legend>
      {error ? (
        <Alert severity="error" sx={{ mb: 1 }}>
          {error}
        </Alert>
      ) : null}
      <FormGroup>
        {appointments.map((a) => (
          <FormControlLabel
            key={a.id}
            sx={{ alignItems: 'flex-start', py: 0.5, mr: 0 }}
            control={
              <Checkbox checked={selected.includes(a.id)} onChange={() => toggle(a.id)} sx={{ mt: -0.75 }} />
            }
            label={
              <span>
                <Typography component="span" sx={{ display: 'block' }}>
                  {`${formatDate(a.starts_at, timeZone)} ${formatTime(a.starts_at, timeZone)} · ${a.service_name} · ${formatEuros(a.price_cents)}`}
                </Typography>
                <Typography component="span" variant="body2" color="text.secondary">
                  {a.professional_name}
                </Typography>
              </span>
            }
          />
        ))}
      </FormGroup>
    </fieldset>
  );
}

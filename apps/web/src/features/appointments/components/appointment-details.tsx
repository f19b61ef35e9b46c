import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { TFunction } from 'i18next';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { AppointmentDetail, AppointmentHistoryEntry } from '@clinica/contracts/appointments';
import { Fact, FactList } from '../../../components/fact-list';
import { useInsuranceSplitText } from '../../../components/insurance-split';
import { todayIn } from '../../../lib/days';
import { formatDate, formatEuros, formatTime } from '../../../lib/format';

/** The appointment's facts as a list of terms: who, when, what, where, price, invoicing, notes. */
export function AppointmentDetails({
  appointment: a,
  timeZone,
  staff,
}: {
  appointment: AppointmentDetail;
  timeZone: string;
  staff: boolean;
}) {
  const { t } = useTranslation();
  const split = useInsuranceSplitText(
    staff ? a.patient_id : null,
    a.service_id,
    todayIn(timeZone, new Date(a.starts_at)),
  );
  const fields: [string, React.ReactNode][] = [
    [
      t('appointments.fields.patient'),
      staff ? (
        <Link component={RouterLink} to={`/patients/${a.patient_id}`}>
          {a.patient_name}
        </Link>
      ) : (
        a.patient_name
      ),
    ],
    [
      t('appointments.fields.when'),
      `${formatDate(a.starts_at, timeZone)}, ${formatTime(a.starts_at, timeZone)}–${formatTime(a.ends_at, timeZone)}`,
    ],
    [t('appointments.fields.professional'), a.professional_name],
    [t('appointments.fields.service'), a.service_name],
    [t('appointments.fields.clinic'), a.clinic_name],
    [t('appointments.fields.space'), a.space_name ?? '—'],
    [t('appointments.fields.price'), formatEuros(a.price_cents)],
    ...(split ? ([[t('insurance.label'), split]] as [string, string][]) : []),
    [t('appointments.fields.invoicing'), t(`appointments.invoicing.${a.invoicing_status}`)],
    ...(a.insurer_part
      ? ([
          [
            t('insurance.insurerPart'),
            `${formatEuros(a.insurer_part.amount_cents)} · ${t(`appointments.invoicing.${a.insurer_part.invoicing_status}`)}`,
          ],
        ] as [string, string][])
      : []),
    ...(a.pack
      ? ([
          [
            t('appointments.fields.pack'),
            staff ? (
              <Link component={RouterLink} to={`/service-pack-sales/${a.pack.sale_id}`}>
                {t('appointments.pack.paidBy', {
                  name: a.pack.pack_name,
                  left: a.pack.sessions_left,
                  count: a.pack.sessions_count,
                })}
              </Link>
            ) : (
              t('appointments.pack.paidBy', {
                name: a.pack.pack_name,
                left: a.pack.sessions_left,
                count: a.pack.sessions_count,
              })
            ),
          ],
        ] as [string, React.ReactNode][])
      : a.no_pack_left
        ? ([[t('appointments.fields.pack'), t('appointments.pack.notPaid')]] as [string, string][])
        : []),
    ...(a.created_by
      ? ([
          [t('appointments.fields.createdBy'), `${a.created_by.name}, ${formatDate(a.created_at, timeZone)}`],
        ] as [string, string][])
      : []),
    ...(a.notes ? ([[t('appointments.fields.notes'), a.notes]] as [string, string][]) : []),
  ];
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
      <FactList>
        {fields.map(([label, value]) => (
          <Fact key={label} label={label}>
            {value}
          </Fact>
        ))}
      </FactList>
      {a.series_id ? (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 2 }}>
          {t('appointments.detail.series')}
        </Typography>
      ) : null}
    </Paper>
  );
}

/** Who created the appointment and every change of state or time since, oldest first. */
export function AppointmentHistory({
  appointment: a,
  timeZone,
}: {
  appointment: AppointmentDetail;
  timeZone: string;
}) {
  const { t } = useTranslation();
  return (
    <Box component="section" aria-labelledby="appointment-history">
      <Typography id="appointment-history" variant="h6" component="h2" sx={{ mb: 1 }}>
        {t('appointments.detail.history')}
      </Typography>
      <Paper variant="outlined">
        {a.history.length ? (
          <List dense>
            {a.history.map((entry) => (
              <ListItem key={entry.id} divider>
                <ListItemText
                  primary={historyText(entry, t, timeZone)}
                  secondary={[
                    t('appointments.detail.by', {
                      who: entry.actor_name ?? t('appointments.detail.system'),
                      when: `${formatDate(entry.at, timeZone)} ${formatTime(entry.at, timeZone)}`,
                    }),
                    entry.reason,
                  ]
                    .filter(Boolean)
                    .join(' · ')}
                />
              </ListItem>
            ))}
          </List>
        ) : (
          <Typography sx={{ p: 2 }} color="text.secondary">
            {t('appointments.detail.noHistory')}
          </Typography>
        )}
      </Paper>
    </Box>
  );
}

function historyText(entry: AppointmentHistoryEntry, t: TFunction, timeZone: string): string {
  if (entry.event === 'state_changed')
    return t('appointments.detail.events.state_changed', {
      from: entry.from_state ? t(`appointments.states.${entry.from_state}`) : '—',
      to: entry.to_state ? t(`appointments.states.${entry.to_state}`) : '—',
    });
  if (entry.event === 'rescheduled') {
    const span = (s: string | null, e: string | null) =>
      s && e ? `${formatDate(s, timeZone)} ${formatTime(s, timeZone)}–${formatTime(e, timeZone)}` : '—';
    return t('appointments.detail.events.rescheduled', {
      from: span(entry.from_starts_at, entry.from_ends_at),
      to: span(entry.to_starts_at, entry.to_ends_at),
    });
  }
  return t('appointments.detail.events.created');
}

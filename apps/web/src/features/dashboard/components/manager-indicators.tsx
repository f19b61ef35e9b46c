import Alert from '@mui/material/Alert';
import Grid from '@mui/material/Grid';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Dashboard } from '@clinica/contracts/reports';
import { monthOf } from '../../../lib/days';
import { formatEuros, formatTime } from '../../../lib/format';
import { fetchDashboard } from '../api/dashboard';
import { dashboardKeys } from '../api/keys';
import { IndicatorTile } from './indicator-tile';

const percent = (part: number, whole: number) => (whole > 0 ? Math.round((part * 1000) / whole) / 10 : 0);
const Line = ({ children }: { children: React.ReactNode }) => (
  <Typography variant="body2" color="text.secondary">
    {children}
  </Typography>
);

/** The tiles (issue 50 item 1), each a figure the server summed, each titled by a link to its list. */
function Tiles({ d, clinicId, timeZone }: { d: Dashboard; clinicId: string; timeZone: string }) {
  const { t } = useTranslation('translation', { keyPrefix: 'dashboardManager.tiles' });
  const month = monthOf(d.today);
  const clinic = clinicId ? `&clinic_id=${clinicId}` : '';
  const a = d.attendance;
  const rate = percent(a.no_shows + a.late_cancellations, a.appointments);
  const before = percent(a.previous_no_shows + a.previous_late_cancellations, a.previous_appointments);
  const tiles = [
    <IndicatorTile
      key="revenue"
      title={t('revenue')}
      to={`/reports/financial?from=${month.from}&to=${month.to}${clinic}`}
      figure={formatEuros(d.revenue.this_month_cents)}
    >
      <Line>{t('lastMonth', { amount: formatEuros(d.revenue.last_month_cents) })}</Line>
      <Line>{t('lastYear', { amount: formatEuros(d.revenue.last_year_cents) })}</Line>
      <Line>{t('owed', { amount: formatEuros(d.revenue.owed_cents) })}</Line>
    </IndicatorTile>,
    <IndicatorTile
      key="agenda"
      title={t('agenda')}
      to="/calendar"
      figure={d.agenda.reduce((s, p) => s + p.appointments, 0)}
    >
      {d.agenda.length === 0 ? <Line>{t('agendaEmpty')}</Line> : null}
      {d.agenda.map((p) => (
        <Line key={p.id}>
          {t('agendaLine', { name: p.name, count: p.appointments })}
          {p.next_at ? ` · ${t('nextAt', { time: formatTime(p.next_at, timeZone) })}` : ''}
        </Line>
      ))}
    </IndicatorTile>,
    <IndicatorTile
      key="occupancy"
      title={t('occupancy')}
      to={`/reports/occupation-by-professional?from=${d.occupancy.week_from}&to=${d.occupancy.week_to}&preset=custom${clinic}`}
    >
      {d.occupancy.professionals.length === 0 ? <Line>{t('occupancyEmpty')}</Line> : null}
      {[...d.occupancy.clinics, ...d.occupancy.professionals].map((o, i) => (
        <Line key={`${o.id}-${i}`}>
          {o.name}: {percent(o.booked_minutes, o.available_minutes).toLocaleString('pt-PT')} %
        </Line>
      ))}
    </IndicatorTile>,
    <IndicatorTile
      key="attendance"
      title={t('attendance')}
      to={`/reports/presences?from=${month.from}&to=${month.to}${clinic}`}
      figure={`${rate.toLocaleString('pt-PT')} %`}
    >
      <Line>
        {t('attendanceLine', { noShows: a.no_shows, late: a.late_cancellations, total: a.appointments })}
      </Line>
      <Line>
        {rate === before
          ? t('trendSame')
          : t(rate > before ? 'trendUp' : 'trendDown', { rate: `${before.toLocaleString('pt-PT')} %` })}
      </Line>
    </IndicatorTile>,
    <IndicatorTile
      key="patients"
      title={t('newPatients')}
      to="/patients"
      figure={d.new_patients.last_30_days}
    >
      <Line>{t('previous', { count: d.new_patients.previous_30_days })}</Line>
    </IndicatorTile>,
    <IndicatorTile
      key="requests"
      title={t('requests')}
      to="/appointment-requests"
      figure={d.pending_requests}
    />,
    <IndicatorTile key="packs" title={t('packs')} to="/services" figure={d.expiring_packs} />,
    <IndicatorTile key="stock" title={t('stock')} to="/services" figure={d.low_stock_products} />,
    <IndicatorTile key="birthdays" title={t('birthdays')} to="/patients" figure={d.birthdays.length}>
      {d.birthdays.length === 0 ? <Line>{t('birthdaysEmpty')}</Line> : null}
      {d.birthdays.map((b) => (
        <Line key={b.id}>
          {b.name} · {b.date_of_birth.slice(8, 10)}/{b.date_of_birth.slice(5, 7)}
        </Line>
      ))}
    </IndicatorTile>,
  ];
  return (
    <Grid container spacing={2}>
      {tiles.map((tile) => (
        <Grid key={tile.key} size={{ xs: 12, sm: 6, lg: 4 }}>
          {tile}
        </Grid>
      ))}
    </Grid>
  );
}

/** The manager's indicators, for one clinic or all (the filter shows when the account has several). */
export function ManagerIndicators({ timeZone }: { timeZone: string }) {
  const { t } = useTranslation('translation', { keyPrefix: 'dashboardManager.tiles' });
  const [clinicId, setClinicId] = useState('');
  const data = useQuery({
    queryKey: dashboardKeys.indicators(clinicId),
    queryFn: ({ signal }) => fetchDashboard(clinicId, signal),
  });
  if (data.isPending) return <Typography role="status">{t('loading')}</Typography>;
  if (data.isError) return <Alert severity="error">{t('failed')}</Alert>;
  return (
    <Stack spacing={2}>
      {data.data.clinics.length > 1 ? (
        <TextField
          select
          size="small"
          label={t('clinic')}
          value={clinicId}
          onChange={(e) => setClinicId(e.target.value)}
          sx={{ maxWidth: 320 }}
        >
          <MenuItem value="">{t('allClinics')}</MenuItem>
          {data.data.clinics.map((c) => (
            <MenuItem key={c.id} value={c.id}>
              {c.name}
            </MenuItem>
          ))}
        </TextField>
      ) : null}
      <Tiles d={data.data} clinicId={clinicId} timeZone={timeZone} />
    </Stack>
  );
}

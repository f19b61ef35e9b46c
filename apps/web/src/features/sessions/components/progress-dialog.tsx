import { useId } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { LineChart } from '@mui/x-charts/LineChart';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Performed } from '@clinica/contracts/interventions-performed';
import { VisuallyHidden } from '../../../components/visually-hidden';
import { formatDate, formatDecimal } from '../../../lib/format';
import { useUser } from '../../../lib/session';
import { sessionsKeys } from '../api/keys';
import { listPerformed } from '../api/list-performed';
import { progressSeries } from '../progress-series';
import type { EntryIntervention } from './entry-title';

/**
 * «Ver evolução» (loaded on demand, with the chart library): the patient's sessions with this
 * intervention, oldest first — what was done (load and volume, repetitions, or time held) — as a line chart and, for screen readers, a
 * table of the same figures. Full screen on a phone.
 */
export function ProgressDialog({
  open,
  patientId,
  intervention,
  onClose,
}: {
  open: boolean;
  patientId: string;
  intervention: EntryIntervention;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const titleId = useId();
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  const query = { patient_id: patientId, intervention_id: intervention.id, page_size: 200 };
  const history = useQuery({
    queryKey: sessionsKeys.progress(patientId, intervention.id),
    queryFn: ({ signal }) => listPerformed(query, signal),
  });

  let content;
  if (history.isPending) content = <CircularProgress aria-label={t('app.loading')} />;
  else if (history.isError)
    content = (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={() => void history.refetch()}>
            {t('lists.retry')}
          </Button>
        }
      >
        {t('sessions.progressLoadFailed')}
      </Alert>
    );
  else if (history.data.items.length < 2)
    content = <Typography color="text.secondary">{t('sessions.progressEmpty')}</Typography>;
  else content = <Progress items={history.data.items} />;

  return (
    <Dialog
      open={open}
      onClose={onClose}
      fullScreen={phone}
      fullWidth
      maxWidth="md"
      aria-labelledby={titleId}
    >
      <DialogTitle id={titleId}>{t('sessions.progressTitle', { name: intervention.name })}</DialogTitle>
      <DialogContent>{content}</DialogContent>
      <DialogActions>
        <Button onClick={onClose} sx={{ minHeight: 44 }}>
          {t('app.close')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

function Progress({ items }: { items: Performed[] }) {
  const { t } = useTranslation();
  const timeZone = useUser()?.tenant.time_zone;
  const dates = items.map((i) => formatDate(i.appointment_starts_at, timeZone));
  const series = progressSeries(items);
  const figure = (v: number | null) => (v === null ? '—' : formatDecimal(v));
  return (
    <>
      <div aria-hidden>
        <LineChart
          // The table beside it holds the figures; a focusable chart inside aria-hidden would be a trap.
          disableKeyboardNavigation
          height={300}
          // Room for the last date under the axis's end and for the figures beside each axis.
          margin={{ left: 8, right: 24 }}
          xAxis={[{ scaleType: 'point', data: dates }]}
          series={series.map((s, index) => ({
            label: t(`sessions.${s.key}`),
            data: s.data,
            connectNulls: true,
            yAxisId: `y${index}`,
            valueFormatter: (v: number | null) => figure(v),
          }))}
          yAxis={series.map((_, index) => ({
            id: `y${index}`,
            position: index === 0 ? 'left' : 'right',
            min: 0,
            valueFormatter: (v: number) => formatDecimal(v),
          }))}
        />
      </div>
      <VisuallyHidden>
        <table>
          <caption>{t('sessions.progress')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('sessions.sessionDate')}</th>
              {series.map((s) => (
                <th key={s.key} scope="col">
                  {t(`sessions.${s.key}`)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {items.map((i, index) => (
              <tr key={i.id}>
                <th scope="row">{dates[index]}</th>
                {series.map((s) => (
                  <td key={s.key}>{figure(s.data[index] ?? null)}</td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </VisuallyHidden>
    </>
  );
}

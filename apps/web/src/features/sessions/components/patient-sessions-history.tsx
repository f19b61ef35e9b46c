import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Performed } from '@clinica/contracts/interventions-performed';
import { formatDate } from '../../../lib/format';
import { useUser } from '../../../lib/session';
import { sessionsKeys } from '../api/keys';
import { listPerformed } from '../api/list-performed';
import { summariseSets } from '../set-summary';

/** The API's entries (oldest session first) grouped by session, newest session first. */
export function bySessionNewestFirst(items: readonly Performed[]) {
  const sessions = new Map<string, { startsAt: string; entries: Performed[] }>();
  for (const item of items) {
    const session = sessions.get(item.appointment_id);
    if (session) session.entries.push(item);
    else sessions.set(item.appointment_id, { startsAt: item.appointment_starts_at, entries: [item] });
  }
  return [...sessions].reverse().map(([appointmentId, s]) => ({ appointmentId, ...s }));
}

/** The Clinical record's «Intervenções por sessão»: each session's date and what was done in it. */
export function PatientSessionsHistory({ patientId }: { patientId: string }) {
  const { t } = useTranslation();
  const timeZone = useUser()?.tenant.time_zone;
  const query = { patient_id: patientId, page_size: 200 };
  const history = useQuery({
    queryKey: sessionsKeys.patient(patientId),
    queryFn: ({ signal }) => listPerformed(query, signal),
  });

  let content;
  if (history.isPending)
    content = (
      <Box sx={{ display: 'flex', justifyContent: 'center', py: 2 }}>
        <CircularProgress aria-label={t('app.loading')} />
      </Box>
    );
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
        {t('sessions.loadFailed')}
      </Alert>
    );
  else if (history.data.items.length === 0)
    content = <Typography color="text.secondary">{t('sessions.history.empty')}</Typography>;
  else
    content = (
      <Stack component="ol" spacing={1.5} sx={{ listStyle: 'none', m: 0, p: 0 }}>
        {bySessionNewestFirst(history.data.items).map((s) => (
          <Paper component="li" variant="outlined" key={s.appointmentId} sx={{ p: 2 }}>
            <Typography variant="subtitle2" component="h3">
              {t('sessions.history.session', { date: formatDate(s.startsAt, timeZone) })}
            </Typography>
            <Box component="ul" sx={{ m: 0, mt: 0.5, pl: 2.5 }}>
              {s.entries.map((e) => (
                <Typography component="li" variant="body2" key={e.id} sx={{ overflowWrap: 'anywhere' }}>
                  {`${e.intervention.name} — ${summariseSets(t, e.sets)}`}
                </Typography>
              ))}
            </Box>
          </Paper>
        ))}
      </Stack>
    );

  return (
    <Box component="section" aria-label={t('sessions.history.title')}>
      <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
        {t('sessions.history.title')}
      </Typography>
      {content}
    </Box>
  );
}

import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import type { Programme } from '@clinica/contracts/exercise-programmes';
import { formatDate } from '../../../lib/format';
import { useUser } from '../../../lib/session';
import { doseShort } from '../dose';

/** The current programme as the professional reads it: facts, this week, notes, the exercises and doses. */
export function ProgrammeSummary({ programme }: { programme: Programme }) {
  const { t } = useTranslation();
  const timeZone = useUser()?.tenant.time_zone;
  const facts = [
    t('programmes.timesPerWeek', { count: programme.times_per_week }),
    t('programmes.prescribedBy', { name: programme.prescribed_by.name }),
    t('programmes.since', { date: formatDate(programme.started_at, timeZone) }),
  ];
  return (
    <Stack spacing={1}>
      <Typography>{facts.join(' · ')}</Typography>
      <Typography color="text.secondary">{t('programmes.thisWeek', programme.this_week)}</Typography>
      {programme.notes ? <Typography sx={{ whiteSpace: 'pre-line' }}>{programme.notes}</Typography> : null}
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
        {t('programmes.exercises')}
      </Typography>
      <Stack component="ol" spacing={0.5} sx={{ m: 0, pl: 3 }}>
        {programme.items.map((item) => (
          <li key={item.id}>
            <Typography component="span" sx={{ fontWeight: 500, overflowWrap: 'anywhere' }}>
              {item.intervention.name}
            </Typography>
            {` — ${doseShort(t, item)}`}
            {item.notes ? (
              <Typography variant="body2" color="text.secondary">
                {item.notes}
              </Typography>
            ) : null}
          </li>
        ))}
      </Stack>
    </Stack>
  );
}

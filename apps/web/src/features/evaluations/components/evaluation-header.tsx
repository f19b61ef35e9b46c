import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ArrowBack from '@mui/icons-material/ArrowBack';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { Evaluation } from '@clinica/contracts/evaluations';
import { formatDate, formatTime } from '../../../lib/format';
import { useUser } from '../../../lib/session';
import { EvaluationStatusChip } from './status-chip';

export interface SessionFacts {
  appointmentId: string;
  patientId: string;
  patientName: string;
  startsAt: string;
}

/**
 * The page's title and whose session it is: the patient (a link to the record), the session's date and
 * time, and — once there is an evaluation — its state, author and signature.
 */
export function EvaluationHeader({
  title,
  session,
  evaluation,
}: {
  title: string;
  session: SessionFacts;
  evaluation?: Evaluation | null;
}) {
  const { t } = useTranslation();
  const timeZone = useUser()?.tenant.time_zone;
  const when = (iso: string) => ({ date: formatDate(iso, timeZone), time: formatTime(iso, timeZone) });
  return (
    <Stack spacing={1} sx={{ mb: 3, alignItems: 'flex-start' }}>
      <Button
        component={RouterLink}
        to={`/appointments/${session.appointmentId}`}
        startIcon={<ArrowBack />}
        size="small"
      >
        {t('evaluations.header.back')}
      </Button>
      <Typography
        variant="h4"
        component="h1"
        sx={{ fontSize: { xs: '1.6rem', sm: '2.125rem' }, overflowWrap: 'anywhere' }}
      >
        {title}
      </Typography>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
        <Link component={RouterLink} to={`/patients/${session.patientId}`}>
          {session.patientName}
        </Link>
        <Typography color="text.secondary">
          {t('evaluations.header.session', when(session.startsAt))}
        </Typography>
        {evaluation ? <EvaluationStatusChip status={evaluation.status} /> : null}
      </Stack>
      {evaluation ? (
        <Typography variant="body2" color="text.secondary">
          {evaluation.signed_at
            ? t('evaluations.header.signedBy', {
                name: evaluation.author.name,
                ...when(evaluation.signed_at),
              })
            : t('evaluations.header.author', { name: evaluation.author.name })}
        </Typography>
      ) : null}
    </Stack>
  );
}

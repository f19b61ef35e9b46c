import { useId } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import AddOutlined from '@mui/icons-material/AddOutlined';
import StraightenOutlined from '@mui/icons-material/StraightenOutlined';
import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { AppointmentDetail } from '@clinica/contracts/appointments';
import type { EvaluationSummary } from '@clinica/contracts/evaluations';
import { formatDate, formatTime } from '../../../lib/format';
import { hasPermission, useUser } from '../../../lib/session';
import { evaluationsKeys } from '../api/keys';
import { listEvaluations } from '../api/list-evaluations';
import { sessionHeld } from '@clinica/contracts/session-held';
import { evaluationPath } from './evaluation-links';
import { EvaluationStatusChip } from './status-chip';

/**
 * The appointment page's «Avaliações»: this session's evaluations (type, state, author, date), each a
 * link, and the buttons to write them. Nothing at all for whoever may not read evaluations.
 */
export function AppointmentEvaluations({
  appointment,
}: {
  appointment: Pick<AppointmentDetail, 'id' | 'state'>;
}) {
  const { t } = useTranslation();
  const user = useUser();
  const titleId = useId();
  const canRead = hasPermission(user, 'evaluations', 'read');
  const canCreate = hasPermission(user, 'evaluations', 'create');
  const query = { appointment_id: appointment.id, page: 1, page_size: 50 };
  const list = useQuery({
    queryKey: evaluationsKeys.list(query),
    queryFn: ({ signal }) => listEvaluations(query, signal),
    enabled: canRead,
  });
  if (!canRead) return null;
  const open = sessionHeld(appointment.state);

  let content;
  if (list.isPending) content = <CircularProgress size={28} aria-label={t('app.loading')} />;
  else if (list.isError)
    content = (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={() => void list.refetch()}>
            {t('lists.retry')}
          </Button>
        }
      >
        {t('evaluations.record.loadFailed')}
      </Alert>
    );
  else if (list.data.items.length === 0)
    content = <Typography color="text.secondary">{t('evaluations.appointment.empty')}</Typography>;
  else
    content = (
      <Stack component="ul" spacing={1} sx={{ listStyle: 'none', m: 0, p: 0 }}>
        {list.data.items.map((e) => (
          <Row key={e.id} evaluation={e} />
        ))}
      </Stack>
    );

  return (
    <section aria-labelledby={titleId}>
      <Typography id={titleId} variant="h6" component="h2" sx={{ mb: 1 }}>
        {t('evaluations.appointment.title')}
      </Typography>
      <Paper variant="outlined" sx={{ p: 2 }}>
        <Stack spacing={2}>
          {content}
          {canCreate && open ? (
            <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
              <Button
                variant="contained"
                startIcon={<AddOutlined />}
                component={RouterLink}
                to={`/appointments/${appointment.id}/evaluations/new`}
              >
                {t('evaluations.appointment.newSubjective')}
              </Button>
              <Button
                variant="outlined"
                startIcon={<StraightenOutlined />}
                component={RouterLink}
                to={`/appointments/${appointment.id}/objective_evaluation`}
              >
                {t('evaluations.appointment.objective')}
              </Button>
            </Stack>
          ) : null}
          {canCreate && !open ? (
            <Typography variant="body2" color="text.secondary">
              {t('evaluations.contract.canceledAppointment')}
            </Typography>
          ) : null}
        </Stack>
      </Paper>
    </section>
  );
}

function Row({ evaluation: e }: { evaluation: EvaluationSummary }) {
  const { t } = useTranslation();
  const timeZone = useUser()?.tenant.time_zone;
  const at = e.signed_at ?? e.updated_at;
  const when = { date: formatDate(at, timeZone), time: formatTime(at, timeZone) };
  return (
    <Stack
      component="li"
      direction="row"
      spacing={1}
      useFlexGap
      sx={{ flexWrap: 'wrap', alignItems: 'center' }}
    >
      <Link component={RouterLink} to={evaluationPath(e)} sx={{ fontWeight: 500 }}>
        {t(`evaluations.types.${e.type}`)}
      </Link>
      <EvaluationStatusChip status={e.status} />
      <Typography variant="body2" color="text.secondary">
        {`${e.author.name} · ${e.signed_at ? t('evaluations.appointment.signedAt', when) : t('evaluations.appointment.updatedAt', when)}`}
      </Typography>
    </Stack>
  );
}

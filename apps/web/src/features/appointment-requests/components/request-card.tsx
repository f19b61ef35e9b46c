import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { AppointmentRequest } from '@clinica/contracts/appointment-requests';
import { Fact, FactList } from '../../../components/fact-list';
import { whenText } from '../request-view';

/** One request: who, what, with whom, when; its decision or, for who may decide, Aceitar and Recusar. */
export function RequestCard({
  request: r,
  timeZone,
  canDecide,
  onAccept,
  onReject,
}: {
  request: AppointmentRequest;
  timeZone: string | undefined;
  canDecide: boolean;
  onAccept: (r: AppointmentRequest) => void;
  onReject: (r: AppointmentRequest) => void;
}) {
  const { t } = useTranslation();
  const titleId = `request-${r.id}`;
  return (
    <Card variant="outlined" component="article" aria-labelledby={titleId}>
      <CardContent>
        <Typography id={titleId} variant="h6" component="h2" sx={{ overflowWrap: 'anywhere' }}>
          {r.name}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
          {t('requests.fields.received', { when: whenText(r.created_at, timeZone) })}
        </Typography>
        <FactList>
          <Fact label={t('requests.fields.when')}>{whenText(r.starts_at, timeZone)}</Fact>
          <Fact label={t('requests.fields.service')}>{r.service_name}</Fact>
          <Fact label={t('requests.fields.professional')}>
            {r.professional_chosen
              ? r.professional_name
              : `${r.professional_name} (${t('requests.fields.anyProfessional')})`}
          </Fact>
          <Fact label={t('requests.fields.contact')}>
            <Link href={`mailto:${r.email}`}>{r.email}</Link>
            {' · '}
            <Link href={`tel:${r.mobile}`}>{r.mobile}</Link>
          </Fact>
          {r.note ? <Fact label={t('requests.fields.note')}>{r.note}</Fact> : null}
          {r.reject_reason ? <Fact label={t('requests.fields.reason')}>{r.reject_reason}</Fact> : null}
        </FactList>
      </CardContent>
      {r.appointment_id ? (
        <CardActions sx={{ px: 2, pb: 2 }}>
          <Button component={RouterLink} to={`/appointments/${r.appointment_id}`}>
            {t('requests.openAppointment')}
          </Button>
        </CardActions>
      ) : canDecide && r.status === 'pending' ? (
        <CardActions sx={{ px: 2, pb: 2, gap: 1, flexWrap: 'wrap' }}>
          <Button variant="contained" aria-describedby={titleId} onClick={() => onAccept(r)}>
            {t('requests.accept.action')}
          </Button>
          <Button color="error" aria-describedby={titleId} onClick={() => onReject(r)}>
            {t('requests.reject.action')}
          </Button>
        </CardActions>
      ) : null}
    </Card>
  );
}

import Alert from '@mui/material/Alert';
import { useNavigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { hasPermission, useUser } from '../../../lib/session';
import { sessionHeld } from '@clinica/contracts/session-held';
import { EvaluationHeader } from '../components/evaluation-header';
import { Forbidden, LoadProblem, PageLoading } from '../components/page-states';
import { SubjectiveEditor } from '../components/subjective-editor';
import { WithPreviousEvaluation } from '../components/with-previous-evaluation';
import { useAppointment } from '../hooks/use-evaluation-queries';

/** /appointments/{id}/evaluations/new: a subjective evaluation, written at this appointment. */
export function EvaluationNewPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const user = useUser();
  const allowed = hasPermission(user, 'evaluations', 'create');
  const appointment = useAppointment(id, allowed);
  const title = t('evaluations.titles.newSubjective');

  if (!allowed) return <Forbidden title={title} />;
  if (appointment.isPending) return <PageLoading />;
  if (appointment.isError)
    return (
      <LoadProblem
        title={title}
        error={appointment.error}
        onRetry={() => void appointment.refetch()}
        backTo={`/appointments/${id}`}
      />
    );
  const a = appointment.data;
  const session = {
    appointmentId: a.id,
    patientId: a.patient_id,
    patientName: a.patient_name,
    startsAt: a.starts_at,
  };
  return (
    <>
      <EvaluationHeader title={title} session={session} />
      {sessionHeld(a.state) ? (
        <WithPreviousEvaluation patientId={a.patient_id} type="subjective" before={a.starts_at}>
          <SubjectiveEditor
            appointmentId={a.id}
            evaluation={null}
            onDone={(saved) =>
              void navigate(`/appointments/${a.id}/evaluations/${saved.id}`, { replace: true })
            }
          />
        </WithPreviousEvaluation>
      ) : (
        <Alert severity="warning">{t('evaluations.contract.canceledAppointment')}</Alert>
      )}
    </>
  );
}

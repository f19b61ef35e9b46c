import { Navigate, useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { hasPermission, useUser } from '../../../lib/session';
import { EvaluationHeader } from '../components/evaluation-header';
import { EvaluationRecord } from '../components/evaluation-record';
import { Forbidden, LoadProblem, PageLoading } from '../components/page-states';
import { SubjectiveEditor } from '../components/subjective-editor';
import { WithPreviousEvaluation } from '../components/with-previous-evaluation';
import { useEvaluation } from '../hooks/use-evaluation-queries';

/**
 * /appointments/{id}/evaluations/{evaluationId}: a subjective evaluation — its author's draft to edit and
 * sign, otherwise to read (signed: with its addenda).
 */
export function EvaluationPage() {
  const { t } = useTranslation();
  const { id = '', evaluationId = '' } = useParams();
  const user = useUser();
  const allowed = hasPermission(user, 'evaluations', 'read');
  const detail = useEvaluation(evaluationId, allowed);
  const title = t('evaluations.types.subjective');

  if (!allowed) return <Forbidden title={title} />;
  if (detail.isPending) return <PageLoading />;
  if (detail.isError)
    return (
      <LoadProblem
        title={title}
        error={detail.error}
        onRetry={() => void detail.refetch()}
        backTo={`/appointments/${id}`}
      />
    );
  const e = detail.data;
  // One address per evaluation: the objective one lives on its appointment's page.
  if (e.type === 'objective')
    return <Navigate to={`/appointments/${e.appointment_id}/objective_evaluation`} replace />;
  if (e.appointment_id !== id)
    return <Navigate to={`/appointments/${e.appointment_id}/evaluations/${e.id}`} replace />;
  const session = {
    appointmentId: e.appointment_id,
    patientId: e.patient_id,
    patientName: e.patient_name,
    startsAt: e.appointment_starts_at,
  };
  return (
    <>
      <EvaluationHeader title={title} session={session} evaluation={e} />
      <WithPreviousEvaluation patientId={e.patient_id} type="subjective" before={e.appointment_starts_at}>
        {e.can_edit ? (
          <SubjectiveEditor key={e.id} appointmentId={e.appointment_id} evaluation={e} />
        ) : (
          <EvaluationRecord evaluation={e} />
        )}
      </WithPreviousEvaluation>
    </>
  );
}

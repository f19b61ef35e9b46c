import { useState } from 'react';
import Alert from '@mui/material/Alert';
import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../components/empty-state';
import { hasPermission, useUser } from '../../../lib/session';
import { sessionHeld } from '@clinica/contracts/session-held';
import { EvaluationHeader } from '../components/evaluation-header';
import { EvaluationRecord } from '../components/evaluation-record';
import { ObjectiveEditor } from '../components/objective-editor';
import { Forbidden, LoadProblem, PageLoading } from '../components/page-states';
import { WithPreviousEvaluation } from '../components/with-previous-evaluation';
import { useAppointment, useEvaluation, useObjectiveOf } from '../hooks/use-evaluation-queries';

/**
 * /appointments/{id}/objective_evaluation: the appointment's one objective evaluation — found through the
 * list; none yet → an empty form whose first save creates it.
 */
export function ObjectiveEvaluationPage() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const user = useUser();
  const allowed = hasPermission(user, 'evaluations', 'read');
  const canCreate = hasPermission(user, 'evaluations', 'create');
  const appointment = useAppointment(id, allowed);
  const existing = useObjectiveOf(id, allowed);
  // Created here: known before the list is read again.
  const [createdId, setCreatedId] = useState<string | null>(null);
  const evaluationId = existing.data?.id ?? createdId ?? undefined;
  const detail = useEvaluation(evaluationId, allowed);
  const title = t('evaluations.types.objective');

  if (!allowed) return <Forbidden title={title} />;
  const failed = [appointment, existing, detail].find((q) => q.isError);
  if (failed)
    return (
      <LoadProblem
        title={title}
        error={failed.error}
        onRetry={() => void failed.refetch()}
        backTo={`/appointments/${id}`}
      />
    );
  if (appointment.isPending || existing.isPending || (evaluationId && detail.isPending))
    return <PageLoading />;

  const a = appointment.data!;
  const e = evaluationId ? (detail.data ?? null) : null;
  const session = {
    appointmentId: a.id,
    patientId: a.patient_id,
    patientName: a.patient_name,
    startsAt: a.starts_at,
  };
  let body;
  if (e && !e.can_edit) body = <EvaluationRecord evaluation={e} />;
  else if (e || (canCreate && sessionHeld(a.state)))
    body = (
      <ObjectiveEditor
        key={a.id}
        appointmentId={a.id}
        evaluation={e}
        onDone={(saved) => setCreatedId(saved.id)}
      />
    );
  else if (!sessionHeld(a.state))
    body = <Alert severity="warning">{t('evaluations.contract.canceledAppointment')}</Alert>;
  else
    body = <EmptyState title={t('evaluations.objective.none')} body={t('evaluations.objective.noneBody')} />;

  return (
    <>
      <EvaluationHeader title={title} session={session} evaluation={e} />
      <WithPreviousEvaluation patientId={a.patient_id} type="objective" before={a.starts_at}>
        {body}
      </WithPreviousEvaluation>
    </>
  );
}

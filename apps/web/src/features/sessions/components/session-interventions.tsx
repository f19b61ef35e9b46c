import { useId, useState, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ContentCopyOutlined from '@mui/icons-material/ContentCopyOutlined';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { AppointmentDetail } from '@clinica/contracts/appointments';
import type { Intervention } from '@clinica/contracts/interventions';
import { performedMessages, type Performed } from '@clinica/contracts/interventions-performed';
import { ApiError } from '../../../lib/api-client';
import { notify } from '../../../lib/notify';
import { hasPermission, useUser } from '../../../lib/session';
import { copyPrevious } from '../api/copy-previous';
import { sessionsKeys } from '../api/keys';
import { listPerformed } from '../api/list-performed';
import { sessionHeld } from '@clinica/contracts/session-held';
import { useSessionCache } from '../hooks/use-session-cache';
import { showSessionError, translateSessionMessage } from '../session-messages';
import { EntryCard } from './entry-card';
import { EntryView } from './entry-view';
import { InterventionPicker } from '../../../components/intervention-picker';
import { UnsavedChangesGuard } from '../../../components/unsaved-changes-guard';

type Appointment = Pick<AppointmentDetail, 'id' | 'patient_id' | 'state'>;

/**
 * The appointment page's «Intervenções realizadas»: the session's entries as cards (sets, notes, volume),
 * and — for whoever may record them — the library picker and «Copiar da sessão anterior», beside which
 * app/ may put other features' actions on the saved entries (`actions`: «Adicionar ao programa de casa»).
 * Nothing at all for whoever may not read them.
 */
export function SessionInterventions({
  appointment,
  actions,
}: {
  appointment: Appointment;
  actions?: (saved: Performed[]) => ReactNode;
}) {
  const { t } = useTranslation();
  const user = useUser();
  const titleId = useId();
  const canRead = hasPermission(user, 'interventions_performed', 'read');
  const open = sessionHeld(appointment.state);
  const canCreate = open && hasPermission(user, 'interventions_performed', 'create');
  const canUpdate = open && hasPermission(user, 'interventions_performed', 'update');
  // An entry is changed or taken out by whoever recorded it, or a manager (the server's rule too).
  const mayChange = (p: Performed) =>
    canUpdate && (p.recorded_by.id === user?.id || user?.type === 'manager');
  const [drafts, setDrafts] = useState<Intervention[]>([]);
  const [notice, setNotice] = useState<string | null>(null);
  const cache = useSessionCache(appointment.id);
  const query = { appointment_id: appointment.id, page_size: 100 };
  const list = useQuery({
    queryKey: sessionsKeys.appointment(appointment.id),
    queryFn: ({ signal }) => listPerformed(query, signal),
    enabled: canRead,
  });
  const copy = useMutation({
    mutationFn: () => copyPrevious(appointment.id),
    onMutate: () => setNotice(null),
    onSuccess: ({ items }) => {
      const added = items.length - (list.data?.items.length ?? 0);
      cache.replaced(items);
      notify(added > 0 ? t('sessions.copied', { count: added }) : t('sessions.copiedNone'), 'success');
    },
    onError: (error) => {
      if (error instanceof ApiError && !error.handled && error.message === performedMessages.noPrevious)
        setNotice(translateSessionMessage(t, error.message) ?? error.message);
      else showSessionError(error, t);
    },
  });
  if (!canRead) return null;

  const saved = list.data?.items ?? [];
  const savedIds = new Set(saved.map((p) => p.intervention.id));
  const pending = drafts.filter((d) => !savedIds.has(d.id));
  const inSession = new Set([...savedIds, ...pending.map((d) => d.id)]);
  const discard = (id: string) => setDrafts((list) => list.filter((d) => d.id !== id));

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
        {t('sessions.loadFailed')}
      </Alert>
    );
  else if (saved.length === 0 && pending.length === 0)
    content = <Typography color="text.secondary">{t('sessions.empty')}</Typography>;
  else
    content = (
      <Stack component="ul" spacing={2} sx={{ listStyle: 'none', m: 0, p: 0 }}>
        {saved.map((p) => (
          <li key={p.id}>
            {mayChange(p) ? (
              <EntryCard
                appointmentId={appointment.id}
                patientId={appointment.patient_id}
                intervention={p.intervention}
                performed={p}
              />
            ) : (
              <EntryView performed={p} />
            )}
          </li>
        ))}
        {pending.map((d) => (
          <li key={d.id}>
            <EntryCard
              appointmentId={appointment.id}
              patientId={appointment.patient_id}
              intervention={d}
              performed={null}
              onDiscard={() => discard(d.id)}
            />
          </li>
        ))}
      </Stack>
    );

  return (
    <section aria-labelledby={titleId}>
      {/* An exercise picked but not saved would be lost on leaving: ask first (spec §5). */}
      <UnsavedChangesGuard when={pending.length > 0} />
      <Typography id={titleId} variant="h6" component="h2" sx={{ mb: 1 }}>
        {t('sessions.title')}
      </Typography>
      <Stack spacing={2}>
        {content}
        {notice ? (
          <Alert severity="info" onClose={() => setNotice(null)}>
            {notice}
          </Alert>
        ) : null}
        {canCreate && list.isSuccess ? (
          <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 1, alignItems: { sm: 'center' } }}>
            <InterventionPicker
              label={t('sessions.add')}
              exclude={inSession}
              onPick={(i) => setDrafts((list) => [...list, i])}
            />
            <Button
              variant="outlined"
              startIcon={<ContentCopyOutlined />}
              onClick={() => copy.mutate()}
              disabled={copy.isPending}
              sx={{ minHeight: 44 }}
            >
              {t('sessions.copyPrevious')}
            </Button>
            {actions?.(saved)}
          </Stack>
        ) : null}
        {!open && hasPermission(user, 'interventions_performed', 'create') ? (
          <Typography variant="body2" color="text.secondary">
            {t('sessions.contract.canceledAppointment')}
          </Typography>
        ) : null}
      </Stack>
    </section>
  );
}

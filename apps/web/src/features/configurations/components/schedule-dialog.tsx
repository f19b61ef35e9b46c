import { useId, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import TextField from '@mui/material/TextField';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import AddIcon from '@mui/icons-material/Add';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Clinic, Weekday } from '@clinica/contracts/clinics';
import type { ScheduleException } from '@clinica/contracts/schedules';
import type { PermissionResource } from '@clinica/contracts/permissions';
import type { Collaborator } from '@clinica/contracts/team';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { ScheduleExceptionList, exceptionRange } from '../../../components/schedule-exception-list';
import { showSaveError } from '../../../lib/form-errors';
import { notify } from '../../../lib/notify';
import { hasPermission, useUser } from '../../../lib/session';
import {
  createProfessionalSchedule,
  deleteProfessionalSchedule,
  deleteScheduleException,
  listProfessionalSchedules,
  listScheduleExceptions,
  scheduleKeys,
} from '../../../lib/schedules-api';
import { getClinic } from '../api/clinics';
import { configurationsKeys } from '../keys';
import { intervalProblem, intervalText, mergeIntervals, withinOpeningHours } from '../schedule-intervals';
import { ExceptionDialog } from './exception-dialog';
import { WeeklyHoursEditor } from './weekly-hours-editor';

function Loading() {
  const { t } = useTranslation();
  return (
    <Box sx={{ display: 'flex', justifyContent: 'center', py: 4 }}>
      <CircularProgress size={28} aria-label={t('app.loading')} />
    </Box>
  );
}

function LoadError({ onRetry }: { onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <Alert
      severity="error"
      action={
        <Button color="inherit" size="small" onClick={onRetry}>
          {t('lists.retry')}
        </Button>
      }
    >
      {t('configurations.schedule.loadError')}
    </Alert>
  );
}

/** The weekly working hours of a professional at one clinic (chosen in a select), with add and remove. */
function WorkingHours({
  member,
  clinics,
  choices,
  clinicId,
  onClinicChange,
  editable,
}: {
  member: Collaborator;
  /** Every clinic of the tenant (names of the other clinics' intervals). */
  clinics: Clinic[];
  /** The clinics to choose from: the member's, or every one when they have none. */
  choices: Clinic[];
  clinicId: string;
  onClinicChange: (id: string) => void;
  /** professional_schedules:create/delete (managers; front desk and professionals only read). */
  editable: boolean;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const hours = useQuery({
    queryKey: scheduleKeys.hours(member.id),
    queryFn: ({ signal }) => listProfessionalSchedules(member.id, signal),
  });
  const clinic = useQuery({
    queryKey: configurationsKeys.clinics.detail(clinicId),
    queryFn: ({ signal }) => getClinic(clinicId, signal),
    enabled: Boolean(clinicId),
  });

  const clinicName = (id: string) => clinics.find((c) => c.id === id)?.name ?? '—';
  const all = hours.data ?? [];
  const opening = clinic.data?.schedules ?? [];
  const clinicHasHours = opening.length > 0;
  const openingOf = (day: Weekday) => mergeIntervals(opening.filter((s) => s.weekday === day));
  const openingText = (day: Weekday) => {
    if (!clinic.data || !clinicHasHours) return null;
    const open = openingOf(day);
    return open.length
      ? t('configurations.schedule.clinicOpen', { hours: open.map(intervalText).join(', ') })
      : t('configurations.schedule.clinicClosed');
  };
  // The professional's intervals that day at the other clinics, one line per clinic.
  const elsewhere = (day: Weekday) => {
    const byClinic = new Map<string, string[]>();
    for (const s of [...all].sort((a, b) => a.start_time.localeCompare(b.start_time)))
      if (s.weekday === day && s.clinic_id !== clinicId)
        byClinic.set(s.clinic_id, [...(byClinic.get(s.clinic_id) ?? []), intervalText(s)]);
    return [...byClinic].map(([id, list]) =>
      t('configurations.schedule.elsewhere', { clinic: clinicName(id), hours: list.join(', ') }),
    );
  };
  const hint = (day: Weekday) => {
    const lines = [openingText(day), ...elsewhere(day)].filter(Boolean);
    return lines.length
      ? lines.map((line) => (
          <span key={line} style={{ display: 'block' }}>
            {line}
          </span>
        ))
      : null;
  };

  return (
    <Stack spacing={2}>
      <TextField
        select
        size="small"
        label={t('configurations.schedule.clinic')}
        value={clinicId}
        onChange={(event) => onClinicChange(event.target.value)}
        sx={{ maxWidth: 360 }}
      >
        {choices.map((c) => (
          <MenuItem key={c.id} value={c.id}>
            {c.name}
          </MenuItem>
        ))}
      </TextField>
      {!clinicId ? (
        <Alert severity="info">{t('configurations.schedule.noClinics')}</Alert>
      ) : hours.isPending ? (
        <Loading />
      ) : hours.isError ? (
        <LoadError onRetry={() => void hours.refetch()} />
      ) : (
        <WeeklyHoursEditor
          label={t('configurations.schedule.hoursAt', { clinic: clinicName(clinicId) })}
          idPrefix="work-hours"
          intervals={all.filter((s) => s.clinic_id === clinicId)}
          emptyText={t('configurations.schedule.notWorking')}
          hint={hint}
          editable={editable}
          create={(weekday, values) =>
            createProfessionalSchedule({
              professional_id: member.id,
              clinic_id: clinicId,
              weekday,
              ...values,
            })
          }
          remove={deleteProfessionalSchedule}
          refresh={() => queryClient.invalidateQueries({ queryKey: scheduleKeys.all })}
          addDialog={(day) => ({
            info: openingText(day) ? (
              <Alert severity="info" variant="outlined">
                {openingText(day)}
              </Alert>
            ) : null,
            check: (values) => {
              const problem = intervalProblem(
                values,
                all.filter((s) => s.weekday === day),
              );
              if (problem?.kind !== 'overlap') return null;
              return t('configurations.schedule.overlapWith', {
                hours: intervalText(problem.with),
                clinic: clinicName(problem.with.clinic_id),
              });
            },
            warn: (values) =>
              withinOpeningHours(values, openingOf(day), clinicHasHours)
                ? null
                : t('configurations.schedule.outsideOpening'),
          })}
        />
      )}
    </Stack>
  );
}

/** A professional's absences: add, change, delete (with confirmation). */
function Absences({
  member,
  clinics,
  editable,
}: {
  member: Collaborator;
  clinics: Clinic[];
  /** schedule_exceptions:create/update/delete. */
  editable: boolean;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState<ScheduleException | 'new' | null>(null);
  const [removing, setRemoving] = useState<ScheduleException | null>(null);
  const list = useQuery({
    queryKey: scheduleKeys.exceptions(member.id),
    queryFn: ({ signal }) => listScheduleExceptions(member.id, signal),
  });
  const refresh = () => queryClient.invalidateQueries({ queryKey: scheduleKeys.all });
  const remove = useMutation({
    mutationFn: (id: string) => deleteScheduleException(id),
    onSuccess: async () => {
      setRemoving(null);
      notify(t('configurations.schedule.exceptionDeleted'), 'success');
      await refresh();
    },
    onError: (error) => {
      setRemoving(null);
      showSaveError(error, t);
    },
  });
  return (
    <Stack spacing={2}>
      {editable ? (
        <div>
          <Button variant="outlined" startIcon={<AddIcon />} onClick={() => setEditing('new')}>
            {t('configurations.schedule.addException')}
          </Button>
        </div>
      ) : null}
      {list.isPending ? (
        <Loading />
      ) : list.isError ? (
        <LoadError onRetry={() => void list.refetch()} />
      ) : (
        <ScheduleExceptionList
          items={list.data}
          clinicName={(id) => clinics.find((c) => c.id === id)?.name}
          onEdit={editable ? setEditing : undefined}
          onDelete={editable ? setRemoving : undefined}
        />
      )}
      {editing ? (
        <ExceptionDialog
          professionalId={member.id}
          exception={editing === 'new' ? null : editing}
          clinics={clinics}
          onSaved={async () => {
            notify(
              t(
                editing === 'new'
                  ? 'configurations.schedule.exceptionAdded'
                  : 'configurations.schedule.exceptionSaved',
              ),
              'success',
            );
            await refresh();
          }}
          onClose={() => setEditing(null)}
        />
      ) : null}
      <ConfirmDialog
        open={removing !== null}
        title={t('configurations.schedule.deleteExceptionTitle')}
        body={
          removing
            ? t('configurations.schedule.deleteExceptionBody', {
                reason: t(`schedule.reasons.${removing.reason}`),
                range: exceptionRange(removing),
              })
            : undefined
        }
        confirmLabel={t('editing.delete')}
        destructive
        pending={remove.isPending}
        onConfirm={() => removing && remove.mutate(removing.id)}
        onCancel={() => setRemoving(null)}
      />
    </Stack>
  );
}

/** "Horário e ausências" of a member who takes appointments (professional or manager — decision 010). */
export function ScheduleDialog({
  member,
  clinics,
  onClose,
}: {
  member: Collaborator;
  clinics: Clinic[];
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'), { noSsr: true });
  const titleId = useId();
  const tabsId = useId();
  const [tab, setTab] = useState<'hours' | 'absences'>('hours');
  const user = useUser();
  const can = (resource: PermissionResource) =>
    (['create', 'update', 'delete'] as const).every((action) => hasPermission(user, resource, action));
  // Kept here so switching tabs does not forget the clinic chosen.
  const ownClinics = clinics.filter((c) => member.clinic_ids.includes(c.id));
  const choices = ownClinics.length ? ownClinics : clinics;
  const [clinicId, setClinicId] = useState(choices[0]?.id ?? '');
  const name = `${member.first_name} ${member.surname}`;
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="md" fullScreen={phone}>
      <DialogTitle id={titleId}>{t('configurations.schedule.title', { name })}</DialogTitle>
      <DialogContent>
        <Tabs
          value={tab}
          onChange={(_, value: 'hours' | 'absences') => setTab(value)}
          aria-label={t('configurations.schedule.title', { name })}
          variant="fullWidth"
          sx={{ mb: 2, borderBottom: 1, borderColor: 'divider' }}
        >
          <Tab
            value="hours"
            label={t('configurations.schedule.hoursTab')}
            id={`${tabsId}-hours`}
            aria-controls={`${tabsId}-hours-panel`}
          />
          <Tab
            value="absences"
            label={t('configurations.schedule.absencesTab')}
            id={`${tabsId}-absences`}
            aria-controls={`${tabsId}-absences-panel`}
          />
        </Tabs>
        <div role="tabpanel" id={`${tabsId}-${tab}-panel`} aria-labelledby={`${tabsId}-${tab}`}>
          {tab === 'hours' ? (
            <WorkingHours
              member={member}
              clinics={clinics}
              choices={choices}
              clinicId={clinicId}
              onClinicChange={setClinicId}
              editable={can('professional_schedules')}
            />
          ) : (
            <Absences member={member} clinics={clinics} editable={can('schedule_exceptions')} />
          )}
        </div>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('configurations.schedule.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}

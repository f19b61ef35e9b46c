import { useEffect, useMemo, useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Autocomplete from '@mui/material/Autocomplete';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import Divider from '@mui/material/Divider';
import FormControlLabel from '@mui/material/FormControlLabel';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import Button from '@mui/material/Button';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { TimePicker } from '@mui/x-date-pickers/TimePicker';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { addMinutes, differenceInMinutes, isValid } from 'date-fns';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import type {
  Appointment,
  AppointmentDetail,
  AppointmentSeriesInput,
  AppointmentUpdate,
  SeriesPreview,
} from '@clinica/contracts/appointments';
import { weekdays, type Weekday } from '@clinica/contracts/clinics';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { FormDialog } from '../../../components/form-dialog';
import { showSaveError } from '../../../lib/form-errors';
import { formatDate, formatEuros, formatTime } from '../../../lib/format';
import { notify } from '../../../lib/notify';
import { getUser, hasPermission } from '../../../lib/session';
import {
  createAppointment,
  createSeries,
  getClinic,
  listBookableServices,
  listClinics,
  listProfessionals,
  previewSeries,
  searchPatients,
  updateAppointment,
  updateSeriesFrom,
} from '../api/appointments';
import {
  bookingProblem,
  occurrenceProblemText,
  outsideReasonText,
  type BookingProblem,
} from '../booking-errors';
import { appointmentsKeys } from '../keys';
import { completeDate, fromWallClock, hhmm, isoDay, toWallClock } from '../time';
import { PickersProvider } from '../../../components/pickers-provider';

/** Where a new appointment starts (a clicked slot, a column's professional or space). */
export interface AppointmentDraft {
  start: Date;
  end?: Date;
  professionalId?: string;
  clinicId?: string;
  spaceId?: string | null;
  /** Booking for this patient (the patient record's "Marcar consulta"). */
  patient?: { id: string; name: string };
}

export interface AppointmentFormDialogProps {
  open: boolean;
  /** Editing this appointment; absent → creating from `draft`. */
  appointment?: Appointment | null;
  draft?: AppointmentDraft | null;
  timeZone: string;
  onClose: () => void;
  onSaved?: (appointment: AppointmentDetail | null) => void;
}

interface PatientOption {
  id: string;
  name: string;
}

const jsWeekday: readonly Weekday[] = [
  'sunday',
  'monday',
  'tuesday',
  'wednesday',
  'thursday',
  'friday',
  'saturday',
];

function centsOf(text: string): number | null {
  const normalised = text.trim().replace(/\s|€/g, '').replace(',', '.');
  if (!/^\d{1,6}(\.\d{1,2})?$/.test(normalised)) return null;
  return Math.round(Number(normalised) * 100);
}

function eurosText(cents: number): string {
  return (cents / 100).toFixed(2).replace('.', ',');
}

function combine(date: Date | null, time: Date | null): Date | null {
  if (!date || !time || !isValid(date) || !isValid(time)) return null;
  return new Date(date.getFullYear(), date.getMonth(), date.getDate(), time.getHours(), time.getMinutes());
}

/**
 * The one appointment form (create and edit), used by the calendar and the detail page. Creating may
 * repeat weekly (a series, previewed with its conflicts first). A 409 double booking names the
 * appointment in the way; a 409 outside working hours asks, then books anyway if confirmed.
 */
export function AppointmentFormDialog(props: AppointmentFormDialogProps) {
  if (!props.open) return null;
  return (
    <PickersProvider>
      <AppointmentForm {...props} />
    </PickersProvider>
  );
}

function AppointmentForm({
  open,
  appointment,
  draft,
  timeZone,
  onClose,
  onSaved,
}: AppointmentFormDialogProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const user = getUser();
  const editing = Boolean(appointment);
  const ownCalendarOnly = user?.type === 'professional' && !hasPermission(user, 'appointments', 'list_all');

  const initialStart = appointment
    ? toWallClock(appointment.starts_at, timeZone)
    : (draft?.start ?? new Date());
  const initialEnd = appointment ? toWallClock(appointment.ends_at, timeZone) : (draft?.end ?? null);

  const [patient, setPatient] = useState<PatientOption | null>(
    appointment ? { id: appointment.patient_id, name: appointment.patient_name } : (draft?.patient ?? null),
  );
  const [patientText, setPatientText] = useState('');
  const [patientQuery, setPatientQuery] = useState('');
  const [professionalId, setProfessionalId] = useState(
    appointment?.professional_id ?? draft?.professionalId ?? (ownCalendarOnly ? (user?.id ?? '') : ''),
  );
  const [serviceId, setServiceId] = useState(appointment?.service_id ?? '');
  const [clinicId, setClinicId] = useState(appointment?.clinic_id ?? draft?.clinicId ?? '');
  const [spaceId, setSpaceId] = useState(appointment?.space_id ?? draft?.spaceId ?? '');
  const [date, setDate] = useState<Date | null>(initialStart);
  const [startTime, setStartTime] = useState<Date | null>(initialStart);
  const [endTime, setEndTime] = useState<Date | null>(initialEnd);
  const [price, setPrice] = useState(appointment ? eurosText(appointment.price_cents) : '');
  const [notes, setNotes] = useState(appointment?.notes ?? '');
  const [repeat, setRepeat] = useState(false);
  const [interval, setInterval] = useState('1');
  const [repeatDays, setRepeatDays] = useState<Weekday[]>([jsWeekday[initialStart.getDay()]!]);
  const [endMode, setEndMode] = useState<'count' | 'until'>('count');
  const [count, setCount] = useState('8');
  const [until, setUntil] = useState<Date | null>(null);
  const [skipConflicts, setSkipConflicts] = useState(false);
  const [following, setFollowing] = useState(false);
  const canEditSeries =
    Boolean(appointment?.series_id) && hasPermission(user, 'appointment_series', 'update');
  const [preview, setPreview] = useState<SeriesPreview | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [problem, setProblem] = useState<BookingProblem | null>(null);
  const [askOutside, setAskOutside] = useState<Extract<BookingProblem, { kind: 'outside_schedule' }> | null>(
    null,
  );
  const [dirty, setDirty] = useState(false);
  const touch = () => setDirty(true);

  // The patient search waits for a pause in typing.
  useEffect(() => {
    const timer = setTimeout(() => setPatientQuery(patientText), 250);
    return () => clearTimeout(timer);
  }, [patientText]);

  const professionals = useQuery({
    queryKey: appointmentsKeys.professionals,
    queryFn: ({ signal }) => listProfessionals(signal),
    select: (data) => data.items,
    enabled: open && hasPermission(user, 'collaborators', 'read'),
  });
  const services = useQuery({
    queryKey: appointmentsKeys.services,
    queryFn: ({ signal }) => listBookableServices(signal),
    select: (data) => data.items,
    enabled: open,
  });
  const clinics = useQuery({
    queryKey: appointmentsKeys.clinics,
    queryFn: ({ signal }) => listClinics(signal),
    select: (data) => data.items,
    enabled: open,
  });
  const clinic = useQuery({
    queryKey: appointmentsKeys.clinic(clinicId),
    queryFn: ({ signal }) => getClinic(clinicId, signal),
    enabled: open && Boolean(clinicId),
  });
  const patients = useQuery({
    queryKey: appointmentsKeys.patients(patientQuery),
    queryFn: ({ signal }) => searchPatients(patientQuery, signal),
    enabled: open && !editing,
    select: (data) => data.items.map((p) => ({ id: p.id, name: `${p.first_name} ${p.surname}` })),
  });

  // A single clinic is chosen for the user; a new appointment takes the main clinic by default.
  useEffect(() => {
    if (clinicId || !clinics.data?.length) return;
    setClinicId((clinics.data.find((c) => c.is_main) ?? clinics.data[0])!.id);
  }, [clinicId, clinics.data]);

  const professionalOptions = useMemo(() => {
    const list = (professionals.data ?? []).map((p) => ({ id: p.id, name: `${p.first_name} ${p.surname}` }));
    if (appointment && !list.some((p) => p.id === appointment.professional_id))
      list.push({ id: appointment.professional_id, name: appointment.professional_name });
    if (user && ownCalendarOnly && !list.some((p) => p.id === user.id))
      list.push({ id: user.id, name: `${user.first_name} ${user.surname}` });
    return list;
  }, [professionals.data, appointment, ownCalendarOnly, user]);
  const serviceOptions = useMemo(() => {
    const list = (services.data ?? []).map(({ id, name, duration_minutes, price_cents }) => ({
      id,
      name,
      duration_minutes,
      price_cents,
    }));
    // A deactivated service still shows on the appointments that have it.
    if (appointment && !list.some((s) => s.id === appointment.service_id))
      list.push({
        id: appointment.service_id,
        name: appointment.service_name,
        duration_minutes: null,
        price_cents: appointment.price_cents,
      });
    return list;
  }, [services.data, appointment]);

  const start = combine(date, startTime);
  const end = combine(date, endTime);

  const chooseService = (id: string) => {
    touch();
    setServiceId(id);
    const service = services.data?.find((s) => s.id === id);
    if (!service) return;
    setPrice(eurosText(service.price_cents));
    if (service.duration_minutes && start) setEndTime(addMinutes(start, service.duration_minutes));
  };
  const changeStartTime = (value: Date | null) => {
    touch();
    // The end moves with the start (the duration stays).
    if (value && isValid(value) && start && end)
      setEndTime(addMinutes(value, differenceInMinutes(end, start)));
    setStartTime(value);
  };

  // After the first attempt to save, every change checks the form again: "Campo Obrigatório" goes as
  // soon as the field is filled (issue 22).
  const [attempted, setAttempted] = useState(false);
  const validate = (): boolean => {
    setAttempted(true);
    const next: Record<string, string> = {};
    const required = t('appointments.form.required');
    if (!patient) next.patient_id = required;
    if (!professionalId) next.professional_id = required;
    if (!serviceId) next.service_id = required;
    if (!clinicId) next.clinic_id = required;
    if (!date || !completeDate(date)) next.date = date ? t('appointments.form.invalidDate') : required;
    if (!startTime || !isValid(startTime))
      next.starts_at = startTime ? t('appointments.form.invalidTime') : required;
    if (!endTime || !isValid(endTime)) next.ends_at = endTime ? t('appointments.form.invalidTime') : required;
    else if (start && end && end <= start) next.ends_at = t('appointments.form.endBeforeStart');
    if (price.trim() && centsOf(price) === null) next.price_cents = t('appointments.form.invalidPrice');
    if (repeat) {
      if (repeatDays.length === 0) next.weekdays = required;
      if (endMode === 'count' && !/^\d{1,3}$/.test(count)) next.count = required;
      if (endMode === 'until' && (!until || !isValid(until))) next.until_date = required;
    }
    setErrors(next);
    return Object.keys(next).length === 0;
  };

  useEffect(() => {
    if (attempted) validate();
    // validate reads these; it is not itself a dependency (a new function every render).
  }, [
    attempted,
    patient,
    professionalId,
    serviceId,
    clinicId,
    date,
    startTime,
    endTime,
    price,
    repeat,
    repeatDays,
    endMode,
    count,
    until,
  ]);

  const seriesBody = (confirm: boolean): AppointmentSeriesInput => ({
    patient_id: patient!.id,
    professional_id: professionalId,
    service_id: serviceId,
    clinic_id: clinicId,
    space_id: spaceId || null,
    ...(price.trim() ? { price_cents: centsOf(price)! } : {}),
    notes: notes.trim() || null,
    start_time: hhmm(start!),
    duration_minutes: differenceInMinutes(end!, start!),
    interval_weeks: Number(interval),
    weekdays: repeatDays,
    starts_on: isoDay(start!),
    ...(endMode === 'count' ? { count: Number(count) } : { until_date: isoDay(until!) }),
    confirm_outside_schedule: confirm,
    skip_conflicts: skipConflicts,
  });

  const updateBody = (confirm: boolean): AppointmentUpdate => {
    const a = appointment!;
    const body: AppointmentUpdate = { confirm_outside_schedule: confirm };
    const startsAt = fromWallClock(start!, timeZone);
    const endsAt = fromWallClock(end!, timeZone);
    if (Date.parse(startsAt) !== Date.parse(a.starts_at)) body.starts_at = startsAt;
    if (Date.parse(endsAt) !== Date.parse(a.ends_at)) body.ends_at = endsAt;
    if (professionalId !== a.professional_id) body.professional_id = professionalId;
    if (serviceId !== a.service_id) body.service_id = serviceId;
    if (clinicId !== a.clinic_id) body.clinic_id = clinicId;
    if ((spaceId || null) !== a.space_id) body.space_id = spaceId || null;
    const cents = price.trim() ? centsOf(price) : null;
    if (cents !== null && cents !== a.price_cents) body.price_cents = cents;
    if ((notes.trim() || null) !== (a.notes ?? null)) body.notes = notes.trim() || null;
    return body;
  };

  const save = useMutation({
    mutationFn: async (confirm: boolean) => {
      if (appointment && following && appointment.series_id) {
        // This and the following: the wall-clock time, duration and template move together.
        const body = updateBody(confirm);
        await updateSeriesFrom(appointment.series_id, {
          from_appointment_id: appointment.id,
          start_time: hhmm(start!),
          duration_minutes: differenceInMinutes(end!, start!),
          ...(body.professional_id ? { professional_id: body.professional_id } : {}),
          ...(body.service_id ? { service_id: body.service_id } : {}),
          ...(body.space_id !== undefined ? { space_id: body.space_id } : {}),
          ...(body.price_cents !== undefined ? { price_cents: body.price_cents } : {}),
          ...(body.notes !== undefined ? { notes: body.notes } : {}),
          confirm_outside_schedule: confirm,
        });
        return { one: null };
      }
      if (appointment) return { one: await updateAppointment(appointment.id, updateBody(confirm)) };
      if (repeat) return { series: await createSeries(seriesBody(confirm)) };
      return {
        one: await createAppointment({
          patient_id: patient!.id,
          professional_id: professionalId,
          service_id: serviceId,
          clinic_id: clinicId,
          space_id: spaceId || null,
          starts_at: fromWallClock(start!, timeZone),
          ends_at: fromWallClock(end!, timeZone),
          ...(price.trim() ? { price_cents: centsOf(price)! } : {}),
          notes: notes.trim() || null,
          confirm_outside_schedule: confirm,
        }),
      };
    },
    onSuccess: async (answer) => {
      setAskOutside(null);
      if (answer.series) {
        notify(
          answer.series.skipped.length
            ? t('appointments.form.seriesCreatedSkipped', {
                count: answer.series.appointments.length,
                skipped: answer.series.skipped.length,
              })
            : t('appointments.form.seriesCreated', { count: answer.series.appointments.length }),
          'success',
        );
      } else {
        notify(t(editing ? 'appointments.form.saved' : 'appointments.form.created'), 'success');
      }
      await queryClient.invalidateQueries({ queryKey: appointmentsKeys.all });
      onSaved?.(answer.one ?? null);
      onClose();
    },
    onError: (error) => {
      const found = bookingProblem(error);
      if (found?.kind === 'outside_schedule') {
        setAskOutside(found);
        return;
      }
      setAskOutside(null);
      if (found) {
        setProblem(found);
        return;
      }
      showSaveError(error, t, (field, message) => {
        const known = [
          'patient_id',
          'professional_id',
          'service_id',
          'clinic_id',
          'starts_at',
          'ends_at',
          'price_cents',
          'notes',
          'weekdays',
          'count',
          'until_date',
          'start_time',
        ];
        if (!known.includes(field)) return false;
        setErrors((current) => ({ ...current, [field === 'start_time' ? 'starts_at' : field]: message }));
        return true;
      });
    },
  });

  const previewing = useMutation({
    mutationFn: () => previewSeries(seriesBody(false)),
    onSuccess: (answer) => setPreview(answer),
    onError: (error) => showSaveError(error, t),
  });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setProblem(null);
    if (!validate()) return;
    save.mutate(false);
  };

  const professionalName = (id: string) => professionalOptions.find((p) => p.id === id)?.name ?? '';
  const spaces = (clinic.data?.spaces ?? []).filter((s) => s.active || s.id === appointment?.space_id);
  const timeProps = { ampm: false, format: 'HH:mm' } as const;

  return (
    <>
      <FormDialog
        open={open}
        title={t(editing ? 'appointments.edit' : 'appointments.new')}
        dirty={dirty}
        pending={save.isPending}
        submitLabel={repeat ? t('appointments.repeat.create') : undefined}
        onSubmit={submit}
        onClose={onClose}
        maxWidth="md"
      >
        <Stack spacing={2} sx={{ pt: 1 }}>
          {problem?.kind === 'double_booking' ? (
            <Alert severity="error" role="alert">
              {problem.resource === 'space'
                ? t('appointments.conflict.space', conflictTimes(problem, timeZone))
                : t('appointments.conflict.professional', {
                    ...conflictTimes(problem, timeZone),
                    professional: professionalName(professionalId),
                  })}{' '}
              <Link component={RouterLink} to={`/appointments/${problem.appointmentId}`}>
                {t('appointments.conflict.open')}
              </Link>
            </Alert>
          ) : null}
          {editing ? (
            <TextField
              label={t('appointments.fields.patient')}
              value={patient?.name ?? ''}
              disabled
              fullWidth
            />
          ) : (
            <Autocomplete
              options={patients.data ?? []}
              value={patient}
              onChange={(_, value) => {
                touch();
                setPatient(value);
              }}
              inputValue={patientText}
              onInputChange={(_, value) => setPatientText(value)}
              getOptionLabel={(o) => o.name}
              isOptionEqualToValue={(a, b) => a.id === b.id}
              filterOptions={(x) => x}
              loading={patients.isFetching}
              loadingText={t('appointments.form.searching')}
              noOptionsText={t('appointments.form.noPatients')}
              renderInput={(params) => (
                <TextField
                  {...params}
                  required
                  label={t('appointments.fields.patient')}
                  placeholder={t('appointments.form.patientSearch')}
                  error={Boolean(errors.patient_id)}
                  helperText={errors.patient_id}
                />
              )}
            />
          )}
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
            <TextField
              select
              required
              label={t('appointments.fields.professional')}
              value={professionalOptions.some((p) => p.id === professionalId) ? professionalId : ''}
              onChange={(e) => {
                touch();
                setProfessionalId(e.target.value);
              }}
              disabled={ownCalendarOnly}
              error={Boolean(errors.professional_id)}
              helperText={errors.professional_id}
            >
              {professionalOptions.map((p) => (
                <MenuItem key={p.id} value={p.id}>
                  {p.name}
                </MenuItem>
              ))}
            </TextField>
            <TextField
              select
              required
              label={t('appointments.fields.service')}
              value={serviceOptions.some((s) => s.id === serviceId) ? serviceId : ''}
              onChange={(e) => chooseService(e.target.value)}
              error={Boolean(errors.service_id)}
              helperText={errors.service_id}
            >
              {serviceOptions.map((s) => (
                <MenuItem key={s.id} value={s.id}>
                  {s.duration_minutes
                    ? `${s.name} · ${s.duration_minutes} min · ${formatEuros(s.price_cents)}`
                    : s.name}
                </MenuItem>
              ))}
            </TextField>
            <TextField
              select
              required
              label={t('appointments.fields.clinic')}
              value={clinics.data?.some((c) => c.id === clinicId) ? clinicId : ''}
              onChange={(e) => {
                touch();
                setClinicId(e.target.value);
                setSpaceId('');
              }}
              error={Boolean(errors.clinic_id)}
              helperText={errors.clinic_id}
            >
              {(clinics.data ?? []).map((c) => (
                <MenuItem key={c.id} value={c.id}>
                  {c.name}
                </MenuItem>
              ))}
            </TextField>
            <TextField
              select
              label={t('appointments.fields.space')}
              value={spaces.some((s) => s.id === spaceId) ? spaceId : ''}
              onChange={(e) => {
                touch();
                setSpaceId(e.target.value);
              }}
              slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
            >
              <MenuItem value="">{t('appointments.fields.noSpace')}</MenuItem>
              {spaces.map((s) => (
                <MenuItem key={s.id} value={s.id}>
                  {s.name}
                </MenuItem>
              ))}
            </TextField>
          </Box>
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '2fr 1fr 1fr 1fr' } }}>
            <DatePicker
              label={t('appointments.fields.date')}
              value={date}
              format="dd/MM/yyyy"
              onChange={(value) => {
                touch();
                setDate(value);
              }}
              slotProps={{
                textField: { required: true, error: Boolean(errors.date), helperText: errors.date },
              }}
            />
            <TimePicker
              {...timeProps}
              label={t('appointments.fields.start')}
              value={startTime}
              onChange={changeStartTime}
              slotProps={{
                textField: { required: true, error: Boolean(errors.starts_at), helperText: errors.starts_at },
              }}
            />
            <TimePicker
              {...timeProps}
              label={t('appointments.fields.end')}
              value={endTime}
              onChange={(value) => {
                touch();
                setEndTime(value);
              }}
              slotProps={{
                textField: { required: true, error: Boolean(errors.ends_at), helperText: errors.ends_at },
              }}
            />
            <TextField
              label={t('appointments.fields.price')}
              value={price}
              onChange={(e) => {
                touch();
                setPrice(e.target.value);
              }}
              slotProps={{ htmlInput: { inputMode: 'decimal' } }}
              error={Boolean(errors.price_cents)}
              helperText={errors.price_cents}
            />
          </Box>
          <TextField
            label={t('appointments.fields.notes')}
            value={notes}
            onChange={(e) => {
              touch();
              setNotes(e.target.value);
            }}
            multiline
            minRows={2}
            slotProps={{ htmlInput: { maxLength: 2000 } }}
            helperText={`${notes.length}/2000`}
          />
          {canEditSeries ? (
            <FormControlLabel
              control={<Checkbox checked={following} onChange={(e) => setFollowing(e.target.checked)} />}
              label={t('appointments.repeat.following')}
            />
          ) : null}
          {editing ? null : (
            <>
              <Divider />
              <FormControlLabel
                control={
                  <Checkbox
                    checked={repeat}
                    onChange={(e) => {
                      touch();
                      setRepeat(e.target.checked);
                      setPreview(null);
                    }}
                  />
                }
                label={t('appointments.repeat.enable')}
              />
              {repeat ? (
                <Stack spacing={2}>
                  <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'flex-start' }}>
                    <TextField
                      select
                      label={t('appointments.repeat.every')}
                      value={interval}
                      onChange={(e) => {
                        setInterval(e.target.value);
                        setPreview(null);
                      }}
                      sx={{ width: 160 }}
                    >
                      {Array.from({ length: 12 }, (_, i) => String(i + 1)).map((n) => (
                        <MenuItem key={n} value={n}>
                          {n}
                        </MenuItem>
                      ))}
                    </TextField>
                    <Box role="group" aria-labelledby="repeat-weekdays-label">
                      <Typography
                        id="repeat-weekdays-label"
                        variant="caption"
                        color="text.secondary"
                        component="div"
                      >
                        {t('appointments.repeat.weekdays')}
                      </Typography>
                      <ToggleButtonGroup
                        size="small"
                        value={repeatDays}
                        onChange={(_, value: Weekday[]) => {
                          setRepeatDays(weekdays.filter((d) => value.includes(d)));
                          setPreview(null);
                        }}
                        sx={{ flexWrap: 'wrap' }}
                      >
                        {weekdays.map((d) => (
                          <ToggleButton key={d} value={d} sx={{ minWidth: 44 }}>
                            {t(`appointments.weekdays.${d}`)}
                          </ToggleButton>
                        ))}
                      </ToggleButtonGroup>
                      {errors.weekdays ? (
                        <Typography variant="caption" color="error" component="div">
                          {errors.weekdays}
                        </Typography>
                      ) : null}
                    </Box>
                  </Box>
                  <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'center' }}>
                    <RadioGroup
                      row
                      aria-label={t('appointments.repeat.ends')}
                      value={endMode}
                      onChange={(e) => {
                        setEndMode(e.target.value as 'count' | 'until');
                        setPreview(null);
                      }}
                    >
                      <FormControlLabel
                        value="count"
                        control={<Radio />}
                        label={t('appointments.repeat.byCount')}
                      />
                      <FormControlLabel
                        value="until"
                        control={<Radio />}
                        label={t('appointments.repeat.byDate')}
                      />
                    </RadioGroup>
                    {endMode === 'count' ? (
                      <TextField
                        label={t('appointments.repeat.count')}
                        value={count}
                        onChange={(e) => {
                          setCount(e.target.value);
                          setPreview(null);
                        }}
                        slotProps={{ htmlInput: { inputMode: 'numeric' } }}
                        error={Boolean(errors.count)}
                        helperText={errors.count}
                        sx={{ width: 200 }}
                      />
                    ) : (
                      <DatePicker
                        label={t('appointments.repeat.until')}
                        value={until}
                        format="dd/MM/yyyy"
                        onChange={(value) => {
                          setUntil(value);
                          setPreview(null);
                        }}
                        slotProps={{
                          textField: { error: Boolean(errors.until_date), helperText: errors.until_date },
                        }}
                      />
                    )}
                    <Button
                      variant="outlined"
                      disabled={previewing.isPending}
                      onClick={() => {
                        if (validate()) previewing.mutate();
                      }}
                    >
                      {t('appointments.repeat.preview')}
                    </Button>
                  </Box>
                  {preview ? (
                    <SeriesPreviewList
                      preview={preview}
                      skipConflicts={skipConflicts}
                      onSkipConflicts={setSkipConflicts}
                    />
                  ) : null}
                </Stack>
              ) : null}
            </>
          )}
        </Stack>
      </FormDialog>
      <ConfirmDialog
        open={askOutside !== null}
        title={t('appointments.conflict.outsideTitle')}
        body={
          <>
            {t('appointments.conflict.outsideBody')}
            {askOutside?.reasons.length ? (
              <Box component="ul" sx={{ pl: 2, mb: 0 }}>
                {askOutside.reasons.map((r) => (
                  <li key={r}>{outsideReasonText(t, r, askOutside.holidays)}</li>
                ))}
              </Box>
            ) : null}
          </>
        }
        confirmLabel={t('appointments.conflict.outsideConfirm')}
        pending={save.isPending}
        onConfirm={() => save.mutate(true)}
        onCancel={() => setAskOutside(null)}
      />
    </>
  );
}

/** The 409's appointment in the way, as the message shows it (the clinic's local date and times). */
export function conflictTimes(problem: { startsAt: string; endsAt: string }, timeZone: string) {
  return {
    date: formatDate(problem.startsAt, timeZone),
    from: formatTime(problem.startsAt, timeZone),
    to: formatTime(problem.endsAt, timeZone),
  };
}

function SeriesPreviewList({
  preview,
  skipConflicts,
  onSkipConflicts,
}: {
  preview: SeriesPreview;
  skipConflicts: boolean;
  onSkipConflicts: (value: boolean) => void;
}) {
  const { t } = useTranslation();
  const tz = preview.time_zone;
  return (
    <Box>
      <Typography variant="subtitle2" component="p" aria-live="polite">
        {t('appointments.repeat.previewTitle', { count: preview.occurrences.length })}
        {' · '}
        {preview.with_problems
          ? t('appointments.repeat.previewProblems', { count: preview.with_problems })
          : t('appointments.repeat.noProblems')}
      </Typography>
      <List
        dense
        sx={{ maxHeight: 240, overflow: 'auto', border: 1, borderColor: 'divider', borderRadius: 1 }}
      >
        {preview.occurrences.map((o) => (
          <ListItem key={o.date}>
            <ListItemText
              primary={
                o.starts_at && o.ends_at
                  ? `${formatDate(o.starts_at, tz)} ${formatTime(o.starts_at, tz)}–${formatTime(o.ends_at, tz)}`
                  : o.date.split('-').reverse().join('/')
              }
              secondary={
                o.problems.length ? o.problems.map((p) => occurrenceProblemText(t, p)).join(' · ') : undefined
              }
              slotProps={{ secondary: { color: 'error' } }}
            />
          </ListItem>
        ))}
      </List>
      {preview.with_problems ? (
        <FormControlLabel
          control={<Checkbox checked={skipConflicts} onChange={(e) => onSkipConflicts(e.target.checked)} />}
          label={t('appointments.repeat.skipConflicts')}
        />
      ) : null}
    </Box>
  );
}

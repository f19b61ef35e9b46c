import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Grid from '@mui/material/Grid';
import InputAdornment from '@mui/material/InputAdornment';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import {
  collaboratorInvite,
  collaboratorUpdate,
  staffTypes,
  type Collaborator,
  type StaffType,
} from '@clinica/contracts/team';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { FormDialog } from '../../../components/form-dialog';
import { showSaveError } from '../../../lib/form-errors';
import { notify } from '../../../lib/notify';
import { useUser } from '../../../lib/session';
import { translateMessage } from '../../../lib/validation-messages';
import {
  changeUserType,
  deactivateCollaborator,
  inviteCollaborator,
  resendInvitation,
  updateCollaborator,
} from '../api/team';
import { configurationsKeys } from '../keys';
import { MultiSelectField, type Option } from '../../../components/multi-select-field';
import { PermissionsEditor } from './permissions-editor';
import { MemberCalendarFeed } from './member-calendar-feed';

const defaultColour = '#00897b';
const professionalOnly = [
  'specialty_ids',
  'default_duration_minutes',
  'commission_percent',
  'calendar_colour',
];

interface Values {
  type: StaffType;
  email: string;
  first_name: string;
  surname: string;
  phone: string;
  clinic_ids: string[];
  specialty_ids: string[];
  default_duration_minutes: string;
  commission_percent: string;
  calendar_colour: string;
}

/** The form holds every field; what the contract schema sees depends on the mode and the type. */
function toBody(value: unknown, mode: 'invite' | 'edit'): unknown {
  const v = { ...(value as Record<string, unknown>) };
  if (v.type !== 'professional') for (const key of professionalOnly) delete v[key];
  if (mode === 'edit') {
    delete v.type;
    delete v.email;
  }
  return v;
}
const inviteSchema = z.preprocess((v) => toBody(v, 'invite'), collaboratorInvite);
const editSchema = z.preprocess((v) => toBody(v, 'edit'), collaboratorUpdate);

function valuesOf(member: Collaborator | null): Values {
  return {
    type: member?.type ?? 'professional',
    email: member?.email ?? '',
    first_name: member?.first_name ?? '',
    surname: member?.surname ?? '',
    phone: member?.phone ?? '',
    clinic_ids: member?.clinic_ids ?? [],
    specialty_ids: member?.specialty_ids ?? [],
    default_duration_minutes: member?.default_duration_minutes?.toString() ?? '',
    commission_percent: member?.commission_percent?.toString() ?? '',
    calendar_colour: member?.calendar_colour ?? defaultColour,
  };
}

type Confirming = 'deactivate' | 'type' | null;

/** Invite a team member (`member` null) or edit one: details, type, status and, for professionals, permissions. */
export function MemberDialog({
  member,
  clinics,
  specialties,
  onClose,
}: {
  member: Collaborator | null;
  clinics: Option[];
  specialties: Option[];
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const me = useUser();
  const queryClient = useQueryClient();
  const [current, setCurrent] = useState(member);
  const mode = current ? 'edit' : 'invite';
  const { register, control, handleSubmit, reset, setError, formState } = useForm<Values>({
    // The schemas' output is the request body, not Values: the cast keeps the form typed by what it holds.
    resolver: zodResolver(
      (mode === 'invite' ? inviteSchema : editSchema) as unknown as z.ZodType<Values, Values>,
    ),
    defaultValues: valuesOf(member),
  });
  const type = useWatch({ control, name: 'type' });
  const [newType, setNewType] = useState<StaffType>(member?.type ?? 'professional');
  const [confirming, setConfirming] = useState<Confirming>(null);
  const refreshList = () => queryClient.invalidateQueries({ queryKey: configurationsKeys.team.all });
  const fieldNames = Object.keys(valuesOf(null));
  const onFieldError = (field: string, message: string) => {
    if (!fieldNames.includes(field)) return false;
    setError(field as keyof Values, { message });
    return true;
  };

  const save = useMutation({
    mutationFn: (values: Values) =>
      current
        ? updateCollaborator(current.id, values as unknown as Parameters<typeof updateCollaborator>[1])
        : inviteCollaborator(values as unknown as Parameters<typeof inviteCollaborator>[0]),
    onSuccess: async (saved) => {
      notify(
        current ? t('configurations.saved') : t('configurations.team.invited', { email: saved.email ?? '' }),
        'success',
      );
      await refreshList();
      if (current) {
        setCurrent(saved);
        reset(valuesOf(saved));
      } else {
        reset(valuesOf(saved));
        onClose();
      }
    },
    onError: (error) => showSaveError(error, t, onFieldError),
  });

  const updated = async (saved: Collaborator, messageKey: string) => {
    setCurrent(saved);
    setNewType(saved.type);
    reset({ ...valuesOf(saved) }, { keepDirtyValues: true });
    notify(t(messageKey), 'success');
    await refreshList();
  };
  const changeType = useMutation({
    mutationFn: () => changeUserType(current!.id, newType),
    onSuccess: (saved) => updated(saved, 'configurations.team.typeChanged'),
    onError: (error) => showSaveError(error, t),
    onSettled: () => setConfirming(null),
  });
  const deactivate = useMutation({
    mutationFn: () => deactivateCollaborator(current!.id),
    onSuccess: (saved) => updated(saved, 'configurations.team.deactivated'),
    onError: (error) => showSaveError(error, t),
    onSettled: () => setConfirming(null),
  });
  const reactivate = useMutation({
    mutationFn: () => updateCollaborator(current!.id, { active: true }),
    onSuccess: (saved) => updated(saved, 'configurations.team.reactivated'),
    onError: (error) => showSaveError(error, t),
  });
  const resend = useMutation({
    mutationFn: () => resendInvitation(current!.id),
    onSuccess: () => notify(t('configurations.team.invitationResent'), 'success'),
    onError: (error) => showSaveError(error, t),
  });

  const errors = formState.errors;
  const text = (
    name: 'email' | 'first_name' | 'surname' | 'phone',
    options: { required?: boolean; type?: string; autoComplete?: string } = {},
  ) => (
    <TextField
      {...register(name)}
      label={t(`configurations.team.fields.${name}`)}
      required={options.required}
      type={options.type}
      autoComplete={options.autoComplete ?? 'off'}
      fullWidth
      error={Boolean(errors[name])}
      helperText={translateMessage(t, errors[name]?.message)}
    />
  );
  const fullName = current ? `${current.first_name} ${current.surname}` : '';
  const isSelf = current?.id === me?.id;

  return (
    <>
      <FormDialog
        open
        title={current ? fullName : t('configurations.team.invite')}
        dirty={formState.isDirty}
        pending={save.isPending}
        submitLabel={current ? t('editing.save') : t('configurations.team.sendInvitation')}
        onSubmit={handleSubmit((values) => save.mutate(values))}
        onClose={onClose}
        maxWidth="md"
      >
        <Stack spacing={3} sx={{ pt: 1 }}>
          {current && !current.active ? (
            <Alert severity="warning">{t('configurations.team.inactiveNotice')}</Alert>
          ) : null}
          {current?.status === 'email_not_confirmed' && current.active ? (
            <Alert
              severity="info"
              action={
                <Button
                  color="inherit"
                  size="small"
                  onClick={() => resend.mutate()}
                  disabled={resend.isPending}
                >
                  {t('configurations.team.resendInvitation')}
                </Button>
              }
            >
              {t('configurations.team.pendingNotice', { email: current.email ?? '' })}
            </Alert>
          ) : null}
          <Grid container spacing={2}>
            {current ? null : (
              <>
                <Grid size={{ xs: 12, sm: 6 }}>
                  <Controller
                    control={control}
                    name="type"
                    render={({ field }) => (
                      <TextField
                        {...field}
                        select
                        fullWidth
                        required
                        label={t('configurations.team.fields.type')}
                      >
                        {staffTypes.map((value) => (
                          <MenuItem key={value} value={value}>
                            {t(`profile.types.${value}`)}
                          </MenuItem>
                        ))}
                      </TextField>
                    )}
                  />
                </Grid>
                <Grid size={{ xs: 12, sm: 6 }}>{text('email', { required: true, type: 'email' })}</Grid>
              </>
            )}
            {current ? (
              <Grid size={12}>
                <Typography color="text.secondary">
                  {t('configurations.team.emailIs', { email: current.email ?? '—' })}
                </Typography>
              </Grid>
            ) : null}
            <Grid size={{ xs: 12, sm: 6 }}>{text('first_name', { required: true })}</Grid>
            <Grid size={{ xs: 12, sm: 6 }}>{text('surname', { required: true })}</Grid>
            <Grid size={{ xs: 12, sm: 6 }}>{text('phone', { type: 'tel' })}</Grid>
            <Grid size={{ xs: 12, sm: 6 }}>
              <Controller
                control={control}
                name="clinic_ids"
                render={({ field }) => (
                  <MultiSelectField
                    label={t('configurations.team.fields.clinic_ids')}
                    options={clinics}
                    value={field.value}
                    onChange={field.onChange}
                  />
                )}
              />
            </Grid>
            {type === 'professional' ? (
              <>
                <Grid size={{ xs: 12, sm: 6 }}>
                  <Controller
                    control={control}
                    name="specialty_ids"
                    render={({ field }) => (
                      <MultiSelectField
                        label={t('configurations.team.fields.specialty_ids')}
                        options={specialties}
                        value={field.value}
                        onChange={field.onChange}
                      />
                    )}
                  />
                </Grid>
                <Grid size={{ xs: 12, sm: 6 }}>
                  <TextField
                    {...register('default_duration_minutes')}
                    type="number"
                    fullWidth
                    label={t('configurations.team.fields.default_duration_minutes')}
                    slotProps={{
                      htmlInput: { min: 5, max: 600, step: 5 },
                      input: { endAdornment: <InputAdornment position="end">min</InputAdornment> },
                    }}
                    error={Boolean(errors.default_duration_minutes)}
                    helperText={
                      errors.default_duration_minutes ? t('configurations.team.durationInvalid') : undefined
                    }
                  />
                </Grid>
                <Grid size={{ xs: 12, sm: 6 }}>
                  <TextField
                    {...register('commission_percent')}
                    type="number"
                    fullWidth
                    label={t('configurations.team.fields.commission_percent')}
                    slotProps={{
                      htmlInput: { min: 0, max: 100, step: 0.5 },
                      input: { endAdornment: <InputAdornment position="end">%</InputAdornment> },
                    }}
                    error={Boolean(errors.commission_percent)}
                    helperText={
                      errors.commission_percent ? t('configurations.team.commissionInvalid') : undefined
                    }
                  />
                </Grid>
                <Grid size={{ xs: 12, sm: 6 }}>
                  <TextField
                    {...register('calendar_colour')}
                    type="color"
                    fullWidth
                    label={t('configurations.team.fields.calendar_colour')}
                    error={Boolean(errors.calendar_colour)}
                    helperText={translateMessage(t, errors.calendar_colour?.message)}
                    sx={{ '& input': { height: 32, cursor: 'pointer' } }}
                  />
                </Grid>
              </>
            ) : null}
          </Grid>

          {current ? (
            <>
              <Divider />
              <section aria-labelledby="member-type-title">
                <Typography
                  variant="subtitle1"
                  component="h3"
                  id="member-type-title"
                  sx={{ fontWeight: 600, mb: 1 }}
                >
                  {t('configurations.team.fields.type')}
                </Typography>
                <Stack
                  direction={{ xs: 'column', sm: 'row' }}
                  spacing={1}
                  sx={{ alignItems: { sm: 'center' } }}
                >
                  <TextField
                    select
                    size="small"
                    label={t('configurations.team.newType')}
                    value={newType}
                    disabled={isSelf}
                    onChange={(event) => setNewType(event.target.value as StaffType)}
                    sx={{ minWidth: 220 }}
                  >
                    {staffTypes.map((value) => (
                      <MenuItem key={value} value={value}>
                        {t(`profile.types.${value}`)}
                      </MenuItem>
                    ))}
                  </TextField>
                  <Button
                    variant="outlined"
                    disabled={isSelf || newType === current.type || changeType.isPending}
                    onClick={() => setConfirming('type')}
                  >
                    {t('configurations.team.changeType')}
                  </Button>
                </Stack>
                {isSelf ? (
                  <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
                    {t('contractMessages.ownType')}
                  </Typography>
                ) : null}
              </section>
              <section aria-labelledby="member-status-title">
                <Typography
                  variant="subtitle1"
                  component="h3"
                  id="member-status-title"
                  sx={{ fontWeight: 600, mb: 1 }}
                >
                  {t('configurations.team.access')}
                </Typography>
                {current.active ? (
                  <Button
                    color="error"
                    variant="outlined"
                    disabled={isSelf || deactivate.isPending}
                    onClick={() => setConfirming('deactivate')}
                  >
                    {t('configurations.team.deactivate')}
                  </Button>
                ) : (
                  <Button
                    variant="outlined"
                    disabled={reactivate.isPending}
                    onClick={() => reactivate.mutate()}
                  >
                    {t('configurations.team.reactivate')}
                  </Button>
                )}
                {isSelf ? (
                  <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
                    {t('contractMessages.notYourself')}
                  </Typography>
                ) : null}
              </section>
              {current.active && current.type !== 'front_desk' && me?.permissions.collaborators?.update ? (
                <MemberCalendarFeed userId={current.id} name={fullName} />
              ) : null}
              {current.type === 'professional' ? (
                <>
                  <Divider />
                  <PermissionsEditor userId={current.id} name={fullName} />
                </>
              ) : null}
            </>
          ) : null}
        </Stack>
      </FormDialog>
      <ConfirmDialog
        open={confirming === 'deactivate'}
        title={t('configurations.team.deactivateTitle', { name: fullName })}
        body={t('configurations.team.deactivateBody')}
        confirmLabel={t('configurations.team.deactivate')}
        destructive
        pending={deactivate.isPending}
        onConfirm={() => deactivate.mutate()}
        onCancel={() => setConfirming(null)}
      />
      <ConfirmDialog
        open={confirming === 'type'}
        title={t('configurations.team.changeTypeTitle', { name: fullName })}
        body={t('configurations.team.changeTypeBody', {
          from: t(`profile.types.${current?.type ?? 'professional'}`),
          to: t(`profile.types.${newType}`),
        })}
        confirmLabel={t('configurations.team.changeType')}
        pending={changeType.isPending}
        onConfirm={() => changeType.mutate()}
        onCancel={() => setConfirming(null)}
      />
    </>
  );
}

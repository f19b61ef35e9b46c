import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Grid from '@mui/material/Grid';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { staffTypes, type Collaborator } from '@clinica/contracts/team';
import { FormDialog } from '../../../components/form-dialog';
import { showSaveError } from '../../../lib/form-errors';
import { notify } from '../../../lib/notify';
import { useUser } from '../../../lib/session';
import { translateMessage } from '../../../lib/validation-messages';
import { inviteCollaborator, resendInvitation, updateCollaborator } from '../api/team';
import { configurationsKeys } from '../keys';
import { MultiSelectField, type Option } from '../../../components/multi-select-field';
import { PermissionsEditor } from './permissions-editor';
import { MemberCalendarFeed } from './member-calendar-feed';
import { MemberProfessionalFields } from './member-professional-fields';
import { MemberTypeAndAccess } from './member-type-access';
import { editSchema, inviteSchema, valuesOf, type MemberValues } from './member-values';

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
  const { register, control, handleSubmit, reset, setError, formState } = useForm<MemberValues>({
    // The schemas' output is the request body, not MemberValues: the cast keeps the form typed by what it holds.
    resolver: zodResolver(
      (mode === 'invite' ? inviteSchema : editSchema) as unknown as z.ZodType<MemberValues, MemberValues>,
    ),
    defaultValues: valuesOf(member),
  });
  const type = useWatch({ control, name: 'type' });
  const refreshList = () => queryClient.invalidateQueries({ queryKey: configurationsKeys.team.all });
  const fieldNames = Object.keys(valuesOf(null));
  const onFieldError = (field: string, message: string) => {
    if (!fieldNames.includes(field)) return false;
    setError(field as keyof MemberValues, { message });
    return true;
  };

  const save = useMutation({
    mutationFn: (values: MemberValues) =>
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
    reset({ ...valuesOf(saved) }, { keepDirtyValues: true });
    notify(t(messageKey), 'success');
    await refreshList();
  };
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
              <MemberProfessionalFields
                control={control}
                register={register}
                errors={errors}
                specialties={specialties}
              />
            ) : null}
          </Grid>

          {current ? (
            <>
              <Divider />
              <MemberTypeAndAccess member={current} onUpdated={updated} />
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
    </>
  );
}

import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import {
  notificationConfigurationInput,
  templateVariables,
  type NotificationConfiguration,
  type NotificationConfigurationInput,
} from '@clinica/contracts/notifications';
import { showSaveError } from '../../../lib/form-errors';
import { notify } from '../../../lib/notify';
import { translateMessage } from '../../../lib/validation-messages';
import { communicationsKeys } from '../api/keys';
import { saveNotificationSettings } from '../api/notification-settings';

type Values = NotificationConfigurationInput;
const numbers = ['reminder_hours', 'sms_monthly_cap', 'cancellation_window_hours'] as const;
const texts = ['sender_name', 'reminder_template', 'birthday_template'] as const;

/** Reminders and birthdays on/off, hours, sender name, templates, SMS cap, cancellation window. */
export function NotificationSettingsForm({
  tenantId,
  current,
}: {
  tenantId: string;
  current: NotificationConfiguration;
}) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const { trial: _trial, sms_sent_this_month: _sent, ...values } = current;
  const form = useForm<Values>({
    resolver: zodResolver(notificationConfigurationInput),
    defaultValues: values,
  });
  const { register, control, handleSubmit, formState, setError } = form;
  const mutation = useMutation({
    mutationFn: (body: Values) =>
      saveNotificationSettings(tenantId, { ...body, sender_name: body.sender_name || null }),
    onSuccess: (saved) => {
      queryClient.setQueryData(communicationsKeys.settings(tenantId), saved);
      notify(t('notificationSettings.saved'), 'success');
    },
    onError: (error) =>
      showSaveError(error, t, (field, message) => {
        if (!(field in values)) return false;
        setError(field as keyof Values, { message });
        return true;
      }),
  });
  const toggle = (name: 'reminder_enabled' | 'birthday_enabled') => (
    <Controller
      name={name}
      control={control}
      render={({ field }) => (
        <FormControlLabel
          control={<Switch checked={field.value} onChange={(_, v) => field.onChange(v)} />}
          label={t(`notificationSettings.fields.${name}`)}
        />
      )}
    />
  );
  const errorOf = (name: keyof Values) => translateMessage(t, formState.errors[name]?.message);
  return (
    <Stack component="form" spacing={2} noValidate onSubmit={handleSubmit((v) => mutation.mutate(v))}>
      {toggle('reminder_enabled')}
      {toggle('birthday_enabled')}
      {texts.map((name) => (
        <TextField
          key={name}
          {...register(name, { setValueAs: (v: string) => (name === 'sender_name' ? v || null : v) })}
          label={t(`notificationSettings.fields.${name}`)}
          multiline={name !== 'sender_name'}
          minRows={name === 'sender_name' ? undefined : 3}
          error={Boolean(formState.errors[name])}
          helperText={
            errorOf(name) ??
            (name === 'sender_name'
              ? t('notificationSettings.senderHint')
              : t('notificationSettings.variables', {
                  list: templateVariables.map((v) => `{{${v}}}`).join(' '),
                }))
          }
          fullWidth
        />
      ))}
      {numbers.map((name) => (
        <TextField
          key={name}
          {...register(name, { valueAsNumber: true })}
          type="number"
          label={t(`notificationSettings.fields.${name}`)}
          error={Boolean(formState.errors[name])}
          helperText={errorOf(name)}
          fullWidth
        />
      ))}
      <Button
        type="submit"
        variant="contained"
        disabled={mutation.isPending}
        sx={{ alignSelf: 'flex-start' }}
      >
        {t('notificationSettings.save')}
      </Button>
    </Stack>
  );
}

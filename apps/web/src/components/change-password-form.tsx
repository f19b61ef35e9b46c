import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import {
  changePasswordBody,
  PASSWORD_MIN,
  passwordEqualsEmail,
  passwordMessages,
} from '@clinica/contracts/auth';
import { ApiError } from '../lib/api-client';
import { notify } from '../lib/notify';
import { translateMessage } from '../lib/validation-messages';
import { changePassword } from '../lib/change-password-api';

function schemaFor(email: string | null) {
  return changePasswordBody.extend({ confirm_password: z.string() }).superRefine((value, ctx) => {
    if (email && passwordEqualsEmail(value.new_password, email)) {
      ctx.addIssue({ code: 'custom', path: ['new_password'], message: passwordMessages.sameAsEmail });
    }
    if (value.confirm_password !== value.new_password) {
      ctx.addIssue({ code: 'custom', path: ['confirm_password'], message: 'validation.passwordsDoNotMatch' });
    }
  });
}

type Values = z.infer<ReturnType<typeof schemaFor>>;

export function ChangePasswordForm({ email }: { email: string | null }) {
  const { t } = useTranslation();
  const schema = useMemo(() => schemaFor(email), [email]);
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useForm<Values>({
    resolver: zodResolver(schema),
    defaultValues: { current_password: '', new_password: '', confirm_password: '' },
  });
  const mutation = useMutation({
    mutationFn: (values: Values) =>
      changePassword({ current_password: values.current_password, new_password: values.new_password }),
    onSuccess: () => {
      reset();
      notify(t('profile.passwordChanged'), 'success');
    },
    onError: (error) => {
      if (error instanceof ApiError && error.status === 400) {
        const fields = Object.entries(error.fields);
        for (const [field, message] of fields) {
          if (field === 'current_password' || field === 'new_password') setError(field, { message });
        }
        if (fields.length === 0) notify(error.message, 'error');
      }
    },
  });

  const field = (name: keyof Values, labelKey: string, autoComplete: string, hint?: string) => (
    <TextField
      {...register(name)}
      id={`password-${name}`}
      type="password"
      label={t(labelKey)}
      autoComplete={autoComplete}
      required
      fullWidth
      error={Boolean(errors[name])}
      helperText={translateMessage(t, errors[name]?.message) ?? hint}
    />
  );

  return (
    <form
      noValidate
      onSubmit={handleSubmit((values) => mutation.mutate(values))}
      aria-labelledby="change-password-title"
    >
      <Stack spacing={2} sx={{ maxWidth: 420 }}>
        {field('current_password', 'profile.currentPassword', 'current-password')}
        {field(
          'new_password',
          'profile.newPassword',
          'new-password',
          t('profile.newPasswordHint', { min: PASSWORD_MIN }),
        )}
        {field('confirm_password', 'profile.confirmPassword', 'new-password')}
        <div>
          <Button type="submit" variant="contained" disabled={mutation.isPending}>
            {t('profile.savePassword')}
          </Button>
        </div>
      </Stack>
    </form>
  );
}

import { useRef, useState } from 'react';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useSearchParams } from 'react-router';
import type { z } from 'zod';
import { email, emailBody } from '@clinica/contracts/sign-up';
import { notify } from '../../../lib/notify';
import { requestReset } from '../api/request-reset';
import { AuthCard } from '../components/auth-card';
import { TooManyAttemptsAlert } from '../components/too-many-attempts-alert';
import { fieldErrors, isTooManyAttempts, translateMessage } from '../server-messages';
import { required } from '../schemas';

const schema = emailBody.extend({ email: required(email) });
type Values = z.input<typeof schema>;

/** "Forgot your password": e-mails a single-use link; the same answer whether or not the address exists. */
export function ResetPasswordPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [throttled, setThrottled] = useState(false);
  const statusRef = useRef<HTMLDivElement>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<Values>({
    resolver: zodResolver(schema),
    defaultValues: { email: params.get('email') ?? '' },
  });

  const mutation = useMutation({
    mutationFn: (values: Values) => requestReset(values.email.trim()),
    onMutate: () => {
      setThrottled(false);
      setSentTo(null);
    },
    onSuccess: (_result, values) => {
      setSentTo(values.email.trim());
      notify(t('resetPassword.sent'), 'success', 'reset-link-sent');
      requestAnimationFrame(() => statusRef.current?.focus());
    },
    onError: (error) => {
      if (isTooManyAttempts(error)) return setThrottled(true);
      for (const { message } of fieldErrors(error, ['email'] as const)) {
        setError('email', { message }, { shouldFocus: true });
      }
    },
  });

  const { ref, ...emailField } = register('email');
  const emailError = translateMessage(t, errors.email?.message);

  return (
    <AuthCard title={t('routes.resetPassword')} intro={t('resetPassword.intro')}>
      <form noValidate onSubmit={handleSubmit((values) => mutation.mutate(values))}>
        <Stack spacing={2}>
          {sentTo ? (
            <Alert severity="success" role="status" ref={statusRef} tabIndex={-1}>
              <AlertTitle>{t('resetPassword.sent')}</AlertTitle>
              {t('resetPassword.sentDetail')}
            </Alert>
          ) : null}
          {throttled ? <TooManyAttemptsAlert /> : null}
          <TextField
            {...emailField}
            inputRef={ref}
            id="reset-password-email"
            label={t('resetPassword.email')}
            type="email"
            autoComplete="email"
            autoFocus
            required
            fullWidth
            error={Boolean(emailError)}
            helperText={emailError}
            slotProps={{
              htmlInput: { inputMode: 'email', autoCapitalize: 'none', spellCheck: false, maxLength: 254 },
            }}
          />
          <Button type="submit" variant="contained" size="large" fullWidth disabled={mutation.isPending}>
            {mutation.isPending
              ? t('resetPassword.submitting')
              : sentTo
                ? t('resetPassword.submitAgain')
                : t('resetPassword.submit')}
          </Button>
          <Stack direction="row" sx={{ justifyContent: 'space-between', flexWrap: 'wrap', gap: 1 }}>
            <Link component={RouterLink} to="/login">
              {t('resetPassword.backToLogin')}
            </Link>
            <Link component={RouterLink} to="/sign-up">
              {t('login.signUp')}
            </Link>
          </Stack>
        </Stack>
      </form>
    </AuthCard>
  );
}

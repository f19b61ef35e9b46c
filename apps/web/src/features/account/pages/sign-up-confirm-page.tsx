import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router';
import type { z } from 'zod';
import { confirmCodeBody } from '@clinica/contracts/sign-up';
import { notify } from '../../../lib/notify';
import { confirmCode } from '../api/confirm-code';
import { resendCode } from '../api/resend-code';
import { AuthCard } from '../components/auth-card';
import { TooManyAttemptsAlert } from '../components/too-many-attempts-alert';
import { normalizeCode } from '../code';
import { fieldErrors, isTooManyAttempts, translateMessage } from '../server-messages';
import { required } from '../schemas';
import { useCountdown } from '../use-countdown';

/** The server accepts one new code a minute. */
const RESEND_SECONDS = 60;

const schema = confirmCodeBody.extend({ code: required(confirmCodeBody.shape.code) });
type Values = z.input<typeof schema>;

/** Confirms the e-mail with the 6-digit code, for the single-use link of the set-password page. */
export function SignUpConfirmPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const email = params.get('email')?.trim() ?? '';

  if (!email) {
    return (
      <AuthCard title={t('routes.signUpConfirm')}>
        <Stack spacing={3}>
          <Alert severity="warning">{t('signUpConfirm.noEmail')}</Alert>
          <Button component={RouterLink} to="/sign-up" variant="contained">
            {t('signUpConfirm.startAgain')}
          </Button>
        </Stack>
      </AuthCard>
    );
  }
  return <ConfirmForm email={email} />;
}

function ConfirmForm({ email }: { email: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const countdown = useCountdown(RESEND_SECONDS);
  const [throttled, setThrottled] = useState(false);
  const {
    control,
    handleSubmit,
    setError,
    clearErrors,
    formState: { errors },
  } = useForm<Values>({
    resolver: zodResolver(schema),
    defaultValues: { email, code: '' },
  });

  const confirm = useMutation({
    mutationFn: confirmCode,
    onMutate: () => setThrottled(false),
    onSuccess: ({ token }) => {
      void navigate(`/sign-up/set-password?${new URLSearchParams({ token }).toString()}`, { replace: true });
    },
    onError: (error) => {
      if (isTooManyAttempts(error)) return setThrottled(true);
      const fields = fieldErrors(error, ['code', 'email'] as const);
      // The e-mail is not a field here: whatever the server says about either goes under the code.
      for (const { message } of fields.slice(0, 1)) setError('code', { message }, { shouldFocus: true });
    },
  });

  const resend = useMutation({
    mutationFn: () => resendCode(email),
    onMutate: () => setThrottled(false),
    onSuccess: () => {
      countdown.restart(RESEND_SECONDS);
      clearErrors('code');
      notify(t('signUpConfirm.resent', { email }), 'success');
    },
    onError: (error) => {
      if (isTooManyAttempts(error)) {
        setThrottled(true);
        countdown.restart(RESEND_SECONDS);
      }
    },
  });

  const codeError = translateMessage(t, errors.code?.message ?? errors.email?.message);
  const waiting = countdown.seconds > 0;

  return (
    <AuthCard
      title={t('routes.signUpConfirm')}
      intro={
        <>
          <Typography sx={{ overflowWrap: 'anywhere' }}>
            {t('signUpConfirm.sentTo')} <strong>{email}</strong>
          </Typography>
          <Typography sx={{ mt: 1 }}>{t('signUpConfirm.validity')}</Typography>
        </>
      }
    >
      <form noValidate onSubmit={handleSubmit((values) => confirm.mutate(values))}>
        <Stack spacing={2}>
          {throttled ? <TooManyAttemptsAlert /> : null}
          <Controller
            control={control}
            name="code"
            render={({ field: { ref, onChange, ...field } }) => (
              <TextField
                {...field}
                onChange={(event) => onChange(normalizeCode(event.target.value))}
                inputRef={ref}
                id="sign-up-code"
                label={t('signUpConfirm.code')}
                autoComplete="one-time-code"
                autoFocus
                required
                fullWidth
                error={Boolean(codeError)}
                helperText={codeError ?? t('signUpConfirm.codeHint')}
                slotProps={{
                  htmlInput: {
                    inputMode: 'numeric',
                    pattern: '[0-9]*',
                    spellCheck: false,
                    style: { fontSize: '1.5rem', letterSpacing: '0.4em', fontVariantNumeric: 'tabular-nums' },
                  },
                }}
              />
            )}
          />
          <Button type="submit" variant="contained" size="large" fullWidth disabled={confirm.isPending}>
            {confirm.isPending ? t('signUpConfirm.submitting') : t('signUpConfirm.submit')}
          </Button>
          <Button
            variant="text"
            fullWidth
            disabled={waiting || resend.isPending}
            onClick={() => resend.mutate()}
          >
            {waiting
              ? t('signUpConfirm.resendIn', { seconds: countdown.seconds })
              : t('signUpConfirm.resend')}
          </Button>
          <Typography variant="body2" sx={{ textAlign: 'center' }}>
            {t('signUpConfirm.wrongEmail')}{' '}
            <Link component={RouterLink} to="/sign-up">
              {t('signUpConfirm.startAgain')}
            </Link>
          </Typography>
        </Stack>
      </form>
    </AuthCard>
  );
}

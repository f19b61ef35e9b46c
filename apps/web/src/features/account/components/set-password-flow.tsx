import { useId, useMemo, useRef, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { z } from 'zod';
import { newPassword, passwordEqualsEmail, passwordMessages } from '@clinica/contracts/auth';
import { meQueryKey } from '../../../lib/me-api';
import { notify } from '../../../lib/notify';
import { clearUser, getUser, setUser } from '../../../lib/session';
import { accountKeys } from '../api/keys';
import { setPasswordWithToken } from '../api/set-password-with-token';
import { validateToken, type TokenInfo } from '../api/validate-token';
import { fieldErrors, isInvalidLink, translateMessage } from '../server-messages';
import { passwordRules } from '../password-rules';
import { AuthCard } from './auth-card';
import { InvalidLink } from './invalid-link';
import { PasswordField } from './password-field';
import { PasswordRulesList } from './password-rules-list';

export type SetPasswordFlowKind = 'sign-up' | 'reset';

function schemaFor(email: string | null) {
  return z
    .object({
      // Empty says "Campo Obrigatório"; otherwise the contract's length rules.
      password: z.string().min(1, { error: passwordMessages.required }).pipe(newPassword),
      confirm: z.string(),
    })
    .superRefine((value, ctx) => {
      if (email && passwordEqualsEmail(value.password, email)) {
        ctx.addIssue({ code: 'custom', path: ['password'], message: passwordMessages.sameAsEmail });
      }
      if (value.confirm === '') {
        ctx.addIssue({ code: 'custom', path: ['confirm'], message: passwordMessages.required });
      } else if (value.confirm !== value.password) {
        ctx.addIssue({ code: 'custom', path: ['confirm'], message: 'validation.passwordsDoNotMatch' });
      }
    });
}
type Values = z.infer<ReturnType<typeof schemaFor>>;

/**
 * The set-password page of every single-use link (DESIGN §9): sign-up, team invitation and password
 * reset. The link is checked when the page opens; sign-up and invitations end logged in on the
 * dashboard, a reset on its success page.
 */
export function SetPasswordFlow({ kind }: { kind: SetPasswordFlowKind }) {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [spent, setSpent] = useState(false);
  const query = useQuery({
    queryKey: accountKeys.token(token),
    queryFn: ({ signal }) => validateToken(token, signal),
    enabled: token !== '',
    // The answer must not change under the form (the token is spent by the form itself).
    staleTime: Infinity,
    gcTime: 0,
    refetchOnWindowFocus: false,
    refetchOnReconnect: false,
  });

  if (token === '' || spent || (query.isError && isInvalidLink(query.error)))
    return <InvalidLink flow={kind} />;
  if (query.isError) {
    return (
      <AuthCard title={t(kind === 'reset' ? 'routes.resetPasswordSet' : 'routes.setPassword')}>
        <Alert severity="error" role="alert">
          {t(kind === 'reset' ? 'signUp.errors.resetFailed' : 'errors.unexpected')}
        </Alert>
      </AuthCard>
    );
  }
  if (!query.data) {
    return (
      <Box
        role="status"
        sx={{ display: 'flex', alignItems: 'center', gap: 2, justifyContent: 'center', pt: 8 }}
      >
        <CircularProgress size={24} aria-hidden="true" />
        <Typography>{t('setPassword.validating')}</Typography>
      </Box>
    );
  }
  return <SetPasswordForm kind={kind} token={token} info={query.data} onInvalid={() => setSpent(true)} />;
}

function SetPasswordForm({
  kind,
  token,
  info,
  onInvalid,
}: {
  kind: SetPasswordFlowKind;
  token: string;
  info: TokenInfo;
  onInvalid: () => void;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const rulesId = useId();
  const [failed, setFailed] = useState(false);
  const alertRef = useRef<HTMLDivElement>(null);
  const schema = useMemo(() => schemaFor(info.email), [info.email]);
  const {
    register,
    handleSubmit,
    setError,
    control,
    formState: { errors },
  } = useForm<Values>({
    resolver: zodResolver(schema),
    defaultValues: { password: '', confirm: '' },
  });
  const password = useWatch({ control, name: 'password' });

  const mutation = useMutation({
    mutationFn: (values: Values) => setPasswordWithToken({ token, password: values.password }),
    onSuccess: (result) => {
      if (result.logged_in && result.user) {
        // Stored exactly as the login page stores it; the navigation rules take each type on from Dashboard.
        queryClient.setQueryData(meQueryKey, result.user);
        setUser(result.user);
        notify(
          t(info.purpose === 'invitation' ? 'setPassword.welcomeInvitation' : 'setPassword.welcome'),
          'success',
        );
        void navigate('/dashboard', { replace: true });
        return;
      }
      // A reset ends every session of that user: the record stored in this browser is stale if it is theirs.
      const stored = getUser();
      if (stored?.email && info.email && stored.email.toLowerCase() === info.email.toLowerCase()) clearUser();
      queryClient.removeQueries({ queryKey: accountKeys.all });
      void navigate('/reset-password/set-password/success', { replace: true });
    },
    onError: (error) => {
      if (isInvalidLink(error)) return onInvalid();
      const fields = fieldErrors(error, ['password'] as const);
      if (fields.length > 0) {
        for (const { field, message } of fields) setError(field, { message }, { shouldFocus: true });
        return;
      }
      setFailed(true);
      if (kind === 'reset') notify(t('signUp.errors.resetFailed'), 'error');
      requestAnimationFrame(() => alertRef.current?.focus());
    },
  });

  const title =
    kind === 'reset'
      ? t('routes.resetPasswordSet')
      : info.purpose === 'invitation'
        ? t('setPassword.titleInvitation')
        : t('routes.setPassword');
  const intro =
    kind === 'reset' || info.purpose === 'reset'
      ? t('setPassword.introReset')
      : info.purpose === 'invitation'
        ? t('setPassword.introInvitation')
        : t('setPassword.introSignUp');
  const submitLabel = info.purpose === 'reset' ? t('setPassword.submitReset') : t('setPassword.submitSignUp');
  const { ref: passwordRef, ...passwordField } = register('password');
  const { ref: confirmRef, ...confirmField } = register('confirm');

  return (
    <AuthCard title={title} intro={intro}>
      <form noValidate onSubmit={handleSubmit((values) => mutation.mutate(values))}>
        <Stack spacing={2}>
          {failed ? (
            <Alert severity="error" role="alert" ref={alertRef} tabIndex={-1}>
              {t(kind === 'reset' ? 'signUp.errors.resetFailed' : 'errors.unexpected')}
            </Alert>
          ) : null}
          {info.email ? (
            <Typography sx={{ overflowWrap: 'anywhere' }}>
              {t('setPassword.account')} <strong>{info.email}</strong>
            </Typography>
          ) : null}
          {/* Lets password managers store the new password under the right account. */}
          <input
            type="email"
            name="username"
            autoComplete="username"
            value={info.email ?? ''}
            readOnly
            hidden
          />
          <PasswordField
            {...passwordField}
            inputRef={passwordRef}
            id="set-password-password"
            label={t('setPassword.password')}
            autoComplete="new-password"
            required
            fullWidth
            autoFocus
            error={Boolean(errors.password)}
            helperText={translateMessage(t, errors.password?.message)}
            describedBy={rulesId}
          />
          <PasswordRulesList id={rulesId} rules={passwordRules(password, info.email)} />
          <PasswordField
            {...confirmField}
            inputRef={confirmRef}
            id="set-password-confirm"
            label={t('setPassword.confirm')}
            autoComplete="new-password"
            required
            fullWidth
            error={Boolean(errors.confirm)}
            helperText={translateMessage(t, errors.confirm?.message)}
          />
          <Button type="submit" variant="contained" size="large" fullWidth disabled={mutation.isPending}>
            {mutation.isPending ? t('setPassword.submitting') : submitLabel}
          </Button>
        </Stack>
      </form>
    </AuthCard>
  );
}

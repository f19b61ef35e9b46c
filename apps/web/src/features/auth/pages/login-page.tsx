import { useRef, useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import InputAdornment from '@mui/material/InputAdornment';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import Visibility from '@mui/icons-material/Visibility';
import VisibilityOff from '@mui/icons-material/VisibilityOff';
import { Link as RouterLink, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { TextInput } from '../../../components/text-input';
import { ApiError } from '../../../lib/api-client';
import { setUser } from '../../../lib/session';
import { login } from '../api/login';

type LoginFailure = 'invalid' | 'throttled' | 'unreachable';

function failureOf(error: unknown): LoginFailure {
  if (error instanceof ApiError && error.status === 401) return 'invalid';
  if (error instanceof ApiError && error.status === 429) return 'throttled';
  // 500, any other answer, or no answer at all (spec §8: "Servidor não contactável").
  return 'unreachable';
}

/**
 * Login (spec §2, §8). Two fields and the contract's only rule (both required) are checked by hand:
 * react-hook-form and zod would double the login route's JavaScript (issue 3 §10, DESIGN §2 pitfalls);
 * the request is a plain promise, so the route does not load TanStack Query either.
 */
export function LoginPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [showPassword, setShowPassword] = useState(false);
  const [missing, setMissing] = useState<{ username: boolean; password: boolean } | null>(null);
  const usernameRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<LoginFailure | null>(null);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (pending) return;
    const check = { username: username.trim() === '', password: password === '' };
    setMissing(check);
    if (check.username) return usernameRef.current?.focus();
    if (check.password) return passwordRef.current?.focus();
    setPending(true);
    setFailure(null);
    login({ username: username.trim(), password }).then(
      (me) => {
        // The session check of the app frame takes this answer as fresh (no second /me).
        setUser(me);
        // The navigation rules take each type on from Dashboard (a professional to Calendar, …).
        // The button stays busy until the next page shows.
        void navigate('/dashboard', { replace: true });
      },
      (error: unknown) => {
        setFailure(failureOf(error));
        setPending(false);
      },
    );
  };

  const required = t('validation.required');

  return (
    <Box sx={{ display: 'flex', justifyContent: 'center', pt: { xs: 2, sm: 6 } }}>
      <Paper variant="outlined" sx={{ p: { xs: 3, sm: 4 }, width: '100%', maxWidth: 420 }}>
        <Typography variant="h4" component="h1" sx={{ mb: 3, fontSize: { xs: '1.75rem', sm: '2.125rem' } }}>
          {t('login.title')}
        </Typography>
        <form noValidate onSubmit={onSubmit}>
          <Stack spacing={2}>
            {failure === 'invalid' ? (
              <Alert severity="error" role="alert">
                {t('login.invalidCredentials')}
              </Alert>
            ) : null}
            {failure === 'throttled' ? (
              <Alert severity="error" role="alert">
                <AlertTitle>{t('login.tooManyAttemptsTitle')}</AlertTitle>
                {t('login.tooManyAttemptsDetail')}
              </Alert>
            ) : null}
            {failure === 'unreachable' ? (
              <Alert severity="error" role="alert">
                {t('errors.serverUnreachable')}
              </Alert>
            ) : null}
            <TextInput
              name="username"
              label={t('login.username')}
              type="email"
              autoComplete="username"
              required
              autoFocus
              value={username}
              onChange={(event) => setUsername(event.target.value)}
              error={missing?.username ? required : undefined}
              inputRef={usernameRef}
              inputProps={{ inputMode: 'email', autoCapitalize: 'none', spellCheck: false, maxLength: 320 }}
            />
            <TextInput
              name="password"
              label={t('login.password')}
              type={showPassword ? 'text' : 'password'}
              autoComplete="current-password"
              required
              value={password}
              onChange={(event) => setPassword(event.target.value)}
              error={missing?.password ? required : undefined}
              inputRef={passwordRef}
              inputProps={{ maxLength: 1024 }}
              endAdornment={
                <InputAdornment position="end">
                  <IconButton
                    aria-label={showPassword ? t('login.hidePassword') : t('login.showPassword')}
                    aria-pressed={showPassword}
                    onClick={() => setShowPassword((v) => !v)}
                    edge="end"
                  >
                    {showPassword ? <VisibilityOff /> : <Visibility />}
                  </IconButton>
                </InputAdornment>
              }
            />
            <Button type="submit" variant="contained" size="large" disabled={pending} fullWidth>
              {pending ? t('login.submitting') : t('login.submit')}
            </Button>
            <Stack direction="row" sx={{ justifyContent: 'space-between', flexWrap: 'wrap', gap: 1 }}>
              <Link component={RouterLink} to="/reset-password">
                {t('login.forgotPassword')}
              </Link>
              <Link component={RouterLink} to="/sign-up">
                {t('login.signUp')}
              </Link>
            </Stack>
          </Stack>
        </form>
      </Paper>
    </Box>
  );
}

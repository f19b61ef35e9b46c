import {
  useId,
  useRef,
  useState,
  type FormEvent,
  type InputHTMLAttributes,
  type ReactNode,
  type Ref,
} from 'react';
import { Link, useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { SvgIcon } from '../../../components/svg-icon';
import { ApiError } from '../../../lib/api-client';
import { setUser } from '../../../lib/session';
import { login } from '../api/login';
import './login-page.css';

// Material icons Visibility, VisibilityOff and ErrorOutline (the error alert's icon).
const visibilityIcon =
  'M12 4.5C7 4.5 2.73 7.61 1 12c1.73 4.39 6 7.5 11 7.5s9.27-3.11 11-7.5c-1.73-4.39-6-7.5-11-7.5M12 17c-2.76 0-5-2.24-5-5s2.24-5 5-5 5 2.24 5 5-2.24 5-5 5m0-8c-1.66 0-3 1.34-3 3s1.34 3 3 3 3-1.34 3-3-1.34-3-3-3';
const visibilityOffIcon =
  'M12 7c2.76 0 5 2.24 5 5 0 .65-.13 1.26-.36 1.83l2.92 2.92c1.51-1.26 2.7-2.89 3.43-4.75-1.73-4.39-6-7.5-11-7.5-1.4 0-2.74.25-3.98.7l2.16 2.16C10.74 7.13 11.35 7 12 7M2 4.27l2.28 2.28.46.46C3.08 8.3 1.78 10.02 1 12c1.73 4.39 6 7.5 11 7.5 1.55 0 3.03-.3 4.38-.84l.42.42L19.73 22 21 20.73 3.27 3zM7.53 9.8l1.55 1.55c-.05.21-.08.43-.08.65 0 1.66 1.34 3 3 3 .22 0 .44-.03.65-.08l1.55 1.55c-.67.33-1.41.53-2.2.53-2.76 0-5-2.24-5-5 0-.79.2-1.53.53-2.2m4.31-.78 3.15 3.15.02-.16c0-1.66-1.34-3-3-3z';
const errorIcon =
  'M11 15h2v2h-2zm0-8h2v6h-2zm.99-5C6.47 2 2 6.48 2 12s4.47 10 9.99 10C17.52 22 22 17.52 22 12S17.52 2 11.99 2zM12 20c-4.42 0-8-3.58-8-8s3.58-8 8-8 8 3.58 8 8-3.58 8-8 8z';

type LoginFailure = 'invalid' | 'throttled' | 'unreachable';

function failureOf(error: unknown): LoginFailure {
  if (error instanceof ApiError && error.status === 401) return 'invalid';
  if (error instanceof ApiError && error.status === 429) return 'throttled';
  // 500, any other answer, or no answer at all (spec §8: "Servidor não contactável").
  return 'unreachable';
}

interface FieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'placeholder' | 'required'> {
  label: string;
  error?: string;
  inputRef: Ref<HTMLInputElement>;
  endAdornment?: ReactNode;
}

/**
 * A required outlined field drawn like MUI's (label floating into a notch of the outline, login-page.css).
 * The error is the input's description; the form moves the focus to the first field in error.
 */
function Field({ label, error, inputRef, endAdornment, ...input }: FieldProps) {
  const id = useId();
  const helperId = `${id}-helper`;
  return (
    <div className={error ? 'field field-error' : 'field'}>
      <div className={endAdornment ? 'field-box field-box-adorned' : 'field-box'}>
        {/* The blank placeholder lets CSS tell an empty field (label inside) from a filled one. */}
        <input
          {...input}
          ref={inputRef}
          id={id}
          className="field-input"
          placeholder=" "
          required
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? helperId : undefined}
        />
        <label htmlFor={id} className="field-label">
          {label}
          <span aria-hidden="true"> *</span>
        </label>
        {endAdornment ? <div className="field-adornment">{endAdornment}</div> : null}
        <fieldset aria-hidden="true" className="field-outline">
          <legend>
            <span>{`${label} *`}</span>
          </legend>
        </fieldset>
      </div>
      {error ? (
        <p id={helperId} className="field-helper">
          {error}
        </p>
      ) : null}
    </div>
  );
}

function ErrorAlert({ title, children }: { title?: string; children: ReactNode }) {
  return (
    <div className="alert" role="alert">
      <div className="alert-icon">
        <SvgIcon path={errorIcon} />
      </div>
      <div className="alert-message">
        {title ? <div className="alert-title">{title}</div> : null}
        {children}
      </div>
    </div>
  );
}

/**
 * Login (spec §2, §8), in plain React and CSS (decision 008): the route loads no MUI, emotion or
 * TanStack Query. Two fields and the contract's only rule (both required) are checked by hand:
 * react-hook-form and zod would double the login route's JavaScript (issue 3 §10, DESIGN §2 pitfalls).
 */
export function LoginPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [showPassword, setShowPassword] = useState(false);
  // After the first attempt an empty field says "Campo Obrigatório", and stops as soon as it is filled.
  const [attempted, setAttempted] = useState(false);
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<LoginFailure | null>(null);
  const usernameRef = useRef<HTMLInputElement>(null);
  const passwordRef = useRef<HTMLInputElement>(null);

  const missing = { username: username.trim() === '', password: password === '' };

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (pending) return;
    setAttempted(true);
    if (missing.username) return usernameRef.current?.focus();
    if (missing.password) return passwordRef.current?.focus();
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
    <div className="login">
      <div className="login-card">
        <h1 className="page-title">{t('login.title')}</h1>
        <form className="login-form" noValidate onSubmit={onSubmit}>
          {failure === 'invalid' ? <ErrorAlert>{t('login.invalidCredentials')}</ErrorAlert> : null}
          {failure === 'throttled' ? (
            <ErrorAlert title={t('login.tooManyAttemptsTitle')}>
              {t('login.tooManyAttemptsDetail')}
            </ErrorAlert>
          ) : null}
          {failure === 'unreachable' ? <ErrorAlert>{t('errors.serverUnreachable')}</ErrorAlert> : null}
          <Field
            name="username"
            label={t('login.username')}
            type="email"
            autoComplete="username"
            autoFocus
            inputMode="email"
            autoCapitalize="none"
            spellCheck={false}
            maxLength={320}
            value={username}
            onChange={(event) => setUsername(event.target.value)}
            error={attempted && missing.username ? required : undefined}
            inputRef={usernameRef}
          />
          <Field
            name="password"
            label={t('login.password')}
            type={showPassword ? 'text' : 'password'}
            autoComplete="current-password"
            maxLength={1024}
            value={password}
            onChange={(event) => setPassword(event.target.value)}
            error={attempted && missing.password ? required : undefined}
            inputRef={passwordRef}
            endAdornment={
              <button
                type="button"
                className="icon-button icon-button-end"
                aria-label={showPassword ? t('login.hidePassword') : t('login.showPassword')}
                aria-pressed={showPassword}
                onClick={() => setShowPassword((v) => !v)}
              >
                <SvgIcon path={showPassword ? visibilityOffIcon : visibilityIcon} />
              </button>
            }
          />
          <button type="submit" className="button button-large button-full" disabled={pending}>
            {pending ? t('login.submitting') : t('login.submit')}
          </button>
          <div className="login-links">
            <Link className="link" to="/reset-password">
              {t('login.forgotPassword')}
            </Link>
            <Link className="link" to="/sign-up">
              {t('login.signUp')}
            </Link>
          </div>
        </form>
      </div>
    </div>
  );
}

import { useState } from 'react';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { useForm, type FieldPath } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router';
import { z } from 'zod';
import { phone } from '@clinica/contracts/phone';
import { email, registerTenantBody } from '@clinica/contracts/sign-up';
import { joinMailingList } from '../api/join-mailing-list';
import { registerTenant } from '../api/register-tenant';
import { AuthCard } from '../components/auth-card';
import { TooManyAttemptsAlert } from '../components/too-many-attempts-alert';
import { fieldErrors, isTooManyAttempts, translateMessage } from '../server-messages';
import { required } from '../schemas';

// The contract's body (empty e-mail and phone say "Campo Obrigatório") plus the optional newsletter
// consent, which goes to its own endpoint afterwards.
const schema = registerTenantBody.extend({
  email: required(email),
  phone: required(phone),
  newsletter: z.boolean(),
});
type Input = z.input<typeof schema>;
type Output = z.output<typeof schema>;

/** The fields in the order shown: server errors focus the first one they name. */
const fieldOrder = ['clinic_name', 'first_name', 'surname', 'email', 'phone', 'accept_terms'] as const;

/** Sign-up (spec §1): a clinic on a 14-day trial and its manager; a code confirms the e-mail. */
export function SignUpPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [throttled, setThrottled] = useState(false);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<Input, unknown, Output>({
    resolver: zodResolver(schema),
    defaultValues: {
      clinic_name: '',
      first_name: '',
      surname: '',
      email: '',
      phone: '',
      accept_terms: false,
      newsletter: false,
    },
  });

  const mutation = useMutation({
    mutationFn: async ({ newsletter, ...body }: Output) => {
      const result = await registerTenant(body);
      // Optional: a failure here must not stop the sign-up.
      if (newsletter) await joinMailingList(body.email).catch(() => undefined);
      return result;
    },
    onMutate: () => setThrottled(false),
    onSuccess: (result) => {
      void navigate(`/sign-up/confirm?${new URLSearchParams({ email: result.email }).toString()}`);
    },
    onError: (error) => {
      if (isTooManyAttempts(error)) return setThrottled(true);
      fieldErrors(error, fieldOrder).forEach(({ field, message }, index) =>
        setError(field, { message }, { shouldFocus: index === 0 }),
      );
    },
  });

  const text = (
    name: FieldPath<Input> & (typeof fieldOrder)[number],
    label: string,
    options: {
      autoComplete: string;
      type?: string;
      maxLength: number;
      hint?: string;
      inputMode?: 'email' | 'tel' | 'text';
      autoFocus?: boolean;
    },
  ) => {
    const { ref, ...field } = register(name);
    const message = translateMessage(t, errors[name]?.message);
    return (
      <TextField
        {...field}
        inputRef={ref}
        id={`sign-up-${name}`}
        label={label}
        type={options.type ?? 'text'}
        autoComplete={options.autoComplete}
        autoFocus={options.autoFocus}
        required
        fullWidth
        error={Boolean(message)}
        helperText={message ?? options.hint}
        slotProps={{
          htmlInput: {
            maxLength: options.maxLength,
            inputMode: options.inputMode,
            ...(options.inputMode === 'email' ? { autoCapitalize: 'none', spellCheck: false } : {}),
          },
        }}
      />
    );
  };

  // react-hook-form focuses the first field in error in the order the fields were registered: keep it the
  // order shown, so the text fields come before the checkboxes registered here.
  for (const name of fieldOrder) register(name);
  const { ref: termsRef, ...termsField } = register('accept_terms');
  const { ref: newsletterRef, ...newsletterField } = register('newsletter');
  const termsError = translateMessage(t, errors.accept_terms?.message);

  return (
    <AuthCard title={t('routes.signUp')} intro={t('signUp.intro')} width={560}>
      <form noValidate onSubmit={handleSubmit((values) => mutation.mutate(values))}>
        <Stack spacing={2}>
          {throttled ? <TooManyAttemptsAlert /> : null}
          {text('clinic_name', t('signUp.clinicName'), {
            autoComplete: 'organization',
            maxLength: 120,
            autoFocus: true,
          })}
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            {text('first_name', t('signUp.firstName'), { autoComplete: 'given-name', maxLength: 80 })}
            {text('surname', t('signUp.surname'), { autoComplete: 'family-name', maxLength: 120 })}
          </Stack>
          {text('email', t('signUp.email'), {
            autoComplete: 'email',
            type: 'email',
            inputMode: 'email',
            maxLength: 254,
            hint: t('signUp.emailHint'),
          })}
          {text('phone', t('signUp.phone'), {
            autoComplete: 'tel',
            type: 'tel',
            inputMode: 'tel',
            maxLength: 32,
            hint: t('signUp.phoneHint'),
          })}
          <FormControl error={Boolean(termsError)} required>
            <FormControlLabel
              control={
                <Checkbox
                  {...termsField}
                  slotProps={{
                    input: {
                      ref: termsRef,
                      'aria-required': true,
                      'aria-invalid': Boolean(termsError),
                      'aria-describedby': termsError ? 'sign-up-terms-error' : undefined,
                    },
                  }}
                />
              }
              label={t('signUp.acceptTerms')}
            />
            {termsError ? <FormHelperText id="sign-up-terms-error">{termsError}</FormHelperText> : null}
          </FormControl>
          <FormControlLabel
            control={<Checkbox {...newsletterField} slotProps={{ input: { ref: newsletterRef } }} />}
            label={t('signUp.newsletter')}
          />
          <Button type="submit" variant="contained" size="large" fullWidth disabled={mutation.isPending}>
            {mutation.isPending ? t('signUp.submitting') : t('signUp.submit')}
          </Button>
          <Typography variant="body2" sx={{ textAlign: 'center' }}>
            {t('signUp.haveAccount')}{' '}
            <Link component={RouterLink} to="/login">
              {t('signUp.login')}
            </Link>
          </Typography>
        </Stack>
      </form>
    </AuthCard>
  );
}

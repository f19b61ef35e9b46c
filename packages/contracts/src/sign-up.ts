import { z } from 'zod';
import { meResponse, newPassword } from './auth.js';
import { phone } from './phone.js';
import { REQUIRED_MESSAGE } from './zod-config.js';

export const EMAIL_INVALID = 'E-mail inválido';
export const signUpMessages = {
  emailTaken: 'E-mail já registado',
  acceptTerms: 'Tem de aceitar os termos e condições',
  codeWrong: 'Código incorreto',
  codeExpired: 'Código expirado. Peça um novo código.',
  codeExhausted: 'Demasiadas tentativas com este código. Peça um novo código.',
  invalidLink: 'Link Inválido',
  resetFailed: 'Erro ao tentar repor a password!',
} as const;

export const email = z
  .string()
  .trim()
  .max(254, { error: EMAIL_INVALID })
  .pipe(z.email({ error: EMAIL_INVALID }));

const name = (max: number) => z.string().trim().min(1, { error: REQUIRED_MESSAGE }).max(max);

export const registerTenantBody = z.strictObject({
  clinic_name: name(120),
  first_name: name(80),
  surname: name(120),
  email,
  phone,
  accept_terms: z.boolean().refine((v) => v, { error: signUpMessages.acceptTerms }),
});
export type RegisterTenantBody = z.input<typeof registerTenantBody>;

export const registerTenantResponse = z.object({ email: z.string(), code_expires_at: z.iso.datetime() });

export const confirmCodeBody = z.strictObject({
  email,
  code: z
    .string()
    .trim()
    .regex(/^\d{6}$/, { error: 'O código tem 6 algarismos' }),
});
export const confirmCodeResponse = z.object({ token: z.string() });

export const emailBody = z.strictObject({ email });

export const tokenOnlyBody = z.strictObject({ token: z.string().min(1).max(200) });
export const validateTokenResponse = z.object({
  purpose: z.enum(['sign_up', 'reset', 'invitation']),
  email: z.string().nullable(),
});

export const setPasswordBody = z.strictObject({ token: z.string().min(1).max(200), password: newPassword });
/** Sign-up and invitations log the user in; a reset ends every session and logs in nobody. */
export const setPasswordResponse = z.object({ logged_in: z.boolean(), user: meResponse.nullable() });

export const mailingListBody = z.strictObject({ email, consent: z.boolean() });

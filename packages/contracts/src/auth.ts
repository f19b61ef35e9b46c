import { z } from 'zod';
import { permissionMap, userType } from './permissions.js';
import { REQUIRED_MESSAGE } from './zod-config.js';
import type { TaxRegion } from './invoicing-tax.js';

export const userStatus = z.enum(['email_not_confirmed', 'email_confirmed']);
export const subscriptionStatus = z.enum(['trialing', 'active', 'past_due', 'canceled']);

export const PASSWORD_MIN = 10;
export const PASSWORD_MAX = 128;
export const passwordMessages = {
  tooShort: `A palavra-passe deve ter pelo menos ${PASSWORD_MIN} caracteres`,
  tooLong: `A palavra-passe deve ter no máximo ${PASSWORD_MAX} caracteres`,
  sameAsEmail: 'A palavra-passe não pode ser igual ao e-mail',
  required: REQUIRED_MESSAGE,
} as const;

/** A new password: 10–128 characters, any characters. "Not equal to the e-mail" needs the e-mail: see `checkPasswordAgainstEmail`. */
export const newPassword = z
  .string({ error: passwordMessages.required })
  .min(PASSWORD_MIN, { error: passwordMessages.tooShort })
  .max(PASSWORD_MAX, { error: passwordMessages.tooLong });

export function passwordEqualsEmail(password: string, email: string): boolean {
  return password.trim().toLowerCase() === email.trim().toLowerCase();
}

/** `POST /token` is a form (spec §7): username (the e-mail) and password. */
export const tokenBody = z.object({
  username: z.string().trim().min(1, { error: REQUIRED_MESSAGE }).max(320),
  password: z.string().min(1, { error: REQUIRED_MESSAGE }).max(1024),
});
export type TokenBody = z.infer<typeof tokenBody>;

/**
 * invoicing.ts's `taxRegions`, written out so that what loads this file (the login, set-password) does
 * not load the invoicing contract; the server assigns a `TaxRegion` to it, so a region added there and
 * not here fails the typecheck.
 */
const sessionTaxRegions = ['PT', 'PT-AC', 'PT-MA'] as const satisfies readonly TaxRegion[];

export const meTenant = z.object({
  id: z.uuid(),
  name: z.string(),
  time_zone: z.string(),
  /** The tax region sets the VAT rate of each service's class (contracts/invoicing.ts). */
  invoicing: z.object({ active: z.boolean(), tax_region: z.enum(sessionTaxRegions) }),
  subscription: z.object({
    status: subscriptionStatus,
    trial_ends_at: z.iso.datetime().nullable(),
    active: z.boolean(),
    /**
     * A renewal failed (issue 49): managers see «Pagamento Falhou» until it is paid or the grace ends.
     * The server always sends it; optional so the sessions other features build in their tests stand.
     */
    payment_failed_at: z.iso.datetime().nullable().optional(),
    /** SMS and e-mail communications are unavailable during the trial (spec §1). */
    can_send_communications: z.boolean(),
  }),
});

export const meResponse = z.object({
  id: z.uuid(),
  type: userType,
  email: z.string().nullable(),
  first_name: z.string(),
  surname: z.string(),
  /** A URL (default picture when the user has none), or a data URL with `?image=true`. */
  image: z.string(),
  status: userStatus,
  permissions: permissionMap,
  tenant: meTenant,
});
export type Me = z.infer<typeof meResponse>;

export const meQuery = z.object({ image: z.enum(['true', 'false']).optional() });

export const changePasswordBody = z
  .object({
    current_password: z.string().min(1, { error: REQUIRED_MESSAGE }).max(1024),
    new_password: newPassword,
  })
  .strict();
export type ChangePasswordBody = z.infer<typeof changePasswordBody>;

export const okResponse = z.object({ ok: z.literal(true) });

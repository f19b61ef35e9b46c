import type { TaxRegion } from '@clinica/contracts/invoicing-tax';
import type { PermissionResource, PermissionAction, UserType } from '@clinica/contracts/permissions';
import type { Database, Tx } from '../db/client.js';
import type { Clock } from '../lib/clock.js';
import type { Config } from '../config.js';
import type { Storage } from '../modules/files/storage.js';
import type { Mailer } from '../jobs/mail-delivery.js';
import type { Passwords } from '../modules/auth/passwords.js';

/**
 * What a route may require: `public` (no session), `authenticated` (any logged-in user), or a
 * `resource:action` permission. A route that declares nothing is refused to everyone (deny by default).
 */
export type RoutePermission = 'public' | 'authenticated' | `${PermissionResource}:${PermissionAction}`;

/** The caller, resolved once per request by the auth plugin from the session cookie. */
export interface AuthUser {
  id: string;
  sessionId: string;
  tenantId: string;
  type: UserType;
  email: string | null;
  firstName: string;
  surname: string;
  imageFileId: string | null;
  status: 'email_not_confirmed' | 'email_confirmed';
  /** A professional's stored overrides, `resource:action` → allowed. */
  overrides: Record<string, boolean>;
  /**
   * The clinics the user sees, read with the session (decision 020): `null` for every clinic (a manager,
   * or staff when the tenant shares data between clinics), else the clinics the user is assigned to.
   */
  clinicIds: string[] | null;
  tenant: {
    id: string;
    name: string;
    timeZone: string;
    invoicingActive: boolean;
    /** Mainland, Azores or Madeira: the VAT rates of the services' classes. */
    taxRegion: TaxRegion;
    subscriptionStatus: 'trialing' | 'active' | 'past_due' | 'canceled';
    trialEndsAt: Date | null;
    /** A renewal failed (issue 49): the 402 gate counts the grace from it. */
    paymentFailedAt: Date | null;
  };
}

export interface AppDeps {
  config: Config;
  database: Database;
  clock: Clock;
  storage: Storage;
  mailer: Mailer;
  passwords: Passwords;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    permission?: RoutePermission;
  }
  interface FastifyInstance {
    deps: AppDeps;
  }
  interface FastifyRequest {
    /** Set by the auth plugin on every non-public route. */
    user: AuthUser | null;
    /** Runs `fn` in the caller's tenant transaction (as the application role, RLS applies). */
    tenantTx<T>(fn: (tx: Tx) => Promise<T>): Promise<T>;
  }
}

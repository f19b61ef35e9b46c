import type { PermissionResource, PermissionAction, UserType } from '@clinica/contracts/permissions';
import type { Database, OpenTransaction, Tx } from '../db/client.js';
import type { Clock } from '../lib/clock.js';
import type { Config } from '../config.js';
import type { Storage } from '../modules/files/storage.js';
import type { Mailer } from '../jobs/mail-delivery.js';

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
    subscriptionStatus: 'trialing' | 'active' | 'past_due' | 'canceled';
    trialEndsAt: Date | null;
  };
}

/** A tenant's data versions (tables `calendar_versions`, `patient_versions`): cached answers' keys. */
export interface AnswerVersions {
  calendar: number;
  patients: number;
}

export interface AppDeps {
  config: Config;
  database: Database;
  clock: Clock;
  storage: Storage;
  mailer: Mailer;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    permission?: RoutePermission;
    /**
     * The route reads no tenant table (it answers from the session alone, e.g. `GET /me`): its session
     * lookup opens no transaction (decision 015).
     */
    sessionOnly?: boolean;
    /**
     * The route answers from a versioned cache (decision 016): its session lookup also reads the tenant's
     * data versions (`req.answerVersions`) and opens no transaction, so an answer found in the cache costs
     * one round trip; one that is not builds in `tenantTx` as usual.
     */
    answerVersions?: boolean;
  }
  interface FastifyInstance {
    deps: AppDeps;
  }
  interface FastifyRequest {
    /** Set by the auth plugin on every non-public route. */
    user: AuthUser | null;
    /**
     * The tenant transaction the session lookup opened (PostgreSQL reads, decision 015), until the first
     * `tenantTx` takes it; ended at the response if nothing did.
     */
    openTx: OpenTransaction | null;
    /** The tenant's data versions, read with the session (routes with `answerVersions` only). */
    answerVersions: AnswerVersions | null;
    /** Runs `fn` in the caller's tenant transaction (as the application role, RLS applies). */
    tenantTx<T>(fn: (tx: Tx) => Promise<T>): Promise<T>;
    /**
     * Runs `fn`, which only reads, in the caller's tenant (`Database.withTenantRead`: on PostgreSQL one
     * round trip per statement, no BEGIN or COMMIT), or in the transaction the session lookup opened.
     */
    tenantRead<T>(fn: (tx: Tx) => Promise<T>): Promise<T>;
  }
}

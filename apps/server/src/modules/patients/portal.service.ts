import { patientMessages, type Patient } from '@clinica/contracts/patients';
import type { Config } from '../../config.js';
import type { Database, Tx } from '../../db/client.js';
import type { Clock } from '../../lib/clock.js';
import type { Mailer } from '../../jobs/mail-delivery.js';
import { badRequest, conflict } from '../../lib/errors.js';
import { isUniqueViolation } from '../../lib/pg-errors.js';
import type { AuthUser } from '../../plugins/context.js';
import { deleteUserSessions } from '../auth/auth.service.js';
import { portalInvitationEmail } from '../mail/templates.js';
import { revokeUserTokens } from '../tokens/tokens.service.js';
import { invitationLink, issueToken, TOKEN_TTL_MS } from '../tokens/tokens.service.js';
import { toPatient } from './patients.service.js';
import { visiblePatient } from './patient-access.service.js';
import * as repo from './patients.repository.js';
import * as auditRepo from './patient-audit.repository.js';

interface Deps {
  database: Database;
  clock: Clock;
  mailer: Mailer;
  config: Config;
}

/** One answer whatever the reason (another clinic's login, a colleague, another patient): it reveals nothing. */
const emailUnavailable = () =>
  conflict(patientMessages.portalEmailUnavailable, { email: patientMessages.portalEmailUnavailable });

/**
 * Invites a patient to the portal (decision 007): their e-mail becomes a login and they get the
 * single-use set-password link (7 days) the team invitation uses. Inviting an invited patient again
 * sends a new link (the old one stops working). The e-mail must be free as a login in every tenant;
 * the partial unique index `users_login_email_uq` decides, inside the transaction, so two invitations
 * racing for one address cannot both win.
 */
export async function invitePatient(
  deps: Deps,
  user: AuthUser,
  id: string,
  ip: string | null,
): Promise<Patient> {
  let messageId: string;
  let patient: Patient;
  try {
    [messageId, patient] = await deps.database.withTenant(user.tenantId, async (tx) => {
      const row = await visiblePatient(tx, user, id);
      if (!row.email) {
        throw badRequest({ email: patientMessages.portalNeedsEmail }, patientMessages.portalNeedsEmail);
      }
      if (row.canLogin && row.status === 'email_confirmed') {
        throw conflict(patientMessages.portalAlreadyActive);
      }
      await repo.setPortalAccess(tx, id, true);
      const secret = await issueToken(tx, {
        tenantId: user.tenantId,
        userId: id,
        purpose: 'invitation',
        now: deps.clock.now(),
      });
      const mid = await deps.mailer.queue(
        tx,
        user.tenantId,
        row.email,
        'portal_invitation',
        portalInvitationEmail({
          firstName: row.firstName,
          clinicName: user.tenant.name,
          link: invitationLink(deps.config, secret),
          days: TOKEN_TTL_MS.invitation / 86_400_000,
        }),
      );
      await auditRepo.audit(tx, {
        tenantId: user.tenantId,
        actorId: user.id,
        action: 'patient.portal_invite',
        entityId: id,
        ip,
      });
      return [mid, toPatient({ ...row, canLogin: true })] as const;
    });
  } catch (e) {
    if (isUniqueViolation(e)) throw emailUnavailable();
    throw e;
  }
  deps.mailer.deliver(user.tenantId, [messageId]);
  return patient;
}

/** Withdraws portal access: no login, sessions end now, unused links stop working. Idempotent. */
export async function revokePatientPortal(
  tx: Tx,
  deps: { clock: Clock },
  user: AuthUser,
  id: string,
  ip: string | null,
): Promise<Patient> {
  const row = await visiblePatient(tx, user, id);
  await repo.setPortalAccess(tx, id, false);
  await deleteUserSessions(tx, id);
  await revokeUserTokens(tx, id, deps.clock.now());
  await auditRepo.audit(tx, {
    tenantId: user.tenantId,
    actorId: user.id,
    action: 'patient.portal_revoke',
    entityId: id,
    ip,
  });
  return toPatient({ ...row, canLogin: false, status: 'email_not_confirmed' });
}

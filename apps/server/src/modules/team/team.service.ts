import { randomUUID } from 'node:crypto';
import type { Collaborator, StaffType } from '@clinica/contracts/team';
import { teamMessages } from '@clinica/contracts/team';
import type { ListResponse } from '@clinica/contracts/common';
import type { Config } from '../../config.js';
import type { Database, Tx } from '../../db/client.js';
import type { Clock } from '../../lib/clock.js';
import type { Mailer } from '../../jobs/mail-delivery.js';
import { badRequest, conflict, forbidden, notFound } from '../../lib/errors.js';
import { isUniqueViolation } from '../../lib/pg-errors.js';
import type { AuthUser } from '../../plugins/context.js';
import { accountLookup, deleteUserSessions } from '../auth/auth.service.js';
import { invitationElsewhereEmail, invitationEmail } from '../mail/templates.js';
import { invitationLink, issueToken, TOKEN_TTL_MS } from '../tokens/tokens.service.js';
import * as repo from './team.repository.js';

interface Deps {
  database: Database;
  clock: Clock;
  mailer: Mailer;
  config: Config;
}

const toCollaborator = (r: repo.StaffRow): Collaborator => ({
  id: r.id,
  type: r.type as StaffType,
  email: r.email,
  first_name: r.firstName,
  surname: r.surname,
  phone: r.phone,
  status: r.status,
  active: r.active,
  clinic_ids: r.clinicIds,
  specialty_ids: r.specialtyIds,
  default_duration_minutes: r.defaultDurationMinutes,
  commission_percent: r.commissionPercent === null ? null : Number(r.commissionPercent),
  calendar_colour: r.calendarColour,
});

const emailTaken = () => conflict(teamMessages.emailTaken, { email: teamMessages.emailTaken });

async function checkReferences(tx: Tx, clinicIds?: string[], specialtyIds?: string[]): Promise<void> {
  const fields: Record<string, string> = {};
  if (clinicIds?.length) {
    const found = await repo.existingClinics(tx, clinicIds);
    if (clinicIds.some((id) => !found.has(id))) fields.clinic_ids = teamMessages.clinicNotFound;
  }
  if (specialtyIds?.length) {
    const found = await repo.existingSpecialties(tx, specialtyIds);
    if (specialtyIds.some((id) => !found.has(id))) fields.specialty_ids = teamMessages.specialtyNotFound;
  }
  if (Object.keys(fields).length) throw badRequest(fields);
}

export async function listTeam(
  tx: Tx,
  q: {
    q?: string;
    type?: StaffType;
    active: 'true' | 'false' | 'all';
    clinic_id?: string;
    page: number;
    page_size: number;
    sort?: string;
    order: 'asc' | 'desc';
  },
): Promise<ListResponse<Collaborator>> {
  const { rows, total, totalCapped } = await repo.listStaff(tx, {
    q: q.q,
    type: q.type,
    active: q.active,
    clinicId: q.clinic_id,
    page: q.page,
    pageSize: q.page_size,
    sort: q.sort,
    order: q.order,
  });
  return {
    items: rows.map(toCollaborator),
    total,
    total_capped: totalCapped,
    page: q.page,
    page_size: q.page_size,
  };
}

export async function getMember(tx: Tx, id: string): Promise<Collaborator> {
  const row = await repo.getStaff(tx, id);
  if (!row) throw notFound(teamMessages.notFound);
  return toCollaborator(row);
}

/**
 * The invitation e-mail, queued in the caller's transaction: a set-password link valid for 7 days, or —
 * for someone added without a login because their address logs in to another account — the
 * explanation that they need another address here (issue 39: the manager learns nothing of it).
 */
async function sendInvitation(
  deps: Deps,
  tx: Tx,
  p: {
    tenantId: string;
    userId: string;
    email: string;
    firstName: string;
    canLogin: boolean;
    invitedBy: AuthUser;
  },
): Promise<string> {
  const common = {
    firstName: p.firstName,
    clinicName: p.invitedBy.tenant.name,
    invitedBy: `${p.invitedBy.firstName} ${p.invitedBy.surname}`.trim(),
  };
  if (!p.canLogin)
    return deps.mailer.queue(tx, p.tenantId, p.email, 'invitation', invitationElsewhereEmail(common));
  const secret = await issueToken(tx, {
    tenantId: p.tenantId,
    userId: p.userId,
    purpose: 'invitation',
    now: deps.clock.now(),
  });
  return deps.mailer.queue(
    tx,
    p.tenantId,
    p.email,
    'invitation',
    invitationEmail({
      ...common,
      link: invitationLink(deps.config, secret),
      days: TOKEN_TTL_MS.invitation / 86_400_000,
    }),
  );
}

/**
 * Whether an invited address may log in here: not when it already logs in to another account (login
 * e-mails are unique) — the person is then added without a login and told by e-mail, and the answer is
 * the same as for any address, so nobody probes other accounts through the team form. A login in this
 * account is the manager's own team or patient: that is a plain duplicate (409).
 */
async function loginAllowed(deps: Deps, user: AuthUser, email: string): Promise<boolean> {
  const account = await accountLookup(deps.database, email);
  if (account?.tenantId === user.tenantId) throw emailTaken();
  return account === null;
}

/** Invites a team member by e-mail: the set-password link is a single-use token valid for 7 days. */
export async function invite(
  deps: Deps,
  user: AuthUser,
  body: {
    type: StaffType;
    email: string;
    first_name: string;
    surname: string;
    phone: string | null;
    clinic_ids: string[];
    specialty_ids: string[];
    default_duration_minutes: number | null;
    commission_percent: number | null;
    calendar_colour: string | null;
  },
): Promise<Collaborator> {
  mayMake(user, body.type);
  const canLogin = await loginAllowed(deps, user, body.email);
  const id = randomUUID();
  let messageId: string;
  let member: Collaborator;
  try {
    [messageId, member] = await deps.database.withTenant(user.tenantId, async (tx) => {
      await checkReferences(tx, body.clinic_ids, body.specialty_ids);
      const professional = body.type === 'professional';
      await repo.insertStaff(tx, {
        id,
        tenantId: user.tenantId,
        type: body.type,
        email: body.email,
        firstName: body.first_name,
        surname: body.surname,
        phone: body.phone,
        status: 'email_not_confirmed',
        canLogin,
        defaultDurationMinutes: professional ? body.default_duration_minutes : null,
        commissionPercent:
          professional && body.commission_percent !== null ? String(body.commission_percent) : null,
        calendarColour: professional ? body.calendar_colour : null,
      });
      await repo.replaceClinics(tx, user.tenantId, id, body.clinic_ids);
      if (professional) await repo.replaceSpecialties(tx, user.tenantId, id, body.specialty_ids);
      const mid = await sendInvitation(deps, tx, {
        tenantId: user.tenantId,
        userId: id,
        email: body.email,
        firstName: body.first_name,
        canLogin,
        invitedBy: user,
      });
      return [mid, await getMember(tx, id)] as const;
    });
  } catch (e) {
    // The same address became a login between the lookup and the insert (a race of milliseconds).
    if (isUniqueViolation(e)) throw emailTaken();
    throw e;
  }
  deps.mailer.deliver(user.tenantId, [messageId]);
  return member;
}

/**
 * A new invitation for someone who has not set a password yet (the old link stops working). A member
 * added without a login gets one now if their address no longer logs in elsewhere; else the
 * explanation again.
 */
export async function resendInvitation(deps: Deps, user: AuthUser, id: string): Promise<void> {
  const member = await deps.database.withTenant(user.tenantId, (tx) => repo.getStaff(tx, id));
  if (!member || !member.active) throw notFound(teamMessages.notFound);
  if (member.status === 'email_confirmed' || !member.email)
    throw badRequest({ id: teamMessages.alreadyActive }, teamMessages.alreadyActive);
  const email = member.email;
  const canLogin = member.canLogin || (await loginAllowed(deps, user, email));
  let messageId: string;
  try {
    messageId = await deps.database.withTenant(user.tenantId, async (tx) => {
      if (canLogin && !member.canLogin) await repo.updateStaff(tx, id, { canLogin });
      return sendInvitation(deps, tx, {
        tenantId: user.tenantId,
        userId: id,
        email,
        firstName: member.firstName,
        canLogin,
        invitedBy: user,
      });
    });
  } catch (e) {
    // As in `invite`: the address became a login between the lookup and the update.
    if (isUniqueViolation(e)) throw emailTaken();
    throw e;
  }
  deps.mailer.deliver(user.tenantId, [messageId]);
}

async function guardLastManager(tx: Tx, member: repo.StaffRow): Promise<void> {
  if (member.type === 'manager' && member.active && (await repo.countActiveManagers(tx, member.id)) === 0) {
    throw badRequest({ id: teamMessages.lastManager }, teamMessages.lastManager);
  }
}

export async function updateMember(
  tx: Tx,
  user: AuthUser,
  id: string,
  body: {
    first_name?: string;
    surname?: string;
    phone?: string | null;
    clinic_ids?: string[];
    active?: boolean;
    specialty_ids?: string[];
    default_duration_minutes?: number | null;
    commission_percent?: number | null;
    calendar_colour?: string | null;
  },
): Promise<Collaborator> {
  const member = await repo.getStaff(tx, id);
  if (!member) throw notFound(teamMessages.notFound);
  if (body.active === false && member.active) {
    if (id === user.id) throw badRequest({ active: teamMessages.notYourself }, teamMessages.notYourself);
    await guardLastManager(tx, member);
  }
  await checkReferences(tx, body.clinic_ids, body.specialty_ids);
  const professional = member.type === 'professional';
  await repo.updateStaff(tx, id, {
    firstName: body.first_name,
    surname: body.surname,
    phone: body.phone,
    active: body.active,
    ...(professional
      ? {
          defaultDurationMinutes: body.default_duration_minutes,
          commissionPercent:
            body.commission_percent === undefined
              ? undefined
              : body.commission_percent === null
                ? null
                : String(body.commission_percent),
          calendarColour: body.calendar_colour,
        }
      : {}),
  });
  if (body.clinic_ids) await repo.replaceClinics(tx, user.tenantId, id, body.clinic_ids);
  if (body.specialty_ids && professional)
    await repo.replaceSpecialties(tx, user.tenantId, id, body.specialty_ids);
  // Deactivated: every session ends now and login is refused (auth_login_lookup/auth_session check active).
  if (body.active === false) await deleteUserSessions(tx, id);
  return getMember(tx, id);
}

/** What the subscription bills (issue 49): the clinic's active professionals, at least one. */
export async function billableProfessionals(tx: Tx, tenantId: string): Promise<number> {
  return Math.max(1, await repo.countActiveProfessionals(tx, tenantId));
}

export async function deactivateMember(tx: Tx, user: AuthUser, id: string): Promise<Collaborator> {
  return updateMember(tx, user, id, { active: false });
}

/**
 * Only a manager makes a manager (decision 003): the team's writes are manager-only grants, and this
 * holds even if one were reached another way.
 */
function mayMake(user: AuthUser, type: StaffType): void {
  if (type === 'manager' && user.type !== 'manager') throw forbidden();
}

/**
 * `PUT /api/v1/users/{id}?type=`: nobody changes their own type (a manager who wants to step down asks
 * another manager), and the last active manager cannot stop being one.
 */
export async function changeType(tx: Tx, user: AuthUser, id: string, type: StaffType): Promise<Collaborator> {
  mayMake(user, type);
  if (id === user.id) throw badRequest({ type: teamMessages.ownType }, teamMessages.ownType);
  const member = await repo.getStaff(tx, id);
  if (!member) throw notFound(teamMessages.notFound);
  if (member.type === type) return toCollaborator(member);
  await guardLastManager(tx, member);
  await repo.updateStaff(tx, id, {
    type,
    ...(type !== 'professional'
      ? { defaultDurationMinutes: null, commissionPercent: null, calendarColour: null }
      : {}),
  });
  return getMember(tx, id);
}

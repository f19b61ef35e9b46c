import { and, eq, inArray, ne, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import { clinics, insurers, patientProfiles, references, userClinics, users } from '../../db/schema.js';
import { deleteOrDeactivate } from '../../db/soft-delete.js';

const detailColumns = {
  id: users.id,
  firstName: users.firstName,
  surname: users.surname,
  email: users.email,
  phone: users.phone,
  imageFileId: users.imageFileId,
  active: users.active,
  canLogin: users.canLogin,
  status: users.status,
  createdAt: users.createdAt,
  address: patientProfiles.address,
  postalCode: patientProfiles.postalCode,
  city: patientProfiles.city,
  nif: patientProfiles.nif,
  job: patientProfiles.job,
  dateOfBirth: patientProfiles.dateOfBirth,
  insurerId: patientProfiles.insurerId,
  insurerName: insurers.name,
  insuranceNumber: patientProfiles.insuranceNumber,
  licenseNumber: patientProfiles.licenseNumber,
  referenceId: patientProfiles.referenceId,
  referenceName: references.name,
  consentSms: patientProfiles.consentSms,
  consentEmail: patientProfiles.consentEmail,
  notes: patientProfiles.notes,
  erasedAt: patientProfiles.erasedAt,
  clinicIds: sql<
    string[]
  >`array(select uc.clinic_id from user_clinics uc where uc.user_id = "users"."id" order by uc.created_at)`,
};
/** One item of the patients list. */
export type PatientListRow = {
  id: string;
  firstName: string;
  surname: string;
  email: string | null;
  phone: string | null;
  imageFileId: string | null;
  active: boolean;
  createdAt: Date;
  nif: string | null;
  dateOfBirth: string | null;
  insurerName: string | null;
};
/** A patient's profile: the list's item and the rest of the record. */
export type PatientRow = PatientListRow & {
  canLogin: boolean;
  status: 'email_not_confirmed' | 'email_confirmed';
  address: string | null;
  postalCode: string | null;
  city: string | null;
  job: string | null;
  insurerId: string | null;
  insuranceNumber: string | null;
  licenseNumber: string | null;
  referenceId: string | null;
  referenceName: string | null;
  consentSms: boolean;
  consentEmail: boolean;
  notes: string | null;
  erasedAt: Date | null;
  clinicIds: string[];
};

/** Who may be seen: `null` = every patient of the tenant; otherwise patients of these clinics (or of none). */
export interface PatientScope {
  clinicIds: string[] | null;
  onlyUserId?: string;
  /** Only the patients this professional has (or had) an appointment with. */
  professionalId?: string;
}

/** The scope's conditions on a `users` row that must be a patient. */
export function scopeConditions(scope: PatientScope): SQL[] {
  return [eq(users.type, 'patient'), ...scopeFilters(scope, users.id)];
}

/**
 * The scope's conditions on the patient whose id is `id` (a `users` row, a search match, or the patient
 * column of a record about them); none for a scope that sees every patient of the tenant.
 */
export function scopeFilters(scope: PatientScope, id: AnyColumn | SQL): SQL[] {
  const out: SQL[] = [];
  if (scope.professionalId) {
    out.push(
      sql`exists (select 1 from appointments a where a.patient_id = ${id} and a.professional_id = ${scope.professionalId})`,
    );
  }
  if (scope.onlyUserId) out.push(sql`${id} = ${scope.onlyUserId}`);
  if (scope.clinicIds) {
    // A patient linked to no clinic belongs to the whole tenant (decision 007).
    out.push(
      scope.clinicIds.length
        ? sql`(not exists (select 1 from user_clinics uc where uc.user_id = ${id}) or exists (select 1 from user_clinics uc where uc.user_id = ${id} and uc.clinic_id in ${scope.clinicIds}))`
        : sql`not exists (select 1 from user_clinics uc where uc.user_id = ${id})`,
    );
  }
  return out;
}

export async function getPatient(tx: Tx, scope: PatientScope, id: string): Promise<PatientRow | null> {
  const [row] = await tx
    .select(detailColumns)
    .from(users)
    .innerJoin(patientProfiles, eq(patientProfiles.userId, users.id))
    .leftJoin(insurers, eq(insurers.id, patientProfiles.insurerId))
    .leftJoin(references, eq(references.id, patientProfiles.referenceId))
    .where(and(eq(users.id, id), eq(users.active, true), ...scopeConditions(scope)));
  return (row as PatientRow | undefined) ?? null;
}

/**
 * Which of `ids` are active patients the scope sees (one query, for batch actions); deactivated ones
 * too with `inactiveToo` (the records kept about a patient who was deleted).
 */
export async function visiblePatientIds(
  tx: Tx,
  scope: PatientScope,
  ids: string[],
  inactiveToo = false,
): Promise<Set<string>> {
  if (!ids.length) return new Set();
  const rows = await tx
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        inArray(users.id, ids),
        ...(inactiveToo ? [] : [eq(users.active, true)]),
        ...scopeConditions(scope),
      ),
    );
  return new Set(rows.map((r) => r.id));
}

/**
 * The first active patient the scope sees (oldest first) whose NIF is `nif`, but `excludeId`. The
 * tenant is named as well as enforced by row-level security, so `patient_profiles_tenant_nif_idx`
 * finds the profile (text and uuid equality are leakproof: index conditions under the policy).
 */
export async function patientWithNif(
  tx: Tx,
  scope: PatientScope,
  tenantId: string,
  nif: string,
  excludeId?: string,
): Promise<{ id: string; firstName: string; surname: string } | null> {
  const conditions = [
    eq(patientProfiles.tenantId, tenantId),
    eq(patientProfiles.nif, nif),
    eq(users.active, true),
    ...scopeConditions(scope),
  ];
  if (excludeId) conditions.push(ne(users.id, excludeId));
  const [row] = await tx
    .select({ id: users.id, firstName: users.firstName, surname: users.surname })
    .from(patientProfiles)
    .innerJoin(users, eq(users.id, patientProfiles.userId))
    .where(and(...conditions))
    .orderBy(users.createdAt, users.id)
    .limit(1);
  return row ?? null;
}

export async function insertPatient(
  tx: Tx,
  user: typeof users.$inferInsert,
  profile: Omit<typeof patientProfiles.$inferInsert, 'userId' | 'tenantId'>,
): Promise<void> {
  await tx.insert(users).values(user);
  await tx.insert(patientProfiles).values({ ...profile, tenantId: user.tenantId, userId: user.id! });
}

export async function updatePatient(
  tx: Tx,
  id: string,
  user: Partial<typeof users.$inferInsert>,
  profile: Partial<typeof patientProfiles.$inferInsert>,
): Promise<void> {
  const u = Object.fromEntries(Object.entries(user).filter(([, v]) => v !== undefined));
  const p = Object.fromEntries(Object.entries(profile).filter(([, v]) => v !== undefined));
  if (Object.keys(u).length) await tx.update(users).set(u).where(eq(users.id, id));
  if (Object.keys(p).length) await tx.update(patientProfiles).set(p).where(eq(patientProfiles.userId, id));
}

/**
 * Recomputes the accent- and case-free text searches match against, for one patient or a batch (the
 * seeds call it too, so there is one formula).
 */
export async function refreshSearchText(tx: Tx, ids: string | string[]): Promise<void> {
  const list = typeof ids === 'string' ? [ids] : ids;
  if (!list.length) return;
  await tx.execute(sql`
    update users u
       set search_text = app_search_text(concat_ws(' ', u.first_name, u.surname, u.email, u.phone, p.nif))
      from patient_profiles p
     where p.user_id = u.id and u.id = any(${sql.param(list)}::uuid[])`);
}

/**
 * Portal access on or off. On: the e-mail becomes a login (`users_login_email_uq`, over every tenant,
 * refuses it if any login already has it); the password comes with the invitation. Off: no login and
 * no password, so a later invitation starts again from "invited".
 */
export async function setPortalAccess(tx: Tx, id: string, on: boolean): Promise<void> {
  await tx
    .update(users)
    .set(on ? { canLogin: true } : { canLogin: false, passwordHash: null, status: 'email_not_confirmed' })
    .where(eq(users.id, id));
}

export async function replaceClinics(
  tx: Tx,
  tenantId: string,
  userId: string,
  clinicIds: string[],
): Promise<void> {
  await tx.delete(userClinics).where(eq(userClinics.userId, userId));
  if (clinicIds.length)
    await tx.insert(userClinics).values(clinicIds.map((clinicId) => ({ tenantId, userId, clinicId })));
}

export async function missingReferences(
  tx: Tx,
  refs: { insurerId?: string | null; referenceId?: string | null; clinicIds?: string[] },
): Promise<{ insurer: boolean; reference: boolean; clinics: boolean }> {
  const insurer = refs.insurerId
    ? (
        await tx
          .select({ id: insurers.id })
          .from(insurers)
          .where(and(eq(insurers.id, refs.insurerId), eq(insurers.active, true)))
      ).length === 0
    : false;
  const reference = refs.referenceId
    ? (
        await tx
          .select({ id: references.id })
          .from(references)
          .where(and(eq(references.id, refs.referenceId), eq(references.active, true)))
      ).length === 0
    : false;
  let missingClinics = false;
  if (refs.clinicIds?.length) {
    const found = await tx
      .select({ id: clinics.id })
      .from(clinics)
      .where(and(inArray(clinics.id, refs.clinicIds), eq(clinics.active, true)));
    missingClinics = found.length !== new Set(refs.clinicIds).size;
  }
  return { insurer, reference, clinics: missingClinics };
}

export const removePatient = (tx: Tx, id: string) => deleteOrDeactivate(tx, users, id);

/** Turns a patient's e-mail consent off; true when it was on (an unsubscribe link, issue 47). */
export async function withdrawEmailConsent(tx: Tx, patientId: string): Promise<boolean> {
  const rows = await tx
    .update(patientProfiles)
    .set({ consentEmail: false, updatedAt: new Date() })
    .where(and(eq(patientProfiles.userId, patientId), eq(patientProfiles.consentEmail, true)))
    .returning({ id: patientProfiles.id });
  return rows.length > 0;
}

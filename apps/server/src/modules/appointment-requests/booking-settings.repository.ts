import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.js';
import { clinics, services, tenants, users } from '../../db/schema.js';

/** The clinic's online booking settings (issue 48, decision 043). */
export async function getSettings(tx: Tx, tenantId: string) {
  const [row] = await tx
    .select({
      name: tenants.name,
      timeZone: tenants.timeZone,
      slug: tenants.bookingSlug,
      enabled: tenants.onlineBookingEnabled,
      minNoticeMinutes: tenants.bookingMinNoticeMinutes,
      horizonDays: tenants.bookingHorizonDays,
      slotMinutes: tenants.bookingSlotMinutes,
      confirmEmail: tenants.bookingConfirmEmail,
      subscriptionStatus: tenants.subscriptionStatus,
      trialEndsAt: tenants.trialEndsAt,
      paymentFailedAt: tenants.paymentFailedAt,
      address: clinics.address,
      postalCode: clinics.postalCode,
      city: clinics.city,
      phone: clinics.phone,
    })
    .from(tenants)
    .leftJoin(clinics, and(eq(clinics.tenantId, tenants.id), eq(clinics.id, tenants.mainClinicId)))
    .where(eq(tenants.id, tenantId));
  return row ?? null;
}
export type SettingsRow = NonNullable<Awaited<ReturnType<typeof getSettings>>>;

/** Active session services; `bookable` only: those offered on the page. */
export function bookingServices(tx: Tx, tenantId: string, bookable: boolean) {
  return tx
    .select({
      id: services.id,
      name: services.name,
      durationMinutes: services.durationMinutes,
      priceCents: services.priceCents,
      bookableOnline: services.bookableOnline,
      needsRoom: services.needsRoom,
    })
    .from(services)
    .where(
      and(
        eq(services.tenantId, tenantId),
        eq(services.active, true),
        eq(services.kind, 'session'),
        ...(bookable ? [eq(services.bookableOnline, true)] : []),
      ),
    )
    .orderBy(asc(services.name));
}

/** Active professionals and managers (who can have appointments); `bookable` only: those offered. */
export function bookingProfessionals(tx: Tx, tenantId: string, bookable: boolean) {
  return tx
    .select({
      id: users.id,
      name: sql<string>`trim(${users.firstName} || ' ' || ${users.surname})`,
      bookableOnline: users.bookableOnline,
    })
    .from(users)
    .where(
      and(
        eq(users.tenantId, tenantId),
        eq(users.active, true),
        inArray(users.type, ['professional', 'manager']),
        ...(bookable ? [eq(users.bookableOnline, true)] : []),
      ),
    )
    .orderBy(asc(users.firstName), asc(users.surname));
}

export async function updateSettings(
  tx: Tx,
  tenantId: string,
  s: {
    slug: string | null;
    enabled: boolean;
    minNoticeMinutes: number;
    horizonDays: number;
    slotMinutes: number;
    confirmEmail: boolean;
    serviceIds: string[];
    roomServiceIds: string[];
    professionalIds: string[];
  },
): Promise<void> {
  await tx
    .update(tenants)
    .set({
      bookingSlug: s.slug,
      onlineBookingEnabled: s.enabled,
      bookingMinNoticeMinutes: s.minNoticeMinutes,
      bookingHorizonDays: s.horizonDays,
      bookingSlotMinutes: s.slotMinutes,
      bookingConfirmEmail: s.confirmEmail,
      updatedAt: new Date(),
    })
    .where(eq(tenants.id, tenantId));
  /** `column` is one of `ids` (a uuid[] literal: one parameter whatever the count). */
  const among = (column: typeof services.id | typeof users.id, ids: string[]) =>
    sql<boolean>`${column} = any(${`{${ids.join(',')}}`}::uuid[])`;
  await tx
    .update(services)
    .set({
      bookableOnline: among(services.id, s.serviceIds),
      needsRoom: among(services.id, s.roomServiceIds),
    })
    .where(eq(services.tenantId, tenantId));
  await tx
    .update(users)
    .set({ bookableOnline: among(users.id, s.professionalIds) })
    .where(and(eq(users.tenantId, tenantId), ne(users.type, 'patient')));
}

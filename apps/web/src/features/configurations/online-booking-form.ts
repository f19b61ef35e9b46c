import { z } from 'zod';
import { bookingSlug, type OnlineBookingSettings } from '@clinica/contracts/appointment-requests';

/** The slot steps the page may lay its times on (the contract's `slot_minutes`). */
export const slotSteps = [5, 10, 15, 20, 30, 60] as const;

const wholeNumber = (max: number) =>
  z
    .string()
    .trim()
    .regex(/^\d+$/, { error: 'configurations.booking.wholeNumber' })
    .refine((v) => Number(v) <= max, { error: 'configurations.booking.wholeNumber' });

/**
 * The account page's «Marcações online» form: the contract's settings with the notice as hours and
 * minutes and numbers as typed text; an empty slug is none (the page is then off).
 */
export const onlineBookingSchema = z
  .object({
    slug: z.union([z.literal(''), bookingSlug]),
    enabled: z.boolean(),
    notice_hours: wholeNumber(336),
    notice_minutes: wholeNumber(59),
    horizon_days: wholeNumber(365).refine((v) => Number(v) >= 1, {
      error: 'configurations.booking.wholeNumber',
    }),
    slot_minutes: z.enum(slotSteps.map(String) as [string, ...string[]]),
    confirm_email: z.boolean(),
    service_ids: z.array(z.string()),
    room_service_ids: z.array(z.string()),
    professional_ids: z.array(z.string()),
  })
  .refine((v) => !v.enabled || v.slug !== '', { path: ['slug'], error: 'configurations.booking.slugNeeded' });
export type OnlineBookingValues = z.input<typeof onlineBookingSchema>;

export function valuesOfBooking(s: OnlineBookingSettings): OnlineBookingValues {
  return {
    slug: s.slug ?? '',
    enabled: s.enabled,
    notice_hours: String(Math.floor(s.min_notice_minutes / 60)),
    notice_minutes: String(s.min_notice_minutes % 60),
    horizon_days: String(s.horizon_days),
    slot_minutes: String(s.slot_minutes),
    confirm_email: s.confirm_email,
    service_ids: s.service_ids,
    room_service_ids: s.room_service_ids,
    professional_ids: s.professional_ids,
  };
}

export function bookingOfValues(v: OnlineBookingValues): OnlineBookingSettings {
  return {
    slug: v.slug.trim().toLowerCase() || null,
    enabled: v.enabled,
    min_notice_minutes: Number(v.notice_hours) * 60 + Number(v.notice_minutes),
    horizon_days: Number(v.horizon_days),
    slot_minutes: Number(v.slot_minutes) as OnlineBookingSettings['slot_minutes'],
    confirm_email: v.confirm_email,
    service_ids: v.service_ids,
    room_service_ids: v.room_service_ids,
    professional_ids: v.professional_ids,
  };
}

/** The public page's address for a slug (`/public-calendar?tenant=<slug>`, decision 043). */
export function bookingPageUrl(origin: string, slug: string): string {
  return `${origin}/public-calendar?tenant=${encodeURIComponent(slug)}`;
}

/** `id` added to or taken from a list of ids, keeping the others' order. */
export function toggled(ids: readonly string[], id: string, on: boolean): string[] {
  const rest = ids.filter((x) => x !== id);
  return on ? [...rest, id] : rest;
}

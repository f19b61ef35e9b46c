import { z } from 'zod';
import './zod-config.js'; // the pt-PT messages, set when the contracts load

/**
 * A professional's iCal feed (issue 7 item 8, docs/decisions/012-ical-feed.md): a secret address
 * calendar apps subscribe to. Only the secret's SHA-256 is stored, so the address (`url`) is sent once,
 * in the answer that creates it; afterwards only `active` is known.
 */
export const calendarFeed = z.object({ active: z.boolean(), url: z.string().nullable() });
export type CalendarFeed = z.infer<typeof calendarFeed>;

/** `GET /api/v1/ical/{token}.ics`. Anything that is not a 256-bit base64url secret is simply not found. */
export const calendarFeedParams = z.object({ token: z.string() });

/** Events of the feed: from this many days back to this many ahead, at most this many. */
export const ICAL_DAYS_BACK = 30;
export const ICAL_DAYS_AHEAD = 365;
export const ICAL_MAX_EVENTS = 5000;

export const icalMessages = {
  notFound: 'Calendário não encontrado',
  notAProfessional: 'Só os profissionais e os gestores têm um calendário para subscrever',
  professionalNotFound: 'Profissional não encontrado',
} as const;

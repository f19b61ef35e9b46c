import type { CalendarFeed } from '@clinica/contracts/ical';
import { apiRequest } from '../../../lib/api-client';

export const calendarFeedKey = ['profile', 'calendar-feed'] as const;

/** GET /api/v1/me/ical-feed — whether my feed exists (its address is known only when created). */
export function fetchMyCalendarFeed(signal?: AbortSignal): Promise<CalendarFeed> {
  return apiRequest<CalendarFeed>('/api/v1/me/ical-feed', { signal });
}

/** POST /api/v1/me/ical-feed — a new address (the previous one stops working), answered this once. */
export function createMyCalendarFeed(): Promise<CalendarFeed> {
  return apiRequest<CalendarFeed>('/api/v1/me/ical-feed', { method: 'POST' });
}

/** DELETE /api/v1/me/ical-feed — the address stops working. */
export function revokeMyCalendarFeed(): Promise<CalendarFeed> {
  return apiRequest<CalendarFeed>('/api/v1/me/ical-feed', { method: 'DELETE' });
}

import type { CreateRequestBody, PublicProfile, PublicSlot } from '@clinica/contracts/appointment-requests';
import type { ErrorBody } from '@clinica/contracts/errors';

/**
 * The public API (spec §7, decision 043) with `fetch` alone: no session, JSON bodies (the server's CSRF
 * check wants JSON from our own origin, which the browser names in `Origin`, as for the login form).
 */
export class PublicApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly fields: Record<string, string> = {},
    readonly details: Record<string, unknown> = {},
  ) {
    super(message);
    this.name = 'PublicApiError';
  }
}

/** Server time minus this browser's (from the `Date` header): the form's start is stamped in the server's clock. */
let clockOffsetMs = 0;
export const serverNow = (): number => Date.now() + clockOffsetMs;

async function call<T>(path: string, init?: { json: unknown }): Promise<T> {
  const response = await fetch(path, {
    method: init ? 'POST' : 'GET',
    headers: init
      ? { Accept: 'application/json', 'Content-Type': 'application/json' }
      : { Accept: 'application/json' },
    body: init ? JSON.stringify(init.json) : undefined,
    credentials: 'omit',
  });
  const date = Date.parse(response.headers.get('date') ?? '');
  // Only a real skew: the header counts whole seconds.
  if (!Number.isNaN(date) && Math.abs(date - Date.now()) > 5000) clockOffsetMs = date - Date.now();
  const body = (await response.json().catch(() => null)) as unknown;
  if (response.ok) return body as T;
  const error = (body as Partial<ErrorBody> | null)?.error;
  throw new PublicApiError(response.status, error?.message ?? '', error?.fields ?? {}, error?.details ?? {});
}

export const getProfile = (slug: string) =>
  call<PublicProfile>(`/appointment-requests/tenant/${encodeURIComponent(slug)}`);

export function getSlots(q: {
  tenant_id: string;
  service_id: string;
  professional_id?: string;
  from: Date;
  to: Date;
}): Promise<{ items: PublicSlot[]; time_zone: string }> {
  const params = new URLSearchParams({
    tenant_id: q.tenant_id,
    service_id: q.service_id,
    from: q.from.toISOString(),
    to: q.to.toISOString(),
  });
  if (q.professional_id) params.set('professional_id', q.professional_id);
  return call(`/appointment-requests/slots?${params}`);
}

export const sendRequest = (body: CreateRequestBody) =>
  call<{ status: 'unconfirmed' | 'pending'; starts_at: string }>('/appointment-requests', { json: body });

export const confirmRequest = (token: string) =>
  call<{ ok: true }>('/appointment-requests/confirm', { json: { token } });

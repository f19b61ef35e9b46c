import { expect } from 'vitest';
import type { OnlineBookingSettings, PublicSlot } from '@clinica/contracts/appointment-requests';
import { DEMO_TENANT_ID } from '../../db/seed/demo-ids.js';
import type { SuiteApp } from '../../test/test-app.js';
import { FISIO, type Api, type Fixture } from '../appointments/fixtures.test-helpers.js';

export interface Booking {
  /** A call to the public API as a visitor's browser from `ip` (no session). */
  pub: (
    method: 'GET' | 'POST',
    url: string,
    payload?: object,
    ip?: string,
  ) => ReturnType<SuiteApp['request']>;
  /** Changes some of the settings (as the manager). */
  settings: (patch: Partial<OnlineBookingSettings>) => Promise<void>;
  serviceId: string;
  /** The app's clock (a test clock: it stands still unless moved). */
  now: () => number;
  slots: PublicSlot[];
  from: string;
  to: string;
}

/**
 * The fixture clinic's online booking switched on under `slug`: its 45-minute session and Tiago bookable,
 * and the free slots of the next three weeks (read through the public API).
 */
export async function bookingSetUp(
  t: SuiteApp,
  api: Api,
  fx: Fixture,
  o: { slug: string },
): Promise<Booking> {
  let current: OnlineBookingSettings = {
    slug: o.slug,
    enabled: true,
    min_notice_minutes: 120,
    horizon_days: 60,
    slot_minutes: 15,
    confirm_email: false,
    service_ids: [fx.sessionService],
    room_service_ids: [],
    professional_ids: [FISIO],
  };
  const settings = async (patch: Partial<OnlineBookingSettings>) => {
    current = { ...current, ...patch };
    const res = await api('PUT', `/api/v1/tenants/${DEMO_TENANT_ID}/online-booking`, current);
    expect(res.statusCode, res.body).toBe(200);
  };
  await settings({});
  const pub: Booking['pub'] = (method, url, payload, ip = '10.9.9.9') =>
    t.request({ method, url, payload, remoteAddress: ip });
  const from = new Date(t.clock.now().getTime() + 7 * 86_400_000).toISOString();
  const to = new Date(t.clock.now().getTime() + 28 * 86_400_000).toISOString();
  const res = await pub(
    'GET',
    `/appointment-requests/slots?tenant_id=${DEMO_TENANT_ID}&service_id=${fx.sessionService}&from=${from}&to=${to}`,
  );
  expect(res.statusCode, res.body).toBe(200);
  return {
    pub,
    settings,
    now: () => t.clock.now().getTime(),
    serviceId: fx.sessionService,
    slots: res.json().items,
    from,
    to,
  };
}

/** A valid request for the i-th free slot (its 45 minutes apart from the others'), filled in 10 s. */
export const requestBody = (b: Booking, i: number, patch: object = {}) => ({
  tenant_id: DEMO_TENANT_ID,
  service_id: b.serviceId,
  starts_at: b.slots[i * 3]!.starts_at,
  name: 'Ana Sousa Ribeiro',
  email: 'ana@example.pt',
  mobile: '912 345 678',
  note: 'Dor no ombro direito',
  consent: true,
  form_started_at: b.now() - 10_000,
  ...patch,
});

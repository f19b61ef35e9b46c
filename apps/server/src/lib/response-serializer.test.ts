import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { meResponse } from '@clinica/contracts/auth';
import { createTestApp, type TestApp } from '../test/test-app.js';
import { effectivePermissions } from '../modules/permissions/grants.js';
import { responseSerializerCompiler } from './response-serializer.js';

const compile = (mode: 'validating' | 'fast', schema: z.ZodType) =>
  responseSerializerCompiler(mode)({ schema, method: 'GET', url: '/x', httpStatus: '200' }) as (
    data: unknown,
  ) => string;

const item = z.object({ id: z.uuid(), name: z.string(), note: z.string().nullable() });
const sample = { id: '0d3c7a52-5b1e-4c59-9d4a-000000000101', name: 'Ana', note: null };

describe('response serializers', () => {
  for (const mode of ['validating', 'fast'] as const) {
    it(`${mode}: writes only what the contract declares — an extra field (a hash, say) never leaks`, () => {
      const out = compile(mode, item)({ ...sample, password_hash: 'secret' });
      expect(JSON.parse(out)).toEqual(sample);
    });

    it(`${mode}: refuses a response missing a required field`, () => {
      expect(() => compile(mode, item)({ id: sample.id, note: null })).toThrow();
    });
  }

  it('fast: produces the same JSON as the validating serializer for the /me contract', () => {
    const me = {
      id: sample.id,
      type: 'manager',
      email: 'gestor@demo.clinica.pt',
      first_name: 'Ana',
      surname: 'Costa',
      image: '/api/default-avatar.svg',
      status: 'email_confirmed',
      permissions: { patients: { read: true, delete: false } },
      tenant: {
        id: sample.id,
        name: 'Clínica Demo',
        time_zone: 'Europe/Lisbon',
        invoicing: { active: false, tax_region: 'PT' },
        subscription: {
          status: 'trialing',
          trial_ends_at: null,
          active: true,
          can_send_communications: false,
        },
      },
    };
    const validating = compile('validating', meResponse)(me);
    expect(compile('fast', meResponse)(me)).toBe(validating);
  });

  it('fast: writes every entry of every role’s permission map, and no key outside the catalogue', () => {
    const fast = compile('fast', meResponse);
    const me = (permissions: unknown) => ({
      id: sample.id,
      type: 'manager',
      email: null,
      first_name: 'Ana',
      surname: 'Costa',
      image: '/api/default-avatar.svg',
      status: 'email_confirmed',
      permissions,
      tenant: {
        id: sample.id,
        name: 'Clínica Demo',
        time_zone: 'Europe/Lisbon',
        invoicing: { active: false, tax_region: 'PT' },
        subscription: { status: 'active', trial_ends_at: null, active: true, can_send_communications: true },
      },
    });
    const maps = [
      effectivePermissions('manager', {}),
      effectivePermissions('professional', { 'payments:list_all': true, 'patients:create': false }),
      effectivePermissions('front_desk', {}),
      effectivePermissions('patient', {}),
    ];
    for (const map of maps) {
      expect(Object.keys(map).length).toBeGreaterThan(0);
      expect(JSON.parse(fast(me(map))).permissions).toEqual(map);
    }
    const stray = JSON.parse(fast(me({ patients: { read: true, fly: true }, moon: { read: true } })));
    expect(stray.permissions).toEqual({ patients: { read: true } });
  });
});

describe('every route in production mode', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { RESPONSE_VALIDATION: 'false' } });
  });
  afterAll(() => t.close());

  it('has response schemas the fast serializer can compile (none falls back to zod)', () => {
    const fallbacks: string[] = [];
    let compiled = 0;
    for (const route of t.routes) {
      const responses = route.responses ?? {};
      for (const [status, schema] of Object.entries(responses)) {
        try {
          z.toJSONSchema(schema as z.ZodType, { io: 'output', unrepresentable: 'throw' });
          compiled += 1;
        } catch (error) {
          fallbacks.push(`${String(route.method)} ${route.url} ${status}: ${(error as Error).message}`);
        }
      }
    }
    expect(fallbacks).toEqual([]);
    expect(compiled).toBeGreaterThan(100);
  });

  it('answers /me with the fast serializer as the contract says', async () => {
    const cookie = await t.login('gestor@demo.clinica.pt');
    const res = await t.request({ method: 'GET', url: '/api/v1/me', cookie });
    expect(res.statusCode).toBe(200);
    const body = meResponse.parse(res.json());
    expect(body.email).toBe('gestor@demo.clinica.pt');
    expect(body.permissions.patients?.delete).toBe(true);
  });
});

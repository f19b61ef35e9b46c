import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { DEMO_TENANT_ID } from './seed/demo-ids.js';
import { useTestApp } from '../test/test-app.js';

const t = useTestApp();

describe('list sorting', () => {
  it('takes a sort name that is an Object.prototype member as unknown: the default order, never a 500', async () => {
    for (const url of ['/api/v1/users/patients', '/api/v1/services', '/api/v1/clinics']) {
      const plain = await t.api('GET', url);
      expect(plain.statusCode).toBe(200);
      for (const sort of ['constructor', 'toString', '__proto__', 'hasOwnProperty', 'valueOf']) {
        const res = await t.api('GET', `${url}?sort=${sort}`);
        expect(res.statusCode, `${url}?sort=${sort}`).toBe(200);
        expect(res.json()).toEqual(plain.json());
      }
    }
  });
});

describe('capped list totals (issue 41)', () => {
  it('counts exactly up to 1,000, then says total_capped with a floor that covers the page', async () => {
    const list = async (query: string) => {
      const res = await t.api('GET', `/api/v1/references${query}`);
      expect(res.statusCode).toBe(200);
      return res.json() as { items: unknown[]; total: number; total_capped: boolean };
    };
    const exact = (await list('?page_size=200')).total;
    const capped = await list('?relationship=friend');
    expect(capped.total_capped).toBe(false);
    // 1,030 friends more: past the cap.
    await t.database.withTenant(DEMO_TENANT_ID, (tx) =>
      tx.execute(
        sql`insert into "references" (id, tenant_id, name, relationship)
            select gen_random_uuid(), ${DEMO_TENANT_ID}::uuid, 'Amigo ' || lpad(n::text, 4, '0'), 'friend'
              from generate_series(1, 1030) n`,
      ),
    );
    const friendsBefore = capped.total;
    expect(await list('?relationship=friend&page_size=25')).toMatchObject({
      total: 1000,
      total_capped: true,
    });
    // A page past the cap: the floor reaches the page's end, so the pager knows a next page follows.
    const deep = await list('?relationship=friend&page=41&page_size=25');
    expect(deep.items).toHaveLength(25);
    expect(deep).toMatchObject({ total: 1025, total_capped: true });
    // The last page is not full: its rows give the exact total.
    const last = await list('?relationship=friend&page=42&page_size=25');
    expect(last).toMatchObject({ total: 1030 + friendsBefore, total_capped: false });
    expect(last.items).toHaveLength(1030 + friendsBefore - 1025);
    // Past the end, the capped count is exact below the limit (the limit grows with the page).
    expect(await list('?relationship=friend&page=60&page_size=25')).toMatchObject({
      items: [],
      total: 1030 + friendsBefore,
      total_capped: false,
    });
    // A filter that matches fewer than the cap stays exact.
    expect(await list('?relationship=doctor&page_size=1')).toMatchObject({ total_capped: false });
    expect((await list('?page_size=200')).total).toBe(1000);
    expect(exact).toBeLessThan(1000);
  });
});

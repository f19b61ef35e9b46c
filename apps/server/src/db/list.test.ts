import { describe, expect, it } from 'vitest';
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

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_TENANT_ID } from '../../db/seed/demo-ids.js';
import { startInvoiceXpress, type LocalInvoiceXpress } from '../../test/invoicexpress-server.js';
import { useTestApp } from '../../test/test-app.js';

/**
 * The harness's provider switch (decision 053, «Journeys with each provider»): the browser journeys put
 * the demo clinic on InvoiceXpress after `/api/test/reset`, which puts it back on «Clínica».
 */
let ix: LocalInvoiceXpress;
beforeAll(async () => {
  ix = await startInvoiceXpress();
  ix.addAccount('demo-e2e', 'e2e-key');
});
afterAll(() => ix.close());
const t = useTestApp({ env: () => ({ INVOICEXPRESS_API_URL: ix.url }) });

const harness = (url: string, payload: object) => t.request({ method: 'POST', url, payload });

describe('/api/test/tenant with invoicexpress', () => {
  it('puts the clinic on InvoiceXpress from the month’s first day, documents there, and reset puts it back', async () => {
    const manager = await t.login('gestor@demo.clinica.pt');
    const provider = () =>
      t.request({
        method: 'GET',
        url: `/api/v1/tenants/${DEMO_TENANT_ID}/invoicing/provider`,
        cookie: manager,
      });
    const set = await harness('/api/test/tenant', {
      email: 'gestor@demo.clinica.pt',
      invoicexpress: { account_name: 'demo-e2e', api_key: 'e2e-key' },
    });
    expect(set.statusCode, set.body).toBe(200);
    expect((await provider()).json()).toMatchObject({
      provider: 'invoicexpress',
      account_name: 'demo-e2e',
      api_key_set: true,
      switched_at: expect.stringMatching(/^\d{4}-\d{2}-01$/),
    });

    expect((await harness('/api/test/reset', {})).statusCode).toBe(200);
    expect((await provider()).json()).toMatchObject({ provider: 'clinica', switched_at: null });
  });
});

import { afterAll, beforeAll, expect } from 'vitest';
import { DEMO_TENANT_ID } from '../../db/seed/demo-ids.js';
import { startInvoiceXpress, type LocalInvoiceXpress } from '../../test/invoicexpress-server.js';
import { useTestApp } from '../../test/test-app.js';
import { useInvoicingFixture } from './invoicing.test-helpers.js';
import { localClock } from './issue.service.js';

export const IX_ACCOUNT = 'clinica-demo';
export const IX_KEY = 'ix-test-key-3f9a1c0b7d2e4a68';
export const providerUrl = `/api/v1/tenants/${DEMO_TENANT_ID}/invoicing/provider`;

/**
 * A suite against the local InvoiceXpress (decision 053): the server started once, the app pointed at it,
 * the invoicing fixture; `toNextMonth` and `switchToInvoiceXpress` move the clinic to the provider.
 */
export function useInvoiceXpressSuite(opts: { env?: () => Record<string, string> } = {}) {
  const holder: { ix: LocalInvoiceXpress | null } = { ix: null };
  beforeAll(async () => {
    holder.ix = await startInvoiceXpress();
    holder.ix.addAccount(IX_ACCOUNT, IX_KEY);
  });
  afterAll(() => holder.ix?.close());
  const t = useTestApp({
    env: () => ({
      INVOICEXPRESS_API_URL: holder.ix!.url,
      INVOICEXPRESS_TIMEOUT_MS: '2000',
      ...opts.env?.(),
    }),
  });
  const f = useInvoicingFixture(t);
  const ix = () => holder.ix!;
  const acc = () => ix().account(IX_ACCOUNT);
  const ixDocs = (reference: string) =>
    [...acc().documents.values()].filter((d) => d.reference === reference && d.status !== 'deleted');

  /** Moves the clock to 10:00 on the first day of next month and gives that year its series. */
  async function toNextMonth() {
    const today = localClock(t.clock.now(), 'Europe/Lisbon').date;
    const [y, mo] = today.split('-').map(Number) as [number, number];
    const first = new Date(`${mo === 12 ? y + 1 : y}-${String((mo % 12) + 1).padStart(2, '0')}-01T10:00:00Z`);
    t.clock.advance(first.getTime() - t.clock.now().getTime());
    f.state.today = localClock(t.clock.now(), 'Europe/Lisbon').date;
    // Days later: the sessions have expired.
    t.manager = await t.login('gestor@demo.clinica.pt');
    t.other = await t.login('gestor@teste.clinica.pt');
    f.fisio = await t.login('fisio@demo.clinica.pt');
    const year = Number(f.state.today.slice(0, 4));
    if (year !== f.state.year) {
      f.state.year = year;
      const res = await f.api('PUT', `/api/v1/tenants/${DEMO_TENANT_ID}/invoicing`, {
        ...f.settings(),
        series: (['FT', 'FR', 'FS', 'NC', 'RG'] as const).map((document_type, i) => ({
          document_type,
          year,
          code: `${year}A`,
          validation_code: `ABCD${year % 100}X${i}`,
        })),
      });
      expect(res.statusCode, res.body).toBe(200);
    }
  }

  /** The clinic at InvoiceXpress from the first day of next month. */
  async function switchToInvoiceXpress() {
    await toNextMonth();
    const res = await f.api('PUT', providerUrl, {
      provider: 'invoicexpress',
      account_name: IX_ACCOUNT,
      api_key: IX_KEY,
    });
    expect(res.statusCode, res.body).toBe(200);
  }

  return { t, f, api: f.api, ix, acc, ixDocs, toNextMonth, switchToInvoiceXpress };
}

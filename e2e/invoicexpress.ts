import { startInvoiceXpress } from '../apps/server/src/test/invoicexpress-server';
import { invoiceXpressAccount } from './tests/provider';

/**
 * The local server speaking InvoiceXpress's API v2 (decision 053) for the browser journeys (Playwright's
 * global set-up, beside the SMTP catcher): the app reaches it at `INVOICEXPRESS_API_URL` (the config's
 * webServer), and the `invoicexpress` project's journeys put the demo clinic on this account.
 */
export default async function startLocalInvoiceXpress(): Promise<() => Promise<void>> {
  const server = await startInvoiceXpress(Number(process.env.E2E_INVOICEXPRESS_PORT));
  server.addAccount(invoiceXpressAccount.name, invoiceXpressAccount.apiKey);
  return () => server.close();
}

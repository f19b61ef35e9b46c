import { test as base, expect, type APIRequestContext } from '@playwright/test';
import { harness, users } from './support';

/**
 * The journeys of invoicing, payments and packs run once with each invoicing provider (issue 53, decision
 * 053): the `tenant-state` project with «Clínica», the `invoicexpress` project with InvoiceXpress (a local
 * server speaking its API, started by the global set-up `e2e/invoicexpress.ts`). A spec takes `test` from
 * here and reads its provider from the `provider` fixture.
 */
export type Provider = 'clinica' | 'invoicexpress';
export interface ProviderOptions {
  provider: Provider;
}

export const test = base.extend<ProviderOptions>({ provider: ['clinica', { option: true }] });

/** The demo clinic's account at the local InvoiceXpress. */
export const invoiceXpressAccount = { name: 'demo-clinica-e2e', apiKey: 'e2e-ix-key-7c41d09e2b8a' };

/** After `resetServer` (which puts the demo back on «Clínica»): the journey's provider from this month on. */
export async function useProvider(request: APIRequestContext, provider: Provider) {
  if (provider === 'invoicexpress')
    await harness(request, 'tenant', {
      email: users.manager,
      invoicexpress: { account_name: invoiceXpressAccount.name, api_key: invoiceXpressAccount.apiKey },
    });
}

/** A document as the local InvoiceXpress lists it (its API v2 fields). */
export interface IxDocument {
  id: number;
  type: string;
  status: string;
  reference: string | null;
  inverted_sequence_number: string;
  atcud: string | null;
}

const ixUrl = (path: string) =>
  `http://127.0.0.1:${process.env.E2E_INVOICEXPRESS_PORT}/${invoiceXpressAccount.name}/${path}`;

async function ixGet<T>(request: APIRequestContext, path: string, query: Record<string, string> = {}) {
  const response = await request.get(ixUrl(path), {
    params: { ...query, api_key: invoiceXpressAccount.apiKey },
  });
  expect([200, 202], `GET ${path} at InvoiceXpress`).toContain(response.status());
  return { status: response.status(), body: (response.status() === 200 ? await response.json() : null) as T };
}

/** Every document the clinic has at InvoiceXpress, read through its API as any client would. */
export async function providerDocuments(request: APIRequestContext): Promise<IxDocument[]> {
  return (await ixGet<{ invoices: IxDocument[] }>(request, 'invoices.json', { per_page: '1000' })).body
    .invoices;
}

/** The document InvoiceXpress holds for one of our drafts (our reference `CLINICA-<draft id>`), if any. */
export async function providerDocumentOf(request: APIRequestContext, draftId: string) {
  return (await providerDocuments(request)).find((d) => d.reference === `CLINICA-${draftId}`);
}

/** The number Clínica shows for a provider's document: its type and InvoiceXpress's number. */
export const shownNumber = (type: string, d: IxDocument) => `${type} ${d.inverted_sequence_number}`;

/** The PDF InvoiceXpress makes of one of its documents (202 while it is generated). */
export async function providerPdf(request: APIRequestContext, id: number): Promise<Buffer> {
  let url: string | undefined;
  await expect
    .poll(async () => {
      const res = await ixGet<{ output: { pdfUrl: string } }>(request, `api/pdf/${id}.json`);
      url = res.body?.output.pdfUrl;
      return url;
    })
    .toBeTruthy();
  return (await request.get(url!)).body();
}

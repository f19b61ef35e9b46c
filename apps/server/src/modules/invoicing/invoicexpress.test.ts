import { Writable } from 'node:stream';
import { eq } from 'drizzle-orm';
import { pino } from 'pino';
import { describe, expect, it } from 'vitest';
import type { InvoicingDocument } from '@clinica/contracts/invoicing';
import { invoicingProviderMessages as m } from '@clinica/contracts/invoicing-provider';
import { logRedaction } from '../../app.js';
import { invoicingDocuments, tenants } from '../../db/schema.js';
import { DEMO_TENANT_ID } from '../../db/seed/demo-ids.js';
import { secretsWith } from '../../lib/secrets.js';
import type { AuthUser } from '../../plugins/context.js';
import { IX_ACCOUNT, IX_KEY, providerUrl, useInvoiceXpressSuite } from './invoicexpress.test-helpers.js';
import { saveProviderSettings } from './provider-settings.service.js';

/** Issue 53: the clinic's documents issued at InvoiceXpress (a local server speaking its API v2). */
const ACCOUNT = IX_ACCOUNT;
const KEY = IX_KEY;
const { t, f, api, acc, ixDocs, toNextMonth, ix: server } = useInvoiceXpressSuite();
const issueRes = (id: string, body: object = {}) =>
  api('POST', `/api/v1/invoicing-documents/${id}/issue`, body);
const lease = async (id: string) =>
  (
    await t.database.withTenant(DEMO_TENANT_ID, (tx) =>
      tx
        .select({ until: invoicingDocuments.providerIssuingUntil })
        .from(invoicingDocuments)
        .where(eq(invoicingDocuments.id, id)),
    )
  )[0]!.until;
const sealedKey = async () =>
  (
    await t.database.withTenant(DEMO_TENANT_ID, (tx) =>
      tx.select({ k: tenants.invoicingProviderKeyEnc }).from(tenants).where(eq(tenants.id, DEMO_TENANT_ID)),
    )
  )[0]!.k;

describe('the provider setting', () => {
  it('starts on «Clínica»; refuses a wrong key; a switch in the middle of a month with documents issued is refused', async () => {
    const start = await api('GET', providerUrl);
    expect(start.json()).toMatchObject({ provider: 'clinica', api_key_set: false });

    const wrong = await api('PUT', providerUrl, {
      provider: 'invoicexpress',
      account_name: ACCOUNT,
      api_key: 'nope',
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error.fields).toEqual({ api_key: m.apiKeyRejected });
    const noAccount = await api('PUT', providerUrl, {
      provider: 'invoicexpress',
      account_name: '',
      api_key: KEY,
    });
    expect(noAccount.statusCode).toBe(400);
    expect(noAccount.json().error.fields.account_name).toBe(m.accountName);

    // A document issued by «Clínica» this month: switching now would split the month.
    const d = await f.draft({ type: 'FR', lines: [f.freeLine(2000)] });
    await f.issue(d.id, { payments: [{ method: 'cash', amount_cents: 2000 }] });
    const mid = await api('PUT', providerUrl, {
      provider: 'invoicexpress',
      account_name: ACCOUNT,
      api_key: KEY,
    });
    expect(mid.statusCode, mid.body).toBe(409);
    expect(mid.json().error.message).toBe(m.midMonth);
    expect((await api('GET', providerUrl)).json()).toMatchObject({ provider: 'clinica', api_key_set: false });
    expect(await sealedKey()).toBeNull();
    // Another clinic's account is 404; a professional may not touch it.
    expect((await api('GET', providerUrl, undefined, t.other)).statusCode).toBe(404);
    expect((await api('GET', providerUrl, undefined, f.fisio)).statusCode).toBe(403);
  });

  it('switches on the first day of a month: the key checked, stored encrypted, never returned', async () => {
    await toNextMonth();
    const res = await api('PUT', providerUrl, {
      provider: 'invoicexpress',
      account_name: ACCOUNT,
      api_key: KEY,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      provider: 'invoicexpress',
      account_name: ACCOUNT,
      api_key_set: true,
      switched_at: `${f.state.today.slice(0, 7)}-01`,
    });
    expect(res.body).not.toContain(KEY);
    expect((await api('GET', providerUrl)).body).not.toContain(KEY);
    // At rest: AES-256-GCM, not the key; opened only with the installation's key.
    const raw = await sealedKey();
    expect(raw).toMatch(/^v1:/);
    expect(raw).not.toContain(KEY);
    expect(secretsWith(undefined).open(raw!)).toBe(KEY);
    expect(() => secretsWith('another-installation-key-of-32-chars!!').open(raw!)).toThrow();
    // The harmless call that checked it: one invoice listed.
    expect(acc().requests.at(-1)).toBe('GET /invoices.json');
    // Saved again without a key: the stored one is kept.
    const again = await api('PUT', providerUrl, { provider: 'invoicexpress', account_name: ACCOUNT });
    expect(again.json().api_key_set).toBe(true);
  });

  it('never logs the key, and refuses to store one in production without SECRETS_KEY', async () => {
    const lines: string[] = [];
    const log = pino(
      { redact: logRedaction },
      new Writable({ write: (c, _e, cb) => (lines.push(String(c)), cb()) }),
    );
    log.info({ req: { body: { provider: 'invoicexpress', api_key: KEY } } }, 'saved');
    log.info({ body: { api_key: KEY } }, 'saved');
    expect(lines.join('')).not.toContain(KEY);

    const user = { id: 'x', tenantId: DEMO_TENANT_ID } as AuthUser;
    await expect(
      saveProviderSettings(
        {
          config: { ...t.config, nodeEnv: 'production', secretsKey: undefined },
          clock: t.clock,
          tenantTx: (fn) => t.database.withTenant(DEMO_TENANT_ID, fn),
        },
        user,
        DEMO_TENANT_ID,
        { provider: 'invoicexpress', account_name: ACCOUNT, api_key: 'another-key' },
      ),
    ).rejects.toMatchObject({ statusCode: 409, fields: { api_key: m.secretsKeyMissing } });
  });
});

describe('documents issued at InvoiceXpress', () => {
  let ft: InvoicingDocument;

  it('issues an FR end to end: created with the patient as the client and M07, finalised, mirrored', async () => {
    const d = await f.draft({ type: 'FR', lines: [f.freeLine(3500, 'Sessão de fisioterapia')] });
    const started = performance.now();
    const fr = await f.issue(d.id, { payments: [{ method: 'mb', amount_cents: 3500 }] });
    const ms = performance.now() - started;
    console.info(`FR issued at the local InvoiceXpress end to end in ${ms.toFixed(0)} ms`);
    expect(fr).toMatchObject({
      status: 'N',
      type: 'FR',
      gross_cents: 3500,
      hash_control: null,
      qr_payload: null,
    });
    expect(fr.invoice_no).toMatch(/^FR FRA\d{4}\/\d+$/);
    expect(fr.atcud).toMatch(/^JJFRX7K2-\d+$/);
    expect(fr.payments).toEqual([{ method: 'mb', amount_cents: 3500 }]);
    const [created] = ixDocs(`CLINICA-${d.id}`);
    expect(created).toMatchObject({ resource: 'invoice_receipts', status: 'settled', tax_exemption: 'M07' });
    expect(created!.items[0]).toMatchObject({ description: 'Sessão de fisioterapia', tax: { name: 'IVA0' } });
    expect(created!.client.code).toBe(f.fx.patientId);
    expect(created!.date).toBe(f.state.today.split('-').reverse().join('/'));
  });

  it('issues an FT, an FS and a credit note of the FT (to the FT at InvoiceXpress); cancels the FS there', async () => {
    const dft = await f.draft({ type: 'FT', lines: [f.freeLine(6000)] });
    ft = await f.issue(dft.id);
    expect(ft.invoice_no).toMatch(/^FT FTA\d{4}\/\d+$/);
    const ixFt = ixDocs(`CLINICA-${dft.id}`)[0]!;
    expect(ixFt.status).toBe('final');

    const dfs = await f.draft({ type: 'FS', lines: [f.freeLine(1500)] });
    const fs = await f.issue(dfs.id, { payments: [{ method: 'cash', amount_cents: 1500 }] });
    expect(ixDocs(`CLINICA-${dfs.id}`)[0]).toMatchObject({
      resource: 'simplified_invoices',
      status: 'final',
    });

    const cancel = await api('POST', `/api/v1/invoicing-documents/${fs.id}/cancel`, {
      reason: 'Emitida por engano',
    });
    expect(cancel.statusCode, cancel.body).toBe(200);
    expect(cancel.json().status).toBe('A');
    expect(ixDocs(`CLINICA-${dfs.id}`)[0]).toMatchObject({
      status: 'canceled',
      cancel_message: 'Emitida por engano',
    });

    const credit = await api('POST', '/api/v1/invoicing-documents', {
      patient_id: f.fx.patientId,
      type: 'NC',
      credited_document_id: ft.id,
      credit_reason: 'Desconto acordado',
      credit_lines: [{ credited_line_id: ft.lines[0]!.id, quantity: 1 }],
    });
    expect(credit.statusCode, credit.body).toBe(201);
    const nc = await f.issue(credit.json().id);
    expect(nc.invoice_no).toMatch(/^NC NCA\d{4}\/\d+$/);
    expect(ixDocs(`CLINICA-${nc.id}`)[0]).toMatchObject({
      resource: 'credit_notes',
      owner_invoice_id: ixFt.id,
    });
  });

  it('prints the provider’s PDF, fetched once and kept', async () => {
    const pdf = async () => api('POST', `/api/v1/invoicing-documents/${ft.id}/generate-pdf`);
    const first = await pdf();
    expect(first.statusCode, first.body).toBe(200);
    expect(first.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect(first.rawPayload.toString()).toContain('InvoiceXpress local server');
    const asked = acc().requests.filter((r) => r.startsWith('GET /api/pdf/')).length;
    const second = await pdf();
    expect(second.rawPayload.equals(first.rawPayload)).toBe(true);
    expect(acc().requests.filter((r) => r.startsWith('GET /api/pdf/')).length).toBe(asked);
  });

  it('downloads the month’s SAF-T from InvoiceXpress', async () => {
    const [year, month] = f.state.today.split('-').map(Number) as [number, number];
    const res = await api('GET', `/api/v1/saft?year=${year}&month=${month}`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-disposition']).toContain('invoicexpress');
    expect(res.body).toContain(`<!-- ${ACCOUNT}/${year}-${month}.xml -->`);
    expect(acc().requests).toContain('GET /api/export_saft.json');
  });
});

describe('when InvoiceXpress fails', () => {
  const draftFr = () => f.draft({ type: 'FR', lines: [f.freeLine(4000)] });
  const pay = { payments: [{ method: 'cash', amount_cents: 4000 }] };
  const stillDraft = async (id: string) =>
    expect((await api('GET', `/api/v1/invoicing-documents/${id}`)).json().status).toBe('D');

  it('5xx, a timeout, a rate limit: a clear message, the draft still a draft, nothing issued', async () => {
    for (const [fault, status] of [
      ['5xx', 502],
      ['timeout', 503],
    ] as const) {
      const d = await draftFr();
      acc().fault = fault;
      const res = await issueRes(d.id, pay);
      acc().fault = null;
      expect(res.statusCode, res.body).toBe(status);
      expect(res.json().error).toMatchObject({ code: 'invoicing_provider_error', message: m.unavailable });
      await stillDraft(d.id);
      expect(ixDocs(`CLINICA-${d.id}`)).toEqual([]);
      // Once it answers again, the same draft is issued once.
      await f.issue(d.id, pay);
      expect(ixDocs(`CLINICA-${d.id}`)).toHaveLength(1);
    }
    const d = await draftFr();
    acc().fault = '429';
    const limited = await issueRes(d.id, pay);
    acc().fault = null;
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toBe('30');
    expect(limited.json().error.message).toBe(m.rateLimited);
  });

  it('a document created but not finalised is deleted and issued once on retry; one finalised is only mirrored', async () => {
    const d = await draftFr();
    acc().fault = 'finalize_5xx_once';
    expect((await issueRes(d.id, pay)).statusCode).toBe(502);
    await stillDraft(d.id);
    expect(ixDocs(`CLINICA-${d.id}`).map((x) => x.status)).toEqual(['draft']);
    const fr = await f.issue(d.id, pay);
    const left = ixDocs(`CLINICA-${d.id}`);
    expect(left.map((x) => x.status)).toEqual(['settled']);
    expect(fr.atcud).toBe(left[0]!.atcud);

    // Finalised at InvoiceXpress, but its answer lost: the retry finds it by our reference and mirrors it.
    const d2 = await draftFr();
    acc().fault = 'finalize_5xx_once';
    expect((await issueRes(d2.id, pay)).statusCode).toBe(502);
    const half = ixDocs(`CLINICA-${d2.id}`)[0]!;
    const put = await fetch(
      `${server().url.replace('{account}', ACCOUNT)}/invoice_receipts/${half.id}/change-state.json?api_key=${KEY}`,
      {
        method: 'PUT',
        headers: { 'content-type': 'application/json' },
        body: '{"invoice":{"state":"finalized"}}',
      },
    );
    expect(put.status).toBe(200);
    const fr2 = await f.issue(d2.id, pay);
    expect(ixDocs(`CLINICA-${d2.id}`).map((x) => x.id)).toEqual([half.id]);
    expect(fr2.atcud).toBe(half.atcud);
  });

  it('two issues of the same draft at once: one is issued, the other refused, one document there', async () => {
    const d = await draftFr();
    const [a, b] = await Promise.all([issueRes(d.id, pay), issueRes(d.id, pay)]);
    expect([a.statusCode, b.statusCode].sort(), a.body + b.body).toEqual([200, 409]);
    expect(ixDocs(`CLINICA-${d.id}`)).toHaveLength(1);
    expect(await lease(d.id)).toBeNull();
  });

  it('another server issuing the draft (its lease in the database) is refused; an expired lease is taken over', async () => {
    const d = await draftFr();
    const setLease = (until: Date) =>
      t.database.withTenant(DEMO_TENANT_ID, (tx) =>
        tx
          .update(invoicingDocuments)
          .set({ providerIssuingUntil: until })
          .where(eq(invoicingDocuments.id, d.id)),
      );
    // Another server claimed it a moment ago and is at InvoiceXpress now.
    await setLease(new Date(t.clock.now().getTime() + 60_000));
    const busy = await issueRes(d.id, pay);
    expect(busy.statusCode, busy.body).toBe(409);
    expect(busy.json().error.message).toBe(m.beingIssued);
    expect(ixDocs(`CLINICA-${d.id}`)).toEqual([]);
    // That server died: once its lease expired, this one issues (once) and releases the lease.
    await setLease(new Date(t.clock.now().getTime() - 1));
    await f.issue(d.id, pay);
    expect(ixDocs(`CLINICA-${d.id}`)).toHaveLength(1);
    expect(await lease(d.id)).toBeNull();
  });

  it('names the field when InvoiceXpress refuses the NIF or the exemption code; a wrong key says so', async () => {
    const d = await draftFr();
    acc().fault = 'reject_nif';
    const nif = await issueRes(d.id, pay);
    acc().fault = null;
    expect(nif.statusCode).toBe(400);
    expect(nif.json().error.fields).toEqual({ 'customer.nif': m.invalidNif });

    acc().unknownExemptions.add('M07');
    const exemption = await issueRes(d.id, pay);
    acc().unknownExemptions.clear();
    expect(exemption.statusCode).toBe(400);
    expect(exemption.json().error.fields).toEqual({ 'lines.0.tax_exemption_code': m.unknownExemption });

    acc().apiKey = 'revoked';
    const key = await issueRes(d.id, pay);
    acc().apiKey = KEY;
    expect(key.statusCode).toBe(502);
    expect(key.json().error.message).toBe(m.apiKeyRejected);
    await stillDraft(d.id);
    await f.issue(d.id, pay);
    expect(ixDocs(`CLINICA-${d.id}`)).toHaveLength(1);
  });
});

import { and, asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { invoicingMessages } from '@clinica/contracts/invoicing';
import { tenantMessages } from '@clinica/contracts/tenants';
import { invoicingSeries, tenants } from '../../db/schema.js';
import { DEMO_TENANT_ID, TESTE_TENANT_ID } from '../../db/seed/demo.js';
import { useTestApp } from '../../test/test-app.js';

/**
 * `GET`/`PUT /api/v1/tenants/{id}/invoicing`: the fiscal identity, the tax region and the series. The
 * series are tested on Clínica Teste, which its seed leaves without any (the demo clinic's may issue
 * documents).
 */
const t = useTestApp();
const url = `/api/v1/tenants/${TESTE_TENANT_ID}/invoicing`;
const put = (payload: object) => t.api('PUT', url, payload, t.other);
const get = async () => {
  const res = await t.api('GET', url, undefined, t.other);
  expect(res.statusCode).toBe(200);
  return res.json();
};

const identity = {
  active: true,
  fiscal_name: 'Clínica Teste, Lda.',
  nif: '501442600',
  address: 'Avenida da Liberdade, 10',
  postal_code: '4710-249',
  city: 'Braga',
  default_exemption_code: 'M07',
};

/** The series rows as stored (every column), to see that a refused request wrote nothing. */
const stored = () =>
  t.database.withTenant(TESTE_TENANT_ID, (tx) =>
    tx
      .select()
      .from(invoicingSeries)
      .where(eq(invoicingSeries.tenantId, TESTE_TENANT_ID))
      .orderBy(asc(invoicingSeries.id)),
  );
const storedTenant = () =>
  t.database.withTenant(TESTE_TENANT_ID, (tx) =>
    tx.select().from(tenants).where(eq(tenants.id, TESTE_TENANT_ID)),
  );

/** What issuing documents does to a series (the documents API is not this test's business). */
const issueIn = (documentType: 'FT' | 'FR', year: number) =>
  t.database.withTenant(TESTE_TENANT_ID, (tx) =>
    tx
      .update(invoicingSeries)
      .set({ lastNumber: 1, lastHash: 'x'.repeat(172), lastInvoiceDate: `${year}-01-15` })
      .where(
        and(
          eq(invoicingSeries.tenantId, TESTE_TENANT_ID),
          eq(invoicingSeries.documentType, documentType),
          eq(invoicingSeries.year, year),
        ),
      ),
  );

const ft2026 = { document_type: 'FT', year: 2026, code: '2026A', validation_code: 'AAJFJMVNTN' };
const fr2026 = { document_type: 'FR', year: 2026, code: '2026A', validation_code: 'AAJFJ3WM6X' };
const nc2026 = { document_type: 'NC', year: 2026, code: '2026A', validation_code: 'AAJFJ4R7ZK' };
const rg2026 = { document_type: 'RG', year: 2026, code: '2026A', validation_code: 'AAJFJ5H2PQ' };
const ft2027 = { document_type: 'FT', year: 2027, code: '2027A', validation_code: 'AAJFK8D1QW' };

describe('invoicing settings', () => {
  it('answers the fiscal identity, the mainland region by default and no series', async () => {
    expect(await get()).toEqual({
      active: false,
      fiscal_name: null,
      nif: null,
      address: null,
      postal_code: null,
      city: null,
      legal_form: 'individual',
      share_capital_cents: null,
      registry_office: null,
      registration_number: null,
      tax_region: 'PT',
      default_exemption_code: 'M07',
      series: [],
    });
  });

  it('stores the tax region and answers it here, on the account and in the session', async () => {
    const res = await put({ ...identity, tax_region: 'PT-AC' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ ...identity, tax_region: 'PT-AC', series: [] });
    expect((await get()).tax_region).toBe('PT-AC');
    const account = await t.api('GET', `/api/v1/tenants/${TESTE_TENANT_ID}`, undefined, t.other);
    expect(account.json().invoicing).toMatchObject({ active: true, tax_region: 'PT-AC' });
    // The services' VAT classes show the region's rates to everyone, not only to managers.
    const me = await t.api('GET', '/api/v1/me', undefined, t.other);
    expect(me.json().tenant.invoicing).toEqual({ active: true, tax_region: 'PT-AC' });

    const bad = await put({ ...identity, tax_region: 'ES' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields).toEqual({ tax_region: 'Região fiscal inválida' });
    expect((await get()).tax_region).toBe('PT-AC');
    expect((await put({ ...identity, tax_region: 'PT-MA' })).json().tax_region).toBe('PT-MA');
  });

  it('creates, changes and removes unused series, listed by year (newest first), then FT FR FS NC RG', async () => {
    const created = await put({
      ...identity,
      series: [rg2026, { ...ft2026, validation_code: ' aajfjmvntn ' }, ft2027, nc2026, fr2026],
    });
    expect(created.statusCode, created.body).toBe(200);
    const series = created.json().series;
    expect(
      series.map((s: { document_type: string; year: number }) => `${s.document_type} ${s.year}`),
    ).toEqual(['FT 2027', 'FT 2026', 'FR 2026', 'NC 2026', 'RG 2026']);
    expect(series[1]).toEqual({
      id: expect.any(String),
      ...ft2026, // the validation code trimmed and in capitals, as AT writes it
      last_number: 0,
      last_invoice_date: null,
    });
    expect((await get()).series).toEqual(series);

    // Omitting the series leaves them as they are.
    expect((await put({ ...identity, fiscal_name: 'Clínica Teste, S.A.' })).json().series).toEqual(series);

    // FT 2026 takes a new validation code (same row), NC 2026 is not sent (removed), the rest unchanged.
    const changed = await put({
      ...identity,
      series: [{ ...ft2026, validation_code: 'AAJFJMVNT9' }, ft2027, fr2026, rg2026],
    });
    expect(changed.statusCode, changed.body).toBe(200);
    const after = changed.json().series;
    expect(after.map((s: { document_type: string; year: number }) => `${s.document_type} ${s.year}`)).toEqual(
      ['FT 2027', 'FT 2026', 'FR 2026', 'RG 2026'],
    );
    expect(after[1]).toMatchObject({ id: series[1].id, validation_code: 'AAJFJMVNT9' });

    // Two unused FT series may swap identifiers (the unique index sees no moment with both).
    const swapped = await put({
      ...identity,
      series: [{ ...ft2026, code: '2027A' }, { ...ft2027, code: '2026A' }, fr2026, rg2026],
    });
    expect(swapped.statusCode, swapped.body).toBe(200);
    expect(swapped.json().series.slice(0, 2)).toMatchObject([
      { document_type: 'FT', year: 2027, code: '2026A' },
      { document_type: 'FT', year: 2026, code: '2027A' },
    ]);

    expect((await put({ ...identity, series: [] })).json().series).toEqual([]);
  });

  it('keeps a series that has documents: 409 naming the field changed, and it stays when not sent', async () => {
    expect((await put({ ...identity, series: [ft2026, fr2026] })).statusCode).toBe(200);
    await issueIn('FT', 2026);

    const code = await put({ ...identity, series: [fr2026, { ...ft2026, code: '2026B' }] });
    expect(code.statusCode).toBe(409);
    expect(code.json().error).toEqual({
      code: 'conflict',
      message: invoicingMessages.seriesUsed,
      fields: { 'series.1.code': invoicingMessages.seriesUsed },
    });
    const validation = await put({ ...identity, series: [{ ...ft2026, validation_code: 'AAJFJMVNT9' }] });
    expect(validation.statusCode).toBe(409);
    expect(validation.json().error.fields).toEqual({
      'series.0.validation_code': invoicingMessages.seriesUsed,
    });

    // Not sent: the used FT 2026 stays (with what it issued), the unused FR 2026 goes.
    const omitted = await put({ ...identity, series: [ft2027] });
    expect(omitted.statusCode, omitted.body).toBe(200);
    expect(omitted.json().series).toMatchObject([
      { ...ft2027, last_number: 0 },
      { ...ft2026, last_number: 1, last_invoice_date: '2026-01-15' },
    ]);
    // Sent unchanged beside others: fine.
    const same = await put({ ...identity, series: [ft2026, ft2027, fr2026] });
    expect(same.statusCode, same.body).toBe(200);
    expect(same.json().series).toHaveLength(3);
    // Its identifier and validation code stay its own: another FT series may not take them.
    const taken = await put({
      ...identity,
      series: [{ ...ft2027, code: '2026A', validation_code: ft2026.validation_code }],
    });
    expect(taken.statusCode).toBe(400);
    expect(taken.json().error.fields).toEqual({
      'series.0.code': tenantMessages.seriesCodeRepeated,
      'series.0.validation_code': tenantMessages.validationCodeRepeated,
    });
  });

  it('answers 400 per series field: a repeated type and year, a bad identifier or validation code', async () => {
    const repeated = await put({
      ...identity,
      series: [ft2027, { ...ft2027, code: '2027B', validation_code: 'ZZZZZZZZ' }],
    });
    expect(repeated.statusCode).toBe(400);
    expect(repeated.json().error.fields).toEqual({ 'series.1.year': invoicingMessages.seriesRepeated });

    const bad = await put({
      ...identity,
      series: [
        { ...ft2027, validation_code: 'AB-12' },
        { ...fr2026, code: '2026 A' },
        { document_type: 'XX', year: 2026, code: 'A', validation_code: 'AAJFJ5H2PQ' },
        { ...nc2026, year: 1999 },
      ],
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields).toMatchObject({
      'series.0.validation_code': invoicingMessages.validationCode,
      'series.1.code': invoicingMessages.seriesCode,
      'series.2.document_type': 'Tipo de documento inválido',
      'series.3.year': expect.any(String),
    });

    // Identifiers are unique per document type (without case), validation codes across all series.
    const twice = await put({
      ...identity,
      series: [{ ...ft2027, code: '2026a' }, { ...nc2026, validation_code: fr2026.validation_code }, fr2026],
    });
    expect(twice.statusCode).toBe(400);
    expect(twice.json().error.fields).toEqual({
      'series.0.code': tenantMessages.seriesCodeRepeated,
      'series.2.validation_code': tenantMessages.validationCodeRepeated,
    });
  });

  it('writes nothing, identity nor series, when any series is refused', async () => {
    const seriesBefore = await stored();
    const tenantBefore = await storedTenant();
    expect(seriesBefore.length).toBeGreaterThan(0);
    const attempts = [
      // 409: a used series changed, beside a new one and a removal.
      [{ ...ft2026, validation_code: 'AAJFJMVNT9' }, nc2026],
      // 400 from the contract: a bad validation code after good ones.
      [ft2026, nc2026, { ...rg2026, validation_code: 'x' }],
      // 400 from the stored state: a repeated validation code.
      [ft2026, { ...nc2026, validation_code: ft2026.validation_code }],
    ];
    for (const series of attempts) {
      const res = await put({ ...identity, fiscal_name: 'Outro nome', tax_region: 'PT', series });
      expect([400, 409]).toContain(res.statusCode);
      expect(await stored()).toEqual(seriesBefore);
      expect(await storedTenant()).toEqual(tenantBefore);
    }
  });

  it('needs the fiscal identity to switch invoicing on, and a valid NIF', async () => {
    const missing = await put({ active: true, series: [] });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().error.fields).toEqual({
      fiscal_name: 'Campo Obrigatório',
      nif: 'Campo Obrigatório',
      address: 'Campo Obrigatório',
      postal_code: 'Campo Obrigatório',
      city: 'Campo Obrigatório',
    });
    const nif = await put({ ...identity, nif: '501442601' });
    expect(nif.statusCode).toBe(400);
    expect(nif.json().error.fields).toEqual({ nif: 'NIF inválido' });
    expect((await get()).nif).toBe('501442600');
  });

  it('asks a company (Lda., Unipessoal, S.A.) for its share capital, registry office and number before invoicing is on', async () => {
    const before = await storedTenant();
    for (const legal_form of ['lda', 'unipessoal', 'sa']) {
      const res = await put({ ...identity, legal_form });
      expect(res.statusCode).toBe(400);
      expect(res.json().error.fields).toEqual({
        share_capital_cents: 'Campo Obrigatório',
        registry_office: 'Campo Obrigatório',
        registration_number: 'Campo Obrigatório',
      });
      // Naming only what is missing.
      const partial = await put({
        ...identity,
        legal_form,
        share_capital_cents: 500_000,
        registry_office: ' ',
      });
      expect(partial.json().error.fields).toEqual({
        registry_office: 'Campo Obrigatório',
        registration_number: 'Campo Obrigatório',
      });
    }
    const bad = await put({
      ...identity,
      legal_form: 'lda',
      share_capital_cents: 0,
      registry_office: 'Conservatória do Registo Comercial de Braga',
      registration_number: '501442601',
    });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().error.fields).sort()).toEqual([
      'registration_number',
      'share_capital_cents',
    ]);
    expect(await storedTenant()).toEqual(before);

    const company = {
      legal_form: 'lda',
      share_capital_cents: 500_000,
      registry_office: 'Conservatória do Registo Comercial de Braga',
      registration_number: '501442600',
    };
    const saved = await put({ ...identity, ...company });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject(company);
    expect(await get()).toMatchObject(company);
    // Off, a company may leave them for later; an individual or another legal person needs none.
    expect((await put({ ...identity, active: false, legal_form: 'sa' })).statusCode).toBe(200);
    for (const legal_form of ['individual', 'other'])
      expect((await put({ ...identity, legal_form })).json()).toMatchObject({
        legal_form,
        share_capital_cents: null,
      });
  });

  it('is for managers only: professional, front desk and patient get 403; another clinic’s id 404', async () => {
    const own = `/api/v1/tenants/${DEMO_TENANT_ID}/invoicing`;
    for (const email of ['fisio@demo.clinica.pt', 'rececao@demo.clinica.pt', 'paciente@demo.clinica.pt']) {
      const cookie = await t.login(email);
      expect((await t.api('GET', own, undefined, cookie)).statusCode, email).toBe(403);
      expect((await t.api('PUT', own, { active: false }, cookie)).statusCode, email).toBe(403);
    }
    expect((await t.api('GET', url)).statusCode).toBe(404);
    const emptied = await t.api('PUT', url, { active: false, series: [] });
    expect(emptied.statusCode).toBe(404);
    expect((await get()).series.length).toBeGreaterThan(0);
  });
});

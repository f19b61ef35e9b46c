import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { InvoicingSeries } from '@clinica/contracts/invoicing-series';
import type { InvoicingSettings } from '@clinica/contracts/tenants';
import { makeUser } from '../../../app/test-users';
import { SessionSync } from '../../../app/layout/session-sync';
import { clearUser, getUser, setUser } from '../../../lib/session';
import { renderWithQueries, serve, usePortugueseWith, type Call } from '../../../test/fake-api';
import pt from '../messages/pt.json';
import { currentYear } from '../invoicing-form';
import { InvoicingInfoPage } from './invoicing-info-page';

const user = makeUser('manager');
const url = `/api/v1/tenants/${user.tenant.id}/invoicing`;
const year = Number(currentYear('Europe/Lisbon'));

const series = (overrides: Partial<InvoicingSeries>): InvoicingSeries => ({
  id: '0d3c7a52-5b1e-4c59-9d4a-000000005001',
  document_type: 'FT',
  year,
  code: `${year}A`,
  validation_code: 'AAJFJMVNTN',
  last_number: 0,
  last_invoice_date: null,
  ...overrides,
});
const usedFt = series({ last_number: 3, last_invoice_date: `${year}-01-15` });
const unusedFr = series({
  id: '0d3c7a52-5b1e-4c59-9d4a-000000005002',
  document_type: 'FR',
  validation_code: 'AAJFJ3WM6X',
});

const stored: InvoicingSettings = {
  active: false,
  fiscal_name: 'Clínica Exemplo, Lda.',
  nif: '501442600',
  address: 'Rua de Santa Catarina, 100',
  postal_code: '4000-442',
  city: 'Porto',
  legal_form: 'individual',
  share_capital_cents: null,
  registry_office: null,
  registration_number: null,
  tax_region: 'PT',
  default_exemption_code: 'M07',
  series: [usedFt, unusedFr],
};

const error = (status: number, fields: Record<string, string>): [number, unknown] => [
  status,
  { error: { code: status === 409 ? 'conflict' : 'validation_failed', message: 'Dados inválidos', fields } },
];

/** The page with a fake server: `onPut` answers the save (default: what was sent, stored). */
function renderPage(onPut?: (call: Call) => [number, unknown]) {
  let settings = stored;
  const calls = serve((call) => {
    if (call.path === url && call.method === 'GET') return [200, settings];
    if (call.path === url && call.method === 'PUT') {
      if (onPut) return onPut(call);
      const body = call.body as unknown as InvoicingSettings;
      settings = { ...settings, ...body, series: settings.series };
      return [200, settings];
    }
    if (call.path === '/api/v1/me')
      return [
        200,
        {
          ...user,
          tenant: { ...user.tenant, invoicing: { active: settings.active, tax_region: settings.tax_region } },
        },
      ];
    return [404, {}];
  });
  renderWithQueries(
    <>
      <SessionSync enabled />
      <InvoicingInfoPage />
    </>,
  );
  return calls;
}

const save = () => act(async () => fireEvent.click(screen.getByRole('button', { name: 'Guardar' })));
const puts = (calls: Call[]) => calls.filter((c) => c.method === 'PUT');
const seriesTable = () => screen.findByRole('table', { name: 'Séries de documentos' });
const rowsOf = async () =>
  within(await seriesTable())
    .getAllByRole('row')
    .slice(1);
const input = (row: HTMLElement, label: string) =>
  within(row).getByRole('textbox', { name: label }) as HTMLInputElement;
const type = (element: HTMLElement, value: string) =>
  act(async () => fireEvent.change(element, { target: { value } }));
const helperOf = (element: HTMLElement) =>
  document.getElementById(element.getAttribute('aria-describedby') ?? '')?.textContent;

beforeAll(() => usePortugueseWith(pt));
afterEach(() => {
  cleanup();
  clearUser();
  vi.unstubAllGlobals();
});

describe('the invoicing settings page', { timeout: 30_000 }, () => {
  it('shows the rates of the tax region chosen, and sends the region', async () => {
    setUser(user);
    const calls = renderPage();
    await screen.findByText('Taxas de IVA nesta região: normal 23%, intermédia 13%, reduzida 6%.');

    await act(async () => fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Região fiscal' })));
    const options = within(await screen.findByRole('listbox')).getAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual([
      'Portugal continental',
      'Região Autónoma dos Açores',
      'Região Autónoma da Madeira',
    ]);
    await act(async () => fireEvent.click(options[1]!));
    expect(
      screen.getByText('Taxas de IVA nesta região: normal 16%, intermédia 9%, reduzida 4%.'),
    ).toBeTruthy();

    await save();
    await waitFor(() => expect(puts(calls)).toHaveLength(1));
    expect(puts(calls)[0]!.body).toMatchObject({ tax_region: 'PT-AC', default_exemption_code: 'M07' });
  });

  it('lets a taxed clinic clear the default exemption: none is sent as null', async () => {
    setUser(user);
    const calls = renderPage();
    const exemption = await screen.findByRole('combobox', { name: 'Motivo de isenção de IVA por omissão' });
    await act(async () => fireEvent.mouseDown(exemption));
    await act(async () =>
      fireEvent.click(
        within(await screen.findByRole('listbox')).getByRole('option', {
          name: 'Nenhum — clínica com IVA (taxa normal da região)',
        }),
      ),
    );
    await save();
    await waitFor(() => expect(puts(calls)).toHaveLength(1));
    expect(puts(calls)[0]!.body).toMatchObject({ default_exemption_code: null });
  });

  it('lists the series: a used one read-only with its reason, an unused one editable and removable', async () => {
    setUser(user);
    renderPage();
    const [used, unused] = await rowsOf();
    expect(within(used!).queryAllByRole('textbox')).toEqual([]);
    expect(used!.textContent).toContain('FT — Fatura');
    expect(used!.textContent).toContain('AAJFJMVNTN');
    expect(used!.textContent).toContain('3');
    const lock = within(used!).getByRole('img', { name: `Série FT ${year}A em uso` });
    await act(async () => fireEvent.mouseOver(lock));
    expect(await screen.findByRole('tooltip')).toHaveProperty(
      'textContent',
      'Esta série já tem 3 documentos emitidos: o identificador e o código de validação não podem mudar e a série não pode ser removida.',
    );
    expect(within(used!).queryByRole('button')).toBeNull();

    expect(input(unused!, 'Código de validação').value).toBe('AAJFJ3WM6X');
    expect(input(unused!, 'Identificador').value).toBe(`${year}A`);
    expect(within(unused!).getByRole('button', { name: `Remover a série FR ${year}A` })).toBeTruthy();
  });

  it('adds a series for this year with the next type and a year-based identifier, changes and removes, then saves the list', async () => {
    setUser(user);
    const calls = renderPage();
    await rowsOf();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Adicionar série' })));
    const rows = await rowsOf();
    expect(rows).toHaveLength(3);
    const added = rows[2]!;
    expect(within(added).getByRole('combobox', { name: 'Tipo de documento' }).textContent).toBe(
      'FS — Fatura simplificada',
    );
    expect(input(added, 'Ano').value).toBe(String(year));
    expect(input(added, 'Identificador').value).toBe(`${year}A`);
    // The identifier follows the year until someone types their own.
    await type(input(added, 'Ano'), String(year + 1));
    expect(input(added, 'Identificador').value).toBe(`${year + 1}A`);
    await type(input(added, 'Código de validação'), 'aajfk8d1qw');

    await type(input(rows[1]!, 'Código de validação'), 'AAJFJ3WM7Y');
    await act(async () =>
      fireEvent.click(within(rows[1]!).getByRole('button', { name: `Remover a série FR ${year}A` })),
    );
    expect(await rowsOf()).toHaveLength(2);

    await save();
    await waitFor(() => expect(puts(calls)).toHaveLength(1));
    expect(puts(calls)[0]!.body!.series).toEqual([
      { document_type: 'FT', year, code: `${year}A`, validation_code: 'AAJFJMVNTN' },
      { document_type: 'FS', year: year + 1, code: `${year + 1}A`, validation_code: 'AAJFK8D1QW' },
    ]);
  });

  it('says what is wrong under the series field before sending, and under the field the server names', async () => {
    setUser(user);
    const calls = renderPage((call) =>
      (call.body!.series as unknown[]).length === 3
        ? error(400, {
            'series.2.validation_code':
              'Este código de validação já está noutra série: a AT atribui um código a cada série',
          })
        : error(409, {
            'series.0.validation_code': 'Esta série já tem documentos emitidos e não pode ser alterada',
          }),
    );
    await rowsOf();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Adicionar série' })));
    let added = (await rowsOf())[2]!;
    await save();
    await waitFor(() =>
      expect(helperOf(input(added, 'Código de validação'))).toBe(
        'Código de validação inválido: 8 ou mais letras e algarismos, como o atribuído pela AT',
      ),
    );
    expect(puts(calls)).toEqual([]);

    await type(input(added, 'Código de validação'), 'AAJFJ3WM6X');
    await save();
    added = (await rowsOf())[2]!;
    await waitFor(() =>
      expect(helperOf(input(added, 'Código de validação'))).toBe(
        'Este código de validação já está noutra série: a AT atribui um código a cada série',
      ),
    );

    // A conflict on a used series (issued meanwhile) shows in its row, which has no input.
    await act(async () =>
      fireEvent.click(within(added).getByRole('button', { name: /^Remover a série FS/ })),
    );
    await save();
    const used = (await rowsOf())[0]!;
    await waitFor(() =>
      expect(used.textContent).toContain('Esta série já tem documentos emitidos e não pode ser alterada'),
    );
  });

  it('switches invoicing on and the session’s tenant follows at once (the menu shows Invoices)', async () => {
    setUser(user);
    const calls = renderPage();
    await rowsOf();
    expect(getUser()!.tenant.invoicing.active).toBe(false);
    await act(async () => fireEvent.click(screen.getByRole('switch', { name: 'Faturação ativa' })));
    await save();
    await waitFor(() => expect(getUser()!.tenant.invoicing.active).toBe(true));
    expect(puts(calls)[0]!.body).toMatchObject({ active: true, nif: '501442600' });
  });

  it('asks a company for its share capital, registry office and number (CSC art. 171.º) before switching on', async () => {
    setUser(user);
    const calls = renderPage();
    await rowsOf();
    expect(screen.queryByRole('textbox', { name: 'Capital social (€)' })).toBeNull();
    await act(async () => fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Forma jurídica' })));
    await act(async () =>
      fireEvent.click(
        within(await screen.findByRole('listbox')).getByRole('option', {
          name: 'Sociedade por quotas (Lda.)',
        }),
      ),
    );
    const capital = screen.getByRole('textbox', { name: 'Capital social (€)' });
    const office = screen.getByRole('textbox', { name: 'Conservatória do Registo Comercial' });
    const number = screen.getByRole('textbox', { name: 'N.º de matrícula' });
    await act(async () => fireEvent.click(screen.getByRole('switch', { name: 'Faturação ativa' })));
    await save();
    for (const field of [capital, office, number])
      await waitFor(() => expect(helperOf(field)).toBe('Campo Obrigatório'));
    expect(puts(calls)).toEqual([]);

    await type(capital, '5000');
    await type(office, 'Conservatória do Registo Comercial do Porto');
    await type(number, '501442600');
    await save();
    await waitFor(() => expect(puts(calls)).toHaveLength(1));
    expect(puts(calls)[0]!.body).toMatchObject({
      active: true,
      legal_form: 'lda',
      share_capital_cents: 500_000,
      registry_office: 'Conservatória do Registo Comercial do Porto',
      registration_number: '501442600',
    });
  });

  it('shows one card per series on a phone', async () => {
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: true,
      media: query,
      onchange: null,
      addEventListener() {},
      removeEventListener() {},
      addListener() {},
      removeListener() {},
      dispatchEvent: () => false,
    }));
    setUser(user);
    renderPage();
    const list = await screen.findByRole('list', { name: 'Séries de documentos' });
    const seriesCards = within(list).getAllByRole('listitem');
    expect(seriesCards).toHaveLength(2);
    expect(seriesCards[0]!.textContent).toContain('3 documentos emitidos');
    // pt's plural rules count 0 as one: the zero form says it in pt-PT.
    expect(seriesCards[1]!.textContent).toContain('Nenhum documento emitido');
    expect(screen.queryByRole('table')).toBeNull();
  });
});

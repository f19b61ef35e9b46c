import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Me } from '@clinica/contracts/auth';
import { documentTotals, lineGrossCents, taxSummary } from '@clinica/contracts/invoicing-tax';
import { makeUser } from '../../../app/test-users';
import { formatEuros } from '../../../lib/format';
import { clearUser, setUser } from '../../../lib/session';
import {
  appointment,
  cream,
  document,
  frontDesk,
  ids,
  notFound,
  page,
  renderRoutes,
  serve,
  service,
  usePortuguese,
  type Call,
} from '../test-support';
import { AddNewInvoicePage } from './add-new-invoice-page';

vi.mock('../../../lib/notify', () => ({ notify: vi.fn() }));

const first = appointment({ starts_at: '2026-11-24T10:00:00.000Z' });
const second = appointment({ starts_at: '2026-11-17T10:00:00.000Z', price_cents: 4000 });
const invoiced = appointment({ invoicing_status: 'invoiced', starts_at: '2026-11-10T10:00:00.000Z' });
const cancelled = appointment({ state: 'canceled', starts_at: '2026-11-03T10:00:00.000Z' });

function server(answer: (call: Call) => [number, unknown] | null = () => null) {
  return serve((call) => {
    const mine = answer(call);
    if (mine) return mine;
    if (call.path === `/api/v1/users/patients/${ids.patient}`)
      return [200, { id: ids.patient, first_name: 'Rui', surname: 'Costa', email: 'rui@example.pt' }];
    if (call.path === '/api/v1/appointments') return [200, page([first, second, invoiced, cancelled])];
    if (call.path === '/api/v1/services') return [200, page([service(), cream()])];
    if (call.method === 'POST' && call.path === '/api/v1/invoicing-documents') return [201, document()];
    return notFound;
  });
}

function show(user: Me) {
  setUser(user);
  return renderRoutes(
    [
      { path: '/invoices/add_new_invoice', element: <AddNewInvoicePage /> },
      { path: '/invoices/:id', element: <p>Rascunho aberto</p> },
    ],
    `/invoices/add_new_invoice?patient_id=${ids.patient}`,
  );
}

async function addService(name: RegExp) {
  const box = screen.getByRole('combobox', { name: 'Adicionar serviço do catálogo' });
  fireEvent.change(box, { target: { value: name.source.slice(0, 5) } });
  await act(async () => fireEvent.click(await screen.findByRole('option', { name })));
}

const line = (n: number) => screen.getByRole('group', { name: `Linha ${n}` });
const type = (n: number, label: string, value: string) =>
  fireEvent.change(within(line(n)).getByRole('textbox', { name: new RegExp(`^${label}`) }), {
    target: { value },
  });

async function chooseTax(n: number, option: string) {
  fireEvent.mouseDown(within(line(n)).getByRole('combobox', { name: 'IVA' }));
  await act(async () => fireEvent.click(await screen.findByRole('option', { name: option })));
}

beforeAll(usePortuguese);
afterEach(() => {
  cleanup();
  clearUser();
  vi.unstubAllGlobals();
});

describe('/invoices/add_new_invoice', { timeout: 30_000 }, () => {
  it('offers the patient’s appointments still to invoice, and saves appointments, a catalogue line and a free line', async () => {
    const calls = server();
    const router = show(frontDesk());
    expect(((await screen.findByRole('combobox', { name: 'Paciente' })) as HTMLInputElement).value).toBe(
      'Rui Costa',
    );
    const boxes = await screen.findAllByRole('checkbox');
    // Invoiced and cancelled appointments are not offered.
    expect(boxes).toHaveLength(2);
    // (Testing Library reads the euro sign's no-break space as a space.)
    expect(
      screen.getByText(
        `24/11/2026 10:00 · Sessão de fisioterapia · ${formatEuros(4500).replace(/\s/g, ' ')}`,
      ),
    ).toBeTruthy();
    expect(calls.find((c) => c.path === '/api/v1/appointments')!.query.get('patient_id')).toBe(ids.patient);
    fireEvent.click(boxes[1]!);

    await addService(/Creme de massagem/);
    type(1, 'Quantidade', '2');
    type(1, 'Desconto', '10');
    fireEvent.click(screen.getByRole('button', { name: 'Adicionar linha livre' }));
    type(2, 'Descrição', 'Relatório clínico');
    type(2, 'Preço unitário', '25,5');
    await chooseTax(2, 'IVA 23%');

    fireEvent.click(screen.getByRole('button', { name: 'Guardar rascunho' }));
    expect(await screen.findByText('Rascunho aberto')).toBeTruthy();
    expect(router.state.location.pathname).toBe(`/invoices/${ids.document}`);
    const post = calls.find((c) => c.method === 'POST')!;
    expect(post.path).toBe('/api/v1/invoicing-documents');
    expect(post.body).toEqual({
      type: 'FT',
      patient_id: ids.patient,
      notes: null,
      appointment_ids: [second.id],
      lines: [
        {
          service_id: ids.cream,
          description: 'Creme de massagem',
          quantity: 2,
          unit_price_cents: 1230,
          discount_percent: 10,
          vat_rate_percent: null,
          tax_exemption_code: null,
          service_date: null,
        },
        {
          service_id: null,
          description: 'Relatório clínico',
          quantity: 1,
          unit_price_cents: 2550,
          discount_percent: 0,
          vat_rate_percent: 23,
          tax_exemption_code: null,
          service_date: null,
        },
      ],
      credited_document_id: null,
      credit_reason: null,
      credit_lines: [],
    });
  });

  it('shows the totals per VAT rate as the server will compute them, at the clinic’s region’s rates', async () => {
    server();
    const manager = makeUser('manager', {}, true);
    // Madeira, as the session's tenant says.
    show({
      ...manager,
      tenant: { ...manager.tenant, invoicing: { ...manager.tenant.invoicing, tax_region: 'PT-MA' } },
    });
    fireEvent.click((await screen.findAllByRole('checkbox'))[0]!);
    await addService(/Creme de massagem/);
    type(1, 'Quantidade', '3');
    type(1, 'Desconto', '15');
    fireEvent.click(screen.getByRole('button', { name: 'Adicionar linha livre' }));
    type(2, 'Descrição', 'Palmilhas');
    type(2, 'Preço unitário', '19,99');
    await chooseTax(2, 'IVA 5%');
    // Madeira's rates: the cream's normal class is 22% there, and 23% is not offered.
    fireEvent.mouseDown(within(line(2)).getByRole('combobox', { name: 'IVA' }));
    expect(screen.queryByRole('option', { name: 'IVA 23%' })).toBeNull();
    expect(screen.getByRole('option', { name: 'IVA 22%' })).toBeTruthy();
    fireEvent.keyDown(screen.getByRole('listbox'), { key: 'Escape' });

    const expected = taxSummary([
      { vat_rate_percent: null, tax_exemption_code: 'M07', gross_cents: 4500 },
      {
        vat_rate_percent: 22,
        tax_exemption_code: null,
        gross_cents: lineGrossCents({ quantity: 3, unit_price_cents: 1230, discount_percent: 15 }),
      },
      { vat_rate_percent: 5, tax_exemption_code: null, gross_cents: 1999 },
    ]);
    const totals = documentTotals(expected);
    const table = screen.getByRole('table', { name: 'Totais por taxa de IVA' });
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(expected.length + 2));
    const rows = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) => [...row.querySelectorAll('th, td')].map((c) => c.textContent));
    expect(rows).toEqual([
      ...expected.map((r) => [
        r.vat_rate_percent !== null ? `IVA ${r.vat_rate_percent}%` : 'Isento M07 — Isento artigo 9.º do CIVA',
        formatEuros(r.net_cents),
        formatEuros(r.tax_cents),
        formatEuros(r.gross_cents),
      ]),
      [
        'Total do documento',
        formatEuros(totals.net_cents),
        formatEuros(totals.tax_cents),
        formatEuros(totals.gross_cents),
      ],
    ]);
  });

  it('refuses, in the contract’s words, a line without a price, and puts the server’s 400 on the line’s field', async () => {
    const calls = server((call) =>
      call.method === 'POST'
        ? [
            400,
            {
              error: {
                code: 'validation_failed',
                message: 'Dados inválidos',
                fields: {
                  'lines.0.vat_rate_percent': 'Taxa de IVA que não existe na região fiscal da clínica',
                },
              },
            },
          ]
        : null,
    );
    show(frontDesk());
    await screen.findAllByRole('checkbox');
    fireEvent.click(screen.getByRole('button', { name: 'Adicionar linha livre' }));
    type(1, 'Descrição', 'Relatório');
    fireEvent.click(screen.getByRole('button', { name: 'Guardar rascunho' }));
    expect(await within(line(1)).findByText('Indique o preço')).toBeTruthy();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);

    type(1, 'Preço unitário', '100000,01');
    fireEvent.click(screen.getByRole('button', { name: 'Guardar rascunho' }));
    expect(await within(line(1)).findByText('O preço máximo é 100 000 €')).toBeTruthy();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);

    type(1, 'Preço unitário', '12,50');
    fireEvent.click(screen.getByRole('button', { name: 'Guardar rascunho' }));
    const tax = within(line(1)).getByRole('combobox', { name: 'IVA' });
    await waitFor(() => expect(tax.getAttribute('aria-invalid')).toBe('true'));
    expect(within(line(1)).getByText('Taxa de IVA que não existe na região fiscal da clínica')).toBeTruthy();
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(1);
  });
});

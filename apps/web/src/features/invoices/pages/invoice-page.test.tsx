import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Me } from '@clinica/contracts/auth';
import type { DocumentLine, InvoicingDocument } from '@clinica/contracts/invoicing';
import { paymentMessages } from '@clinica/contracts/payments';
import i18n from '../../../lib/i18n';
import { notify } from '../../../lib/notify';
import { clearUser, setUser } from '../../../lib/session';
import { todayIn } from '../../../lib/days';
import en from '../messages/en.json';
import {
  document,
  frontDesk,
  ids,
  issued,
  line,
  notFound,
  renderRoutes,
  serve,
  usePortuguese,
  type Call,
} from '../test-support';
import { InvoicePage } from './invoice-page';

vi.mock('../../../lib/notify', () => ({ notify: vi.fn() }));

const base = `/api/v1/invoicing-documents/${ids.document}`;

function server(current: InvoicingDocument, answer: (call: Call) => [number, unknown] | null = () => null) {
  return serve((call) => {
    const mine = answer(call);
    if (mine) return mine;
    if (call.method === 'GET' && call.path === base) return [200, current];
    if (call.path === `/api/v1/users/patients/${ids.patient}`)
      return [200, { id: ids.patient, first_name: 'Rui', surname: 'Costa', email: 'rui@example.pt' }];
    if (call.path === '/api/v1/services' || call.path === '/api/v1/appointments')
      return [200, { items: [], total: 0, page: 1, page_size: 200 }];
    return notFound;
  });
}

function show(user: Me) {
  setUser(user);
  return renderRoutes(
    [
      { path: '/invoices', element: <p>Lista de faturas</p> },
      { path: '/invoices/:id', element: <InvoicePage /> },
    ],
    `/invoices/${ids.document}`,
  );
}

const posts = (calls: Call[]) => calls.filter((c) => c.method !== 'GET');

beforeAll(usePortuguese);
afterEach(() => {
  cleanup();
  clearUser();
  vi.unstubAllGlobals();
  vi.mocked(notify).mockClear();
});

describe('a draft', { timeout: 30_000 }, () => {
  it('is editable and offers «Emitir» and «Arquivar», never a PDF or an e-mail', async () => {
    server(document());
    show(frontDesk());
    expect(await screen.findByRole('heading', { name: 'Rascunho — Fatura' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Emitir' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Arquivar' })).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'NIF' })).toBeTruthy();
    expect(screen.getByText('Sem NIF, o documento é emitido a «Consumidor final».')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'PDF' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Enviar por e-mail' })).toBeNull();
  });

  it('stays read-only, still without PDF or e-mail, for whoever only reads', async () => {
    server(document());
    show({ ...frontDesk(), type: 'professional', permissions: { invoicing_documents: { read: true } } });
    expect(await screen.findByText(/Rascunho: ainda não é um documento fiscal/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Emitir' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'PDF' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Enviar por e-mail' })).toBeNull();
    expect(screen.queryByRole('textbox', { name: 'NIF' })).toBeNull();
  });

  it('is issued with the date of the dialog (today by default) and says «Fatura criado com sucesso»', async () => {
    const calls = server(document(), (call) => (call.path === `${base}/issue` ? [200, issued()] : null));
    show(frontDesk());
    fireEvent.click(await screen.findByRole('button', { name: 'Emitir' }));
    const dialog = await screen.findByRole('dialog', { name: 'Emitir Rascunho — Fatura' });
    expect(within(dialog).getByText(/já não pode ser alterado nem apagado/)).toBeTruthy();
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Emitir' })));
    await waitFor(() => expect(notify).toHaveBeenCalledWith('Fatura criado com sucesso', 'success'));
    const post = posts(calls)[0]!;
    expect(post.path).toBe(`${base}/issue`);
    expect(post.body).toEqual({ invoice_date: todayIn('Europe/Lisbon') });
    expect(await screen.findByRole('heading', { name: 'Fatura FT 2026A/17' })).toBeTruthy();
    expect(screen.getByText('ABCD1234-17')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'PDF' })).toBeTruthy();
  });

  it('says «Nota de crédito emitida com sucesso» when the draft is a credit note (issue 43 §8)', async () => {
    server(document({ type: 'NC' }), (call) =>
      call.path === `${base}/issue` ? [200, issued({ type: 'NC' })] : null,
    );
    show(frontDesk());
    fireEvent.click(await screen.findByRole('button', { name: 'Emitir' }));
    const dialog = await screen.findByRole('dialog');
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Emitir' })));
    await waitFor(() =>
      expect(notify).toHaveBeenCalledWith('Nota de crédito emitida com sucesso', 'success'),
    );
    expect(notify).not.toHaveBeenCalledWith('Fatura criado com sucesso', 'success');
  });

  it('keeps a refusal to issue (409) in the dialog, and a bad date (400) on the date', async () => {
    let answer: [number, unknown] = [
      409,
      {
        error: {
          code: 'conflict',
          message: 'Não existe série para este tipo de documento e ano. Crie-a em Configurações → Faturação.',
        },
      },
    ];
    server(document(), (call) => (call.path === `${base}/issue` ? answer : null));
    show(frontDesk());
    fireEvent.click(await screen.findByRole('button', { name: 'Emitir' }));
    const dialog = await screen.findByRole('dialog');
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Emitir' })));
    const refusal = await within(dialog).findByText(/Não existe série para este tipo/);
    expect(refusal.closest('[role="alert"]')?.className).toContain('MuiAlert-colorError');
    answer = [
      400,
      {
        error: {
          code: 'validation_failed',
          message: 'Dados inválidos',
          fields: { invoice_date: 'A data não pode ser no futuro' },
        },
      },
    ];
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Emitir' })));
    expect(await within(dialog).findByText('A data não pode ser no futuro')).toBeTruthy();
    expect(notify).not.toHaveBeenCalled();
  });

  it('shows the server’s 400 on the customer’s NIF field', async () => {
    const calls = server(document(), (call) =>
      call.method === 'PUT'
        ? [
            400,
            {
              error: {
                code: 'validation_failed',
                message: 'Dados inválidos',
                fields: { 'customer.nif': 'NIF inválido' },
              },
            },
          ]
        : null,
    );
    show(frontDesk());
    const nif = await screen.findByRole('textbox', { name: 'NIF' });
    fireEvent.change(nif, { target: { value: '123456789' } });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Guardar alterações' })));
    await waitFor(() => expect(nif.getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByText('NIF inválido')).toBeTruthy();
    const put = posts(calls)[0]!;
    expect(put.path).toBe(base);
    expect(put.body).toMatchObject({ type: 'FT', customer: { nif: '123456789', name: 'Rui Costa' } });
    expect(notify).not.toHaveBeenCalled();
  });

  it('is archived only after a confirmation, then the list opens', async () => {
    const calls = server(document(), (call) =>
      call.method === 'DELETE' ? [200, document({ archived_at: '2026-11-25T12:00:00.000Z' })] : null,
    );
    const router = show(frontDesk());
    fireEvent.click(await screen.findByRole('button', { name: 'Arquivar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Arquivar este rascunho?' });
    expect(posts(calls)).toHaveLength(0);
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Arquivar' })));
    expect(await screen.findByText('Lista de faturas')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/invoices');
    expect(posts(calls).map((c) => `${c.method} ${c.path}`)).toEqual([`DELETE ${base}`]);
  });
  it('changes a line, and removes one only after a confirmation', async () => {
    const draft = document({
      lines: [
        line({ description: 'Sessão de fisioterapia' }),
        line({ description: 'Relatório', service_id: null }),
      ],
    });
    const [session, report] = draft.lines as [DocumentLine, DocumentLine];
    const calls = server(draft, (call) =>
      call.method === 'PUT'
        ? [200, draft]
        : call.method === 'DELETE'
          ? [200, document({ lines: [session] })]
          : null,
    );
    show(frontDesk());
    fireEvent.click(await screen.findByRole('button', { name: 'Editar a linha Sessão de fisioterapia' }));
    const dialog = await screen.findByRole('dialog', { name: 'Editar linha: Sessão de fisioterapia' });
    fireEvent.change(within(dialog).getByRole('textbox', { name: /^Quantidade/ }), {
      target: { value: '2' },
    });
    fireEvent.change(within(dialog).getByRole('textbox', { name: /^Desconto/ }), {
      target: { value: '12,5' },
    });
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Guardar' })));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(posts(calls)[0]).toMatchObject({
      method: 'PUT',
      path: `${base}/items/${session.id}`,
      body: {
        description: 'Sessão de fisioterapia',
        quantity: 2,
        unit_price_cents: 4500,
        discount_percent: 12.5,
        vat_rate_percent: null,
        tax_exemption_code: 'M07',
      },
    });

    fireEvent.click(await screen.findByRole('button', { name: 'Remover a linha Relatório' }));
    const confirm = await screen.findByRole('dialog', { name: 'Remover esta linha?' });
    expect(posts(calls)).toHaveLength(1);
    await act(async () => fireEvent.click(within(confirm).getByRole('button', { name: 'Remover' })));
    await waitFor(() => expect(posts(calls)).toHaveLength(2));
    expect(`${posts(calls)[1]!.method} ${posts(calls)[1]!.path}`).toBe(`DELETE ${base}/items/${report.id}`);
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: 'Remover a linha Relatório' })).toBeNull(),
    );
  });

  it('lets a credit note’s line that credits an amount change only that amount', async () => {
    const creditLine = line({
      description: 'Sessão de fisioterapia',
      quantity: 1,
      unit_price_cents: 1000,
      credited_line_id: ids.document,
      credits_amount: true,
    });
    const calls = server(
      document({ type: 'NC', lines: [creditLine], credit_reason: 'Desconto acordado' }),
      (call) => (call.method === 'PUT' ? [200, document({ type: 'NC', lines: [creditLine] })] : null),
    );
    show(frontDesk());
    expect(await screen.findByRole('heading', { name: 'Rascunho — Nota de crédito' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Editar a linha Sessão de fisioterapia' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).queryByRole('textbox', { name: 'Quantidade' })).toBeNull();
    const amount = within(dialog).getByRole('textbox', { name: 'Valor a creditar, IVA incluído (€)' });
    expect((amount as HTMLInputElement).value).toBe('10,00');
    fireEvent.change(amount, { target: { value: '7,50' } });
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Guardar' })));
    await waitFor(() => expect(posts(calls)).toHaveLength(1));
    expect(posts(calls)[0]!.body).toEqual({ amount_cents: 750 });
  });

  it('lets a credit note’s draft change only its lines’ quantities, and no type', async () => {
    const creditLine = line({
      description: 'Sessão de fisioterapia',
      quantity: 2,
      credited_line_id: ids.document,
    });
    const calls = server(
      document({
        type: 'NC',
        lines: [creditLine],
        credited_document: { id: ids.issued, invoice_no: 'FT 2026A/17' },
        credit_reason: 'Sessão não realizada',
      }),
      (call) => (call.method === 'PUT' ? [200, document({ type: 'NC', lines: [creditLine] })] : null),
    );
    show(frontDesk());
    expect(await screen.findByRole('heading', { name: 'Rascunho — Nota de crédito' })).toBeTruthy();
    expect(screen.queryByRole('combobox', { name: 'Tipo' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Adicionar linhas' })).toBeNull();
    expect((screen.getByRole('textbox', { name: 'Motivo' }) as HTMLInputElement).value).toBe(
      'Sessão não realizada',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Editar a linha Sessão de fisioterapia' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).queryByRole('textbox', { name: /^Preço unitário/ })).toBeNull();
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Quantidade' }), { target: { value: '1' } });
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Guardar' })));
    await waitFor(() => expect(posts(calls)).toHaveLength(1));
    expect(posts(calls)[0]!.body).toEqual({ quantity: 1 });
  });
});

describe('an issued document', { timeout: 30_000 }, () => {
  const invoice = () =>
    issued({
      lines: [
        line({ description: 'Sessão de fisioterapia', quantity: 2, creditable_quantity: 2 }),
        line({
          description: 'Creme',
          quantity: 1,
          unit_price_cents: 1230,
          vat_rate_percent: 23,
          tax_exemption_code: null,
          tax_exemption_text: null,
          creditable_quantity: 0,
        }),
      ],
    });

  it('is read-only with its fiscal facts and VAT summary, and offers PDF, e-mail, credit note and cancel', async () => {
    server(invoice());
    show(frontDesk());
    expect(await screen.findByRole('heading', { name: 'Fatura FT 2026A/17' })).toBeTruthy();
    for (const text of ['ABCD1234-17', '25/11/2026', '25/11/2026 11:02:03', 'Ana Sousa'])
      expect(screen.getAllByText(text).length).toBeGreaterThan(0);
    const summary = screen.getByRole('table', { name: 'Totais por taxa de IVA' });
    expect(within(summary).getByText('Isento M07 — Isento artigo 9.º do CIVA')).toBeTruthy();
    expect(within(summary).getByText('IVA 23%')).toBeTruthy();
    for (const name of ['PDF', 'Enviar por e-mail', 'Emitir nota de crédito', 'Anular'])
      expect(screen.getByRole('button', { name })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Emitir' })).toBeNull();
    expect(screen.queryByRole('textbox', { name: 'NIF' })).toBeNull();
  });

  it('says where it was issued: a chip «InvoiceXpress» on a document issued there, none on Clínica’s own', async () => {
    server(invoice());
    show(frontDesk());
    expect(await screen.findByRole('heading', { name: 'Fatura FT 2026A/17' })).toBeTruthy();
    expect(screen.queryByText('InvoiceXpress')).toBeNull();
    cleanup();

    server(issued({ provider: 'invoicexpress', invoice_no: 'FT FTA2026/3', atcud: 'JJFTX7K2-3' }));
    show(frontDesk());
    expect(await screen.findByRole('heading', { name: 'Fatura FT FTA2026/3' })).toBeTruthy();
    expect(screen.getByText('InvoiceXpress')).toBeTruthy();
    expect(
      screen.getByLabelText(
        'Emitido na InvoiceXpress (programa certificado): número, ATCUD e PDF da InvoiceXpress',
      ),
    ).toBeTruthy();
  });

  it('offers no «Anular» on a document the server would not cancel, and says why (in pt and en)', async () => {
    server({
      ...invoice(),
      cancellable: false,
      cancel_refusal: paymentMessages.documentHasPayments,
    });
    show(frontDesk());
    expect(await screen.findByRole('heading', { name: 'Fatura FT 2026A/17' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Anular' })).toBeNull();
    expect(
      screen.getByText('Não é possível anular — Este documento tem pagamentos: anule-os primeiro'),
    ).toBeTruthy();
    cleanup();
    i18n.addResourceBundle('en', 'translation', en, true, true);
    await i18n.changeLanguage('en');
    try {
      show(frontDesk());
      expect(
        await screen.findByText('Cannot be cancelled — This document has payments: cancel them first'),
      ).toBeTruthy();
    } finally {
      await i18n.changeLanguage('pt');
    }
  });

  it('is cancelled only with a reason', async () => {
    const calls = server(invoice(), (call) =>
      call.path === `${base}/cancel`
        ? [200, { ...invoice(), status: 'A', cancel_reason: 'Faturado por engano' }]
        : null,
    );
    show(frontDesk());
    fireEvent.click(await screen.findByRole('button', { name: 'Anular' }));
    const dialog = await screen.findByRole('dialog', { name: 'Anular Fatura FT 2026A/17' });
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Anular' })));
    expect(await within(dialog).findByText('Indique o motivo da anulação')).toBeTruthy();
    expect(posts(calls)).toHaveLength(0);
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Motivo da anulação' }), {
      target: { value: 'Faturado por engano' },
    });
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Anular' })));
    expect(await screen.findByText('Documento anulado.')).toBeTruthy();
    expect(posts(calls).map((c) => [c.path, c.body])).toEqual([
      [`${base}/cancel`, { reason: 'Faturado por engano' }],
    ]);
    expect(screen.getByText('Faturado por engano', { exact: false })).toBeTruthy();
  });

  it('makes a credit note of at most what is left to credit, and opens it', async () => {
    const creditNote = document({
      id: ids.creditNote,
      type: 'NC',
      credited_document: { id: ids.document, invoice_no: 'FT 2026A/17' },
    });
    const credited = invoice();
    const calls = server(credited, (call) =>
      call.method === 'POST' && call.path === '/api/v1/invoicing-documents' ? [201, creditNote] : null,
    );
    const router = show(frontDesk());
    fireEvent.click(await screen.findByRole('button', { name: 'Emitir nota de crédito' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nota de crédito de Fatura FT 2026A/17' });
    // Only the line with something left to credit, offered up to that.
    const quantity = within(dialog).getByRole('textbox', {
      name: 'Quantidade a creditar: Sessão de fisioterapia',
    });
    expect(within(dialog).queryByRole('textbox', { name: 'Quantidade a creditar: Creme' })).toBeNull();
    expect((quantity as HTMLInputElement).value).toBe('2');
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Motivo' }), {
      target: { value: 'Sessão não realizada' },
    });
    fireEvent.change(quantity, { target: { value: '3' } });
    await act(async () =>
      fireEvent.click(within(dialog).getByRole('button', { name: 'Criar nota de crédito' })),
    );
    expect(await within(dialog).findByText('No máximo 2')).toBeTruthy();
    expect(posts(calls)).toHaveLength(0);

    fireEvent.change(quantity, { target: { value: '1' } });
    await act(async () =>
      fireEvent.click(within(dialog).getByRole('button', { name: 'Criar nota de crédito' })),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe(`/invoices/${ids.creditNote}`));
    const creditedLine = credited.lines[0]!;
    expect(posts(calls)[0]!.body).toEqual({
      type: 'NC',
      patient_id: ids.patient,
      credited_document_id: ids.document,
      credit_reason: 'Sessão não realizada',
      credit_lines: [{ credited_line_id: creditedLine.id, quantity: 1 }],
    });
  });

  it('shows an insurer’s FT addressed to the insurer, and credits it without a patient (issue 45)', async () => {
    const insurer = { id: '00000000-0000-4000-8000-0000000000ab', name: 'Médis' };
    const credited = { ...invoice(), patient: null, insurer };
    const calls = server(credited, (call) =>
      call.method === 'POST' && call.path === '/api/v1/invoicing-documents'
        ? [201, document({ id: ids.creditNote, type: 'NC', patient: null, insurer })]
        : null,
    );
    const router = show({
      ...frontDesk(),
      permissions: { ...frontDesk().permissions, insurers: { read: true } },
    });
    expect((await screen.findByRole('link', { name: 'Médis' })).getAttribute('href')).toBe(
      `/configurations/insurers/${insurer.id}`,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Emitir nota de crédito' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nota de crédito de Fatura FT 2026A/17' });
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Motivo' }), {
      target: { value: 'Sessão recusada pela seguradora' },
    });
    await act(async () =>
      fireEvent.click(within(dialog).getByRole('button', { name: 'Criar nota de crédito' })),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe(`/invoices/${ids.creditNote}`));
    expect(posts(calls)[0]!.body).not.toHaveProperty('patient_id');
    expect(posts(calls)[0]!.body).toMatchObject({ type: 'NC', credited_document_id: ids.document });
  });

  it('credits an amount of a line (VAT included), up to what it has left, or a line already credited by amounts', async () => {
    const credited = issued({
      lines: [
        line({
          description: 'Sessão de fisioterapia',
          quantity: 2,
          creditable_quantity: 2,
          creditable_cents: 9000,
        }),
        line({
          description: 'Creme',
          unit_price_cents: 1230,
          vat_rate_percent: 23,
          tax_exemption_code: null,
          tax_exemption_text: null,
          creditable_quantity: 0,
          creditable_cents: 730,
        }),
      ],
    });
    const calls = server(credited, (call) =>
      call.method === 'POST' && call.path === '/api/v1/invoicing-documents'
        ? [201, document({ id: ids.creditNote, type: 'NC' })]
        : null,
    );
    const router = show(frontDesk());
    // The lines table says what is left of the cream: an amount.
    expect((await screen.findAllByText('7,30 € por creditar')).length).toBeGreaterThan(0);
    fireEvent.click(await screen.findByRole('button', { name: 'Emitir nota de crédito' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nota de crédito de Fatura FT 2026A/17' });
    // The cream was credited by an amount before: only an amount is left, 7,30 €.
    const cream = within(dialog).getByRole('textbox', { name: 'Valor a creditar, IVA incluído (€): Creme' });
    expect(within(dialog).getByText('Até 7,30 €')).toBeTruthy();
    expect(
      (within(dialog).getByRole('checkbox', { name: 'Creditar um valor de Creme' }) as HTMLInputElement)
        .disabled,
    ).toBe(true);
    // The session: a discount of 10 € instead of a quantity.
    fireEvent.click(
      within(dialog).getByRole('checkbox', { name: 'Creditar um valor de Sessão de fisioterapia' }),
    );
    const session = within(dialog).getByRole('textbox', {
      name: 'Valor a creditar, IVA incluído (€): Sessão de fisioterapia',
    });
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Motivo' }), {
      target: { value: 'Desconto acordado' },
    });
    fireEvent.change(session, { target: { value: '10' } });
    fireEvent.change(cream, { target: { value: '7,31' } });
    await act(async () =>
      fireEvent.click(within(dialog).getByRole('button', { name: 'Criar nota de crédito' })),
    );
    expect(await within(dialog).findByText('No máximo 7,30 €')).toBeTruthy();
    expect(posts(calls)).toHaveLength(0);
    fireEvent.change(cream, { target: { value: '' } });
    await act(async () =>
      fireEvent.click(within(dialog).getByRole('button', { name: 'Criar nota de crédito' })),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe(`/invoices/${ids.creditNote}`));
    expect(posts(calls)[0]!.body).toMatchObject({
      credit_reason: 'Desconto acordado',
      credit_lines: [{ credited_line_id: credited.lines[0]!.id, amount_cents: 1000 }],
    });
  });

  it('goes by e-mail to the patient’s address unless another is typed', async () => {
    const calls = server(invoice(), (call) =>
      call.path === '/api/v1/invoicing-documents/send-by-email' ? [200, { sent_to: 'rui@example.pt' }] : null,
    );
    show(frontDesk());
    fireEvent.click(await screen.findByRole('button', { name: 'Enviar por e-mail' }));
    const dialog = await screen.findByRole('dialog');
    const email = within(dialog).getByRole('textbox', { name: 'E-mail' });
    await waitFor(() => expect((email as HTMLInputElement).value).toBe('rui@example.pt'));
    await act(async () => fireEvent.click(within(dialog).getByRole('button', { name: 'Enviar' })));
    await waitFor(() => expect(notify).toHaveBeenCalledWith('Documento enviado por e-mail', 'success'));
    expect(posts(calls)[0]!.body).toEqual({ document_id: ids.document, email: 'rui@example.pt' });
  });

  it('downloads its PDF, made by the server', async () => {
    const calls = server(invoice(), (call) => (call.path === `${base}/generate-pdf` ? [200, {}] : null));
    const createObjectURL = vi.fn(() => 'blob:pdf');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    const clicked: string[] = [];
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      clicked.push(this.download);
    });
    show(frontDesk());
    fireEvent.click(await screen.findByRole('button', { name: 'PDF' }));
    await waitFor(() => expect(clicked).toEqual(['FT-2026A-17.pdf']));
    expect(posts(calls).map((c) => `${c.method} ${c.path}`)).toEqual([`POST ${base}/generate-pdf`]);
    click.mockRestore();
  });
});

import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { InvoicingProviderSettings } from '@clinica/contracts/invoicing-provider';
import { makeUser } from '../../../app/test-users';
import { clearUser, setUser } from '../../../lib/session';
import { renderWithQueries, serve, usePortugueseWith } from '../../../test/fake-api';
import pt from '../messages/pt.json';
import { InvoicingProviderSection } from './invoicing-provider-section';

const user = makeUser('manager');
const url = `/api/v1/tenants/${user.tenant.id}/invoicing/provider`;
const stored: InvoicingProviderSettings = {
  provider: 'clinica',
  account_name: null,
  api_key_set: false,
  switched_at: null,
};

beforeAll(() => usePortugueseWith(pt));
afterEach(() => {
  cleanup();
  clearUser();
  vi.unstubAllGlobals();
});

describe('the invoicing program (issue 53)', { timeout: 30_000 }, () => {
  it('warns about certification on «Clínica»; InvoiceXpress sends the account and key, then never shows the key', async () => {
    setUser(user);
    let settings = stored;
    const calls = serve((call) => {
      if (call.path !== url) return [404, {}];
      if (call.method === 'GET') return [200, settings];
      const body = call.body as { account_name: string };
      settings = {
        provider: 'invoicexpress',
        account_name: body.account_name,
        api_key_set: true,
        switched_at: '2026-12-01',
      };
      return [200, settings];
    });
    renderWithQueries(<InvoicingProviderSection />);
    expect(await screen.findByText(/não é um programa de faturação certificado pela AT/)).toBeTruthy();

    await act(async () => fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Emitir com' })));
    await act(async () =>
      fireEvent.click(
        within(await screen.findByRole('listbox')).getByRole('option', { name: /InvoiceXpress/ }),
      ),
    );
    expect(screen.queryByText(/não é um programa de faturação certificado/)).toBeNull();
    await act(async () =>
      fireEvent.change(screen.getByLabelText('Conta InvoiceXpress'), { target: { value: 'clinica-porto' } }),
    );
    await act(async () =>
      fireEvent.change(screen.getByLabelText('Chave da API'), { target: { value: 'k-123' } }),
    );
    await act(async () =>
      fireEvent.click(screen.getByRole('button', { name: 'Guardar programa de faturação' })),
    );
    await waitFor(() => expect(calls.filter((c) => c.method === 'PUT')).toHaveLength(1));
    expect(calls.find((c) => c.method === 'PUT')!.body).toEqual({
      provider: 'invoicexpress',
      account_name: 'clinica-porto',
      api_key: 'k-123',
    });
    expect(await screen.findByText(/Emite com este programa desde 01\/12\/2026/)).toBeTruthy();
    expect((screen.getByLabelText('Chave da API') as HTMLInputElement).value).toBe('');
    expect(screen.getByText('Já existe uma chave guardada: deixe em branco para a manter.')).toBeTruthy();
  });
});

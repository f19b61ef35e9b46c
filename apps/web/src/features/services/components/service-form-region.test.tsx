import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { makeUser } from '../../../app/test-users';
import { clearUser, setUser } from '../../../lib/session';
import { page, renderWithQueries, serve, usePortugueseWith } from '../../../test/fake-api';
import pt from '../messages/pt.json';
import { ServiceForm } from './service-form';

function signInAt(region: 'PT' | 'PT-AC' | 'PT-MA') {
  const user = makeUser('manager');
  setUser({ ...user, tenant: { ...user.tenant, invoicing: { active: true, tax_region: region } } });
}

/** Opens the tax select and answers the names of its options. */
async function taxOptions(): Promise<string[]> {
  const select = screen.getByRole('combobox', { name: 'IVA' });
  await act(async () => fireEvent.mouseDown(select));
  const list = await screen.findByRole('listbox');
  // The choices, not the group headings (MUI gives those the option role too, without a value).
  return [...list.querySelectorAll('[role="option"][data-value]')].map((o) => o.textContent ?? '');
}

beforeAll(() => usePortugueseWith(pt));
afterEach(() => {
  cleanup();
  clearUser();
  vi.unstubAllGlobals();
});

describe('the service form’s VAT', { timeout: 30_000 }, () => {
  it('offers the three classes with the rates of the clinic’s region, then the exemptions', async () => {
    serve(() => [200, page([])]);
    signInAt('PT-AC');
    renderWithQueries(<ServiceForm service={null} canEdit canDelete={false} />);
    const options = await taxOptions();
    expect(options.slice(0, 3)).toEqual(['IVA normal (16%)', 'IVA intermédio (9%)', 'IVA reduzido (4%)']);
    expect(options).toContain('M07 — Isento artigo 9.º do CIVA');
    expect(
      within(await screen.findByRole('listbox')).getByText('IVA — Região Autónoma dos Açores'),
    ).toBeTruthy();
  });

  it('shows the mainland rates on the mainland', async () => {
    serve(() => [200, page([])]);
    signInAt('PT');
    renderWithQueries(<ServiceForm service={null} canEdit canDelete={false} />);
    expect((await taxOptions()).slice(0, 3)).toEqual([
      'IVA normal (23%)',
      'IVA intermédio (13%)',
      'IVA reduzido (6%)',
    ]);
  });
});

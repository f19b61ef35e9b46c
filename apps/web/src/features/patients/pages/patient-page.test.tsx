import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Me } from '@clinica/contracts/auth';
import type { Patient } from '@clinica/contracts/patients';
import { makeUser } from '../../../app/test-users';
import i18n from '../../../lib/i18n';
import { clearUser, setUser } from '../../../lib/session';
import pt from '../messages/pt.json';
import { PatientPage } from './patient-page';

const ID = '0d3c7a52-5b1e-4c59-9d4a-000000000b01';

const patient = {
  id: ID,
  first_name: 'Rita',
  surname: 'Silva',
  date_of_birth: null,
  active: true,
  erased: false,
  portal: 'none',
  image: null,
} as unknown as Patient;

/** The record with a stand-in for the clinical record's slot (app/ puts the evaluations feature's tab there). */
function renderRecord(user: Me, tab: string) {
  setUser(user);
  vi.stubGlobal('fetch', async (input: string) =>
    new URL(input, 'http://localhost').pathname === `/api/v1/users/patients/${ID}`
      ? new Response(JSON.stringify(patient), { headers: { 'content-type': 'application/json' } })
      : new Response('{}', { status: 404, headers: { 'content-type': 'application/json' } }),
  );
  const router = createMemoryRouter(
    [
      {
        path: '/patients/:id',
        element: <PatientPage clinicalRecord={(id) => <p>{`Registo de ${id}`}</p>} />,
      },
    ],
    { initialEntries: [`/patients/${ID}?tab=${tab}`] },
  );
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

const tabNames = () => [...document.querySelectorAll('[role="tab"]')].map((tab) => tab.textContent);

beforeAll(async () => {
  i18n.addResourceBundle('pt', 'translation', pt, true, true);
  await i18n.changeLanguage('pt');
});
afterEach(() => {
  cleanup();
  clearUser();
  vi.unstubAllGlobals();
});

describe('the patient record’s «Registo clínico» tab', () => {
  it('is there for whoever may read evaluations, and shows what the slot gives it', async () => {
    const router = renderRecord(
      makeUser('professional', { permissions: { evaluations: { read: true }, patients: { read: true } } }),
      'packs',
    );
    await screen.findByText('Rita Silva');
    expect(tabNames()).toContain('Registo clínico');
    await act(async () => fireEvent.click(screen.getByText('Registo clínico')));
    expect(router.state.location.search).toBe('?tab=evaluations');
    expect(screen.getByText(`Registo de ${ID}`)).toBeTruthy();
  });

  it('is not there for front desk, not even by its address', async () => {
    renderRecord(
      makeUser('front_desk', { permissions: { patients: { read: true, update: true } } }),
      'evaluations',
    );
    await screen.findByText('Rita Silva');
    expect(tabNames()).not.toContain('Registo clínico');
    expect(tabNames()).toContain('Ficheiros');
    expect(screen.queryByText(`Registo de ${ID}`)).toBeNull();
    // The address asked for it: the record opens on its first tab instead.
    expect(document.querySelector('[role="tab"][aria-selected="true"]')!.textContent).toBe('Dados');
  });
});

import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Patient } from '@clinica/contracts/patients';
import i18n from '../../../lib/i18n';
import pt from '../messages/pt.json';
import { nifToCheck } from '../use-duplicate-nif';
import { PatientForm } from './patient-form';

const EXISTING = { id: '0d3c7a52-5b1e-4c59-9d4a-000000000104', name: 'João Carlos Silva' };
const NEW_ID = '11111111-1111-4111-8111-111111111111';

interface Call {
  method: string;
  path: string;
  query: URLSearchParams;
  body: Record<string, unknown> | null;
}

/** The server as the form sees it: `answer` decides each call's status and JSON. */
function serve(answer: (call: Call) => [number, unknown]) {
  const calls: Call[] = [];
  vi.stubGlobal('fetch', async (input: string, init: RequestInit = {}) => {
    const url = new URL(input, 'http://localhost');
    const call: Call = {
      method: init.method ?? 'GET',
      path: url.pathname,
      query: url.searchParams,
      body: typeof init.body === 'string' ? (JSON.parse(init.body) as Record<string, unknown>) : null,
    };
    calls.push(call);
    const [status, json] = answer(call);
    return new Response(JSON.stringify(json), { status, headers: { 'content-type': 'application/json' } });
  });
  return calls;
}

const savedPatient = (body: Record<string, unknown> | null, id = NEW_ID): Patient => ({
  id,
  first_name: String(body?.first_name ?? ''),
  surname: String(body?.surname ?? ''),
  email: null,
  phone: null,
  image: null,
  image_file_id: null,
  address: null,
  postal_code: null,
  city: null,
  nif: (body?.nif as string | undefined) ?? null,
  job: null,
  date_of_birth: null,
  insurer_id: null,
  insurer_name: null,
  insurance_number: null,
  license_number: null,
  reference_id: null,
  reference_name: null,
  consent_sms: false,
  consent_email: false,
  notes: null,
  clinic_ids: [],
  active: true,
  portal: 'none',
  erased: false,
  created_at: '2026-11-25T10:00:00.000Z',
});

function renderForm(patient: Patient | null = null) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const router = createMemoryRouter(
    [
      {
        path: '/patients/add_new_patient',
        element: <PatientForm patient={null} canEdit canListClinics={false} />,
      },
      {
        path: '/patients/:id',
        element: patient ? <PatientForm patient={patient} canEdit canListClinics={false} /> : <p>Ficha</p>,
      },
    ],
    { initialEntries: [patient ? `/patients/${patient.id}` : '/patients/add_new_patient'] },
  );
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

// Queries by label and text, not by role: role queries over a whole MUI form take seconds in happy-dom.
const type = (label: RegExp, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
const button = (name: string, within: HTMLElement = document.body) =>
  [...within.querySelectorAll('button')].find((b) => b.textContent === name)!;
/** The confirmation dialog, once open. */
const confirmation = async () =>
  (await screen.findByText('Guardar com um NIF repetido?')).closest<HTMLElement>('[role="dialog"]')!;

const nifChecks = (calls: Call[]) =>
  calls.filter((c) => c.path === '/api/v1/users/patients/nif-check').map((c) => c.query.get('nif'));
const saves = (calls: Call[]) =>
  calls.filter((c) => c.path.startsWith('/api/v1/users/patients') && c.method !== 'GET');

beforeAll(async () => {
  i18n.addResourceBundle('pt', 'translation', pt, true, true);
  await i18n.changeLanguage('pt');
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('nifToCheck', () => {
  it('asks only about a complete, valid NIF that is new to the record and not the final consumer’s', () => {
    expect(nifToCheck('12345678', null)).toBeNull();
    expect(nifToCheck('123456780', null)).toBeNull();
    expect(nifToCheck('999999990', null)).toBeNull();
    expect(nifToCheck('123456789', '123456789')).toBeNull();
    expect(nifToCheck('123456789', null)).toBe('123456789');
    expect(nifToCheck(' PT 123 456 789 ', '234567899')).toBe('123456789');
  });
});

// A whole MUI form in happy-dom: seconds on a busy machine.
describe('the patient form and a repeated NIF', { timeout: 30_000 }, () => {
  it('warns under the field with a link to the other record, and saves only once confirmed', async () => {
    const calls = serve((call) => {
      if (call.path === '/api/v1/insurers') return [200, { items: [], total: 0, page: 1, page_size: 200 }];
      if (call.path === '/api/v1/users/patients/nif-check') {
        return [200, { duplicate: call.query.get('nif') === '123456789' ? EXISTING : null }];
      }
      if (call.method === 'POST') return [201, savedPatient(call.body)];
      return [404, { error: { code: 'not_found', message: 'Recurso não encontrado' } }];
    });
    const router = renderForm();
    type(/^Nome/, 'Rita');
    type(/^Apelido/, 'Silva');
    // Incomplete, invalid or the final consumer's: not asked.
    type(/^NIF/, '12345678');
    type(/^NIF/, '123456780');
    type(/^NIF/, '999999990');
    type(/^NIF/, '123456789');

    const notice = await screen.findByText(/Já existe um paciente com este NIF/);
    const link = within(notice).getByText('ver a ficha de João Carlos Silva').closest('a')!;
    expect(link.getAttribute('href')).toBe(`/patients/${EXISTING.id}`);
    expect(nifChecks(calls)).toEqual(['123456789']);
    // Read with the field: its description is the notice.
    const described = screen.getByLabelText(/^NIF/).getAttribute('aria-describedby')!;
    expect(document.getElementById(described)!.textContent).toContain('Já existe um paciente com este NIF');

    fireEvent.click(button('Criar paciente'));
    const dialog = await confirmation();
    expect(dialog.textContent).toContain('João Carlos Silva já tem o NIF 123456789');
    expect(saves(calls)).toEqual([]);

    // Cancelling sends nothing; saving again asks again.
    fireEvent.click(button('Cancelar', dialog));
    await waitFor(() => expect(document.querySelector('[role="dialog"]')).toBeNull());
    expect(saves(calls)).toEqual([]);
    fireEvent.click(button('Criar paciente'));
    fireEvent.click(button('Guardar mesmo assim', await confirmation()));

    await waitFor(() => expect(router.state.location.pathname).toBe(`/patients/${NEW_ID}`));
    const [sent] = saves(calls);
    expect(sent).toMatchObject({
      method: 'POST',
      body: { first_name: 'Rita', surname: 'Silva', nif: '123456789', confirm_duplicate_nif: true },
    });
    expect(saves(calls)).toHaveLength(1);
  });

  it('asks the same question when the server answers 409 duplicate_nif, then resends confirmed', async () => {
    const calls = serve((call) => {
      if (call.path === '/api/v1/insurers') return [200, { items: [], total: 0, page: 1, page_size: 200 }];
      // The check saw nothing (someone else saved the NIF a moment later).
      if (call.path === '/api/v1/users/patients/nif-check') return [200, { duplicate: null }];
      if (call.method === 'PUT' && !call.body?.confirm_duplicate_nif) {
        return [
          409,
          {
            error: {
              code: 'duplicate_nif',
              message: 'Já existe um paciente com este NIF',
              fields: { nif: 'Já existe um paciente com este NIF' },
              details: { patient_id: EXISTING.id, name: EXISTING.name },
            },
          },
        ];
      }
      if (call.method === 'PUT') return [200, savedPatient(call.body, 'edited')];
      return [404, { error: { code: 'not_found', message: 'Recurso não encontrado' } }];
    });
    const patient = savedPatient({ first_name: 'Rita', surname: 'Silva', nif: '234567899' }, NEW_ID);
    renderForm(patient);
    // The record's own NIF is not asked about.
    await act(async () => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(nifChecks(calls)).toEqual([]);
    type(/^NIF/, '123456789');
    await waitFor(() => expect(nifChecks(calls)).toEqual(['123456789']));
    expect(nifChecks(calls)).toEqual(['123456789']);
    expect(calls.find((c) => c.path === '/api/v1/users/patients/nif-check')!.query.get('exclude_id')).toBe(
      NEW_ID,
    );

    fireEvent.click(button('Guardar'));
    const dialog = await confirmation();
    expect(dialog.textContent).toContain('João Carlos Silva');
    // The notice shows what the server said, with its link.
    expect(screen.getByText('ver a ficha de João Carlos Silva').closest('a')!.getAttribute('href')).toBe(
      `/patients/${EXISTING.id}`,
    );
    fireEvent.click(button('Guardar mesmo assim', dialog));
    await waitFor(() => expect(saves(calls)).toHaveLength(2));
    expect(saves(calls).map((c) => [c.method, c.body?.nif, c.body?.confirm_duplicate_nif])).toEqual([
      ['PUT', '123456789', false],
      ['PUT', '123456789', true],
    ]);
  });
});

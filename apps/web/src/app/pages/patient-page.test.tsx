import { cleanup, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Me } from '@clinica/contracts/auth';
import invoicesPt from '../../features/invoices/messages/pt.json';
import { frontDesk, ids, issued } from '../../features/invoices/test-support';
import patientsPt from '../../features/patients/messages/pt.json';
import { clearUser, setUser } from '../../lib/session';
import { notFound, renderRoutes, serve, usePortugueseWith } from '../../test/fake-api';
import { makeUser } from '../test-users';
import { PatientPage } from './patient-page';

const patient = {
  id: ids.patient,
  first_name: 'Rui',
  surname: 'Costa',
  date_of_birth: null,
  active: true,
  erased: false,
  portal: 'none',
  image: null,
  clinic_ids: [],
};

function show(user: Me) {
  setUser(user);
  serve((call) => (call.path === `/api/v1/users/patients/${ids.patient}` ? [200, patient] : notFound));
  renderRoutes([{ path: '/patients/:id', element: <PatientPage /> }], `/patients/${ids.patient}`);
}

beforeAll(() => usePortugueseWith({ ...patientsPt, ...invoicesPt }));
afterEach(() => {
  cleanup();
  clearUser();
  vi.unstubAllGlobals();
});

describe('«Faturar marcações por faturar» on the patient’s record', { timeout: 30_000 }, () => {
  it('opens a new invoice for the patient, for whoever may invoice', async () => {
    show(frontDesk());
    const link = await screen.findByRole('link', { name: 'Faturar marcações por faturar' });
    expect(link.getAttribute('href')).toBe(`/invoices/add_new_invoice?patient_id=${ids.patient}`);
  });

  it('is not offered to a reader, nor while the clinic does not invoice', async () => {
    show(
      makeUser(
        'professional',
        { permissions: { invoicing_documents: { read: true }, patients: { read: true } } },
        true,
      ),
    );
    await screen.findByRole('heading', { name: 'Rui Costa' });
    expect(screen.queryByRole('link', { name: 'Faturar marcações por faturar' })).toBeNull();
    cleanup();
    show({
      ...frontDesk(),
      tenant: { ...frontDesk().tenant, invoicing: { active: false, tax_region: 'PT' } },
    });
    await screen.findByRole('heading', { name: 'Rui Costa' });
    expect(screen.queryByRole('link', { name: 'Faturar marcações por faturar' })).toBeNull();
  });

  it('lists the patient’s documents in the «Faturas» tab, with all of them a link away', async () => {
    setUser(frontDesk());
    const calls = serve((call) => {
      if (call.path === `/api/v1/users/patients/${ids.patient}`) return [200, patient];
      if (call.path === '/api/v1/invoicing-documents')
        return [200, { items: [issued()], total: 12, page: 1, page_size: 10, totals: {} }];
      return notFound;
    });
    renderRoutes(
      [{ path: '/patients/:id', element: <PatientPage /> }],
      `/patients/${ids.patient}?tab=invoices`,
    );
    const list = await screen.findByRole('list', { name: 'Documentos de faturação' });
    expect(list.textContent).toContain('FT 2026A/17');
    expect(calls.find((c) => c.path === '/api/v1/invoicing-documents')!.query.get('patient_id')).toBe(
      ids.patient,
    );
    // All of them: the list's date filter emptied (it opens on this month otherwise).
    expect(screen.getByRole('link', { name: 'Ver todas (12)' }).getAttribute('href')).toBe(
      `/invoices?patient_id=${ids.patient}&from=&to=`,
    );
  });
});

import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { clearUser, setUser } from '../../../lib/session';
import {
  document,
  frontDesk,
  ids,
  issued,
  notFound,
  page,
  reader,
  renderWithQueries,
  serve,
  usePortuguese,
} from '../test-support';
import { AppointmentInvoicing } from './appointment-invoicing';

vi.mock('../../../lib/notify', () => ({ notify: vi.fn() }));

const appointmentId = '5d3c7a52-5b1e-4c59-9d4a-000000000a01';
const base = { id: appointmentId, patient_id: ids.patient, state: 'present' as const, paid_by_pack: false };

beforeAll(usePortuguese);
afterEach(() => {
  cleanup();
  clearUser();
  vi.unstubAllGlobals();
});

describe('an appointment’s invoicing (its page, the calendar’s quick view)', () => {
  it('«Faturar» makes a draft FT of this appointment; «Emitir fatura-recibo» opens the issue dialog', async () => {
    const calls = serve((call) =>
      call.method === 'POST' && call.path === '/api/v1/invoicing-documents'
        ? [201, document({ type: (call.body?.type as 'FT' | 'FR') ?? 'FT' })]
        : notFound,
    );
    setUser(frontDesk());
    renderWithQueries(
      <AppointmentInvoicing
        appointment={{ ...base, invoicing_status: 'not_invoiced' }}
        timeZone="Europe/Lisbon"
      />,
    );
    const group = screen.getByRole('group', { name: 'Faturação' });
    expect(group.textContent).toContain('Por faturar');
    await act(async () => fireEvent.click(within(group).getByRole('button', { name: 'Faturar' })));
    await act(async () =>
      fireEvent.click(within(group).getByRole('button', { name: 'Emitir fatura-recibo' })),
    );
    expect(calls.filter((c) => c.method === 'POST').map((c) => c.body)).toEqual([
      { type: 'FT', patient_id: ids.patient, appointment_ids: [appointmentId] },
      { type: 'FR', patient_id: ids.patient, appointment_ids: [appointmentId] },
    ]);
    expect(await screen.findByRole('dialog', { name: /^Emitir Rascunho — Fatura-recibo/ })).toBeTruthy();
  });

  it('an issued FT offers the payments feature’s «Receber»; a professional who only reads sees the state only', async () => {
    serve((call) =>
      call.path === '/api/v1/invoicing-documents' && call.query.get('appointment_id') === appointmentId
        ? [
            200,
            {
              ...page([issued()]),
              totals: { net_cents: 0, tax_cents: 0, gross_cents: 0, documents: 1, drafts: 0 },
            },
          ]
        : notFound,
    );
    setUser(frontDesk());
    const receive = vi.fn(() => <a href="/receber">Receber</a>);
    renderWithQueries(
      <AppointmentInvoicing
        appointment={{ ...base, invoicing_status: 'invoiced' }}
        timeZone="Europe/Lisbon"
        receive={receive}
      />,
    );
    const group = screen.getByRole('group', { name: 'Faturação' });
    expect(await within(group).findByRole('link', { name: 'Fatura FT 2026A/17' })).toBeTruthy();
    expect(within(group).getByRole('link', { name: 'Receber' })).toBeTruthy();
    expect(within(group).queryByRole('button')).toBeNull();
    cleanup();

    setUser(reader());
    renderWithQueries(
      <AppointmentInvoicing
        appointment={{ ...base, invoicing_status: 'not_invoiced' }}
        timeZone="Europe/Lisbon"
      />,
    );
    const readOnly = screen.getByRole('group', { name: 'Faturação' });
    expect(readOnly.textContent).toContain('Por faturar');
    expect(within(readOnly).queryByRole('button')).toBeNull();
  });
});

import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { OutboxMessage } from '@clinica/contracts/notifications';
import { makeUser } from '../../../app/test-users';
import { clearUser, setUser } from '../../../lib/session';
import { page, renderWithQueries, serve, usePortugueseWith } from '../../../test/fake-api';
import pt from '../messages/pt.json';
import { OutboxSection } from './outbox-section';

const failed: OutboxMessage = {
  id: '5d3c7a52-5b1e-4c59-9d4a-0000000000b1',
  channel: 'email',
  kind: 'appointment_reminder',
  recipient: 'rui.costa@example.pt',
  subject: 'Lembrete da sua consulta',
  status: 'failed',
  attempts: 5,
  last_error: '550 mailbox unavailable',
  created_at: '2026-11-20T09:05:00.000Z',
  sent_at: null,
  delivered_at: null,
};
const delivered: OutboxMessage = {
  ...failed,
  id: '5d3c7a52-5b1e-4c59-9d4a-0000000000b2',
  channel: 'sms',
  recipient: '+351912345678',
  subject: null,
  status: 'delivered',
  attempts: 1,
  last_error: null,
  sent_at: '2026-11-20T09:06:00.000Z',
  delivered_at: '2026-11-20T09:07:00.000Z',
};

beforeAll(() => usePortugueseWith(pt));
afterEach(() => {
  cleanup();
  clearUser();
  vi.unstubAllGlobals();
});

describe('the outbox', () => {
  it('opens on the queued messages, and a status shows its messages with why they failed or when they went', async () => {
    const user = makeUser('manager');
    setUser(user);
    const calls = serve((call) => {
      if (call.path !== `/api/v1/tenants/${user.tenant.id}/outbox`) return [404, {}];
      const status = call.query.get('status');
      return [200, page(status === 'failed' ? [failed] : status === 'delivered' ? [delivered] : [])];
    });
    renderWithQueries(<OutboxSection />);
    expect(await screen.findByText('Nenhuma mensagem neste estado.')).toBeTruthy();
    expect(calls.at(-1)!.query.get('status')).toBe('queued');

    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Estado' }));
    await act(async () => fireEvent.click(await screen.findByRole('option', { name: 'Falhadas' })));
    expect(await screen.findByText('5 tentativa(s): 550 mailbox unavailable')).toBeTruthy();
    expect(screen.getByText('rui.costa@example.pt')).toBeTruthy();
    expect(screen.getByText('E-mail · Lembrete da sua consulta')).toBeTruthy();

    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Estado' }));
    await act(async () => fireEvent.click(await screen.findByRole('option', { name: 'Entregues' })));
    expect(await screen.findByText('+351912345678')).toBeTruthy();
    // Lisbon is UTC in November: delivered at 09:07, dd/mm/yyyy.
    expect(screen.getByText('20/11/2026 09:07')).toBeTruthy();
    expect(calls.at(-1)!.query.get('status')).toBe('delivered');
  });
});

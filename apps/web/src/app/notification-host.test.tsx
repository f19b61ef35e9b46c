import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { notify, pageChanged } from '../lib/notify';
import NotificationHost, { NOTICE_MS, NOTICE_SURVIVES_PAGE_MS } from './notification-host';

// Issue 43 §6: at most two at once (spec §1), each leaving on its own or with the page it was raised on.
describe('notifications', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  const tick = async (ms: number) => {
    for (let i = 0; i < 10; i++) await act(() => vi.advanceTimersByTimeAsync(ms / 10));
  };

  it('shows at most two at once and lets each go on its own after a few seconds', async () => {
    const host = render(<NotificationHost />);
    act(() => {
      notify('Primeiro aviso', 'success');
      notify('Segundo aviso', 'info');
      notify('Terceiro aviso', 'warning');
    });
    await tick(50);
    expect(screen.queryByText('Primeiro aviso')).not.toBeNull();
    expect(screen.queryByText('Segundo aviso')).not.toBeNull();
    expect(screen.queryByText('Terceiro aviso')).toBeNull();

    await tick(NOTICE_MS + 1000);
    await tick(NOTICE_MS + 1000);
    await tick(NOTICE_MS + 1000);
    expect(screen.queryByText('Primeiro aviso')).toBeNull();
    expect(screen.queryByText('Segundo aviso')).toBeNull();
    expect(screen.queryByText('Terceiro aviso')).toBeNull();
    host.unmount();
  });

  it('lets the previous page’s notices go when the page changes, not one raised as it changes', async () => {
    const host = render(<NotificationHost />);
    act(() => notify('Da página anterior', 'info'));
    await tick(NOTICE_SURVIVES_PAGE_MS + 100);
    act(() => notify('Gasto criado com sucesso', 'success'));
    await tick(10);
    act(() => pageChanged());
    await tick(1000);
    expect(screen.queryByText('Da página anterior')).toBeNull();
    expect(screen.queryByText('Gasto criado com sucesso')).not.toBeNull();
    host.unmount();
  });
});

import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithQueries } from '../test/fake-api';
import { ReasonDialog, type ShowReasonError } from './reason-dialog';

afterEach(cleanup);

function show(onSubmit: (reason: string, showError: ShowReasonError) => void) {
  renderWithQueries(
    <ReasonDialog
      title="Anular?"
      warning="Não se desfaz."
      reasonLabel="Motivo"
      submitLabel="Anular"
      pending={false}
      check={(reason) => (reason.trim() ? undefined : 'Indique o motivo')}
      onSubmit={onSubmit}
      onClose={() => undefined}
    />,
  );
  return screen.getByRole('dialog', { name: 'Anular?' });
}

describe('a dialog that asks for a reason (cancelling a document or a payment)', () => {
  it('refuses an empty reason itself, sends the trimmed one, and shows the server’s refusal on the field', async () => {
    const onSubmit = vi.fn<(reason: string, showError: ShowReasonError) => void>();
    show(onSubmit);
    expect(screen.getByText('Não se desfaz.')).toBeTruthy();

    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Anular' })));
    expect(screen.getByText('Indique o motivo')).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();

    const field = screen.getByRole('textbox', { name: /Motivo/ });
    fireEvent.change(field, { target: { value: '  Valor errado ' } });
    expect(screen.queryByText('Indique o motivo')).toBeNull();
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Anular' })));
    expect(onSubmit).toHaveBeenCalledTimes(1);
    expect(onSubmit.mock.calls[0]![0]).toBe('Valor errado');

    await act(async () => onSubmit.mock.calls[0]![1]('O motivo é demasiado curto'));
    expect(screen.getByText('O motivo é demasiado curto')).toBeTruthy();
    expect(field.getAttribute('aria-invalid')).toBe('true');
  });
});

import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import i18n from '../../../lib/i18n';
import { ExceptionDialog } from './exception-dialog';

afterEach(cleanup);

function renderDialog() {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <ExceptionDialog
        professionalId="5d6f0f7e-3c39-4c1b-9a43-0f2d7d0f6a10"
        exception={null}
        clinics={[]}
        onSaved={() => undefined}
        onClose={() => undefined}
      />
    </QueryClientProvider>,
  );
  // The pickers' text lives in sections; each keeps its value in a hidden input that takes typed text.
  const [, startsAt, endsAt] = document.querySelectorAll<HTMLInputElement>('input[aria-hidden="true"]');
  return {
    save: () =>
      act(async () => fireEvent.click(screen.getByRole('button', { name: i18n.t('editing.save') }))),
    type: (input: HTMLInputElement | undefined, value: string) =>
      act(async () => fireEvent.change(input!, { target: { value } })),
    startsAt,
    endsAt,
  };
}

describe('the absence dialog’s "Campo Obrigatório"', () => {
  it('goes from a date as soon as it is filled, without saving again', async () => {
    const dialog = renderDialog();
    await dialog.save();
    expect(screen.getAllByText('Campo Obrigatório')).toHaveLength(2);

    await dialog.type(dialog.startsAt, '05/01/2026 10:00');
    expect(screen.getAllByText('Campo Obrigatório')).toHaveLength(1);

    await dialog.type(dialog.endsAt, '05/01/2026 12:00');
    expect(screen.queryByText('Campo Obrigatório')).toBeNull();
  });
});

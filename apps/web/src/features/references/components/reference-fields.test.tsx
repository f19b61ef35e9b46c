import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import '../../../lib/i18n';
import { ReferenceFields, useReferenceForm } from './reference-form';

afterEach(cleanup);

function ReferenceFormHarness() {
  const form = useReferenceForm(null);
  return (
    <form noValidate onSubmit={form.handleSubmit(() => undefined)}>
      <ReferenceFields form={form} />
      <button type="submit">Guardar</button>
    </form>
  );
}

/** The react-hook-form forms check a changed field again after the first submit (react-hook-form's default). */
describe('a react-hook-form form with the contract’s schema', () => {
  it('drops "Campo Obrigatório" as soon as the field is filled, and says zod’s limits in pt-PT', async () => {
    render(<ReferenceFormHarness />);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Guardar' })));
    expect(await screen.findByText('Campo Obrigatório')).toBeTruthy();

    const name = document.querySelector<HTMLInputElement>('input[name="name"]')!;
    await act(async () => fireEvent.change(name, { target: { value: 'Dr. Rui Sá' } }));
    await act(async () => new Promise((resolve) => setTimeout(resolve, 0)));
    expect(screen.queryByText('Campo Obrigatório')).toBeNull();

    const contact = document.querySelector<HTMLInputElement>('input[name="contact"]')!;
    await act(async () => fireEvent.change(contact, { target: { value: 'x'.repeat(201) } }));
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Guardar' })));
    expect(await screen.findByText('Máximo de 200 caracteres')).toBeTruthy();
  });
});

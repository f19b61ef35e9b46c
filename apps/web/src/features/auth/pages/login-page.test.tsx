import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import '../../../lib/i18n';
import { LoginPage } from './login-page';

afterEach(cleanup);

function renderLogin() {
  const router = createMemoryRouter([{ path: '/login', Component: LoginPage }], {
    initialEntries: ['/login'],
  });
  render(<RouterProvider router={router} />);
  return {
    username: screen.getByLabelText(/^E-mail/) as HTMLInputElement,
    password: screen.getByLabelText(/^Palavra-passe/) as HTMLInputElement,
    submit: () => act(async () => fireEvent.click(screen.getByRole('button', { name: 'Entrar' }))),
    type: (input: HTMLInputElement, value: string) =>
      act(async () => fireEvent.change(input, { target: { value } })),
  };
}

describe('the login form’s "Campo Obrigatório"', () => {
  it('goes from a field as soon as it is filled, and comes back if it is emptied again', async () => {
    const form = renderLogin();
    await form.submit();
    expect(screen.getAllByText('Campo Obrigatório')).toHaveLength(2);

    await form.type(form.username, 'g');
    expect(form.username.getAttribute('aria-invalid')).toBeNull();
    expect(screen.getAllByText('Campo Obrigatório')).toHaveLength(1);
    expect(form.password.getAttribute('aria-invalid')).toBe('true');

    await form.type(form.password, 'x');
    expect(screen.queryByText('Campo Obrigatório')).toBeNull();

    await form.type(form.username, '   ');
    expect(screen.getAllByText('Campo Obrigatório')).toHaveLength(1);
    expect(form.username.getAttribute('aria-invalid')).toBe('true');
  });

  it('is not shown before the first attempt to sign in', async () => {
    const form = renderLogin();
    await form.type(form.username, 'g');
    await form.type(form.username, '');
    expect(screen.queryByText('Campo Obrigatório')).toBeNull();
  });
});

import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { App } from './app';
import { translator } from './messages';
import { PageContextValue } from './page-context';

const TENANT = '11111111-1111-4111-8111-111111111111';
const SERVICE = '22222222-2222-4222-8222-222222222222';
const PRO = '33333333-3333-4333-8333-333333333333';
const profile = {
  tenant_id: TENANT,
  name: 'Clínica Demo',
  logo_url: null,
  address: 'Rua de Santa Catarina, 312, 4000-443 Porto',
  phone: '+351222012345',
  min_notice_minutes: 120,
  horizon_days: 60,
  confirm_email: true,
  services: [{ id: SERVICE, name: 'Sessão de fisioterapia', duration_minutes: 45, price_cents: 3500 }],
  professionals: [{ id: PRO, name: 'Tiago Ferreira' }],
};
const slots = {
  time_zone: 'Europe/Lisbon',
  items: [
    { starts_at: '2030-03-04T09:00:00.000Z', ends_at: '2030-03-04T09:45:00.000Z', professional_id: PRO },
    { starts_at: '2030-03-04T10:00:00.000Z', ends_at: '2030-03-04T10:45:00.000Z', professional_id: PRO },
  ],
};

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** The page against a fake server: `post` answers POST /appointment-requests. */
function renderPage(post: (body: Record<string, unknown>) => Response, slug = 'clinica-demo') {
  const fetch = vi.fn((url: string, init?: RequestInit) => {
    if (url.startsWith('/appointment-requests/tenant/clinica-demo'))
      return Promise.resolve(json(200, profile));
    if (url.startsWith('/appointment-requests/tenant/'))
      return Promise.resolve(json(404, { error: { code: 'not_found', message: 'x' } }));
    if (url.startsWith('/appointment-requests/slots')) return Promise.resolve(json(200, slots));
    if (url === '/appointment-requests' && init?.method === 'POST')
      return Promise.resolve(post(JSON.parse(String(init.body)) as Record<string, unknown>));
    return Promise.reject(new TypeError('unexpected ' + url));
  });
  vi.stubGlobal('fetch', fetch);
  render(
    <PageContextValue.Provider value={{ language: 'pt', t: translator('pt'), locale: 'pt-PT' }}>
      <App slug={slug} confirmToken="" />
    </PageContextValue.Provider>,
  );
  return fetch;
}

async function fillForm() {
  fireEvent.click(await screen.findByRole('button', { name: 'Continuar' }));
  fireEvent.click(await screen.findByRole('button', { name: '09:00' }));
  await screen.findByRole('heading', { name: 'Os seus dados' });
  fireEvent.change(screen.getByLabelText(/^Nome/), { target: { value: 'Inês Figueiredo' } });
  fireEvent.change(screen.getByLabelText(/^E-mail/), { target: { value: 'ines@exemplo.pt' } });
  fireEvent.change(screen.getByLabelText(/^Telemóvel/), { target: { value: '912345678' } });
  fireEvent.click(screen.getByRole('checkbox', { name: /Aceito ser contactado/ }));
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the public booking page', () => {
  it('says plainly when the clinic takes no online bookings', async () => {
    renderPage(() => json(500, {}), 'nao-existe');
    expect(await screen.findByText('Esta clínica não aceita marcações online')).toBeTruthy();
  });

  it('sends the request with the honeypot empty and the form’s start, and says «Confirme o seu e-mail»', async () => {
    let sent: Record<string, unknown> = {};
    renderPage((body) => {
      sent = body;
      return json(201, { status: 'unconfirmed', starts_at: body.starts_at });
    });
    expect(await screen.findByText('45 min · 35,00 €')).toBeTruthy();
    await fillForm();
    fireEvent.click(screen.getByRole('button', { name: 'Enviar pedido' }));
    expect(await screen.findByRole('heading', { name: 'Pedido recebido' })).toBeTruthy();
    expect(screen.getByText('Confirme o seu e-mail')).toBeTruthy();
    expect(sent).toMatchObject({
      tenant_id: TENANT,
      service_id: SERVICE,
      starts_at: '2030-03-04T09:00:00.000Z',
      consent: true,
      mobile: '912345678',
    });
    expect(sent.website).toBeUndefined();
    expect(typeof sent.form_started_at).toBe('number');
  });

  it('offers the next free times when the slot was taken meanwhile (409), and takes the one chosen', async () => {
    const posted: unknown[] = [];
    renderPage((body) => {
      posted.push(body.starts_at);
      return posted.length === 1
        ? json(409, {
            error: {
              code: 'conflict',
              message: 'Este horário já não está disponível. Escolha outro.',
              details: { next_free: ['2030-03-04T11:00:00.000Z'] },
            },
          })
        : json(201, { status: 'pending', starts_at: body.starts_at });
    });
    await fillForm();
    fireEvent.click(screen.getByRole('button', { name: 'Enviar pedido' }));
    expect(await screen.findByText('Este horário já não está disponível. Escolha outro.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'segunda-feira, 04/03/2030, 11:00' }));
    expect(screen.getByText('Sessão de fisioterapia — segunda-feira, 04/03/2030, 11:00')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Enviar pedido' }));
    expect(await screen.findByRole('heading', { name: 'Pedido recebido' })).toBeTruthy();
    expect(posted).toEqual(['2030-03-04T09:00:00.000Z', '2030-03-04T11:00:00.000Z']);
  });

  it('shows the server’s field errors next to their fields (400), and the spec’s message for 429', async () => {
    let answer = json(400, {
      error: { code: 'validation', message: 'x', fields: { mobile: 'Número de telefone inválido' } },
    });
    renderPage(() => answer);
    await fillForm();
    fireEvent.click(screen.getByRole('button', { name: 'Enviar pedido' }));
    const mobile = screen.getByLabelText(/^Telemóvel/);
    await waitFor(() => expect(mobile.getAttribute('aria-invalid')).toBe('true'));
    expect(document.getElementById(mobile.getAttribute('aria-describedby')!)?.textContent).toBe(
      'Número de telefone inválido',
    );
    answer = json(429, { error: { code: 'too_many', message: 'x' } });
    fireEvent.click(screen.getByRole('button', { name: 'Enviar pedido' }));
    expect(
      await screen.findByText('Demasiadas Tentativas / Por favor aguarde uns minutes e tente outra vez'),
    ).toBeTruthy();
  });
});

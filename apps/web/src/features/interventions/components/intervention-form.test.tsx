import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Intervention } from '@clinica/contracts/interventions';
import i18n from '../../../lib/i18n';
import { attachNoticeSink, type Notice } from '../../../lib/notify';
import pt from '../messages/pt.json';
import { serve } from '../../../test/fake-api';
import { InterventionForm } from './intervention-form';

const ID = '0d3c7a52-5b1e-4c59-9d4a-000000000c01';

const saved = (body: Record<string, unknown> | null): Intervention => ({
  id: ID,
  name: String(body?.name ?? ''),
  type: 'exercise',
  video_url: (body?.video_url as string | null) ?? null,
  video_embed_url: null,
  image_url: null,
  description: null,
  region: null,
  tags: [],
  active: true,
  created_at: '2026-11-25T10:00:00.000Z',
});

function renderNew() {
  const router = createMemoryRouter(
    [
      {
        path: '/interventions/new',
        element: <InterventionForm intervention={null} canEdit canDelete={false} />,
      },
      { path: '/interventions', element: <p>Biblioteca</p> },
    ],
    { initialEntries: ['/interventions/new'] },
  );
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

const input = (name: string) => document.querySelector<HTMLInputElement>(`input[name="${name}"]`)!;
const type = (name: string, value: string) =>
  act(async () => fireEvent.change(input(name), { target: { value } }));
const helperOf = (name: string) =>
  document.getElementById(input(name).getAttribute('aria-describedby') ?? '')?.textContent;
const submit = () =>
  act(async () =>
    fireEvent.click(
      [...document.querySelectorAll('button')].find((b) => b.textContent === 'Criar intervenção')!,
    ),
  );

beforeAll(async () => {
  i18n.addResourceBundle('pt', 'translation', pt, true, true);
  await i18n.changeLanguage('pt');
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the intervention form', { timeout: 30_000 }, () => {
  it('previews a YouTube link through youtube-nocookie, titled with the intervention’s name', async () => {
    serve(() => [404, {}]);
    renderNew();
    await type('name', 'Ponte glútea');
    expect(document.querySelector('iframe')).toBeNull();

    await type('video_url', 'https://www.youtube.com/watch?v=dQw4w9WgXcQ');
    const frame = document.querySelector('iframe')!;
    expect(frame.getAttribute('src')).toBe('https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ');
    expect(frame.getAttribute('title')).toBe('Ponte glútea');
    expect(frame.getAttribute('loading')).toBe('lazy');
    expect(frame.getAttribute('allow')).toBe('encrypted-media; picture-in-picture; fullscreen');
    expect(frame.getAttribute('referrerpolicy')).toBe('strict-origin-when-cross-origin');

    await type('video_url', 'https://vimeo.com/76979871');
    expect(document.querySelector('iframe')!.getAttribute('src')).toBe(
      'https://player.vimeo.com/video/76979871?dnt=1',
    );
  });

  it('shows no player for another site, and the contract’s message under the link', async () => {
    const calls = serve(() => [404, {}]);
    renderNew();
    await type('name', 'Ponte glútea');
    await type('video_url', 'https://example.com/watch?v=dQw4w9WgXcQ');
    expect(document.querySelector('iframe')).toBeNull();
    await submit();
    await waitFor(() =>
      expect(helperOf('video_url')).toBe('Link de vídeo inválido: use um endereço do YouTube ou do Vimeo'),
    );
    expect(calls.filter((c) => c.method === 'POST')).toEqual([]);
  });

  it('says «Campo Obrigatório» under an empty name and sends nothing', async () => {
    const calls = serve(() => [404, {}]);
    renderNew();
    await submit();
    await waitFor(() => expect(helperOf('name')).toBe('Campo Obrigatório'));
    expect(calls).toEqual([]);
  });

  it('puts the server’s 409 «Nome da intervenção já existe» under the name and stays on the form', async () => {
    const calls = serve((call) =>
      call.method === 'POST'
        ? [
            409,
            {
              error: {
                code: 'conflict',
                message: 'Nome da intervenção já existe',
                fields: { name: 'Nome da intervenção já existe' },
              },
            },
          ]
        : [404, {}],
    );
    const router = renderNew();
    await type('name', 'Ponte Glutea');
    await submit();
    await waitFor(() => expect(helperOf('name')).toBe('Nome da intervenção já existe'));
    expect(input('name').getAttribute('aria-invalid')).toBe('true');
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(1);
    expect(router.state.location.pathname).toBe('/interventions/new');
  });

  it('creates, says «Intervenção criada com sucesso» and returns to the library', async () => {
    const notices: Notice[] = [];
    const detach = attachNoticeSink((notice) => notices.push(notice));
    try {
      const calls = serve((call) => (call.method === 'POST' ? [201, saved(call.body)] : [404, {}]));
      const router = renderNew();
      await type('name', 'Ponte glútea');
      await type('video_url', 'https://youtu.be/dQw4w9WgXcQ');
      await submit();
      await waitFor(() => expect(router.state.location.pathname).toBe('/interventions'));
      expect(calls.find((c) => c.method === 'POST')).toMatchObject({
        path: '/api/v1/interventions',
        body: {
          name: 'Ponte glútea',
          type: 'exercise',
          region: null,
          tags: [],
          video_url: 'https://youtu.be/dQw4w9WgXcQ',
          description: null,
        },
      });
      expect(notices).toContainEqual(
        expect.objectContaining({ message: 'Intervenção criada com sucesso', variant: 'success' }),
      );
      expect(screen.getByText('Biblioteca')).toBeTruthy();
    } finally {
      detach();
    }
  });
});

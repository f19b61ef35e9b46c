import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Intervention } from '@clinica/contracts/interventions';
import type { Me } from '@clinica/contracts/auth';
import { makeUser } from '../../../app/test-users';
import i18n from '../../../lib/i18n';
import { clearUser, setUser } from '../../../lib/session';
import pt from '../messages/pt.json';
import { InterventionsPage } from './interventions-page';

const bridge: Intervention = {
  id: '0d3c7a52-5b1e-4c59-9d4a-000000000c01',
  name: 'Ponte glútea',
  type: 'exercise',
  video_url: 'https://youtu.be/dQw4w9WgXcQ',
  video_embed_url: 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
  image_url: null,
  description: null,
  region: 'hip',
  tags: ['força', 'glúteos'],
  active: true,
  created_at: '2026-11-25T10:00:00.000Z',
};
const massage: Intervention = {
  ...bridge,
  id: '0d3c7a52-5b1e-4c59-9d4a-000000000c02',
  name: 'Massagem transversa',
  type: 'other',
  video_url: null,
  video_embed_url: null,
  region: null,
  tags: [],
};

/** The list requests' queries, in order; the server answers every one with the two interventions. */
function serve() {
  const lists: URLSearchParams[] = [];
  vi.stubGlobal('fetch', async (input: string) => {
    const url = new URL(input, 'http://localhost');
    if (url.pathname === '/api/v1/interventions') lists.push(url.searchParams);
    const json =
      url.pathname === '/api/v1/interventions'
        ? { items: [bridge, massage], total: 2, page: 1, page_size: 25 }
        : {};
    return new Response(JSON.stringify(json), { headers: { 'content-type': 'application/json' } });
  });
  return lists;
}

function renderList(user: Me) {
  setUser(user);
  const router = createMemoryRouter([{ path: '/interventions', element: <InterventionsPage /> }], {
    initialEntries: ['/interventions'],
  });
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

/** Picks `option` in the MUI select labelled `label` (by mouse, as MUI opens its menu). */
async function choose(label: string, option: string) {
  const box = [...document.querySelectorAll<HTMLElement>('[role="combobox"]')].find((el) =>
    (el.getAttribute('aria-labelledby') ?? '')
      .split(' ')
      .some((id) => document.getElementById(id)?.textContent === label),
  )!;
  await act(async () => fireEvent.mouseDown(box));
  const item = [...document.querySelectorAll<HTMLElement>('[role="option"]')].find(
    (o) => o.textContent === option,
  )!;
  await act(async () => fireEvent.click(item));
}

beforeAll(async () => {
  i18n.addResourceBundle('pt', 'translation', pt, true, true);
  await i18n.changeLanguage('pt');
});
afterEach(() => {
  cleanup();
  clearUser();
  vi.unstubAllGlobals();
});

describe('the interventions library', { timeout: 30_000 }, () => {
  it('lists the active interventions by name, each a link to its record, with type, region, tags and video', async () => {
    const lists = serve();
    renderList(makeUser('manager'));
    const link = (await screen.findByText('Ponte glútea')).closest('a')!;
    expect(link.getAttribute('href')).toBe(`/interventions/${bridge.id}`);
    expect(screen.getByText('Massagem transversa').closest('a')!.getAttribute('href')).toBe(
      `/interventions/${massage.id}`,
    );
    const rows = [...document.querySelectorAll('tbody tr')];
    expect(rows).toHaveLength(2);
    expect(rows[0]!.textContent).toContain('Exercício');
    expect(rows[0]!.textContent).toContain('Anca');
    expect(rows[0]!.textContent).toContain('força');
    expect(rows[0]!.textContent).toContain('glúteos');
    expect(rows[1]!.textContent).toContain('Outra');
    // Only the one with a video shows the icon, named for a screen reader.
    expect(rows[0]!.querySelector('svg title')?.textContent).toBe('Tem vídeo');
    expect(rows[1]!.querySelector('svg title')).toBeNull();
    expect(Object.fromEntries(lists[0]!)).toEqual({
      page: '1',
      page_size: '25',
      sort: 'name',
      order: 'asc',
      active: 'true',
    });
    // A manager may create and delete.
    expect(screen.getByText('Nova intervenção').closest('a')!.getAttribute('href')).toBe(
      '/interventions/new',
    );
    expect(document.querySelector('tbody input[type="checkbox"]')).not.toBeNull();
  });

  it('sends the type and region filters to the server, and keeps them in the address', async () => {
    const lists = serve();
    const router = renderList(makeUser('manager'));
    await screen.findByText('Ponte glútea');

    await choose('Tipo', 'Exercício');
    await waitFor(() => expect(lists.at(-1)!.get('type')).toBe('exercise'));
    expect(lists.at(-1)!.get('region')).toBeNull();

    await choose('Região', 'Joelho');
    await waitFor(() => expect(lists.at(-1)!.get('region')).toBe('knee'));
    expect(lists.at(-1)!.get('type')).toBe('exercise');
    expect(lists.at(-1)!.get('page')).toBe('1');
    expect(new URLSearchParams(router.state.location.search).get('region')).toBe('knee');

    // A tag's chip filters by that tag.
    await act(async () => fireEvent.click(screen.getAllByLabelText('Filtrar pela etiqueta força')[0]!));
    await waitFor(() => expect(lists.at(-1)!.get('tag')).toBe('força'));
  });

  it('offers neither «Nova intervenção» nor deleting to a professional who may only list', async () => {
    serve();
    renderList(makeUser('professional', { permissions: { interventions: { list_all: true, read: true } } }));
    await screen.findByText('Ponte glútea');
    expect(screen.queryByText('Nova intervenção')).toBeNull();
    expect(document.querySelector('tbody input[type="checkbox"]')).toBeNull();
  });
});

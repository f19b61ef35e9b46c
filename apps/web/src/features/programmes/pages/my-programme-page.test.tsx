import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { makeUser } from '../../../app/test-users';
import { notify } from '../../../lib/notify';
import { clearUser, setUser } from '../../../lib/session';
import { ProgrammeHomeCard } from '../components/programme-home-card';
import {
  ids,
  item,
  notFound,
  page,
  programme,
  renderWithQueries,
  serve,
  usePortuguese,
  type Call,
} from '../test-support';
import { MyProgrammePage } from './my-programme-page';

vi.mock('../../../lib/notify', () => ({ notify: vi.fn() }));

const mine = programme({
  items: [
    item({ notes: 'Pare se doer.' }),
    item({
      intervention: {
        id: ids.plank,
        name: 'Prancha',
        type: 'exercise',
        region: 'full_body',
        description: null,
        video_url: 'https://vimeo.com/123456789',
        video_embed_url: 'https://player.vimeo.com/video/123456789?dnt=1',
        image_url: null,
      },
      sets: 3,
      repetitions: null,
      hold_seconds: 30,
      load_kg: null,
    }),
  ],
});

const server = (current: unknown, more: (call: Call) => [number, unknown] | null = () => null) =>
  serve((call) => {
    const answer = more(call);
    if (answer) return answer;
    if (call.method === 'GET' && call.path === '/api/v1/exercise-programmes')
      return [200, page(current ? [current] : [])];
    return notFound;
  });

beforeAll(usePortuguese);
afterEach(() => {
  cleanup();
  clearUser();
  vi.unstubAllGlobals();
  vi.mocked(notify).mockClear();
});

describe('the patient’s exercise programme page', { timeout: 30_000 }, () => {
  it('shows one card per exercise with its dose in words and the privacy-enhanced video', async () => {
    setUser(makeUser('patient'));
    const calls = server(mine);
    renderWithQueries(<MyProgrammePage />);
    const cards = await screen.findAllByRole('article');
    expect(cards).toHaveLength(2);
    // A patient's own: no patient_id sent.
    expect(calls[0]!.query.get('patient_id')).toBeNull();
    expect(calls[0]!.query.get('active')).toBe('true');

    const bridge = within(cards[0]!);
    expect(bridge.getByRole('heading', { name: 'Ponte glútea' })).toBeTruthy();
    expect(bridge.getByText('3 séries × 12 repetições · 5 kg')).toBeTruthy();
    // The exercise's picture beside its dose (issue 43); an exercise without one shows none.
    expect(bridge.getByRole('img', { name: 'Imagem do exercício: Ponte glútea' }).getAttribute('src')).toBe(
      `/api/v1/interventions/${ids.bridge}/images/5d3c7a52-5b1e-4c59-9d4a-000000000001`,
    );
    expect(bridge.getByText('Deitado de costas, eleve a bacia.')).toBeTruthy();
    expect(bridge.getByText('Notas: Pare se doer.')).toBeTruthy();
    const video = bridge.getByTitle('Ponte glútea');
    expect(video.tagName).toBe('IFRAME');
    expect(video.getAttribute('src')).toBe('https://www.youtube-nocookie.com/embed/abcdefghijk');
    expect(video.getAttribute('loading')).toBe('lazy');

    const plank = within(cards[1]!);
    expect(plank.getByText('3 séries × 30 s')).toBeTruthy();
    expect(plank.queryByRole('img')).toBeNull();
    expect(plank.getByTitle('Prancha').getAttribute('src')).toBe(
      'https://player.vimeo.com/video/123456789?dnt=1',
    );

    expect(screen.getByText('3 vezes por semana')).toBeTruthy();
    expect(screen.getByText('Faça os exercícios devagar.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Descarregar PDF' }).getAttribute('href')).toBe(
      `/api/v1/exercise-programmes/${ids.programme}/pdf`,
    );
  });

  it('marks a session done and shows the week’s new count, as often as it is pressed', async () => {
    setUser(makeUser('patient'));
    let done = 1;
    const calls = server(mine, (call) => {
      if (call.method !== 'POST') return null;
      done += 1;
      return [
        201,
        {
          id: '1d3c7a52-5b1e-4c59-9d4a-00000000d001',
          programme_id: ids.programme,
          done_at: '2026-11-25T18:00:00.000Z',
          this_week: { week_start: '2026-11-23', done, prescribed: 3 },
        },
      ];
    });
    renderWithQueries(<MyProgrammePage />);
    expect((await screen.findByRole('status')).textContent).toBe('1 de 3 sessões esta semana');
    const button = screen.getByRole('button', { name: 'Marcar sessão como feita' });
    fireEvent.click(button);
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('2 de 3 sessões esta semana'));
    expect(calls.filter((c) => c.method === 'POST').map((c) => c.path)).toEqual([
      `/api/v1/exercise-programmes/${ids.programme}/sessions`,
    ]);
    expect(notify).toHaveBeenCalledWith('Sessão registada. Bom trabalho!', 'success');
    await waitFor(() => expect(button.hasAttribute('disabled')).toBe(false));
    fireEvent.click(button);
    await waitFor(() => expect(screen.getByRole('status').textContent).toBe('3 de 3 sessões esta semana'));
  });

  it('says kindly when there is no programme', async () => {
    setUser(makeUser('patient'));
    server(null);
    renderWithQueries(<MyProgrammePage />);
    expect(await screen.findByText('Ainda não tem um programa de exercícios')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Marcar sessão como feita' })).toBeNull();
  });
});

describe('the programme card on the patient’s home', { timeout: 30_000 }, () => {
  it('shows this week’s count and links to the programme', async () => {
    setUser(makeUser('patient'));
    server(mine);
    renderWithQueries(<ProgrammeHomeCard />);
    expect(await screen.findByText('1 de 3 sessões esta semana')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Programa de exercícios' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Ver programa' }).getAttribute('href')).toBe(
      '/dashboard/programme',
    );
  });

  it('says there are no exercises yet when there is no programme', async () => {
    setUser(makeUser('patient'));
    server(null);
    renderWithQueries(<ProgrammeHomeCard />);
    expect(await screen.findByText('Ainda não tem exercícios atribuídos.')).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Ver programa' })).toBeNull();
  });
});

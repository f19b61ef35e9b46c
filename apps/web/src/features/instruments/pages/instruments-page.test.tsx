import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import i18n from '../../../lib/i18n';
import corePt from '../../../locales/pt.json';
import { catalogue, instrument, notFound, renderWithQueries, serve, usePortuguese } from '../test-support';
import { InstrumentPage } from './instrument-page';
import { InstrumentsPage } from './instruments-page';

beforeAll(async () => {
  i18n.addResourceBundle('pt', 'translation', corePt, true, true);
  await usePortuguese();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('/instruments', { timeout: 30_000 }, () => {
  it('lists the six measures with what they measure, region, item count and minutes, each a link', async () => {
    serve((call) => (call.path === '/api/v1/instruments' ? [200, { items: catalogue }] : notFound));
    renderWithQueries(<InstrumentsPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Instrumentos de avaliação' })).toBeTruthy();
    const cards = await screen.findAllByRole('listitem');
    const summary = cards.map((card) => [
      within(card).getByRole('heading', { level: 2 }).textContent,
      within(card).getByText(/\d+ ite(m|ns)$/).textContent,
    ]);
    expect(summary).toEqual([
      ['NPRS — Escala numérica da dor', '1 item'],
      ['PSFS — Escala funcional específica do paciente', '5 itens'],
      ['ODI — Índice de incapacidade de Oswestry', '10 itens'],
      ['NDI — Índice de incapacidade cervical', '10 itens'],
      ['QuickDASH — incapacidade do membro superior', '11 itens'],
      ['LEFS — Escala funcional do membro inferior', '20 itens'],
    ]);
    const odi = cards[2]!;
    expect(within(odi).getByRole('link').getAttribute('href')).toBe('/instruments/odi');
    expect(within(odi).getByText('Incapacidade por dor lombar')).toBeTruthy();
    expect(within(odi).getByText('Coluna lombar')).toBeTruthy();
    expect(within(odi).getByText('cerca de 5 minutos')).toBeTruthy();
  });
});

describe('/instruments/:code', { timeout: 30_000 }, () => {
  it('shows the definition and the clinic’s latest responses, each patient a link', async () => {
    const calls = serve((call) => {
      if (call.path === '/api/v1/instruments/odi') return [200, instrument('odi')];
      if (call.path === '/api/v1/instruments/responses')
        return [
          200,
          {
            items: [
              {
                id: '5d3c7a52-5b1e-4c59-9d4a-000000000001',
                patient: { id: '1d3c7a52-5b1e-4c59-9d4a-000000000b01', name: 'Rui Costa' },
                appointment_id: null,
                instrument: { code: 'odi', version: 1, abbreviation: 'ODI' },
                answers: [],
                answered: 10,
                score: 22,
                recorded_by: { id: '00000000-0000-4000-8000-000000000001', name: 'Ana Sousa' },
                recorded_at: '2026-11-24T10:00:00.000Z',
              },
            ],
            total: 1,
            page: 1,
            page_size: 20,
          },
        ];
      return notFound;
    });
    renderWithQueries(<InstrumentPage />, { path: '/instruments/:code', url: '/instruments/odi' });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'ODI — Índice de incapacidade de Oswestry' }),
    ).toBeTruthy();
    expect(
      screen.getByText(
        'Média dos itens respondidos × 20. São precisos pelo menos 9 de 10 itens respondidos.',
      ),
    ).toBeTruthy();
    expect(screen.getByText('de 0 a 100 % · valores mais baixos indicam melhor estado')).toBeTruthy();
    expect(screen.getByText('MCID: 10 % · fonte: Ostelo RWJG et al. Spine 2008;33(1):90–4')).toBeTruthy();
    expect(screen.getByText('Levantar pesos')).toBeTruthy();
    expect(screen.getByText('5 — limitação máxima')).toBeTruthy();

    const table = await screen.findByRole('table', { name: 'Últimas respostas na clínica' });
    expect(await within(table).findByRole('link', { name: 'Rui Costa' })).toBeTruthy();
    const row = within(table).getAllByRole('row')[1]!;
    expect([...row.querySelectorAll('td')].map((c) => c.textContent)).toEqual([
      'Rui Costa',
      '24/11/2026',
      '22',
    ]);
    expect(calls.find((c) => c.path === '/api/v1/instruments/responses')?.query.get('code')).toBe('odi');
  });
});

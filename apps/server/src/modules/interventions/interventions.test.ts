import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../test/test-app.js';

const t = useTestApp();
const { api } = t;

type Item = {
  id: string;
  name: string;
  type: string;
  region: string | null;
  tags: string[];
  video_embed_url: string | null;
};
const create = (body: object, cookie = t.manager) => api('POST', '/api/v1/interventions', body, cookie);
const list = async (query: string) => {
  const res = await api('GET', `/api/v1/interventions${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { items: Item[]; total: number };
};
const names = async (query: string) => (await list(query)).items.map((i) => i.name);

describe('the interventions library', () => {
  it('keeps an exercise with its video, region and tags, and finds it by name or tag, accents ignored', async () => {
    const res = await create({
      name: 'Rotação externa do ombro com elástico',
      video_url: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
      region: 'shoulder',
      tags: ['Mobilidade', 'elástico', 'mobilidade'],
      description: 'Cotovelo a 90°, junto ao tronco.',
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({
      type: 'exercise',
      region: 'shoulder',
      tags: ['mobilidade', 'elástico'],
      video_embed_url: 'https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ',
      active: true,
    });
    await create({ name: 'Terapia manual lombar', type: 'other', region: 'lumbar', tags: ['manual'] });
    await create({ name: 'Agachamento', region: 'knee', video_url: 'https://vimeo.com/76979871' });

    expect(await names('?q=rotacao ombro')).toEqual(['Rotação externa do ombro com elástico']);
    expect(await names('?q=elastico')).toEqual(['Rotação externa do ombro com elástico']);
    expect(await names('?type=other')).toEqual(['Terapia manual lombar']);
    expect(await names('?region=knee')).toEqual(['Agachamento']);
    expect(await names('?tag=Manual')).toEqual(['Terapia manual lombar']);
    expect((await names('?sort=name&order=desc')).slice(0, 3)).toEqual([
      'Terapia manual lombar',
      'Rotação externa do ombro com elástico',
      'Agachamento',
    ]);
    expect((await list('?q=agachamento')).items[0]!.video_embed_url).toBe(
      'https://player.vimeo.com/video/76979871?dnt=1',
    );
  });

  it('answers «Nome da intervenção já existe» on the name for a name in use, case and accents ignored', async () => {
    expect((await create({ name: 'Ponte glútea' })).statusCode).toBe(201);
    const again = await create({ name: '  PONTE GLUTEA ' });
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toMatchObject({
      message: 'Nome da intervenção já existe',
      fields: { name: 'Nome da intervenção já existe' },
    });
    const other = await create({ name: 'Prancha' });
    const rename = await api('PUT', `/api/v1/interventions/${other.json().id}`, { name: 'ponte glútea' });
    expect(rename.statusCode).toBe(409);
    expect(await names('?q=prancha')).toEqual(['Prancha']);
    // Another clinic account may use the same name.
    expect((await create({ name: 'Ponte glútea' }, t.other)).statusCode).toBe(201);
  });

  it('lets exactly one of two simultaneous creates of a name through', async () => {
    const both = await Promise.all([
      create({ name: 'Elevação gémeos' }),
      create({ name: 'Elevação Gémeos' }),
    ]);
    expect(both.map((r) => r.statusCode).sort()).toEqual([201, 409]);
    expect(await names('?q=elevacao gemeos')).toHaveLength(1);
  });

  it.each([
    ['an empty name', { name: '  ' }, 'name', 'Campo Obrigatório'],
    [
      'a link that is not YouTube or Vimeo',
      { name: 'X1', video_url: 'https://example.com/v/1' },
      'video_url',
      'Link de vídeo inválido: use um endereço do YouTube ou do Vimeo',
    ],
    [
      'a script link',
      { name: 'X2', video_url: 'javascript:alert(1)' },
      'video_url',
      'Link de vídeo inválido: use um endereço do YouTube ou do Vimeo',
    ],
    ['an unknown region', { name: 'X3', region: 'tail' }, 'region', 'Região inválida'],
    ['an unknown type', { name: 'X4', type: 'magic' }, 'type', 'Tipo inválido (exercício ou outra)'],
    [
      'a tag over 30 characters',
      { name: 'X5', tags: ['x'.repeat(31)] },
      'tags.0',
      'Etiqueta inválida (até 30 caracteres)',
    ],
  ])('refuses %s (400, nothing written)', async (_, body, field, message) => {
    const res = await create(body);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields[field]).toBe(message);
    expect(
      await names(`?q=${encodeURIComponent((body as { name: string }).name.trim() || 'zzz')}&active=all`),
    ).toEqual([]);
  });

  it('deletes what nothing uses, and refuses a batch with an unknown id without deleting any', async () => {
    const a = (await create({ name: 'Alongamento isquiotibiais' })).json().id as string;
    const b = (await create({ name: 'Alongamento quadricípite' })).json().id as string;
    const batch = await api('POST', '/api/v1/interventions/delete-batch', {
      ids: [a, '00000000-0000-4000-8000-000000000000'],
    });
    expect(batch.statusCode).toBe(404);
    expect(await names('?q=alongamento')).toHaveLength(2);
    expect((await api('DELETE', `/api/v1/interventions/${a}`)).json()).toEqual({ result: 'deleted' });
    expect((await api('GET', `/api/v1/interventions/${a}`)).statusCode).toBe(404);
    expect((await api('POST', '/api/v1/interventions/delete-batch', { ids: [b] })).json()).toEqual({
      deleted: [b],
      deactivated: [],
    });
  });

  it('is read by a professional but written only with the permission', async () => {
    const fisio = await t.login('fisio@demo.clinica.pt');
    expect((await api('GET', '/api/v1/interventions', undefined, fisio)).statusCode).toBe(200);
    expect((await create({ name: 'Do fisioterapeuta' }, fisio)).statusCode).toBe(403);
  });
});

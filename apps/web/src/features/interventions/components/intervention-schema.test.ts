import { describe, expect, it } from 'vitest';
import { interventionMessages } from '@clinica/contracts/interventions';
import i18n from '../../../lib/i18n';
import en from '../messages/en.json';
import {
  interventionFormSchema,
  interventionFormValues,
  translateInterventionMessage,
} from './intervention-schema';

const base = { ...interventionFormValues(null), name: 'Ponte glútea' };
const byField = (values: unknown) => {
  const result = interventionFormSchema.safeParse(values);
  expect(result.success).toBe(false);
  return Object.fromEntries(result.error!.issues.map((i) => [String(i.path[0]), i.message]));
};

describe('the intervention form’s schema (the contract’s)', () => {
  it('says «Campo Obrigatório» under a blank name', () => {
    expect(byField({ ...base, name: '   ' })).toEqual({ name: 'Campo Obrigatório' });
  });

  it('gives the contract’s message under a link that is neither YouTube nor Vimeo', () => {
    expect(byField({ ...base, video_url: 'https://example.com/watch?v=dQw4w9WgXcQ' })).toEqual({
      video_url: interventionMessages.invalidVideo,
    });
    expect(byField({ ...base, video_url: 'not a link' })).toEqual({
      video_url: interventionMessages.invalidVideo,
    });
  });

  it('turns what was typed into the contract’s body: blanks to null, tags as kept', () => {
    expect(interventionFormSchema.parse(base)).toEqual({
      name: 'Ponte glútea',
      type: 'exercise',
      region: null,
      tags: [],
      video_url: null,
      description: null,
    });
    const body = interventionFormSchema.parse({
      ...base,
      type: 'other',
      region: 'hip',
      tags: [' Força ', 'força', 'glúteos'],
      video_url: 'https://youtu.be/dQw4w9WgXcQ',
      description: ' Três séries de dez. ',
    });
    expect(body).toEqual({
      name: 'Ponte glútea',
      type: 'other',
      region: 'hip',
      tags: ['força', 'glúteos'],
      video_url: 'https://youtu.be/dQw4w9WgXcQ',
      description: 'Três séries de dez.',
    });
  });

  it('puts a bad tag’s message under the tags field', () => {
    expect(byField({ ...base, tags: ['x'.repeat(31)] })).toEqual({ tags: interventionMessages.invalidTag });
  });

  it('shows a saved intervention as it was saved, and saves it unchanged', () => {
    const values = interventionFormValues({
      id: '5d6f0f7e-3c39-4c1b-9a43-0f2d7d0f6a10',
      name: 'Mobilização cervical',
      type: 'other',
      video_url: null,
      video_embed_url: null,
      image_url: null,
      description: null,
      region: 'cervical',
      tags: ['mobilidade'],
      active: true,
      created_at: '2026-11-25T10:00:00.000Z',
    });
    expect(values).toEqual({
      name: 'Mobilização cervical',
      type: 'other',
      region: 'cervical',
      tags: ['mobilidade'],
      video_url: '',
      description: '',
    });
    expect(interventionFormSchema.parse(values)).toMatchObject({ region: 'cervical', video_url: null });
  });

  it('says the contract’s messages in the interface’s language', async () => {
    i18n.addResourceBundle('en', 'translation', en, true, true);
    const t = i18n.getFixedT('en');
    expect(translateInterventionMessage(t, interventionMessages.nameTaken)).toBe(
      'Intervention name already exists',
    );
    expect(translateInterventionMessage(t, interventionMessages.invalidVideo)).toBe(
      'Invalid video link: use a YouTube or Vimeo address',
    );
    expect(translateInterventionMessage(t, undefined)).toBeUndefined();
  });
});

import { z } from 'zod';
import { listQuery, optionalText, requiredText } from './common.js';

export const interventionMessages = {
  /** Spec §8, on the name field (409). */
  nameTaken: 'Nome da intervenção já existe',
  /** Spec §8's "intervention created" notice. */
  created: 'Intervenção criada com sucesso',
  notFound: 'Intervenção não encontrada',
  invalidType: 'Tipo inválido (exercício ou outra)',
  invalidRegion: 'Região inválida',
  invalidVideo: 'Link de vídeo inválido: use um endereço do YouTube ou do Vimeo',
  invalidTag: 'Etiqueta inválida (até 30 caracteres)',
  invalidSort: 'Ordenação inválida (nome, tipo, região ou data de criação)',
} as const;

/** Spec §3: an intervention is an exercise or something else (a technique, an education session…). */
export const interventionTypes = ['exercise', 'other'] as const;
export type InterventionType = (typeof interventionTypes)[number];

/** The body region an intervention works on, for filtering the library. */
export const interventionRegions = [
  'cervical',
  'thoracic',
  'lumbar',
  'shoulder',
  'elbow',
  'wrist_hand',
  'hip',
  'knee',
  'ankle_foot',
  'full_body',
] as const;
export type InterventionRegion = (typeof interventionRegions)[number];

/**
 * A YouTube or Vimeo video's id, from the addresses people paste: youtube.com/watch?v=…, youtu.be/…,
 * youtube.com/shorts/…, youtube.com/embed/…, vimeo.com/123…, player.vimeo.com/video/123…. Null for
 * anything else.
 */
export function videoOf(url: string): { provider: 'youtube' | 'vimeo'; id: string } | null {
  let u: URL;
  try {
    u = new URL(url);
  } catch {
    return null;
  }
  if (u.protocol !== 'https:' && u.protocol !== 'http:') return null;
  const host = u.hostname.replace(/^(www|m)\./, '');
  const youtubeId = /^[A-Za-z0-9_-]{11}$/;
  if (host === 'youtu.be') {
    const id = u.pathname.slice(1);
    return youtubeId.test(id) ? { provider: 'youtube', id } : null;
  }
  if (host === 'youtube.com' || host === 'youtube-nocookie.com') {
    const id =
      u.pathname === '/watch'
        ? u.searchParams.get('v')
        : u.pathname.match(/^\/(?:shorts|embed)\/([^/]+)$/)?.[1];
    return id && youtubeId.test(id) ? { provider: 'youtube', id } : null;
  }
  if (host === 'vimeo.com' || host === 'player.vimeo.com') {
    const id = u.pathname.match(/^\/(?:video\/)?(\d{6,12})\/?$/)?.[1];
    return id ? { provider: 'vimeo', id } : null;
  }
  return null;
}

/** Where embedded videos play from: the pages' Content-Security-Policy lets frames load from these only. */
export const videoPlayerOrigins = ['https://www.youtube-nocookie.com', 'https://player.vimeo.com'] as const;

/** The privacy-enhanced player: youtube-nocookie.com, or Vimeo with do-not-track. */
export function videoEmbedUrl(url: string): string | null {
  const video = videoOf(url);
  if (!video) return null;
  const [youtube, vimeo] = videoPlayerOrigins;
  return video.provider === 'youtube' ? `${youtube}/embed/${video.id}` : `${vimeo}/video/${video.id}?dnt=1`;
}

const videoUrl = optionalText(300).refine((v) => v === null || videoOf(v) !== null, {
  error: interventionMessages.invalidVideo,
});
const type = z.enum(interventionTypes, { error: interventionMessages.invalidType });
const region = z.enum(interventionRegions, { error: interventionMessages.invalidRegion });
/** Free labels («mobilidade», «pós-operatório»): trimmed, lower case, no repeats, at most 10. */
const tags = z
  .array(
    z
      .string()
      .trim()
      .toLowerCase()
      .min(1, { error: interventionMessages.invalidTag })
      .max(30, { error: interventionMessages.invalidTag }),
  )
  .max(10)
  .transform((list) => [...new Set(list)]);

/** Fields without defaults, so that the update schema (their `.partial()`) changes only what is sent. */
const interventionFields = {
  name: requiredText(120),
  type,
  video_url: videoUrl,
  description: optionalText(4000),
  region: region.nullable(),
  tags,
};

export const interventionInput = z.strictObject({
  ...interventionFields,
  type: type.default('exercise'),
  region: region.nullable().default(null),
  tags: tags.default([]),
});
export type InterventionInput = z.input<typeof interventionInput>;
export const interventionUpdate = z.strictObject(interventionFields).partial();
export type InterventionUpdate = z.input<typeof interventionUpdate>;

export const intervention = z.object({
  id: z.uuid(),
  name: z.string(),
  type: z.enum(interventionTypes),
  video_url: z.string().nullable(),
  /** Where to embed the video (privacy-enhanced), derived from `video_url`. */
  video_embed_url: z.string().nullable(),
  description: z.string().nullable(),
  region: z.enum(interventionRegions).nullable(),
  tags: z.array(z.string()),
  active: z.boolean(),
  /** The exercise's picture (issue 43), uploaded to `PUT /api/v1/interventions/{id}/image`; null without one. */
  image_url: z.string().nullable(),
  created_at: z.iso.datetime(),
});
export type Intervention = z.infer<typeof intervention>;
export const interventionImageParams = z.object({ id: z.uuid(), fileId: z.uuid() });

export const interventionSorts = ['name', 'type', 'region', 'created_at'] as const;
export const interventionListQuery = listQuery.extend({
  sort: z.enum(interventionSorts, { error: interventionMessages.invalidSort }).optional(),
  type: type.optional(),
  region: region.optional(),
  tag: z.string().trim().toLowerCase().max(30).optional(),
  /** `true` (default) lists the active interventions, `false` the deactivated ones, `all` both. */
  active: z.enum(['true', 'false', 'all']).default('true'),
});
export type InterventionListQuery = z.infer<typeof interventionListQuery>;

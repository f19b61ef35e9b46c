import fs from 'node:fs/promises';
import { and, eq, isNull } from 'drizzle-orm';
import type { Storage } from '../../modules/files/storage.js';
import type { Database } from '../client.js';
import { files, interventions } from '../schema.js';
import { DEMO_MANAGER_ID, DEMO_TENANT_ID, seedId as id } from './demo-ids.js';

/**
 * Which drawing (`exercise-images/<pose>.png`, stick figures drawn by `scripts/draw-exercise-images.mjs`,
 * so ours to license) shows each exercise of the demo library. Techniques («Terapia manual»,
 * «Crioterapia», «Educação sobre a dor») have none: there is no movement to show.
 */
const poseOf: Record<string, string> = {
  'Retração cervical (queixo para trás)': 'seated',
  'Flexão crânio-cervical em decúbito': 'supine',
  'Rotação cervical ativa': 'seated',
  'Isometria cervical em extensão': 'seated',
  'Extensão torácica sobre rolo': 'supine',
  'Rotação torácica em quatro apoios': 'quadruped',
  'Abertura de livro em decúbito lateral': 'side-lying',
  'Gato-camelo': 'quadruped',
  'Ponte glútea': 'bridge',
  'Bird-dog (quatro apoios, braço e perna opostos)': 'bird-dog',
  'Prancha ventral': 'plank',
  'Prancha lateral': 'side-plank',
  'Extensão lombar em decúbito ventral (McKenzie)': 'prone',
  'Inclinação pélvica posterior': 'supine',
  'Pêndulo de Codman': 'pendulum',
  'Rotação externa do ombro com elástico': 'row',
  'Rotação interna do ombro com elástico': 'row',
  'Elevação do braço no plano da omoplata': 'arm-raise',
  'Remada com elástico': 'row',
  'Deslizamento na parede (wall slide)': 'arm-raise',
  'Flexão de braços na parede': 'row',
  'Excêntrico de punho em extensão (epicondilite)': 'seated',
  'Flexão e extensão do cotovelo com halter': 'stand',
  'Pronação e supinação com martelo': 'seated',
  'Deslizamentos tendinosos dos dedos': 'seated',
  'Mobilização do punho em flexão e extensão': 'seated',
  'Preensão com bola terapêutica': 'seated',
  'Abdução da anca em decúbito lateral': 'side-lying',
  'Concha (clamshell) com elástico': 'side-lying',
  'Alongamento dos flexores da anca em meio-ajoelhado': 'lunge',
  'Alongamento do piriforme': 'supine',
  Agachamento: 'squat',
  'Agachamento com apoio na parede (isometria)': 'wall-sit',
  'Extensão do joelho sentado': 'seated',
  'Subida de degrau (step-up)': 'step-up',
  'Elevação da perna em extensão': 'supine',
  'Deslizamento do calcanhar (heel slide)': 'supine',
  'Elevação dos gémeos': 'calf-raise',
  'Excêntrico dos gémeos num degrau (Alfredson)': 'calf-raise',
  'Equilíbrio unipodal': 'balance',
  'Alfabeto com o tornozelo': 'seated',
  'Alongamento da fáscia plantar': 'seated',
  'Marcha com obstáculos': 'step-up',
  'Levantar e sentar da cadeira': 'seated',
  'Bicicleta estática': 'bike',
};

const FIRST_FILE = 19_501;

/**
 * Issue 43's part of the demo: the library's exercises with their pictures, stored as an upload stores
 * one (bytes first, then the `files` row and the intervention's `image_file_id`), so the demo
 * programmes show them on the phone and in the PDF. Idempotent: an exercise that has a picture keeps
 * it. Without a storage (the seed tests) there are none.
 */
export async function seedDemoExerciseImages(database: Database, storage?: Storage): Promise<void> {
  if (!storage) return;
  const bare = await database.withTenant(DEMO_TENANT_ID, (tx) =>
    tx
      .select({ id: interventions.id, name: interventions.name })
      .from(interventions)
      .where(and(eq(interventions.tenantId, DEMO_TENANT_ID), isNull(interventions.imageFileId))),
  );
  const names = Object.keys(poseOf);
  const todo = bare
    .filter((i) => poseOf[i.name])
    .map((i) => ({ ...i, fileId: id(FIRST_FILE + names.indexOf(i.name)), pose: poseOf[i.name]! }));
  if (!todo.length) return;
  const bytes = new Map<string, Buffer>();
  for (const { pose } of todo)
    if (!bytes.has(pose))
      bytes.set(pose, await fs.readFile(new URL(`./exercise-images/${pose}.png`, import.meta.url)));
  for (const item of todo) await storage.put(`${DEMO_TENANT_ID}/${item.fileId}`, bytes.get(item.pose)!);
  await database.withTenant(DEMO_TENANT_ID, async (tx) => {
    for (const item of todo) {
      await tx
        .insert(files)
        .values({
          id: item.fileId,
          tenantId: DEMO_TENANT_ID,
          ownerId: null,
          purpose: 'intervention_image',
          name: `${item.pose}.png`,
          contentType: 'image/png',
          sizeBytes: bytes.get(item.pose)!.length,
          storageKey: `${DEMO_TENANT_ID}/${item.fileId}`,
          createdBy: DEMO_MANAGER_ID,
        })
        .onConflictDoNothing();
      await tx
        .update(interventions)
        .set({ imageFileId: item.fileId })
        .where(and(eq(interventions.tenantId, DEMO_TENANT_ID), eq(interventions.id, item.id)));
    }
  });
}

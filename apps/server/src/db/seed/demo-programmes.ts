import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../client.js';
import {
  exerciseProgrammeItems,
  exerciseProgrammes,
  exerciseProgrammeSessions,
  interventions,
} from '../schema.js';
import { DEMO_PATIENT_ID, DEMO_PROFESSIONAL_ID, DEMO_TENANT_ID, seedId as id } from './demo-ids.js';
import { DEMO_PATIENT_IDS } from './demo-patients.js';

type Dose = { sets: number; repetitions?: number; hold?: number; kg?: number; notes?: string };

/** Home programmes as a physiotherapist writes them: a knee, a low back, a shoulder, a neck. */
const programmes: { patientId: string; timesPerWeek: number; notes: string; items: [string, Dose][] }[] = [
  {
    patientId: DEMO_PATIENT_ID,
    timesPerWeek: 3,
    notes: 'Fazer ao fim do dia, sem pressa. Se a dor passar de 5 em 10, parar e avisar a clínica.',
    items: [
      ['Agachamento', { sets: 3, repetitions: 12, notes: 'Descer só até onde não houver dor.' }],
      ['Extensão do joelho sentado', { sets: 3, repetitions: 15, kg: 1.5 }],
      ['Agachamento com apoio na parede (isometria)', { sets: 3, hold: 30 }],
      ['Elevação dos gémeos', { sets: 2, repetitions: 20 }],
    ],
  },
  {
    patientId: DEMO_PATIENT_IDS[0]!,
    timesPerWeek: 4,
    notes: 'De manhã, antes de sair para o trabalho.',
    items: [
      ['Gato-camelo', { sets: 2, repetitions: 10 }],
      ['Ponte glútea', { sets: 3, repetitions: 12 }],
      ['Bird-dog (quatro apoios, braço e perna opostos)', { sets: 3, repetitions: 8, notes: 'Cada lado.' }],
      ['Prancha ventral', { sets: 3, hold: 20 }],
    ],
  },
  {
    patientId: DEMO_PATIENT_IDS[1]!,
    timesPerWeek: 5,
    notes: 'Aquecer o ombro com o pêndulo antes do elástico.',
    items: [
      ['Pêndulo de Codman', { sets: 2, hold: 60 }],
      ['Rotação externa do ombro com elástico', { sets: 3, repetitions: 15 }],
      ['Remada com elástico', { sets: 3, repetitions: 12 }],
    ],
  },
  {
    patientId: DEMO_PATIENT_IDS[2]!,
    timesPerWeek: 2,
    notes: 'Pausas no computador: de hora a hora, retração cervical.',
    items: [
      ['Retração cervical (queixo para trás)', { sets: 3, repetitions: 10 }],
      ['Extensão torácica sobre rolo', { sets: 2, repetitions: 10 }],
    ],
  },
];

const DAY = 86_400_000;

/**
 * Issue 24's home programmes in the demo: four patients — the portal patient among them — each on a
 * programme started four weeks before the first start, with the sessions they marked since (most
 * weeks short of the prescription by one or none). Keyed on the first fixed id: added once, never twice.
 */
export async function seedDemoProgrammes(database: Database, now: Date = new Date()): Promise<void> {
  const first = id(2101);
  await database.withTenant(DEMO_TENANT_ID, async (tx) => {
    const exists = await tx
      .select({ id: exerciseProgrammes.id })
      .from(exerciseProgrammes)
      .where(eq(exerciseProgrammes.id, first));
    if (exists.length) return;
    const names = programmes.flatMap((p) => p.items.map(([name]) => name));
    const library = await tx
      .select({ id: interventions.id, name: interventions.name })
      .from(interventions)
      .where(and(eq(interventions.tenantId, DEMO_TENANT_ID), inArray(interventions.name, names)));
    const byName = new Map(library.map((r) => [r.name, r.id]));
    const startedAt = new Date(now.getTime() - 28 * DAY);
    await tx.insert(exerciseProgrammes).values(
      programmes.map((p, i) => ({
        id: id(2101 + i),
        tenantId: DEMO_TENANT_ID,
        patientId: p.patientId,
        professionalId: DEMO_PROFESSIONAL_ID,
        timesPerWeek: p.timesPerWeek,
        notes: p.notes,
        startedAt,
      })),
    );
    await tx.insert(exerciseProgrammeItems).values(
      programmes.flatMap((p, i) =>
        p.items
          .filter(([name]) => byName.has(name))
          .map(([name, dose], position) => ({
            tenantId: DEMO_TENANT_ID,
            programmeId: id(2101 + i),
            interventionId: byName.get(name)!,
            position,
            sets: dose.sets,
            repetitions: dose.repetitions ?? null,
            holdSeconds: dose.hold ?? null,
            loadKg: dose.kg ?? null,
            notes: dose.notes ?? null,
          })),
      ),
    );
    // Sessions at about 19:00 every other day or so, a session short now and then; none in the future.
    const sessions = programmes.flatMap((p, i) => {
      const days: number[] = [];
      for (let week = 0; week < 4; week++) {
        const done = Math.max(0, p.timesPerWeek - ((i + week) % 3 === 0 ? 1 : 0) - (week === 3 ? 1 : 0));
        for (let k = 0; k < done; k++) days.push(28 - week * 7 - Math.floor((k * 7) / done) - 1);
      }
      return days
        .map((d) => new Date(now.getTime() - d * DAY))
        .filter((at) => at < now)
        .map((doneAt) => ({
          tenantId: DEMO_TENANT_ID,
          programmeId: id(2101 + i),
          doneAt,
          markedBy: p.patientId,
        }));
    });
    await tx.insert(exerciseProgrammeSessions).values(sessions);
  });
}

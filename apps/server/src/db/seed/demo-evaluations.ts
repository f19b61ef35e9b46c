import { and, asc, eq, inArray, lt } from 'drizzle-orm';
import {
  objectiveContent,
  subjectiveContent,
  type ObjectiveContentInput,
  type SubjectiveContentInput,
} from '@clinica/contracts/evaluations';
import type { Database } from '../client.js';
import { appointments, evaluationAddenda, evaluations } from '../schema.js';
import { DEMO_TENANT_ID, seedId as id } from './demo-ids.js';

const FIRST_ID = id(1801);

interface Case {
  subjective: SubjectiveContentInput;
  objective: ObjectiveContentInput;
  addendum?: string;
}

/** Four first sessions, as a physiotherapist writes them. */
const cases: Case[] = [
  {
    subjective: {
      main_complaint: 'Dor lombar com irradiação para a nádega e coxa direitas',
      history:
        'Início há 3 semanas após levantar uma caixa pesada na mudança de casa. Sem episódios anteriores.',
      onset: 'Súbito, em flexão e rotação do tronco com carga.',
      pain_now: 5,
      pain_best: 2,
      pain_worst: 8,
      behaviour_24h: 'Rigidez matinal de 30 minutos; piora ao fim do dia de trabalho sentado.',
      aggravating_factors: 'Sentar mais de 20 minutos, conduzir, tossir.',
      easing_factors: 'Caminhar, deitar de lado com almofada entre os joelhos.',
      red_flags: {
        weight_loss: false,
        cancer_history: false,
        night_pain: false,
        fever: false,
        saddle_anaesthesia: false,
        bladder_bowel: false,
        neuro_deficit: false,
        trauma: false,
      },
      medication: 'Ibuprofeno 400 mg em SOS.',
      previous_treatment: 'Nenhum.',
      goals: 'Voltar a jogar padel e conduzir até Lisboa sem dor.',
      notes: 'Trabalha como contabilista, 8 h/dia sentada.',
    },
    objective: {
      observation: 'Desvio lateral do tronco para a esquerda; marcha sem alterações.',
      range_of_motion: [
        { joint: 'lumbar', movement: 'flexion', side: 'central', active: 40, passive: null },
        { joint: 'lumbar', movement: 'extension', side: 'central', active: 15, passive: null },
      ],
      strength: [
        { muscle_group: 'great_toe_extensors', side: 'right', grade: 5 },
        { muscle_group: 'ankle_dorsiflexors', side: 'right', grade: 5 },
      ],
      special_tests: [
        { test: 'straight_leg_raise', side: 'right', result: 'positive' },
        { test: 'slump', side: 'right', result: 'positive' },
        { test: 'straight_leg_raise', side: 'left', result: 'negative' },
      ],
      body_chart: [
        { region: 'back_lower_back', intensity: 6, types: ['dull'] },
        { region: 'back_buttock_right', intensity: 5, types: ['sharp', 'pins_and_needles'] },
        { region: 'back_thigh_right', intensity: 3, types: ['pins_and_needles'] },
      ],
      notes: 'Provável radiculopatia L5 direita sem défice motor.',
    },
    addendum:
      'Corrijo: a dor irradia até ao joelho, não apenas à coxa (confirmado com a paciente na sessão seguinte).',
  },
  {
    subjective: {
      main_complaint: 'Dor no ombro esquerdo ao levantar o braço',
      history: 'Dor progressiva há 2 meses, sem trauma. Pintor de construção civil.',
      onset: 'Insidioso, após semana de trabalho com os braços acima da cabeça.',
      pain_now: 3,
      pain_best: 1,
      pain_worst: 7,
      behaviour_24h: 'Acorda quando se deita sobre o ombro esquerdo.',
      aggravating_factors: 'Elevar o braço acima do ombro, vestir o casaco.',
      easing_factors: 'Repouso com o braço junto ao corpo.',
      red_flags: { night_pain: true, weight_loss: false, cancer_history: false, fever: false, trauma: false },
      medication: 'Paracetamol 1 g à noite.',
      goals: 'Trabalhar um dia inteiro sem dor.',
    },
    objective: {
      observation: 'Discinesia escapular esquerda na elevação.',
      range_of_motion: [
        { joint: 'shoulder', movement: 'flexion', side: 'left', active: 150, passive: 170 },
        { joint: 'shoulder', movement: 'flexion', side: 'right', active: 175, passive: 180 },
        { joint: 'shoulder', movement: 'abduction', side: 'left', active: 120, passive: 165 },
      ],
      strength: [
        { muscle_group: 'shoulder_abductors', side: 'left', grade: 4 },
        { muscle_group: 'shoulder_external_rotators', side: 'left', grade: 4 },
      ],
      special_tests: [
        { test: 'hawkins_kennedy', side: 'left', result: 'positive' },
        { test: 'painful_arc', side: 'left', result: 'positive' },
        { test: 'drop_arm', side: 'left', result: 'negative' },
      ],
      body_chart: [
        { region: 'front_shoulder_left', intensity: 7, types: ['sharp'] },
        { region: 'front_upper_arm_left', intensity: 4, types: ['dull'] },
      ],
    },
  },
  {
    subjective: {
      main_complaint: 'Entorse do tornozelo direito a jogar futebol',
      history: 'Inversão forçada há 10 dias. Edema no próprio dia; apoio possível com dor.',
      onset: 'Traumático, em inversão com flexão plantar.',
      pain_now: 4,
      pain_best: 2,
      pain_worst: 6,
      aggravating_factors: 'Descer escadas, terreno irregular.',
      easing_factors: 'Gelo e elevação.',
      red_flags: { trauma: true, fever: false, neuro_deficit: false },
      goals: 'Regressar aos treinos em 4 semanas.',
    },
    objective: {
      observation: 'Edema perimaleolar externo; equimose no bordo lateral do pé.',
      range_of_motion: [
        { joint: 'ankle', movement: 'dorsiflexion', side: 'right', active: 8, passive: 12 },
        { joint: 'ankle', movement: 'dorsiflexion', side: 'left', active: 18, passive: 22 },
      ],
      special_tests: [
        { test: 'anterior_drawer_ankle', side: 'right', result: 'inconclusive' },
        { test: 'squeeze', side: 'right', result: 'negative' },
      ],
      measurements: [
        { name: 'Perímetro em oito (tornozelo)', side: 'right', value: 56.5, unit: 'cm' },
        { name: 'Perímetro em oito (tornozelo)', side: 'left', value: 53, unit: 'cm' },
      ],
      body_chart: [{ region: 'front_foot_right', intensity: 5, types: ['dull'] }],
    },
  },
  {
    subjective: {
      main_complaint: 'Dor cervical e cefaleias ao fim do dia',
      history: 'Desde que passou a teletrabalho há 1 ano.',
      pain_now: 2,
      pain_best: 0,
      pain_worst: 5,
      red_flags: { dizziness: false, neuro_deficit: false, trauma: false },
      goals: 'Terminar o dia de trabalho sem dores de cabeça.',
    },
    objective: {
      range_of_motion: [
        { joint: 'cervical', movement: 'rotation', side: 'left', active: 60, passive: null },
        { joint: 'cervical', movement: 'rotation', side: 'right', active: 70, passive: null },
      ],
      special_tests: [{ test: 'cervical_flexion_rotation', side: 'left', result: 'positive' }],
      body_chart: [
        { region: 'back_neck', intensity: 4, types: ['dull'] },
        { region: 'back_head', intensity: 3, types: ['dull'] },
      ],
    },
  },
];

/**
 * Issue 23's part of the demo: four patients' first past sessions each with a signed subjective and
 * objective evaluation by the professional who saw them (one with an addendum), so the Clinical record
 * tab shows red flags, pain figures and body charts from the first start. Keyed on the first fixed id.
 */
export async function seedDemoEvaluations(database: Database, now: Date = new Date()): Promise<void> {
  await database.withTenant(DEMO_TENANT_ID, async (tx) => {
    const done = await tx
      .select({ id: evaluations.id })
      .from(evaluations)
      .where(eq(evaluations.id, FIRST_ID));
    if (done.length) return;
    const held = await tx
      .select({
        id: appointments.id,
        patientId: appointments.patientId,
        professionalId: appointments.professionalId,
        endsAt: appointments.endsAt,
      })
      .from(appointments)
      .where(
        and(
          eq(appointments.tenantId, DEMO_TENANT_ID),
          inArray(appointments.state, ['present']),
          lt(appointments.endsAt, now),
        ),
      )
      .orderBy(asc(appointments.startsAt), asc(appointments.id));
    const firstOfPatient = new Map<string, (typeof held)[number]>();
    for (const a of held) if (!firstOfPatient.has(a.patientId)) firstOfPatient.set(a.patientId, a);
    const sessions = [...firstOfPatient.values()].slice(0, cases.length);
    let n = 0;
    for (const [i, a] of sessions.entries()) {
      const c = cases[i]!;
      const signedAt = new Date(a.endsAt.getTime() + 15 * 60 * 1000);
      const rows = [
        { type: 'subjective' as const, content: subjectiveContent.parse(c.subjective) },
        { type: 'objective' as const, content: objectiveContent.parse(c.objective) },
      ].map((r) => ({
        id: id(1801 + n++),
        tenantId: DEMO_TENANT_ID,
        appointmentId: a.id,
        patientId: a.patientId,
        professionalId: a.professionalId,
        createdAt: a.endsAt,
        signedAt,
        ...r,
      }));
      await tx.insert(evaluations).values(rows);
      if (c.addendum)
        await tx.insert(evaluationAddenda).values({
          id: id(1851 + i),
          tenantId: DEMO_TENANT_ID,
          evaluationId: rows[0]!.id,
          authorId: a.professionalId,
          text: c.addendum,
          createdAt: new Date(Math.min(signedAt.getTime() + 2 * 24 * 60 * 60 * 1000, now.getTime())),
        });
    }
  });
}

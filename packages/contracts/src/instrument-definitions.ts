/**
 * Outcome measures as data (issue 25, decision 028): items, the answer scale, the scoring rule, the
 * score's range and direction, and the minimal clinically important difference with its source. The
 * server stores each definition as a global, versioned row; a response keeps the code, the version and
 * the score. Item wordings that cannot be shipped are a number and a short label.
 *
 * Scoring, one rule for all six: score = (mean of the answered items − offset) × factor, rounded to
 * `decimals` — with every item answered it is the manual's formula (ODI: sum ÷ 50 × 100 = mean × 20;
 * NDI: the sum of 10 items = mean × 10; QuickDASH: (mean − 1) × 25; LEFS: the sum of 20 = mean × 20),
 * and with items missing it is the manual's proration (ODI: sum ÷ (5 × answered) × 100). A response with
 * fewer than `min_answered` items is refused.
 */

export interface Text {
  pt: string;
  en: string;
}
export interface Option {
  value: number;
  label: Text;
}
export interface Item {
  number: number;
  label: Text;
  /** Its own scale, when it differs from the instrument's. */
  options?: Option[];
  /** PSFS: the patient names the activity; the answer carries that name. */
  named?: boolean;
}
export const instrumentRegions = ['any', 'lumbar', 'cervical', 'upper_limb', 'lower_limb'] as const;
export type InstrumentRegion = (typeof instrumentRegions)[number];

export interface InstrumentDefinition {
  code: string;
  version: number;
  abbreviation: string;
  name: Text;
  measures: Text;
  region: InstrumentRegion;
  minutes: number;
  items: Item[];
  options: Option[];
  scoring: { min_answered: number; offset: number; factor: number; decimals: number };
  range: { min: number; max: number };
  higher_is_better: boolean;
  unit: Text;
  mcid: { value: number; source: string };
}

const t = (pt: string, en: string): Text => ({ pt, en });

/** A 0…n scale whose ends are named. */
function scale(from: number, to: number, low: Text, high: Text): Option[] {
  return Array.from({ length: to - from + 1 }, (_, i) => {
    const value = from + i;
    const label =
      value === from
        ? t(`${value} — ${low.pt}`, `${value} — ${low.en}`)
        : value === to
          ? t(`${value} — ${high.pt}`, `${value} — ${high.en}`)
          : t(String(value), String(value));
    return { value, label };
  });
}
const named = (labels: Text[]): Option[] => labels.map((label, value) => ({ value, label }));
const numbered = (labels: [string, string][]): Item[] =>
  labels.map(([pt, en], i) => ({ number: i + 1, label: t(pt, en) }));

const points = t('pontos', 'points');
const percent = t('%', '%');

const nprs: InstrumentDefinition = {
  code: 'nprs',
  version: 1,
  abbreviation: 'NPRS',
  name: t('Escala numérica da dor', 'Numeric Pain Rating Scale'),
  measures: t('Intensidade da dor', 'Pain intensity'),
  region: 'any',
  minutes: 1,
  items: [{ number: 1, label: t('Dor nas últimas 24 horas', 'Pain over the last 24 hours') }],
  options: scale(0, 10, t('sem dor', 'no pain'), t('pior dor imaginável', 'worst pain imaginable')),
  scoring: { min_answered: 1, offset: 0, factor: 1, decimals: 0 },
  range: { min: 0, max: 10 },
  higher_is_better: false,
  unit: points,
  mcid: { value: 2, source: 'Childs JD et al. Spine 2005;30(11):1331–4' },
};

const psfs: InstrumentDefinition = {
  code: 'psfs',
  version: 1,
  abbreviation: 'PSFS',
  name: t('Escala funcional específica do paciente', 'Patient-Specific Functional Scale'),
  measures: t(
    'Capacidade nas atividades que o próprio paciente escolhe',
    'Ability in the activities the patient chooses',
  ),
  region: 'any',
  minutes: 4,
  items: [1, 2, 3, 4, 5].map((n) => ({
    number: n,
    label: t(`Atividade ${n}`, `Activity ${n}`),
    named: true,
  })),
  options: scale(
    0,
    10,
    t('incapaz de realizar', 'unable to perform'),
    t('capaz, como antes da lesão', 'able, as before the injury'),
  ),
  scoring: { min_answered: 1, offset: 0, factor: 1, decimals: 1 },
  range: { min: 0, max: 10 },
  higher_is_better: true,
  unit: points,
  mcid: { value: 2, source: 'Stratford P et al. Physiotherapy Canada 1995;47:258–63' },
};

const disability05 = scale(
  0,
  5,
  t('sem limitação', 'no limitation'),
  t('limitação máxima', 'greatest limitation'),
);

const odi: InstrumentDefinition = {
  code: 'odi',
  version: 1,
  abbreviation: 'ODI',
  name: t('Índice de incapacidade de Oswestry', 'Oswestry Disability Index'),
  measures: t('Incapacidade por dor lombar', 'Disability from low back pain'),
  region: 'lumbar',
  minutes: 5,
  items: numbered([
    ['Intensidade da dor', 'Pain intensity'],
    ['Cuidados pessoais', 'Personal care'],
    ['Levantar pesos', 'Lifting'],
    ['Andar', 'Walking'],
    ['Estar sentado', 'Sitting'],
    ['Estar de pé', 'Standing'],
    ['Dormir', 'Sleeping'],
    ['Vida sexual', 'Sex life'],
    ['Vida social', 'Social life'],
    ['Viajar', 'Travelling'],
  ]),
  options: disability05,
  scoring: { min_answered: 9, offset: 0, factor: 20, decimals: 1 },
  range: { min: 0, max: 100 },
  higher_is_better: false,
  unit: percent,
  mcid: { value: 10, source: 'Ostelo RWJG et al. Spine 2008;33(1):90–4' },
};

const ndi: InstrumentDefinition = {
  code: 'ndi',
  version: 1,
  abbreviation: 'NDI',
  name: t('Índice de incapacidade cervical', 'Neck Disability Index'),
  measures: t('Incapacidade por dor cervical', 'Disability from neck pain'),
  region: 'cervical',
  minutes: 5,
  items: numbered([
    ['Intensidade da dor', 'Pain intensity'],
    ['Cuidados pessoais', 'Personal care'],
    ['Levantar pesos', 'Lifting'],
    ['Ler', 'Reading'],
    ['Dores de cabeça', 'Headaches'],
    ['Concentração', 'Concentration'],
    ['Trabalho', 'Work'],
    ['Conduzir', 'Driving'],
    ['Dormir', 'Sleeping'],
    ['Lazer', 'Recreation'],
  ]),
  options: disability05,
  scoring: { min_answered: 9, offset: 0, factor: 10, decimals: 1 },
  range: { min: 0, max: 50 },
  higher_is_better: false,
  unit: points,
  mcid: { value: 7.5, source: 'Cleland JA et al. Arch Phys Med Rehabil 2008;89(1):69–74 (15 % of 50)' },
};

const difficulty = named([
  t('1 — sem dificuldade', '1 — no difficulty'),
  t('2 — dificuldade ligeira', '2 — mild difficulty'),
  t('3 — dificuldade moderada', '3 — moderate difficulty'),
  t('4 — dificuldade grave', '4 — severe difficulty'),
  t('5 — incapaz', '5 — unable'),
]).map((o) => ({ ...o, value: o.value + 1 }));
const severity = named([
  t('1 — nenhuma', '1 — none'),
  t('2 — ligeira', '2 — mild'),
  t('3 — moderada', '3 — moderate'),
  t('4 — grave', '4 — severe'),
  t('5 — extrema', '5 — extreme'),
]).map((o) => ({ ...o, value: o.value + 1 }));

const quickdash: InstrumentDefinition = {
  code: 'quickdash',
  version: 1,
  abbreviation: 'QuickDASH',
  name: t('QuickDASH — incapacidade do membro superior', 'QuickDASH — upper limb disability'),
  measures: t('Incapacidade e sintomas do membro superior', 'Upper limb disability and symptoms'),
  region: 'upper_limb',
  minutes: 3,
  items: [
    ...numbered([
      ['Abrir um frasco novo ou apertado', 'Open a tight or new jar'],
      ['Tarefas domésticas pesadas', 'Do heavy household chores'],
      ['Carregar um saco de compras ou uma pasta', 'Carry a shopping bag or briefcase'],
      ['Lavar as costas', 'Wash your back'],
      ['Cortar alimentos com uma faca', 'Use a knife to cut food'],
      ['Lazer com força ou impacto no braço', 'Recreation with force or impact through the arm'],
    ]),
    {
      number: 7,
      label: t('Interferência nas atividades sociais', 'Interference with social activities'),
      options: severity,
    },
    {
      number: 8,
      label: t('Limitação no trabalho ou nas tarefas diárias', 'Limited in work or daily activities'),
      options: difficulty,
    },
    { number: 9, label: t('Dor no braço, ombro ou mão', 'Arm, shoulder or hand pain'), options: severity },
    {
      number: 10,
      label: t('Formigueiro no braço, ombro ou mão', 'Tingling in the arm, shoulder or hand'),
      options: severity,
    },
    {
      number: 11,
      label: t('Dificuldade em dormir por causa da dor', 'Difficulty sleeping because of the pain'),
      options: difficulty,
    },
  ],
  options: difficulty,
  scoring: { min_answered: 10, offset: 1, factor: 25, decimals: 1 },
  range: { min: 0, max: 100 },
  higher_is_better: false,
  unit: points,
  mcid: { value: 8, source: 'Mintken PE et al. J Shoulder Elbow Surg 2009;18(6):920–6' },
};

const lefs: InstrumentDefinition = {
  code: 'lefs',
  version: 1,
  abbreviation: 'LEFS',
  name: t('Escala funcional do membro inferior', 'Lower Extremity Functional Scale'),
  measures: t('Função do membro inferior', 'Lower limb function'),
  region: 'lower_limb',
  minutes: 4,
  items: numbered([
    ['Trabalho habitual ou tarefas domésticas', 'Usual work or housework'],
    ['Passatempos e desporto habituais', 'Usual hobbies and sports'],
    ['Entrar e sair da banheira', 'Getting into or out of the bath'],
    ['Andar entre divisões', 'Walking between rooms'],
    ['Calçar sapatos ou meias', 'Putting on shoes or socks'],
    ['Agachar', 'Squatting'],
    ['Levantar um objeto do chão', 'Lifting an object from the floor'],
    ['Tarefas domésticas leves', 'Light household activities'],
    ['Tarefas domésticas pesadas', 'Heavy household activities'],
    ['Entrar e sair do carro', 'Getting into or out of a car'],
    ['Andar dois quarteirões', 'Walking two blocks'],
    ['Andar 1,5 km', 'Walking a mile'],
    ['Subir ou descer 10 degraus', 'Going up or down 10 stairs'],
    ['Estar de pé 1 hora', 'Standing for 1 hour'],
    ['Estar sentado 1 hora', 'Sitting for 1 hour'],
    ['Correr em terreno plano', 'Running on even ground'],
    ['Correr em terreno irregular', 'Running on uneven ground'],
    ['Mudar de direção a correr', 'Making sharp turns while running fast'],
    ['Saltar ao pé-coxinho', 'Hopping'],
    ['Virar-se na cama', 'Rolling over in bed'],
  ]),
  options: named([
    t('0 — dificuldade extrema ou incapaz', '0 — extreme difficulty or unable'),
    t('1 — muita dificuldade', '1 — quite a bit of difficulty'),
    t('2 — dificuldade moderada', '2 — moderate difficulty'),
    t('3 — pouca dificuldade', '3 — a little bit of difficulty'),
    t('4 — sem dificuldade', '4 — no difficulty'),
  ]),
  scoring: { min_answered: 16, offset: 0, factor: 20, decimals: 1 },
  range: { min: 0, max: 80 },
  higher_is_better: true,
  unit: points,
  mcid: { value: 9, source: 'Binkley JM et al. Phys Ther 1999;79(4):371–83' },
};

/** The catalogue, in the order the page lists it. */
export const instrumentDefinitions: readonly InstrumentDefinition[] = [nprs, psfs, odi, ndi, quickdash, lefs];

/** The answer scale of an item. */
export const optionsOf = (definition: InstrumentDefinition, item: Item): Option[] =>
  item.options ?? definition.options;

/**
 * The score of answers (`null` = not answered), or how many more answers it needs. Rounded half away
 * from zero to the definition's decimals.
 */
export function scoreOf(
  definition: InstrumentDefinition,
  values: readonly (number | null)[],
): { score: number; answered: number } | { missing: number } {
  const answered = values.filter((v): v is number => v !== null);
  if (answered.length < definition.scoring.min_answered)
    return { missing: definition.scoring.min_answered - answered.length };
  const mean = answered.reduce((sum, v) => sum + v, 0) / answered.length;
  const { offset, factor, decimals } = definition.scoring;
  const raw = (mean - offset) * factor;
  const unit = 10 ** decimals;
  return { score: Math.round(raw * unit + Number.EPSILON) / unit, answered: answered.length };
}

/** Against the first score: a change of at least the MCID in the good or the bad direction. */
export type McidStatus = 'improved' | 'worsened' | 'unchanged';
export function mcidStatus(definition: InstrumentDefinition, first: number, score: number): McidStatus {
  const gain = definition.higher_is_better ? score - first : first - score;
  // Scores are rounded to at most one decimal: compare in tenths, so 7.5 is 7.5.
  const tenths = Math.round(gain * 10);
  const mcid = Math.round(definition.mcid.value * 10);
  if (tenths >= mcid) return 'improved';
  if (tenths <= -mcid) return 'worsened';
  return 'unchanged';
}

/**
 * The fixed vocabularies of an evaluation (issue 23, decision 026): codes only — the interface names
 * each one through i18n (`evaluations.<list>.<code>`), so the stored record reads the same in any
 * language and a later label change needs no data migration.
 */

/** Screening questions whose positive answer needs medical referral or caution before treating. */
export const redFlags = [
  'weight_loss',
  'cancer_history',
  'night_pain',
  'fever',
  'saddle_anaesthesia',
  'bladder_bowel',
  'neuro_deficit',
  'trauma',
  'steroids',
  'immunosuppression',
  'chest_pain',
  'dizziness',
] as const;
export type RedFlag = (typeof redFlags)[number];

export const sides = ['left', 'right', 'central'] as const;
export type Side = (typeof sides)[number];

/** Joints and the movements measured at each (range of motion, degrees). */
export const jointMovements = {
  cervical: ['flexion', 'extension', 'lateral_flexion', 'rotation'],
  thoracic: ['flexion', 'extension', 'lateral_flexion', 'rotation'],
  lumbar: ['flexion', 'extension', 'lateral_flexion', 'rotation'],
  tmj: ['opening', 'protrusion', 'lateral_deviation'],
  shoulder: [
    'flexion',
    'extension',
    'abduction',
    'adduction',
    'internal_rotation',
    'external_rotation',
    'horizontal_abduction',
    'horizontal_adduction',
  ],
  elbow: ['flexion', 'extension', 'pronation', 'supination'],
  wrist: ['flexion', 'extension', 'radial_deviation', 'ulnar_deviation'],
  fingers: ['flexion', 'extension', 'abduction', 'adduction'],
  thumb: ['flexion', 'extension', 'abduction', 'opposition'],
  hip: ['flexion', 'extension', 'abduction', 'adduction', 'internal_rotation', 'external_rotation'],
  knee: ['flexion', 'extension'],
  ankle: ['dorsiflexion', 'plantarflexion', 'inversion', 'eversion'],
  toes: ['flexion', 'extension'],
} as const;
export type Joint = keyof typeof jointMovements;
export const joints = Object.keys(jointMovements) as Joint[];
export const movements = [...new Set(Object.values(jointMovements).flat())] as Movement[];
export type Movement = (typeof jointMovements)[Joint][number];

/** The spine's segments: measured in the middle of the body, not on a side (issue 43). */
export const spinalJoints: readonly string[] = ['cervical', 'thoracic', 'lumbar'];
const directedSpinalMovements: readonly string[] = ['rotation', 'lateral_flexion'];

/**
 * What a range-of-motion row asks besides the movement: a limb's side (left, right); for the spine,
 * nothing for flexion and extension (stored `central`), or the direction (left, right) of a rotation or
 * a lateral flexion — never «Central» offered for a knee, nor «Lado» asked for lumbar flexion.
 */
export function romSideKind(joint: string, movement: string): 'side' | 'none' | 'direction' {
  if (!spinalJoints.includes(joint)) return 'side';
  return directedSpinalMovements.includes(movement) ? 'direction' : 'none';
}

/** Muscle groups graded on the MRC scale (0–5). */
export const muscleGroups = [
  'neck_flexors',
  'neck_extensors',
  'shoulder_flexors',
  'shoulder_extensors',
  'shoulder_abductors',
  'shoulder_internal_rotators',
  'shoulder_external_rotators',
  'elbow_flexors',
  'elbow_extensors',
  'wrist_flexors',
  'wrist_extensors',
  'grip',
  'trunk_flexors',
  'trunk_extensors',
  'hip_flexors',
  'hip_extensors',
  'hip_abductors',
  'hip_adductors',
  'knee_extensors',
  'knee_flexors',
  'ankle_dorsiflexors',
  'ankle_plantarflexors',
  'ankle_invertors',
  'ankle_evertors',
  'great_toe_extensors',
] as const;
export type MuscleGroup = (typeof muscleGroups)[number];

export const testResults = ['positive', 'negative', 'inconclusive'] as const;
export type TestResult = (typeof testResults)[number];

/** Common special tests by body region; the form searches them and also takes any other name. */
export const specialTestsByRegion = {
  cervical: ['spurling', 'distraction', 'ultt_median', 'sharp_purser', 'cervical_flexion_rotation'],
  shoulder: [
    'neer',
    'hawkins_kennedy',
    'empty_can',
    'drop_arm',
    'speed',
    'yergason',
    'apprehension',
    'relocation',
    'sulcus',
    'lift_off',
    'belly_press',
    'external_rotation_lag',
    'painful_arc',
  ],
  elbow: ['cozen', 'mill', 'golfers_elbow', 'valgus_stress_elbow', 'tinel_elbow'],
  wrist_hand: ['phalen', 'tinel_wrist', 'finkelstein', 'watson', 'froment'],
  thoracic_lumbar: [
    'slump',
    'straight_leg_raise',
    'crossed_slr',
    'prone_knee_bend',
    'kemp',
    'prone_instability',
  ],
  hip_pelvis: ['faber', 'fadir', 'thomas', 'trendelenburg', 'ober', 'log_roll', 'thigh_thrust'],
  knee: [
    'lachman',
    'anterior_drawer_knee',
    'posterior_drawer_knee',
    'pivot_shift',
    'mcmurray',
    'thessaly',
    'valgus_stress_knee',
    'varus_stress_knee',
    'patellar_apprehension',
    'clarke',
  ],
  ankle_foot: ['anterior_drawer_ankle', 'talar_tilt', 'thompson', 'squeeze', 'windlass'],
} as const;
export type TestRegion = keyof typeof specialTestsByRegion;
export const testRegions = Object.keys(specialTestsByRegion) as TestRegion[];
export type SpecialTest = (typeof specialTestsByRegion)[TestRegion][number];
export const specialTests = Object.values(specialTestsByRegion).flat() as SpecialTest[];

export const measurementUnits = ['cm', 'mm', 'kg', 'degrees', 's', 'm', 'repetitions', 'percent'] as const;
export type MeasurementUnit = (typeof measurementUnits)[number];

export const painTypes = ['sharp', 'dull', 'burning', 'pins_and_needles', 'numbness'] as const;
export type PainType = (typeof painTypes)[number];

export const bodyViews = ['front', 'back'] as const;
export type BodyView = (typeof bodyViews)[number];

const centralParts = {
  front: ['head', 'neck', 'chest', 'abdomen'],
  back: ['head', 'neck', 'upper_back', 'lower_back'],
};
const sidedParts = {
  front: ['shoulder', 'upper_arm', 'elbow', 'forearm', 'hand', 'hip', 'thigh', 'knee', 'leg', 'foot'],
  back: ['shoulder', 'upper_arm', 'elbow', 'forearm', 'hand', 'buttock', 'thigh', 'knee', 'leg', 'foot'],
};

/**
 * The body chart's regions: `<view>_<part>` in the middle, `<view>_<part>_<left|right>` on each side
 * (the patient's left and right). Front and back, 24 regions each.
 */
export const bodyRegions: readonly string[] = bodyViews.flatMap((view) => [
  ...centralParts[view].map((part) => `${view}_${part}`),
  ...sidedParts[view].flatMap((part) => [`${view}_${part}_left`, `${view}_${part}_right`]),
]);
export type BodyRegion = string;

/** The view a region belongs to. */
export const regionView = (region: BodyRegion): BodyView => (region.startsWith('back_') ? 'back' : 'front');

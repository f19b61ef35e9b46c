/** Query keys of the home exercise programme feature (DESIGN §6). */
export const programmesKeys = {
  all: ['exercise-programmes'] as const,
  /** The patient's current programme; `me` for the logged-in patient's own. */
  current: (patientId: string | 'me') => ['exercise-programmes', 'current', patientId] as const,
  adherence: (programmeId: string) => ['exercise-programmes', 'adherence', programmeId] as const,
};

/** Query keys of the outcome measures feature (DESIGN §6). */
export const instrumentsKeys = {
  all: ['instruments'] as const,
  catalogue: ['instruments', 'catalogue'] as const,
  definition: (code: string) => ['instruments', 'definition', code] as const,
  /** The clinic's latest responses to one instrument. */
  latest: (code: string) => ['instruments', 'latest', code] as const,
  /** What was recorded in one appointment. */
  appointment: (appointmentId: string) => ['instruments', 'appointment', appointmentId] as const,
  trends: (patientId: string) => ['instruments', 'trends', patientId] as const,
};

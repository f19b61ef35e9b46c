/** Query keys of the sessions feature — what was done in a session (DESIGN §6). */
export const sessionsKeys = {
  all: ['interventions-performed'] as const,
  appointment: (appointmentId: string) => ['interventions-performed', 'appointment', appointmentId] as const,
  patient: (patientId: string) => ['interventions-performed', 'patient', patientId] as const,
  progress: (patientId: string, interventionId: string) =>
    ['interventions-performed', 'patient', patientId, 'intervention', interventionId] as const,
};

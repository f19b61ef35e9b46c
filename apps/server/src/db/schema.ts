// The whole schema, for drizzle's typed client. Tables live in schema/<domain>.ts.
export * from './schema/tenants.js';
export * from './schema/users.js';
export * from './schema/auth.js';
export * from './schema/audit.js';
export * from './schema/files.js';
export * from './schema/tokens.js';
export * from './schema/mail.js';
export * from './schema/public.js';
export * from './schema/clinics.js';
export * from './schema/catalogue.js';
export * from './schema/patients.js';
export * from './schema/schedules.js';
export * from './schema/appointments.js';
export * from './schema/evaluations.js';
export * from './schema/interventions.js';
export * from './schema/exercise-programmes.js';
export * from './schema/instruments.js';

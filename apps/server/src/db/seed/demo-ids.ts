export const DEMO_PASSWORD = 'demo-clinica-2026';

/** The seeds' fixed ids: the n-th of the demo family (stable across runs, so seeding is idempotent). */
export const seedId = (n: number) => `0d3c7a52-5b1e-4c59-9d4a-${String(n).padStart(12, '0')}`;
export const DEMO_TENANT_ID = '0d3c7a52-5b1e-4c59-9d4a-000000000001';
export const TESTE_TENANT_ID = '0d3c7a52-5b1e-4c59-9d4a-000000000002';

/** The demo clinic's accounts: gestor@, fisio@, rececao@ and paciente@demo.clinica.pt. */
export const DEMO_MANAGER_ID = seedId(101);
export const DEMO_PROFESSIONAL_ID = seedId(102);
export const DEMO_FRONT_DESK_ID = seedId(103);
export const DEMO_PATIENT_ID = seedId(104);

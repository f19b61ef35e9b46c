export const DEMO_PASSWORD = 'demo-clinica-2026';
export const DEMO_TENANT_ID = '0d3c7a52-5b1e-4c59-9d4a-000000000001';
export const TESTE_TENANT_ID = '0d3c7a52-5b1e-4c59-9d4a-000000000002';

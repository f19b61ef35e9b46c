import type { Dashboard } from '@clinica/contracts/reports';
import { apiRequest } from '../../../lib/api-client';

/** GET /api/v1/dashboard — the manager's tiles, for one clinic or all. */
export const fetchDashboard = (clinicId: string, signal?: AbortSignal) =>
  apiRequest<Dashboard>('/api/v1/dashboard', { query: clinicId ? { clinic_id: clinicId } : {}, signal });

import { apiRequest } from '../../../lib/api-client';

/** DELETE /api/v1/interventions-performed/{id} */
export async function deletePerformed(id: string): Promise<void> {
  await apiRequest<unknown>(`/api/v1/interventions-performed/${id}`, { method: 'DELETE' });
}

import type { PatientFile } from '@clinica/contracts/files';
import { apiRequest, apiUrl } from '../../../lib/api-client';

/** GET /api/v1/users/{patientId}/files */
export function listPatientFiles(patientId: string, signal?: AbortSignal): Promise<{ items: PatientFile[] }> {
  return apiRequest<{ items: PatientFile[] }>(`/api/v1/users/${patientId}/files`, { signal });
}

/**
 * POST /api/v1/users/{patientId}/files (multipart: name, file). The name goes first: the server reads
 * the fields that come before the file.
 */
export function uploadPatientFile(patientId: string, file: File, name: string): Promise<PatientFile> {
  const formData = new FormData();
  formData.append('name', name);
  formData.append('file', file);
  return apiRequest<PatientFile>(`/api/v1/users/${patientId}/files`, { method: 'POST', formData });
}

/** GET /api/v1/users/{patientId}/files/{fileId} — an attachment, so the link downloads it. */
export function patientFileUrl(patientId: string, fileId: string): string {
  return apiUrl(`/api/v1/users/${patientId}/files/${fileId}`);
}

/** DELETE /api/v1/users/{patientId}/files/{fileId} */
export function deletePatientFile(patientId: string, fileId: string): Promise<{ ok: true }> {
  return apiRequest<{ ok: true }>(`/api/v1/users/${patientId}/files/${fileId}`, { method: 'DELETE' });
}

import { apiRequest } from './api-client';

/** A stored photo: its id (what a record points at) and the URL that shows it. */
export interface UploadedPhoto {
  id: string;
  url: string;
}

/**
 * POST /api/v1/file_uploads (multipart: name, file) — the app shell's photo upload, shared by the
 * profile and the patient record. The name goes first: the server reads fields that come before the file.
 */
export function uploadPhoto(file: File): Promise<UploadedPhoto> {
  const formData = new FormData();
  formData.append('name', file.name);
  formData.append('file', file);
  return apiRequest<UploadedPhoto>('/api/v1/file_uploads', { method: 'POST', formData });
}

import { apiRequest } from '../../../lib/api-client';

export interface UploadedFile {
  id: string;
  url: string;
}

/** POST /api/v1/file_uploads (multipart: file, name). */
export function uploadFile(file: File): Promise<UploadedFile> {
  const formData = new FormData();
  formData.append('file', file);
  formData.append('name', file.name);
  return apiRequest<UploadedFile>('/api/v1/file_uploads', { method: 'POST', formData });
}

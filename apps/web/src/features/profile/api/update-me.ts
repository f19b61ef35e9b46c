import type { Me } from '@clinica/contracts/auth';
import { apiRequest } from '../../../lib/api-client';

/** PUT /api/v1/me — sets (file id) or removes (null) the profile photo. */
export function updateProfilePhoto(imageFileId: string | null): Promise<Me> {
  return apiRequest<Me>('/api/v1/me', { method: 'PUT', json: { image_file_id: imageFileId } });
}

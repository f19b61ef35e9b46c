/** Spec §5: photo formats jpg, jpeg, png; a photo (profile, patient) is at most 5 MB (the server's limit). */
export const photoMaxBytes = 5 * 1024 * 1024;
export const photoExtensions = ['jpg', 'jpeg', 'png'] as const;
export const photoMimeTypes = ['image/jpeg', 'image/png'] as const;
export const photoAccept = '.jpg,.jpeg,.png,image/jpeg,image/png';

export type PhotoProblem = 'type' | 'size' | null;

export function checkPhoto(file: { name: string; type: string; size: number }): PhotoProblem {
  const extension = file.name.includes('.') ? file.name.split('.').pop()!.toLowerCase() : '';
  const extensionOk = (photoExtensions as readonly string[]).includes(extension);
  const typeOk = file.type === '' || (photoMimeTypes as readonly string[]).includes(file.type);
  if (!extensionOk || !typeOk) return 'type';
  if (file.size > photoMaxBytes) return 'size';
  return null;
}

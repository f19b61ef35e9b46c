import { z } from 'zod';

export const IMAGE_MAX_BYTES = 5 * 1024 * 1024;
export const imageMessages = {
  tooLarge: 'A imagem não pode exceder 5 MB',
  badType: 'Formato de imagem não suportado. Use jpg, jpeg ou png.',
  empty: 'O ficheiro está vazio',
} as const;

export const fileUploadResponse = z.object({ id: z.uuid(), url: z.string() });
export type FileUploadResponse = z.infer<typeof fileUploadResponse>;
export const fileIdParams = z.object({ id: z.uuid() });

import { z } from 'zod';
import './zod-config.js'; // the pt-PT messages, set when the contracts load

export const IMAGE_MAX_BYTES = 5 * 1024 * 1024;
export const imageMessages = {
  tooLarge: 'A imagem não pode exceder 5 MB',
  badType: 'Formato de imagem não suportado. Use jpg, jpeg ou png.',
  empty: 'O ficheiro está vazio',
  tooManyPending: 'Tem demasiadas imagens carregadas por guardar. Guarde a ficha ou tente mais tarde.',
} as const;

export const fileUploadResponse = z.object({ id: z.uuid(), url: z.string() });
export type FileUploadResponse = z.infer<typeof fileUploadResponse>;
export const fileIdParams = z.object({ id: z.uuid() });

export const DOCUMENT_MAX_BYTES = 20 * 1024 * 1024;
export const documentMessages = {
  tooLarge: 'O ficheiro não pode exceder 20 MB',
  badType: 'Tipo de ficheiro não suportado. Use PDF, JPG, PNG ou WebP.',
  empty: 'O ficheiro está vazio',
} as const;

export const patientFile = z.object({
  id: z.uuid(),
  name: z.string(),
  content_type: z.string(),
  size_bytes: z.number().int(),
  created_at: z.iso.datetime(),
  created_by_name: z.string().nullable(),
});
export type PatientFile = z.infer<typeof patientFile>;
export const patientFileParams = z.object({ id: z.uuid(), fileId: z.uuid() });

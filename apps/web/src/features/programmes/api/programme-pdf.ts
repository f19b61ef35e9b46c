import { apiUrl } from '../../../lib/api-client';

/**
 * GET /api/v1/exercise-programmes/{id}/pdf — the printable A4. The browser fetches it itself with the
 * session cookie (a link, like the patient files), so it opens in the PDF viewer or downloads.
 */
export const programmePdfUrl = (id: string) => apiUrl(`/api/v1/exercise-programmes/${id}/pdf`);

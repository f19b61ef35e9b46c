import { useMutation } from '@tanstack/react-query';

/** «FT 2026A/17» → «FT-2026A-17.pdf»; without a number, `fallback` («documento», «recibo»). */
export const pdfFileName = (number: string | null, fallback = 'documento') =>
  `${(number ?? fallback).replace(/[\s/\\]+/g, '-')}.pdf`;

/** Hands bytes to the browser as a download (which a phone opens in its viewer; no pop-up to block). */
export function saveBlob(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  const link = window.document.createElement('a');
  link.href = url;
  link.download = name;
  link.rel = 'noopener';
  window.document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

/**
 * A file made by a POST (an invoice's PDF, a payment's receipt — spec §7) cannot be a plain link: its
 * bytes are fetched and saved as a download. `fetchFile` answers the bytes and the file's name.
 */
export function useDownload<V>(
  fetchFile: (variables: V) => Promise<{ blob: Blob; name: string }>,
  options: { onSuccess?: () => void; onError?: (error: unknown) => void } = {},
) {
  return useMutation({
    mutationFn: fetchFile,
    onSuccess: ({ blob, name }) => {
      saveBlob(blob, name);
      options.onSuccess?.();
    },
    onError: options.onError,
  });
}

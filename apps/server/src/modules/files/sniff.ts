/** The content type a file's first bytes say it is (never its name). */
export function sniffImage(bytes: Buffer): 'image/jpeg' | 'image/png' | null {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'image/jpeg';
  const png = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
  if (bytes.length >= 8 && png.every((b, i) => bytes[i] === b)) return 'image/png';
  return null;
}

/** Documents a patient record may hold: PDF, JPEG, PNG, WebP — decided by the bytes, never the name. */
export function sniffDocument(
  bytes: Buffer,
): 'application/pdf' | 'image/jpeg' | 'image/png' | 'image/webp' | null {
  const image = sniffImage(bytes);
  if (image) return image;
  if (bytes.length >= 5 && bytes.subarray(0, 5).toString('latin1') === '%PDF-') return 'application/pdf';
  if (
    bytes.length >= 12 &&
    bytes.subarray(0, 4).toString('latin1') === 'RIFF' &&
    bytes.subarray(8, 12).toString('latin1') === 'WEBP'
  ) {
    return 'image/webp';
  }
  return null;
}

/** What the person types or pastes into the code field ("123 456", "123-456"), as the 6 digits the server expects. */
export function normalizeCode(value: string): string {
  return value.replace(/\D/g, '').slice(0, 6);
}

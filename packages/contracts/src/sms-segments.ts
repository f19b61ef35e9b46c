/**
 * How an SMS is encoded and split (decision 042), shared by the server (which sends) and the web (the
 * template editor of the next issue, which counts). GSM 03.38: the default alphabet's characters take one
 * septet, its extension table's (`^{}\[~]|€` and form feed) two (ESC + char); one character outside both
 * makes the whole message UCS-2. One SMS holds 160 septets or 70 UCS-2 units; a longer message is split
 * into parts that each carry a 6-byte concatenation header (UDH), leaving 153 septets or 67 units.
 */

const GSM_BASIC =
  '@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞ\u001bÆæßÉ !"#¤%&\'()*+,-./0123456789:;<=>?' +
  '¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà';
/** The extension table: each is ESC (0x1B) then this code. */
const GSM_EXTENDED: Record<string, number> = {
  '\f': 0x0a,
  '^': 0x14,
  '{': 0x28,
  '}': 0x29,
  '\\': 0x2f,
  '[': 0x3c,
  '~': 0x3d,
  ']': 0x3e,
  '|': 0x40,
  '€': 0x65,
};

export type SmsEncoding = 'gsm7' | 'ucs2';

export interface SmsSegments {
  encoding: SmsEncoding;
  /** Septets (GSM-7) or UTF-16 code units (UCS-2) the text takes. */
  units: number;
  /** Parts the message is sent in (0 for an empty text). */
  segments: number;
  /** Units per part: 160/153 (GSM-7) or 70/67 (UCS-2). */
  perSegment: number;
}

// Index = the character's septet; ESC (0x1B) holds its place and is no character of a text.
const basic = new Map(
  [...GSM_BASIC].map((ch, code) => [ch, code]).filter(([ch]) => ch !== '\u001b') as [string, number][],
);

/** The septets a character takes in GSM-7, or null when it is not in the alphabet. */
export function gsmSeptets(ch: string): 1 | 2 | null {
  if (basic.has(ch)) return 1;
  if (ch in GSM_EXTENDED) return 2;
  return null;
}

export function smsEncoding(text: string): SmsEncoding {
  for (const ch of text) if (gsmSeptets(ch) === null) return 'ucs2';
  return 'gsm7';
}

export function countSmsSegments(text: string): SmsSegments {
  const encoding = smsEncoding(text);
  const units = encoding === 'gsm7' ? [...text].reduce((n, ch) => n + (gsmSeptets(ch) ?? 0), 0) : text.length;
  const single = encoding === 'gsm7' ? 160 : 70;
  const part = encoding === 'gsm7' ? 153 : 67;
  const segments = units === 0 ? 0 : units <= single ? 1 : Math.ceil(units / part);
  return { encoding, units, segments, perSegment: segments > 1 ? part : single };
}

/**
 * The text cut into its parts, never splitting an extension character's escape pair nor a UTF-16
 * surrogate pair across two parts.
 */
export function splitSms(text: string): string[] {
  const { encoding, units, perSegment } = countSmsSegments(text);
  if (units <= perSegment) return text ? [text] : [];
  const parts: string[] = [];
  let current = '';
  let used = 0;
  for (const ch of text) {
    const size = encoding === 'gsm7' ? (gsmSeptets(ch) ?? 1) : ch.length;
    if (used + size > perSegment) {
      parts.push(current);
      current = '';
      used = 0;
    }
    current += ch;
    used += size;
  }
  if (current) parts.push(current);
  return parts;
}

/** A GSM-7 text as unpacked septets, one an octet (SMPP's data_coding 0), extension characters escaped. */
export function gsm7Septets(text: string): number[] {
  const out: number[] = [];
  for (const ch of text) {
    const code = basic.get(ch);
    if (code !== undefined) out.push(code);
    else if (ch in GSM_EXTENDED) out.push(0x1b, GSM_EXTENDED[ch]!);
    else throw new Error(`not in the GSM 03.38 alphabet: ${ch}`);
  }
  return out;
}

/** Reading a SAF-T (PT) file back in the suites: the values and blocks of its elements. */

/** A valid NIF for the software's producer (SOFTWARE_PRODUCER_NIF). */
export const PRODUCER_NIF = '507440803';

/** Every value of a simple element, in order. */
export const values = (xml: string, tag: string) =>
  [...xml.matchAll(new RegExp(`<${tag}>([^<]*)</${tag}>`, 'g'))].map((m) => m[1]!);
export const value = (xml: string, tag: string) => values(xml, tag)[0];
/** Every `<tag>…</tag>` block. */
export const blocks = (xml: string, tag: string) =>
  [...xml.matchAll(new RegExp(`<${tag}>[\\s\\S]*?</${tag}>`, 'g'))].map((m) => m[0]);
export const cents = (amount: string) => Math.round(Number(amount) * 100);
export const sumOf = (list: string[]) => list.reduce((s, v) => s + cents(v), 0);

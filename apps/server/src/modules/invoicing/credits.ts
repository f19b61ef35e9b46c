import type { Credited, LineRow } from './documents.repository.js';

/**
 * What is left to credit of an issued line (decisions 029 and 032): its amount (cents with VAT) less
 * every issued NC line of it, and its quantity less the NC lines that credit a quantity. Once a line has
 * been credited by an amount, it is credited by amounts only (no quantity is left to name).
 */
export function leftToCredit(line: Pick<LineRow, 'quantity' | 'grossCents'>, done: Credited | undefined) {
  const cents = line.grossCents - (done?.cents ?? 0);
  const quantity = done?.byAmount || cents <= 0 ? 0 : round3(line.quantity - (done?.quantity ?? 0));
  return { quantity, cents: Math.max(0, cents) };
}

const round3 = (v: number) => Math.round(v * 1000) / 1000;

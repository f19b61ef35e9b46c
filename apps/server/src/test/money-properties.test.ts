import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { documentTotals, lineGrossCents, roundHalfUp, taxSummary } from '@clinica/contracts/invoicing-tax';
import { linesTotals, vatFromRate } from '@clinica/contracts/expenses';
import { insurerSplit } from '@clinica/contracts/insurer-split';

/**
 * The money rules as properties (issue 52, fast-check): integer cents, half-up rounding (decision 029),
 * every total the sum of its parts, the patient's and the insurer's parts adding up to the price.
 * Checked against exact integer arithmetic (BigInt), not against the functions' own formulas.
 */

/** round-half-up of a / b for a ≥ 0, b > 0, exactly: ⌊(2a + b) / 2b⌋. */
const exactHalfUp = (a: bigint, b: bigint) => (2n * a + b) / (2n * b);
const cents = fc.integer({ min: 0, max: 10_000_000 });
const rate = fc.constantFrom(23, 22, 16, 13, 12, 9, 6, 5, 4);

describe('money', () => {
  it('rounds half up, exactly, any quotient of cents', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1_000_000_000 }), fc.integer({ min: 1, max: 10_000 }), (a, b) => {
        expect(roundHalfUp(a / b)).toBe(Number(exactHalfUp(BigInt(a), BigInt(b))));
        // Away from zero for a negative value: the mirror image.
        expect(roundHalfUp(-a / b) + 0).toBe(-Number(exactHalfUp(BigInt(a), BigInt(b))) + 0);
      }),
      { numRuns: 2000 },
    );
    expect(roundHalfUp(1.005 * 100)).toBe(101);
    expect(roundHalfUp(2.5)).toBe(3);
    // Past 2^53 / 1e9 (9 007 199 cents) the old guard lost the half.
    expect(roundHalfUp(3368512840.5)).toBe(3368512841);
  });

  it('prices a line: quantity × unit price less the discount, half-up to the cent', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1000 }), cents, fc.integer({ min: 0, max: 100 }), (q, p, d) => {
        const exact = exactHalfUp(BigInt(q) * BigInt(p) * BigInt(100 - d), 100n);
        expect(lineGrossCents({ quantity: q, unit_price_cents: p, discount_percent: d })).toBe(Number(exact));
      }),
      { numRuns: 1000 },
    );
  });

  it('adds a document up: Σ lines = gross = net + VAT, per rate and in total; VAT never negative', () => {
    const line = fc.record({
      vat_rate_percent: fc.option(rate, { nil: null }),
      tax_exemption_code: fc.constantFrom('M07', 'M99'),
      gross_cents: cents,
    });
    fc.assert(
      fc.property(fc.array(line, { minLength: 1, maxLength: 30 }), (lines) => {
        const input = lines.map((l) => ({
          ...l,
          tax_exemption_code: l.vat_rate_percent === null ? l.tax_exemption_code : null,
        }));
        const rows = taxSummary(input);
        const totals = documentTotals(rows);
        expect(totals.gross_cents).toBe(input.reduce((s, l) => s + l.gross_cents, 0));
        expect(totals.net_cents + totals.tax_cents).toBe(totals.gross_cents);
        for (const row of rows) {
          expect(row.net_cents + row.tax_cents).toBe(row.gross_cents);
          expect(row.tax_cents).toBeGreaterThanOrEqual(0);
          const expectedNet =
            row.vat_rate_percent === null
              ? row.gross_cents
              : Number(exactHalfUp(BigInt(row.gross_cents) * 100n, BigInt(100 + row.vat_rate_percent)));
          expect(row.net_cents).toBe(expectedNet);
        }
      }),
      { numRuns: 500 },
    );
  });

  it('splits a session: the patient and the insurer add up to the price, each within it', () => {
    const rule = fc.oneof(
      fc.record({
        price_cents: cents,
        patient_part_type: fc.constant('percent' as const),
        patient_part_value: fc.integer({ min: 0, max: 100 }),
      }),
      fc.record({
        price_cents: cents,
        patient_part_type: fc.constant('amount' as const),
        patient_part_value: cents,
      }),
    );
    fc.assert(
      fc.property(rule, (r) => {
        const split = insurerSplit(r);
        expect(split.patient_cents + split.insurer_cents).toBe(r.price_cents);
        expect(split.patient_cents).toBeGreaterThanOrEqual(0);
        expect(split.insurer_cents).toBeGreaterThanOrEqual(0);
        if (r.patient_part_type === 'percent')
          expect(split.patient_cents).toBe(
            Number(exactHalfUp(BigInt(r.price_cents) * BigInt(r.patient_part_value), 100n)),
          );
      }),
      { numRuns: 1000 },
    );
  });

  it('reads a supplier invoice: VAT per line within its total, the totals the sum of the lines', () => {
    const line = fc.record({
      vat_rate_percent: fc.constantFrom(0, 6, 13, 23),
      total_cents: fc.integer({ min: 1, max: 10_000_000 }),
    });
    fc.assert(
      fc.property(fc.array(line, { minLength: 1, maxLength: 10 }), (lines) => {
        const totals = linesTotals(lines);
        expect(totals.totalCents).toBe(lines.reduce((s, l) => s + l.total_cents, 0));
        expect(totals.vatCents).toBe(
          lines.reduce((s, l) => s + vatFromRate(l.total_cents, l.vat_rate_percent), 0),
        );
        for (const l of lines) {
          const vat = vatFromRate(l.total_cents, l.vat_rate_percent);
          expect(vat).toBeGreaterThanOrEqual(0);
          expect(vat).toBeLessThanOrEqual(l.total_cents);
        }
      }),
      { numRuns: 500 },
    );
  });
});

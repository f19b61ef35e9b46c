import { z } from 'zod';
import { taxExemptions } from './pt.js';

/**
 * VAT and money for fiscal documents (decision 029): the clinic's tax region sets its rates, services carry
 * a VAT class (or an exemption), amounts are integer cents rounded half-up, one tax summary per document.
 */

/** SAF-T TaxCountryRegion codes: mainland, Azores, Madeira. */
export const taxRegions = ['PT', 'PT-AC', 'PT-MA'] as const;
export type TaxRegion = (typeof taxRegions)[number];
export const TAX_REGION_INVALID = 'Região fiscal inválida';
export const taxRegion = z.enum(taxRegions, { error: TAX_REGION_INVALID });

export const vatClasses = ['normal', 'intermediate', 'reduced'] as const;
export type VatClass = (typeof vatClasses)[number];

/** VAT rates (%) per region and class: CIVA art. 18.º (mainland) and the regional rates (Lei 2/2025 …). */
export const vatRatesByRegion: Record<TaxRegion, Record<VatClass, number>> = {
  PT: { normal: 23, intermediate: 13, reduced: 6 },
  'PT-MA': { normal: 22, intermediate: 12, reduced: 5 },
  'PT-AC': { normal: 16, intermediate: 9, reduced: 4 },
};

export function vatRateOf(region: TaxRegion, vatClass: VatClass): number {
  return vatRatesByRegion[region][vatClass];
}

/** The class of a rate in a region (null: not one of the region's rates). */
export function vatClassOf(region: TaxRegion, rate: number): VatClass | null {
  const entry = Object.entries(vatRatesByRegion[region]).find(([, r]) => r === rate);
  return entry ? (entry[0] as VatClass) : null;
}

export function exemptionText(code: string): string | null {
  return taxExemptions.find((t) => t.code === code)?.text ?? null;
}

/**
 * The exemption codes that mean «não sujeito ou não tributado» — an operation outside VAT's scope (CIVA
 * arts. 1.º–4.º), not an exempt one: SAF-T TaxType and TaxCode `NS`, the QR's field L. Of AT's list only
 * M99 says so; M07 (art. 9.º, health care) and the others are exemptions (`ISE`, field I2).
 */
export const NON_SUBJECT_EXEMPTIONS: readonly string[] = ['M99'];
export const isNonSubject = (code: string | null) => code !== null && NON_SUBJECT_EXEMPTIONS.includes(code);

// ---------------------------------------------------------------------------------------------------
// Money: integer cents, half-up rounding
// ---------------------------------------------------------------------------------------------------

/** Half-up rounding of a non-negative or negative value to an integer (away from zero at .5). */
export function roundHalfUp(value: number): number {
  // Guard against binary noise (e.g. 1.005 * 100 = 100.49999…): keep 15 significant digits first.
  // Not a fixed 9 decimals: value × 1e9 passes 2^53 above 9 007 199 cents and lost the half (issue 52:
  // a line of 33 685 128,405 € came out a cent short).
  const v = Number(value.toPrecision(15));
  return Math.sign(v) * Math.floor(Math.abs(v) + 0.5);
}

/** A line's total including VAT, in cents: quantity × unit price, less the discount, half-up to the cent. */
export function lineGrossCents(line: {
  quantity: number;
  unit_price_cents: number;
  discount_percent: number;
}) {
  return roundHalfUp((line.quantity * line.unit_price_cents * (100 - line.discount_percent)) / 100);
}

export type TaxKey = { vat_rate_percent: number | null; tax_exemption_code: string | null };

export interface TaxSummaryRow extends TaxKey {
  tax_exemption_text: string | null;
  net_cents: number;
  tax_cents: number;
  gross_cents: number;
}

/**
 * Prices include VAT. Per rate (and per exemption code), over the whole document: gross = Σ lines,
 * net = gross × 100 / (100 + rate) rounded half-up to the cent, VAT = gross − net. Exempt: VAT 0.
 * Rows ordered: taxed by rate descending, then exemptions by code.
 */
export function taxSummary(lines: (TaxKey & { gross_cents: number })[]): TaxSummaryRow[] {
  const groups = new Map<string, TaxSummaryRow>();
  for (const l of lines) {
    const key = l.vat_rate_percent !== null ? `r${l.vat_rate_percent}` : `e${l.tax_exemption_code}`;
    const row = groups.get(key) ?? {
      vat_rate_percent: l.vat_rate_percent,
      tax_exemption_code: l.vat_rate_percent !== null ? null : l.tax_exemption_code,
      tax_exemption_text:
        l.vat_rate_percent !== null || !l.tax_exemption_code ? null : exemptionText(l.tax_exemption_code),
      net_cents: 0,
      tax_cents: 0,
      gross_cents: 0,
    };
    row.gross_cents += l.gross_cents;
    groups.set(key, row);
  }
  const rows = [...groups.values()];
  for (const row of rows) {
    row.net_cents =
      row.vat_rate_percent === null
        ? row.gross_cents
        : roundHalfUp((row.gross_cents * 100) / (100 + row.vat_rate_percent));
    row.tax_cents = row.gross_cents - row.net_cents;
  }
  return rows.sort((a, b) =>
    a.vat_rate_percent !== null && b.vat_rate_percent !== null
      ? b.vat_rate_percent - a.vat_rate_percent
      : a.vat_rate_percent !== null
        ? -1
        : b.vat_rate_percent !== null
          ? 1
          : String(a.tax_exemption_code).localeCompare(String(b.tax_exemption_code)),
  );
}

/**
 * A line's unit price without VAT (CIVA art. 36.º n.º 5 c)), for the printed line: the price with VAT ×
 * 100 / (100 + rate), half-up to the cent; exempt: the price itself. The totals stay `taxSummary`'s.
 */
export function unitPriceWithoutVatCents(line: {
  unit_price_cents: number;
  vat_rate_percent: number | null;
}) {
  return line.vat_rate_percent === null
    ? line.unit_price_cents
    : roundHalfUp((line.unit_price_cents * 100) / (100 + line.vat_rate_percent));
}

export function documentTotals(summary: TaxSummaryRow[]) {
  return {
    net_cents: summary.reduce((s, r) => s + r.net_cents, 0),
    tax_cents: summary.reduce((s, r) => s + r.tax_cents, 0),
    gross_cents: summary.reduce((s, r) => s + r.gross_cents, 0),
  };
}

/** Cents as the chain and SAF-T write them: two decimals with a point ("12.30"). */
export function centsText(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

import type { Service } from '@clinica/contracts/catalogue';
import { taxExemptions } from '@clinica/contracts/pt';
import { vatRateOf, vatRatesByRegion, type TaxKey, type TaxRegion } from '@clinica/contracts/invoicing-tax';

/** The exemption a service without a VAT class or exemption gets (health services, art. 9.º CIVA). */
export const DEFAULT_EXEMPTION = 'M07';

/**
 * A line's tax as one select value: `r23` (a VAT rate of the clinic's region) or `eM07` (an exemption).
 * `''` on a catalogue line: the service's own (the server fills it in).
 */
export type TaxChoice = string;

export const taxChoiceOf = (key: TaxKey): TaxChoice =>
  key.vat_rate_percent !== null
    ? `r${key.vat_rate_percent}`
    : `e${key.tax_exemption_code ?? DEFAULT_EXEMPTION}`;

export function taxKeyOf(choice: TaxChoice): TaxKey {
  if (choice.startsWith('r')) return { vat_rate_percent: Number(choice.slice(1)), tax_exemption_code: null };
  return { vat_rate_percent: null, tax_exemption_code: choice.slice(1) || DEFAULT_EXEMPTION };
}

/** The tax a service brings: its VAT class's rate in the region, else its exemption (or the default). */
export function serviceTax(
  service: Pick<Service, 'vat_class' | 'tax_exemption_code'> | undefined,
  region: TaxRegion,
): TaxKey {
  if (service?.vat_class)
    return { vat_rate_percent: vatRateOf(region, service.vat_class), tax_exemption_code: null };
  return { vat_rate_percent: null, tax_exemption_code: service?.tax_exemption_code ?? DEFAULT_EXEMPTION };
}

/** The choices of a line's tax select: the region's rates (highest first), then the exemptions. */
export function taxOptions(region: TaxRegion) {
  const rates = Object.values(vatRatesByRegion[region]).sort((a, b) => b - a);
  return [
    ...rates.map((rate) => ({
      value: `r${rate}`,
      rate,
      code: null as string | null,
      text: null as string | null,
    })),
    ...taxExemptions.map((e) => ({
      value: `e${e.code}`,
      rate: null as number | null,
      code: e.code as string,
      text: e.text as string,
    })),
  ];
}

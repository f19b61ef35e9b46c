import type { TFunction } from 'i18next';
import type { Service } from '@clinica/contracts/catalogue';
import type { TaxRegion, VatClass } from '@clinica/contracts/invoicing-tax';

/**
 * The contract's `vatRatesByRegion`, written out: importing the invoicing contract would load zod on
 * the services list, which validates nothing (tax-label.test.ts keeps the two equal).
 */
export const vatRates: Record<TaxRegion, Record<VatClass, number>> = {
  PT: { normal: 23, intermediate: 13, reduced: 6 },
  'PT-MA': { normal: 22, intermediate: 12, reduced: 5 },
  'PT-AC': { normal: 16, intermediate: 9, reduced: 4 },
};

/** «IVA normal (23%)», with the rate of the clinic's region. */
export function vatClassLabel(t: TFunction, region: TaxRegion, vatClass: VatClass): string {
  return t(`services.vatClasses.${vatClass}`, { rate: vatRates[region][vatClass] });
}

/** «IVA normal (23%)» or «Isento (M07)». */
export function taxLabel(
  t: TFunction,
  region: TaxRegion,
  service: Pick<Service, 'vat_class' | 'tax_exemption_code'>,
): string {
  if (service.vat_class != null) return vatClassLabel(t, region, service.vat_class);
  return t('services.exempt', { code: service.tax_exemption_code ?? 'M07' });
}

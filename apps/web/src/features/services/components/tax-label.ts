import type { TFunction } from 'i18next';
import type { Service } from '@clinica/contracts/catalogue';

/** "23 %" or "Isento (M07)". */
export function taxLabel(
  t: TFunction,
  service: Pick<Service, 'vat_rate_percent' | 'tax_exemption_code'>,
): string {
  if (service.vat_rate_percent != null) return t('services.vatRate', { rate: service.vat_rate_percent });
  return t('services.exempt', { code: service.tax_exemption_code ?? 'M07' });
}

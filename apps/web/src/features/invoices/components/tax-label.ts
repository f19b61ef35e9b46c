import { useTranslation } from 'react-i18next';
import { exemptionText, type TaxKey } from '@clinica/contracts/invoicing-tax';

/** «IVA 23%», or «Isento M07 — Isento artigo 9.º do CIVA» (the legal text as AT words it). */
export function useTaxLabel() {
  const { t } = useTranslation();
  return (key: TaxKey & { tax_exemption_text?: string | null }) =>
    key.vat_rate_percent !== null
      ? t('invoices.tax.rate', { rate: key.vat_rate_percent })
      : t('invoices.tax.exempt', {
          code: key.tax_exemption_code ?? '',
          text: key.tax_exemption_text ?? exemptionText(key.tax_exemption_code ?? '') ?? '',
        });
}

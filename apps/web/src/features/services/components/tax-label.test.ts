import { beforeAll, describe, expect, it } from 'vitest';
import { vatRatesByRegion } from '@clinica/contracts/invoicing-tax';
import i18n from '../../../lib/i18n';
import pt from '../messages/pt.json';
import { taxLabel, vatRates } from './tax-label';

beforeAll(async () => {
  i18n.addResourceBundle('pt', 'translation', pt, true, true);
  await i18n.changeLanguage('pt');
});

describe('a service’s tax', () => {
  it('has the contract’s rates for every region', () => {
    expect(vatRates).toEqual(vatRatesByRegion);
  });

  it('shows the class with the rate of the clinic’s region, or the exemption', () => {
    const t = i18n.t.bind(i18n);
    expect(taxLabel(t, 'PT', { vat_class: 'normal', tax_exemption_code: null })).toBe('IVA normal (23%)');
    expect(taxLabel(t, 'PT-AC', { vat_class: 'normal', tax_exemption_code: null })).toBe('IVA normal (16%)');
    expect(taxLabel(t, 'PT-MA', { vat_class: 'intermediate', tax_exemption_code: null })).toBe(
      'IVA intermédio (12%)',
    );
    expect(taxLabel(t, 'PT', { vat_class: 'reduced', tax_exemption_code: null })).toBe('IVA reduzido (6%)');
    expect(taxLabel(t, 'PT-AC', { vat_class: null, tax_exemption_code: 'M07' })).toBe('Isento (M07)');
  });
});

import { describe, expect, it } from 'vitest';
import { catalogueMessages } from '@clinica/contracts/catalogue';
import { serviceFormSchema, valuesOf } from './service-form';

const base = { ...valuesOf(null), name: 'Sessão de fisioterapia', price: '45,00', duration: '45' };

describe('the service form', () => {
  it('turns what was typed into the contract’s body: euros to cents, the tax choice to one field', () => {
    const body = serviceFormSchema.parse({ ...base, tax: 'vat:normal', specialty_id: '' });
    expect(body).toMatchObject({
      name: 'Sessão de fisioterapia',
      price_cents: 4500,
      duration_minutes: 45,
      vat_class: 'normal',
      tax_exemption_code: null,
      specialty_id: null,
      unit: 'unit',
      kind: 'session',
      active: true,
    });
    const exempt = serviceFormSchema.parse(base);
    expect(exempt).toMatchObject({ vat_class: null, tax_exemption_code: 'M07', description: null });
    const reduced = serviceFormSchema.parse({ ...base, tax: 'vat:reduced' });
    expect(reduced).toMatchObject({ vat_class: 'reduced', tax_exemption_code: null });
  });

  it('puts the messages under the inputs the person typed in', () => {
    const result = serviceFormSchema.safeParse({ ...base, name: ' ', price: '45,005', duration: '3' });
    expect(result.success).toBe(false);
    const byField = Object.fromEntries(result.error!.issues.map((i) => [String(i.path[0]), i.message]));
    expect(byField).toEqual({
      price: 'services.form.priceInvalid',
      name: 'Campo Obrigatório',
      duration: catalogueMessages.durationRange,
    });
    const empty = serviceFormSchema.safeParse({ ...base, price: '' });
    expect(empty.error?.issues[0]).toMatchObject({ path: ['price'], message: 'Campo Obrigatório' });
    const tooHigh = serviceFormSchema.safeParse({ ...base, price: '100 000,01' });
    expect(tooHigh.error?.issues[0]).toMatchObject({
      path: ['price'],
      message: catalogueMessages.priceTooHigh,
    });
  });

  it('shows a saved service as it was saved', () => {
    const values = valuesOf({
      id: '5d6f0f7e-3c39-4c1b-9a43-0f2d7d0f6a10',
      name: 'Osteopatia',
      description: null,
      price_cents: 5250,
      unit: 'unit',
      duration_minutes: 60,
      vat_class: null,
      tax_exemption_code: 'M07',
      specialty_id: null,
      specialty_name: null,
      colour: '#123456',
      kind: 'session',
      active: false,
      stock_quantity_milli: 0,
      low_stock_threshold_milli: null,
    });
    expect(values).toMatchObject({
      price: '52,50',
      duration: '60',
      tax: 'ex:M07',
      colour: '#123456',
      active: false,
    });
    expect(serviceFormSchema.parse(values)).toMatchObject({
      price_cents: 5250,
      colour: '#123456',
      active: false,
    });
  });

  it('shows a saved VAT class as its choice, and sends it back unchanged', () => {
    const values = valuesOf({
      id: '5d6f0f7e-3c39-4c1b-9a43-0f2d7d0f6a11',
      name: 'Bola de pilates',
      description: null,
      price_cents: 1290,
      unit: 'unit',
      duration_minutes: null,
      vat_class: 'intermediate',
      tax_exemption_code: null,
      specialty_id: null,
      specialty_name: null,
      colour: null,
      kind: 'product',
      active: true,
      stock_quantity_milli: 0,
      low_stock_threshold_milli: null,
    });
    expect(values.tax).toBe('vat:intermediate');
    expect(serviceFormSchema.parse(values)).toMatchObject({
      vat_class: 'intermediate',
      tax_exemption_code: null,
    });
  });

  it('puts the contract’s message for an unknown class under the tax choice', () => {
    const result = serviceFormSchema.safeParse({ ...base, tax: 'vat:23' });
    expect(result.error?.issues).toEqual([
      expect.objectContaining({ path: ['tax'], message: catalogueMessages.invalidVatRate }),
    ]);
  });
});

import { describe, expect, it } from 'vitest';
import { invoicingMessages } from '@clinica/contracts/invoicing';
import {
  currentYear,
  emptyValues,
  invoicingFormSchema,
  isFormField,
  newSeriesRow,
  type SeriesRow,
} from './invoicing-form';

const row = (overrides: Partial<SeriesRow>): SeriesRow => ({
  series_id: null,
  document_type: 'FT',
  year: '2026',
  code: '2026A',
  validation_code: 'AAJFJMVNTN',
  ...overrides,
});

describe('the invoicing settings form', () => {
  it('takes the year in the clinic’s time zone (Lisbon and the Azores differ on New Year’s Eve)', () => {
    const instant = new Date('2027-01-01T00:30:00Z');
    expect(currentYear('Europe/Lisbon', instant)).toBe('2027');
    expect(currentYear('Atlantic/Azores', instant)).toBe('2026');
  });

  it('starts a new series with the first type this year has not got, and the year as its identifier', () => {
    expect(newSeriesRow([], '2026')).toEqual(row({ validation_code: '' }));
    const rows = [row({}), row({ document_type: 'FR' }), row({ document_type: 'FS', year: '2025' })];
    expect(newSeriesRow(rows, '2026')).toMatchObject({ document_type: 'FS', year: '2026', code: '2026A' });
  });

  it('sends the contract’s body: years as numbers, codes in capitals, without the rows’ ids', () => {
    const body = invoicingFormSchema.parse({
      ...emptyValues,
      series: [row({ series_id: '0d3c7a52-5b1e-4c59-9d4a-000000005001', validation_code: ' aajfjmvntn ' })],
    });
    expect(body.series).toEqual([
      { document_type: 'FT', year: 2026, code: '2026A', validation_code: 'AAJFJMVNTN' },
    ]);
  });

  it('puts the contract’s messages on the series’ fields', () => {
    const result = invoicingFormSchema.safeParse({
      ...emptyValues,
      series: [row({}), row({ code: '2026 B', validation_code: 'x' }), row({ year: '20x6' })],
    });
    const byPath = Object.fromEntries(result.error!.issues.map((i) => [i.path.join('.'), i.message]));
    expect(byPath).toMatchObject({
      'series.1.code': invoicingMessages.seriesCode,
      'series.1.validation_code': invoicingMessages.validationCode,
      'series.2.year': expect.any(String),
    });
  });

  it('sends a company’s share capital in cents and asks for its mentions before invoicing is on', () => {
    const company = {
      ...emptyValues,
      legal_form: 'lda' as const,
      share_capital_cents: '5000,5',
      registry_office: 'Conservatória do Registo Comercial do Porto',
      registration_number: '509442013',
    };
    expect(invoicingFormSchema.parse(company)).toMatchObject({
      legal_form: 'lda',
      share_capital_cents: 500_050,
      registration_number: '509442013',
    });
    const identity = {
      active: true,
      fiscal_name: 'Clínica, Lda.',
      nif: '509442013',
      address: 'Rua A, 1',
      postal_code: '4000-443',
      city: 'Porto',
    };
    const missing = invoicingFormSchema.safeParse({ ...emptyValues, ...identity, legal_form: 'sa' });
    expect(missing.error!.issues.map((i) => i.path.join('.')).sort()).toEqual([
      'registration_number',
      'registry_office',
      'share_capital_cents',
    ]);
    const typed = invoicingFormSchema.safeParse({ ...company, share_capital_cents: '5.000 €' });
    expect(typed.error!.issues.map((i) => i.path.join('.'))).toEqual(['share_capital_cents']);
  });

  it('knows which server fields it shows under an input', () => {
    expect(
      ['nif', 'tax_region', 'series.3.validation_code', 'series.0.year', 'share_capital_cents'].every(
        isFormField,
      ),
    ).toBe(true);
    expect(['name', 'series.0.last_number', 'series.x.code'].some(isFormField)).toBe(false);
  });
});

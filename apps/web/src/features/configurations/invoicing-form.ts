import { z } from 'zod';
import { taxRegions } from '@clinica/contracts/invoicing-tax';
import { seriesDocumentTypes, type SeriesDocumentType } from '@clinica/contracts/invoicing';
import { legalForms } from '@clinica/contracts/invoicing-issuer';
import { tenantInvoicingUpdate, type InvoicingSettings } from '@clinica/contracts/tenants';
import { parseNumber } from '../../lib/number-text';

/**
 * The invoicing settings form: text as typed, the series as rows (`series_id` null for a row added
 * here). Its output is the contract's body, checked by the contract's own schema, whose messages land on
 * the same paths (`nif`, `series.2.validation_code`): the server's do too.
 */
const seriesRow = z.object({
  series_id: z.string().nullable(),
  document_type: z.enum(seriesDocumentTypes),
  year: z.string(),
  code: z.string(),
  validation_code: z.string(),
});
export type SeriesRow = z.infer<typeof seriesRow>;

const formValues = z.object({
  active: z.boolean(),
  fiscal_name: z.string(),
  nif: z.string(),
  address: z.string(),
  postal_code: z.string(),
  city: z.string(),
  legal_form: z.enum(legalForms),
  /** In euros as typed («5000» or «5000,00»); the contract carries cents. */
  share_capital_cents: z.string(),
  registry_office: z.string(),
  registration_number: z.string(),
  tax_region: z.enum(taxRegions),
  /** '' none: a taxed clinic (decision 032). */
  default_exemption_code: z.string(),
  series: z.array(seriesRow),
});
export type InvoicingValues = z.infer<typeof formValues>;
export type InvoicingBody = z.output<typeof tenantInvoicingUpdate>;

/** A year as typed: digits only, else NaN (the contract then says it is not a number). */
const yearOf = (text: string) => (/^\s*\d+\s*$/.test(text) ? Number(text) : Number.NaN);

/** Euros as typed → cents: blank → null, not a number → NaN (the contract says so). */
const centsOf = (text: string) => {
  const euros = parseNumber(text);
  return euros === null || Number.isNaN(euros) ? euros : Math.round(euros * 100);
};

export const invoicingFormSchema = formValues.transform((v, ctx): InvoicingBody => {
  const parsed = tenantInvoicingUpdate.safeParse({
    ...v,
    share_capital_cents: centsOf(v.share_capital_cents),
    series: v.series.map(({ series_id: _, year, ...row }) => ({ ...row, year: yearOf(year) })),
  });
  if (parsed.success) return parsed.data;
  for (const issue of parsed.error.issues)
    ctx.addIssue({ code: 'custom', path: issue.path, message: issue.message });
  return z.NEVER;
});

export const emptyValues: InvoicingValues = {
  active: false,
  fiscal_name: '',
  nif: '',
  address: '',
  postal_code: '',
  city: '',
  legal_form: 'individual',
  share_capital_cents: '',
  registry_office: '',
  registration_number: '',
  tax_region: 'PT',
  default_exemption_code: 'M07',
  series: [],
};

/** Server field paths this form shows under an input: its own fields and the series' fields. */
export function isFormField(field: string): boolean {
  return (
    field in emptyValues ||
    /^series\.\d+\.(document_type|year|code|validation_code)$/.test(field) ||
    field === 'series'
  );
}

export function valuesOf(settings: InvoicingSettings): InvoicingValues {
  return {
    active: settings.active,
    fiscal_name: settings.fiscal_name ?? '',
    nif: settings.nif ?? '',
    address: settings.address ?? '',
    postal_code: settings.postal_code ?? '',
    city: settings.city ?? '',
    legal_form: settings.legal_form,
    share_capital_cents:
      settings.share_capital_cents === null
        ? ''
        : (settings.share_capital_cents / 100).toFixed(2).replace('.', ','),
    registry_office: settings.registry_office ?? '',
    registration_number: settings.registration_number ?? '',
    tax_region: settings.tax_region,
    default_exemption_code: settings.default_exemption_code ?? '',
    series: settings.series.map((s) => ({
      series_id: s.id,
      document_type: s.document_type,
      year: String(s.year),
      code: s.code,
      validation_code: s.validation_code,
    })),
  };
}

/**
 * The identifier a new series starts with: the year and a letter, as in "FT 2026A/17". The year keeps
 * identifiers of different years apart (one identifier per document type); the letter leaves room for
 * "2026B" when "2026A" was already communicated to AT by the clinic's previous software.
 */
export const defaultCode = (year: string) => `${year.trim()}A`;

/** The year now in the clinic's time zone. */
export function currentYear(timeZone: string, now = new Date()): string {
  return new Intl.DateTimeFormat('en', { year: 'numeric', timeZone }).format(now);
}

/** A new row: this year, the first document type without a series this year (FT, FR, FS, NC, RG). */
export function newSeriesRow(rows: readonly SeriesRow[], year: string): SeriesRow {
  const taken = new Set(rows.filter((r) => r.year.trim() === year).map((r) => r.document_type));
  const type: SeriesDocumentType = seriesDocumentTypes.find((d) => !taken.has(d)) ?? 'FT';
  return { series_id: null, document_type: type, year, code: defaultCode(year), validation_code: '' };
}

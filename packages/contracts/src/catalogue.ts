import { z } from 'zod';
import { blankToNull, colour, listQuery, optionalText, requiredText } from './common.js';
import { phone } from './phone.js';
import { nif, postalCode, taxExemptionCode } from './pt.js';
import { vatClasses } from './invoicing-tax.js';
import { email } from './sign-up.js';

export const catalogueMessages = {
  duplicateService: 'Já existe um serviço com este nome',
  duplicateSpecialty: 'Já existe uma especialidade com este nome',
  duplicateInsurer: 'Já existe uma seguradora com este nome',
  vatAndExemption: 'Indique a taxa de IVA ou o motivo de isenção, não ambos',
  specialtyNotFound: 'Especialidade não encontrada',
  serviceNotFound: 'Serviço não encontrado',
  insurerNotFound: 'Seguradora não encontrada',
  priceNegative: 'O preço não pode ser negativo',
  priceTooHigh: 'O preço não pode ser superior a 100 000,00 €',
  priceInCents: 'O preço tem de ser um número inteiro de cêntimos',
  durationRange: 'A duração tem de estar entre 5 e 600 minutos',
  invalidVatRate: 'Classe de IVA inválida (normal, intermédia ou reduzida)',
  invalidExemption: 'Motivo de isenção inválido',
  invalidUnit: 'Unidade inválida',
  invalidKind: 'Tipo inválido',
  thresholdInvalid: 'O stock mínimo tem de ser um número não negativo com até 3 casas decimais',
  thresholdOnlyProducts: 'Só os produtos têm stock mínimo',
} as const;

/** The exemption a service gets when neither a VAT rate nor an exemption is sent (health services, art. 9.º CIVA). */
export const DEFAULT_TAX_EXEMPTION = 'M07';

// Specialties

export const specialtyInput = z.strictObject({ name: requiredText(80) });
export const specialtyUpdate = specialtyInput.partial();
export const specialty = z.object({ id: z.uuid(), name: z.string() });
export type Specialty = z.infer<typeof specialty>;

// Services

export const serviceUnits = ['unit', 'kg', 'g', 'l', 'other'] as const;
export const serviceKinds = ['session', 'product'] as const;
export type ServiceUnit = (typeof serviceUnits)[number];
export type ServiceKind = (typeof serviceKinds)[number];

const vatClass = z.enum(vatClasses, { error: catalogueMessages.invalidVatRate });
const exemptionCode = z.enum(taxExemptionCode.options, { error: catalogueMessages.invalidExemption });

/**
 * Fields without defaults: the update schema is their `.partial()`, and a default there would reset
 * the field on every PUT that does not send it.
 */
const serviceFields = {
  name: requiredText(120),
  description: optionalText(2000),
  price_cents: z
    .number()
    .int({ error: catalogueMessages.priceInCents })
    .min(0, { error: catalogueMessages.priceNegative })
    .max(10_000_000, { error: catalogueMessages.priceTooHigh }),
  unit: z.enum(serviceUnits, { error: catalogueMessages.invalidUnit }),
  duration_minutes: blankToNull(
    z
      .number()
      .int({ error: catalogueMessages.durationRange })
      .min(5, { error: catalogueMessages.durationRange })
      .max(600, { error: catalogueMessages.durationRange }),
  ),
  /** A VAT class (its rate follows the clinic's tax region) or an exemption code, never both; neither → M07 on create. */
  vat_class: blankToNull(vatClass),
  tax_exemption_code: blankToNull(exemptionCode),
  specialty_id: blankToNull(z.uuid()),
  colour: blankToNull(colour),
  kind: z.enum(serviceKinds, { error: catalogueMessages.invalidKind }),
  active: z.boolean(),
  /** A product's «Stock baixo» threshold in thousandths of its unit (decision 041); null: none. */
  low_stock_threshold_milli: blankToNull(
    z
      .number({ error: catalogueMessages.thresholdInvalid })
      .int({ error: catalogueMessages.thresholdInvalid })
      .min(0, { error: catalogueMessages.thresholdInvalid })
      .max(100_000_000, { error: catalogueMessages.thresholdInvalid }),
  ),
};

const notBothTaxes = (v: { vat_class?: string | null; tax_exemption_code?: string | null }) =>
  v.vat_class == null || v.tax_exemption_code == null;
const notBothTaxesIssue = { error: catalogueMessages.vatAndExemption, path: ['tax_exemption_code'] };

export const serviceInput = z
  .strictObject({
    ...serviceFields,
    unit: serviceFields.unit.default('unit'),
    kind: serviceFields.kind.default('session'),
    active: serviceFields.active.default(true),
  })
  .refine(notBothTaxes, notBothTaxesIssue);
export type ServiceInput = z.input<typeof serviceInput>;

/**
 * Only the fields sent change. Sending a VAT rate clears the exemption and vice versa; clearing both
 * (null) falls back to M07.
 */
export const serviceUpdate = z.strictObject(serviceFields).partial().refine(notBothTaxes, notBothTaxesIssue);
export type ServiceUpdate = z.input<typeof serviceUpdate>;

export const service = z.object({
  id: z.uuid(),
  name: z.string(),
  description: z.string().nullable(),
  price_cents: z.number().int(),
  unit: z.enum(serviceUnits),
  duration_minutes: z.number().int().nullable(),
  vat_class: z.enum(vatClasses).nullable(),
  tax_exemption_code: z.string().nullable(),
  specialty_id: z.uuid().nullable(),
  /** The specialty's name, so lists need no second request. */
  specialty_name: z.string().nullable(),
  colour: z.string().nullable(),
  kind: z.enum(serviceKinds),
  /** false: deactivated — out of the default list, still readable by id (old appointments show it). */
  active: z.boolean(),
  /** A product's stock in thousandths of its unit (0 for a session); decision 041. */
  stock_quantity_milli: z.number().int(),
  low_stock_threshold_milli: z.number().int().nullable(),
});
export type Service = z.infer<typeof service>;

export const serviceListQuery = listQuery.extend({
  /** `true` (default) lists the active services, `false` the deactivated ones, `all` both. */
  active: z.enum(['true', 'false', 'all']).default('true'),
  specialty_id: z.uuid().optional(),
  kind: z.enum(serviceKinds).optional(),
});
export type ServiceListQuery = z.infer<typeof serviceListQuery>;

// Insurers

export const insurerInput = z.strictObject({
  name: requiredText(120),
  /** The name its documents are addressed to (issue 45); the name when left blank. */
  fiscal_name: optionalText(200),
  nif: blankToNull(nif),
  address: optionalText(200),
  postal_code: blankToNull(postalCode),
  city: optionalText(100),
  /** The clinic's agreement (provider) number with the insurer. */
  agreement_number: optionalText(60),
  contact: optionalText(120),
  email: blankToNull(email),
  phone: blankToNull(phone),
});
export const insurerUpdate = insurerInput.partial();
export const insurer = z.object({
  id: z.uuid(),
  name: z.string(),
  fiscal_name: z.string().nullable(),
  nif: z.string().nullable(),
  address: z.string().nullable(),
  postal_code: z.string().nullable(),
  city: z.string().nullable(),
  agreement_number: z.string().nullable(),
  contact: z.string().nullable(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  active: z.boolean(),
});
export type Insurer = z.infer<typeof insurer>;

// Tax exemptions (AT's constant list)

export const taxExemption = z.object({ code: z.string(), text: z.string() });
export type TaxExemption = z.infer<typeof taxExemption>;
export const taxExemptionList = z.object({ items: z.array(taxExemption) });

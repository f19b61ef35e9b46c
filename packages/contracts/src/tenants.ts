import { z } from 'zod';
import { blankToNull, optionalText, requiredText } from './common.js';
import { subscriptionStatus } from './auth.js';
import { nif, postalCode, taxExemptionCode, timeZones } from './pt.js';
import { REQUIRED_MESSAGE } from './zod-config.js';
import { taxRegion, taxRegions } from './invoicing-tax.js';
import { invoicingSeries, seriesList } from './invoicing-series.js';
import { companyMentionFields, isCompany, issuerIdentity, issuerIdentityInput } from './invoicing-issuer.js';

export const tenantMessages = {
  clinicNotFound: 'Clínica não encontrada',
  required: REQUIRED_MESSAGE,
  seriesCodeRepeated: 'Já existe uma série deste tipo de documento com este identificador',
  validationCodeRepeated:
    'Este código de validação já está noutra série: a AT atribui um código a cada série',
} as const;

export const tenantInvoicing = z.object({
  active: z.boolean(),
  fiscal_name: z.string().nullable(),
  nif: z.string().nullable(),
  address: z.string().nullable(),
  postal_code: z.string().nullable(),
  city: z.string().nullable(),
  /** A company (Lda., Unipessoal, S.A.) prints its CSC art. 171.º mentions (contracts/invoicing-issuer.ts). */
  ...issuerIdentity,
  /** Mainland, Azores or Madeira: it sets the VAT rates (contracts/invoicing.ts). */
  tax_region: z.enum(taxRegions),
  /** Null: none (a taxed clinic); a line naming no tax takes the region's normal rate (decision 032). */
  default_exemption_code: z.string().nullable(),
});

/** `GET`/`PUT /api/v1/tenants/{id}/invoicing`: the fiscal identity and the series. */
export const invoicingSettings = tenantInvoicing.extend({ series: z.array(invoicingSeries) });
export type InvoicingSettings = z.infer<typeof invoicingSettings>;

export const tenant = z.object({
  id: z.uuid(),
  name: z.string(),
  main_clinic_id: z.uuid().nullable(),
  allow_data_sharing: z.boolean(),
  time_zone: z.string(),
  /** Whether an unjustified no-show uses a session of the patient's pack (issue 44; default yes). */
  noshow_unjustified_uses_pack: z.boolean(),
  invoicing: tenantInvoicing,
  subscription: z.object({ status: subscriptionStatus, trial_ends_at: z.iso.datetime().nullable() }),
});
export type Tenant = z.infer<typeof tenant>;

/** Account settings (spec §3: account name, main clinic, data sharing between clinics). */
export const tenantUpdate = z
  .strictObject({
    name: requiredText(120),
    main_clinic_id: z.uuid().nullable(),
    allow_data_sharing: z.boolean(),
    time_zone: z.enum(timeZones),
    noshow_unjustified_uses_pack: z.boolean(),
  })
  .partial();

export const tenantInvoicingUpdate = z
  .strictObject({
    active: z.boolean(),
    fiscal_name: optionalText(200),
    nif: blankToNull(nif),
    address: optionalText(200),
    postal_code: blankToNull(postalCode),
    city: optionalText(80),
    ...issuerIdentityInput,
    tax_region: taxRegion.default('PT'),
    /** Null or empty: none — a taxed clinic (decision 032). Absent: M07. */
    default_exemption_code: blankToNull(taxExemptionCode).default('M07'),
    /**
     * The series, one per document type and year, each with AT's validation code. Absent: unchanged.
     * Sent: the list as it should be — series not sent are removed if unused; a used series stays, and
     * changing its identifier or code answers 409.
     */
    series: seriesList.optional(),
  })
  .superRefine((v, ctx) => {
    // Invoices cannot be issued without the fiscal identity.
    if (!v.active) return;
    for (const key of ['fiscal_name', 'nif', 'address', 'postal_code', 'city'] as const) {
      if (!v[key]) ctx.addIssue({ code: 'custom', path: [key], message: tenantMessages.required });
    }
    // A company's documents carry its share capital, registry office and registration number (CSC art. 171.º).
    if (isCompany(v.legal_form))
      for (const key of companyMentionFields)
        if (v[key] === null) ctx.addIssue({ code: 'custom', path: [key], message: tenantMessages.required });
  });
export type TenantInvoicingUpdate = z.input<typeof tenantInvoicingUpdate>;

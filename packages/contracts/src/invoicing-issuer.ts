import { z } from 'zod';
import { blankToNull, optionalText } from './common.js';
import { nif } from './pt.js';

/**
 * Who issues the clinic's documents (decision 029): its legal form decides whether the mentions of the
 * Código das Sociedades Comerciais, art. 171.º, go on every document and receipt.
 */
export const legalForms = ['individual', 'lda', 'unipessoal', 'sa', 'other'] as const;
export type LegalForm = (typeof legalForms)[number];

/**
 * The commercial companies a clinic is (Lda., Unipessoal Lda., S.A.): their documents show the share
 * capital, the commercial registry office and the registration number (CSC art. 171.º n.os 1 and 2).
 */
export const companyLegalForms = ['lda', 'unipessoal', 'sa'] as const satisfies readonly LegalForm[];
export const isCompany = (form: string | null | undefined): boolean =>
  (companyLegalForms as readonly string[]).includes(form ?? '');

/** The company's kind as printed on its documents (CSC art. 171.º n.º 1: «o tipo»). */
export const companyTypeNames: Record<(typeof companyLegalForms)[number], string> = {
  lda: 'Sociedade por quotas',
  unipessoal: 'Sociedade unipessoal por quotas',
  sa: 'Sociedade anónima',
};

/** The mentions a company must fill before invoicing is on (400 naming each one missing). */
export const companyMentionFields = [
  'share_capital_cents',
  'registry_office',
  'registration_number',
] as const;

/** Up to 10 000 000 000,00 € (a bigint column: past what an integer of cents holds). */
export const SHARE_CAPITAL_MAX_CENTS = 1_000_000_000_000;

/** The settings' fields (PUT /api/v1/tenants/{id}/invoicing); absent: an individual, no mentions. */
export const issuerIdentityInput = {
  legal_form: z.enum(legalForms).default('individual'),
  share_capital_cents: blankToNull(z.number().int().min(1).max(SHARE_CAPITAL_MAX_CENTS)),
  /** «Conservatória do Registo Comercial do Porto». */
  registry_office: optionalText(120),
  /** The registration number at the registry: since 2006 the company's NIPC. */
  registration_number: blankToNull(nif),
};

/** As read back (the settings, and an issued document's issuer as it was). */
export const issuerIdentity = {
  legal_form: z.enum(legalForms),
  share_capital_cents: z.number().int().nullable(),
  registry_office: z.string().nullable(),
  registration_number: z.string().nullable(),
};

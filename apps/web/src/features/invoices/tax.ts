import { useQuery } from '@tanstack/react-query';
import type { Me } from '@clinica/contracts/auth';
import type { Service } from '@clinica/contracts/catalogue';
import { taxExemptions } from '@clinica/contracts/pt';
import {
  taxRegions,
  vatRateOf,
  vatRatesByRegion,
  type TaxKey,
  type TaxRegion,
} from '@clinica/contracts/invoicing';
import { hasPermission } from '../../lib/session';
import { getTenant } from './api/lookups';
import { invoicesKeys } from './api/keys';

/** The exemption a service without a VAT class or exemption gets (health services, art. 9.º CIVA). */
export const DEFAULT_EXEMPTION = 'M07';

/**
 * A line's tax as one select value: `r23` (a VAT rate of the clinic's region) or `eM07` (an exemption).
 * `''` on a catalogue line: the service's own (the server fills it in).
 */
export type TaxChoice = string;

export const taxChoiceOf = (key: TaxKey): TaxChoice =>
  key.vat_rate_percent !== null
    ? `r${key.vat_rate_percent}`
    : `e${key.tax_exemption_code ?? DEFAULT_EXEMPTION}`;

export function taxKeyOf(choice: TaxChoice): TaxKey {
  if (choice.startsWith('r')) return { vat_rate_percent: Number(choice.slice(1)), tax_exemption_code: null };
  return { vat_rate_percent: null, tax_exemption_code: choice.slice(1) || DEFAULT_EXEMPTION };
}

/** The tax a service brings: its VAT class's rate in the region, else its exemption (or the default). */
export function serviceTax(
  service: Pick<Service, 'vat_class' | 'tax_exemption_code'> | undefined,
  region: TaxRegion,
): TaxKey {
  if (service?.vat_class)
    return { vat_rate_percent: vatRateOf(region, service.vat_class), tax_exemption_code: null };
  return { vat_rate_percent: null, tax_exemption_code: service?.tax_exemption_code ?? DEFAULT_EXEMPTION };
}

/** The choices of a line's tax select: the region's rates (highest first), then the exemptions. */
export function taxOptions(region: TaxRegion) {
  const rates = Object.values(vatRatesByRegion[region]).sort((a, b) => b - a);
  return [
    ...rates.map((rate) => ({
      value: `r${rate}`,
      rate,
      code: null as string | null,
      text: null as string | null,
    })),
    ...taxExemptions.map((e) => ({
      value: `e${e.code}`,
      rate: null as number | null,
      code: e.code as string,
      text: e.text as string,
    })),
  ];
}

const isRegion = (value: unknown): value is TaxRegion =>
  typeof value === 'string' && (taxRegions as readonly string[]).includes(value);

/**
 * The clinic's tax region, which sets the VAT rates a line may take. The session's tenant carries only
 * `invoicing.active` today (a contract gap): it is read there when present, else a manager reads the
 * tenant; anyone else falls back to the mainland until the session carries it.
 */
export function useTaxRegion(user: Me | null): TaxRegion {
  const fromSession: unknown = (user?.tenant.invoicing as { tax_region?: unknown } | undefined)?.tax_region;
  const tenantId = user?.tenant.id ?? '';
  const tenant = useQuery({
    queryKey: invoicesKeys.taxRegion(tenantId),
    queryFn: ({ signal }) => getTenant(tenantId, signal),
    select: (data) => data.invoicing.tax_region,
    enabled:
      !isRegion(fromSession) &&
      Boolean(tenantId) &&
      user?.type === 'manager' &&
      hasPermission(user, 'tenants', 'read'),
    staleTime: 5 * 60_000,
  });
  if (isRegion(fromSession)) return fromSession;
  return tenant.data ?? 'PT';
}

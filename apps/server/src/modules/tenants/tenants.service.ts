import type { z } from 'zod';
import {
  tenantMessages,
  type InvoicingSettings,
  type Tenant,
  type tenantInvoicingUpdate,
} from '@clinica/contracts/tenants';
import type { Tx } from '../../db/client.js';
import { badRequest, notFound } from '../../lib/errors.js';
import type { AuthUser } from '../../plugins/context.js';
import { listSeries, replaceSeries, type SeriesValues } from '../invoicing/series.service.js';
import * as repo from './tenants.repository.js';

const toTenant = (t: repo.TenantRow): Tenant => ({
  id: t.id,
  name: t.name,
  main_clinic_id: t.mainClinicId,
  allow_data_sharing: t.allowDataSharing,
  time_zone: t.timeZone,
  noshow_unjustified_uses_pack: t.noshowUnjustifiedUsesPack,
  invoicing: {
    active: t.invoicingActive,
    fiscal_name: t.invoicingFiscalName,
    nif: t.invoicingNif,
    address: t.invoicingAddress,
    postal_code: t.invoicingPostalCode,
    city: t.invoicingCity,
    legal_form: t.invoicingLegalForm,
    share_capital_cents: t.invoicingShareCapitalCents,
    registry_office: t.invoicingRegistryOffice,
    registration_number: t.invoicingRegistrationNumber,
    tax_region: t.invoicingTaxRegion,
    default_exemption_code: t.invoicingDefaultExemptionCode,
  },
  subscription: { status: t.subscriptionStatus, trial_ends_at: t.trialEndsAt?.toISOString() ?? null },
});

/** Only one's own tenant exists: any other id is 404 (RLS would hide it anyway). */
async function ownTenant(tx: Tx, user: AuthUser, id: string): Promise<repo.TenantRow> {
  const row = id === user.tenantId ? await repo.getTenant(tx, id) : null;
  if (!row) throw notFound();
  return row;
}

export async function getTenant(tx: Tx, user: AuthUser, id: string): Promise<Tenant> {
  return toTenant(await ownTenant(tx, user, id));
}

export async function updateTenant(
  tx: Tx,
  user: AuthUser,
  id: string,
  body: {
    name?: string;
    main_clinic_id?: string | null;
    allow_data_sharing?: boolean;
    time_zone?: string;
    noshow_unjustified_uses_pack?: boolean;
  },
): Promise<Tenant> {
  await ownTenant(tx, user, id);
  if (body.main_clinic_id && !(await repo.activeClinicExists(tx, body.main_clinic_id))) {
    throw badRequest({ main_clinic_id: tenantMessages.clinicNotFound });
  }
  await repo.updateTenant(tx, id, {
    name: body.name,
    mainClinicId: body.main_clinic_id,
    allowDataSharing: body.allow_data_sharing,
    timeZone: body.time_zone,
    noshowUnjustifiedUsesPack: body.noshow_unjustified_uses_pack,
  });
  return toTenant((await repo.getTenant(tx, id))!);
}

async function invoicingSettings(tx: Tx, row: repo.TenantRow): Promise<InvoicingSettings> {
  return { ...toTenant(row).invoicing, series: await listSeries(tx, row.id) };
}

export async function getInvoicing(tx: Tx, user: AuthUser, id: string): Promise<InvoicingSettings> {
  return invoicingSettings(tx, await ownTenant(tx, user, id));
}

/**
 * The fiscal identity, the tax region and (when sent) the series, in the request's transaction: a
 * refused series leaves the identity unchanged too.
 */
export async function updateInvoicing(
  tx: Tx,
  user: AuthUser,
  id: string,
  body: Omit<z.output<typeof tenantInvoicingUpdate>, 'series'> & { series?: SeriesValues[] },
): Promise<InvoicingSettings> {
  await ownTenant(tx, user, id);
  if (body.series) await replaceSeries(tx, id, body.series);
  await repo.updateTenant(tx, id, {
    invoicingActive: body.active,
    invoicingFiscalName: body.fiscal_name,
    invoicingNif: body.nif,
    invoicingAddress: body.address,
    invoicingPostalCode: body.postal_code,
    invoicingCity: body.city,
    invoicingLegalForm: body.legal_form,
    invoicingShareCapitalCents: body.share_capital_cents,
    invoicingRegistryOffice: body.registry_office,
    invoicingRegistrationNumber: body.registration_number,
    invoicingTaxRegion: body.tax_region,
    invoicingDefaultExemptionCode: body.default_exemption_code,
  });
  return invoicingSettings(tx, (await repo.getTenant(tx, id))!);
}

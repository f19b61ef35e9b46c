import type { z } from 'zod';
import {
  lineGrossCents,
  vatRateOf,
  vatRatesByRegion,
  exemptionText,
  type TaxRegion,
} from '@clinica/contracts/invoicing-tax';
import { invoicingMessages } from '@clinica/contracts/invoicing';
import type { lineInput } from '@clinica/contracts/invoicing-drafts';
import { insurerMessages, patientSplit } from '@clinica/contracts/insurers';
import type { Tx } from '../../db/client.js';
import { badRequest, conflict } from '../../lib/errors.js';
import type { AuthUser } from '../../plugins/context.js';
import { coverOf } from '../insurers/agreements.service.js';
import { paidByPack } from '../packs/consumptions.service.js';
import { leftToCredit } from './credits.js';
import * as appts from './document-appointments.repository.js';
import * as repo from './documents.repository.js';

/**
 * A draft's lines as they are priced and taxed (issue 26): from appointments (a pack's session refused,
 * an insurer's agreement leaving the patient's part), from the catalogue or free text, and an NC's
 * lines credited from its document's.
 */

type LineInput = z.output<typeof lineInput>;

/** The VAT of a line: a rate of the clinic's region, or a known exemption with its text. */
export function taxOf(issuer: repo.Issuer, rate: number | null, exemption: string | null, field: string) {
  if (rate !== null) {
    if (!Object.values(vatRatesByRegion[issuer.taxRegion as TaxRegion]).includes(rate))
      throw badRequest({ [`${field}.vat_rate_percent`]: invoicingMessages.vatRate });
    return { vatRatePercent: rate, taxExemptionCode: null, taxExemptionText: null };
  }
  const code = exemption ?? issuer.defaultExemptionCode;
  // A taxed clinic has no default exemption: its lines naming no tax take the normal rate (decision 032).
  if (code === null)
    return {
      vatRatePercent: vatRatesByRegion[issuer.taxRegion as TaxRegion].normal,
      taxExemptionCode: null,
      taxExemptionText: null,
    };
  const text = exemptionText(code);
  if (!text) throw badRequest({ [`${field}.tax_exemption_code`]: invoicingMessages.invalidExemption });
  return { vatRatePercent: null, taxExemptionCode: code, taxExemptionText: text };
}

export const gross = (quantity: number, unitPriceCents: number, discountPercent: number) =>
  lineGrossCents({ quantity, unit_price_cents: unitPriceCents, discount_percent: discountPercent });

/**
 * Lines from appointments (locked; each of this patient, active and not yet on a document: it moves to
 * draft_invoice) and from the catalogue or free text. Field paths name the request's own fields.
 */
export async function buildLines(
  tx: Tx,
  user: AuthUser,
  issuer: repo.Issuer,
  patientId: string,
  appointmentIds: string[],
  lineInputs: LineInput[],
): Promise<repo.NewLine[]> {
  const tenantId = user.tenantId;
  const found = new Map(
    (await appts.appointmentsToInvoice(tx, tenantId, appointmentIds, issuer.timeZone)).map((a) => [a.id, a]),
  );
  // A session of a pack paid for it: the pack's own invoice already charged it (issue 44).
  const byPack = await paidByPack(tx, tenantId, appointmentIds);
  const cover = appointmentIds.length ? await coverOf(tx, patientId) : null;
  const insured: appts.InsurerPart[] = [];
  const fromAppointments = appointmentIds.map((id, i): repo.NewLine => {
    const a = found.get(id);
    const field = `appointment_ids.${i}`;
    if (!a || !a.active) throw badRequest({ [field]: invoicingMessages.appointmentNotFound });
    if (a.patient_id !== patientId) throw badRequest({ [field]: invoicingMessages.appointmentOtherPatient });
    if (a.invoicing_status !== 'not_invoiced')
      throw conflict(invoicingMessages.appointmentTaken, { [field]: invoicingMessages.appointmentTaken });
    if (byPack.has(id))
      throw conflict(invoicingMessages.appointmentPaidByPack, {
        [field]: invoicingMessages.appointmentPaidByPack,
      });
    const tax = taxOf(
      issuer,
      a.vat_class ? vatRateOf(issuer.taxRegion as TaxRegion, a.vat_class) : null,
      a.tax_exemption_code,
      field,
    );
    // Under an agreement the desk invoices only the patient's part (issue 45, decision 044).
    const split = patientSplit(cover, a.service_id, a.local_date);
    if (split) insured.push({ id: a.id, insurerId: split.insurer_id, insurerPartCents: split.insurer_cents });
    const price = split ? split.patient_cents : a.price_cents;
    return {
      appointmentId: a.id,
      serviceId: a.service_id,
      description: split
        ? `${a.service_name} — ${insurerMessages.patientPartLine} (${split.insurer_name}, n.º ${split.insurance_number})`
        : a.service_name,
      quantity: 1,
      unitPriceCents: price,
      discountPercent: 0,
      ...tax,
      serviceDate: a.local_date,
      grossCents: price,
    };
  });
  await appts.setInsurerParts(tx, tenantId, insured);
  const catalogue = await repo.servicesByIds(
    tx,
    tenantId,
    lineInputs.flatMap((l) => (l.service_id ? [l.service_id] : [])),
  );
  const free = lineInputs.map((l, i): repo.NewLine => {
    const field = `lines.${i}`;
    const service = l.service_id ? catalogue.get(l.service_id) : null;
    if (l.service_id && !service)
      throw badRequest({ [`${field}.service_id`]: invoicingMessages.serviceNotFound });
    const explicitTax = l.vat_rate_percent !== null || l.tax_exemption_code !== null;
    const tax = taxOf(
      issuer,
      explicitTax
        ? l.vat_rate_percent
        : service?.vatClass
          ? vatRateOf(issuer.taxRegion as TaxRegion, service.vatClass)
          : null,
      explicitTax ? l.tax_exemption_code : (service?.taxExemptionCode ?? null),
      field,
    );
    const unitPriceCents = l.unit_price_cents ?? service!.priceCents;
    return {
      appointmentId: null,
      serviceId: service?.id ?? null,
      description: l.description ?? service!.name,
      quantity: l.quantity,
      unitPriceCents,
      discountPercent: l.discount_percent,
      ...tax,
      serviceDate: l.service_date,
      grossCents: gross(l.quantity, unitPriceCents, l.discount_percent),
    };
  });
  await appts.setAppointmentsStatus(tx, tenantId, appointmentIds, 'draft_invoice');
  return [...fromAppointments, ...free];
}

type CreditAsk = { credited_line_id: string; quantity?: number; amount_cents?: number };

/**
 * An NC's lines: the credited document's lines — all that is left, or the quantities or amounts asked
 * (decision 032: an amount is quantity 1 × the amount, with the line's VAT).
 */
export async function creditLines(
  tx: Tx,
  tenantId: string,
  credited: repo.LockedDoc,
  asked: CreditAsk[],
): Promise<repo.NewLine[]> {
  const originals = await repo.linesOf(tx, tenantId, [credited.id]);
  const done = await repo.creditedSoFar(
    tx,
    tenantId,
    originals.map((l) => l.id),
  );
  const leftOf = (l: repo.LineRow) => leftToCredit(l, done.get(l.id));
  const wanted: { line: repo.LineRow; quantity?: number; amount?: number }[] = asked.length
    ? asked.map((a, i) => {
        const line = originals.find((l) => l.id === a.credited_line_id);
        if (!line)
          throw badRequest({ [`credit_lines.${i}.credited_line_id`]: invoicingMessages.creditLineUnknown });
        const left = leftOf(line);
        if (a.amount_cents !== undefined) {
          if (a.amount_cents > left.cents)
            throw badRequest({ [`credit_lines.${i}.amount_cents`]: invoicingMessages.creditAmountExceeds });
          return { line, amount: a.amount_cents };
        }
        if (a.quantity! > left.quantity)
          throw badRequest({ [`credit_lines.${i}.quantity`]: invoicingMessages.creditExceeds });
        return { line, quantity: a.quantity };
      })
    : originals
        .filter((l) => leftOf(l).cents > 0)
        .map((l) => {
          const left = leftOf(l);
          return left.quantity > 0 ? { line: l, quantity: left.quantity } : { line: l, amount: left.cents };
        });
  if (!wanted.length) throw conflict(invoicingMessages.creditNothingLeft);
  return wanted.map(({ line, quantity, amount }) => ({
    ...creditLineValues(line, leftOf(line), quantity, amount),
    appointmentId: line.appointmentId,
    serviceId: line.serviceId,
    description: line.description,
    vatRatePercent: line.vatRatePercent,
    taxExemptionCode: line.taxExemptionCode,
    taxExemptionText: line.taxExemptionText,
    serviceDate: line.serviceDate,
    creditedLineId: line.id,
  }));
}

/**
 * How an NC line credits its line: an amount is 1 × the amount (SAF-T: line amount = quantity × unit
 * price); a quantity is priced like the line, and the rest of the line credits exactly what is left (no
 * rounding drift).
 */
export function creditLineValues(
  line: repo.LineRow,
  left: { quantity: number; cents: number },
  quantity: number | undefined,
  amount: number | undefined,
) {
  if (amount !== undefined)
    return {
      quantity: 1,
      unitPriceCents: amount,
      discountPercent: 0,
      grossCents: amount,
      creditsAmount: true,
    };
  return {
    quantity: quantity!,
    unitPriceCents: line.unitPriceCents,
    discountPercent: line.discountPercent,
    grossCents:
      quantity === left.quantity ? left.cents : gross(quantity!, line.unitPriceCents, line.discountPercent),
    creditsAmount: false,
  };
}

import type { FieldError, FieldErrors, Resolver } from 'react-hook-form';
import { toNestErrors } from '@hookform/resolvers';
import type { z } from 'zod';
import type { Appointment } from '@clinica/contracts/appointments';
import type { Service } from '@clinica/contracts/catalogue';
import { documentTotals, lineGrossCents, taxSummary, type TaxRegion } from '@clinica/contracts/invoicing-tax';
import { invoicingMessages } from '@clinica/contracts/invoicing';
import { draftInput, type DraftInput } from '@clinica/contracts/invoicing-drafts';
import { REQUIRED_MESSAGE } from '@clinica/contracts/zod-config';
import { lineField, previewLine, toLineInput, type LineValues } from './line-values';
import type { LineErrors } from './components/line-fields';
import { serviceTax } from './tax';
import type { PatientOption } from '../../components/patient-picker';

export type NewInvoiceType = 'FT' | 'FR' | 'FS';

export interface NewInvoiceValues {
  patient: PatientOption | null;
  type: NewInvoiceType;
  notes: string;
  appointment_ids: string[];
  lines: LineValues[];
}

export const toDraftInput = (v: NewInvoiceValues): DraftInput => ({
  type: v.type,
  patient_id: v.patient?.id ?? '',
  notes: v.notes.trim() || null,
  appointment_ids: v.appointment_ids,
  lines: v.lines.map(toLineInput),
});

/**
 * Where a path of the contract (or of a server's 400) shows in the form: `lines.0.unit_price_cents` on
 * that line's price, `patient_id` on the patient, an appointment on the appointments' list.
 */
export function formPath(path: string): string {
  const parts = path.split('.');
  if (parts[0] === 'patient_id') return 'patient';
  if (parts[0] === 'appointment_ids') return 'appointment_ids';
  if (parts[0] === 'lines' && parts.length >= 3) {
    const field = lineField(parts[2]!);
    return field ? `lines.${parts[1]}.${field}` : `lines.${parts[1]}.description`;
  }
  if (parts[0] === 'lines') return 'lines';
  return parts[0] ?? 'root';
}

export type NewInvoiceOutput = z.output<typeof draftInput>;
type Output = NewInvoiceOutput;

/** The form checked by the contract's own schema, so its messages are the server's. */
export const newInvoiceResolver: Resolver<NewInvoiceValues, unknown, Output> = (
  values,
  _context,
  options,
) => {
  const errors: FieldErrors = {};
  const add = (path: string, message: string) => {
    if (!(path in errors)) errors[path] = { type: 'contract', message };
  };
  if (!values.patient) add('patient', REQUIRED_MESSAGE);
  const parsed = draftInput.safeParse(toDraftInput(values));
  if (parsed.success && values.patient) {
    if (parsed.data.appointment_ids.length + parsed.data.lines.length === 0)
      add('lines', invoicingMessages.noLines);
    else return { values: parsed.data, errors: {} };
  }
  if (!parsed.success)
    for (const issue of parsed.error.issues) add(formPath(issue.path.join('.')), issue.message);
  return { values: {}, errors: toNestErrors(errors, options) };
};

/**
 * The draft as it will come out (the same rules as the server's: `lineGrossCents`, `taxSummary`,
 * `documentTotals`): each appointment with its service's tax, each readable line.
 */
export function previewDraft(
  appointments: Appointment[],
  lines: LineValues[],
  services: Map<string, Service>,
  region: TaxRegion,
) {
  const rows = [
    ...appointments.map((a) => ({
      ...serviceTax(services.get(a.service_id), region),
      gross_cents: lineGrossCents({ quantity: 1, unit_price_cents: a.price_cents, discount_percent: 0 }),
    })),
    ...lines.flatMap((l) => {
      const row = previewLine(l, l.service_id ? services.get(l.service_id) : undefined, region);
      return row ? [row] : [];
    }),
  ];
  const summary = taxSummary(rows);
  return { summary, totals: documentTotals(summary) };
}

/** The form's errors of each line, translated, for the lines editor. */
export function lineErrors(errors: unknown, translate: (message: string | undefined) => string | undefined) {
  if (!Array.isArray(errors)) return [];
  return (errors as (Record<string, FieldError | undefined> | undefined)[]).map((line) =>
    line
      ? (Object.fromEntries(
          Object.entries(line).map(([field, e]) => [field, translate(e?.message)]),
        ) as LineErrors)
      : undefined,
  );
}

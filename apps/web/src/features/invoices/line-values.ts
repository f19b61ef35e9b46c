import type { Service } from '@clinica/contracts/catalogue';
import { lineGrossCents, type TaxKey, type TaxRegion } from '@clinica/contracts/invoicing-tax';
import { type DocumentLine } from '@clinica/contracts/invoicing';
import { type LineInput, type LineUpdate } from '@clinica/contracts/invoicing-drafts';
import { numberText, parseNumber } from '../../lib/number-text';
import { serviceTax, taxChoiceOf, taxKeyOf, type TaxChoice } from './tax';

/**
 * One line as typed: numbers as text («12,50», «2», «10»), the tax as one select value. A catalogue
 * line keeps its service; its tax `''` means the service's own (the server fills it in).
 */
export interface LineValues {
  service_id: string | null;
  description: string;
  quantity: string;
  price: string;
  discount: string;
  tax: TaxChoice;
}

/** Typed euros → cents: blank → null, «12,5» → 1250, more than two decimals or not a number → NaN (refused). */
export function priceCents(text: string): number | null {
  const value = parseNumber(text.replace(/€/g, '').replace(/[\s\u00a0]/g, ''));
  if (value === null || Number.isNaN(value)) return value;
  const cents = Math.round(value * 100);
  return Math.abs(cents - value * 100) < 1e-6 ? cents : Number.NaN;
}

export const centsText = (cents: number) => (cents / 100).toFixed(2).replace('.', ',');

export const freeLine = (tax: TaxChoice): LineValues => ({
  service_id: null,
  description: '',
  quantity: '1',
  price: '',
  discount: '0',
  tax,
});

export const serviceLine = (service: Service): LineValues => ({
  service_id: service.id,
  description: service.name,
  quantity: '1',
  price: centsText(service.price_cents),
  discount: '0',
  tax: '',
});

/** A draft's line back in its editor. */
export const lineValuesOf = (line: DocumentLine): LineValues => ({
  service_id: line.service_id,
  description: line.description,
  quantity: numberText(line.quantity),
  price: centsText(line.unit_price_cents),
  discount: numberText(line.discount_percent),
  tax: taxChoiceOf(line),
});

// A blank or unreadable number goes on as null or NaN for the contract to refuse with its own message.
const num = (text: string) => parseNumber(text) as number;

/** The contract's new line (`lines` of POST …/invoicing-documents and …/items). */
export function toLineInput(l: LineValues): LineInput {
  return {
    service_id: l.service_id,
    description: l.description.trim() || null,
    quantity: num(l.quantity),
    unit_price_cents: priceCents(l.price),
    discount_percent: parseNumber(l.discount) ?? 0,
    ...(l.tax ? taxKeyOf(l.tax) : {}),
  };
}

/** The contract's change of a draft line (PUT …/items/{itemId}): every field as it stands. */
export function toLineUpdate(l: LineValues): LineUpdate {
  return {
    description: l.description.trim(),
    quantity: num(l.quantity),
    unit_price_cents: priceCents(l.price) as number,
    discount_percent: parseNumber(l.discount) ?? 0,
    ...taxKeyOf(l.tax),
  };
}

/** What a line will weigh on the document (the server's own rules: `lineGrossCents`), or null if not readable yet. */
export function previewLine(
  l: LineValues,
  service: Service | undefined,
  region: TaxRegion,
): (TaxKey & { gross_cents: number }) | null {
  const quantity = parseNumber(l.quantity);
  const price = l.price.trim() === '' && service ? service.price_cents : priceCents(l.price);
  const discount = parseNumber(l.discount) ?? 0;
  if (quantity === null || price === null || [quantity, price, discount].some(Number.isNaN)) return null;
  const tax = l.tax ? taxKeyOf(l.tax) : serviceTax(service, region);
  return {
    ...tax,
    gross_cents: lineGrossCents({ quantity, unit_price_cents: price, discount_percent: discount }),
  };
}

/**
 * A field of the contract's line → the editor's own (`unit_price_cents` is typed as `price`, and so is
 * the amount an NC line credits, decision 032).
 */
export function lineField(field: string): keyof LineValues | null {
  switch (field) {
    case 'unit_price_cents':
    case 'amount_cents':
      return 'price';
    case 'discount_percent':
      return 'discount';
    case 'vat_rate_percent':
    case 'tax_exemption_code':
      return 'tax';
    case 'description':
    case 'quantity':
    case 'service_id':
      return field;
    default:
      return null;
  }
}

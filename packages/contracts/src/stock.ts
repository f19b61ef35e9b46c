import { z } from 'zod';
import { serviceUnits } from './catalogue.js';
import { blankToNull, listQuery, optionalText } from './common.js';

export const stockMessages = {
  productNotFound: 'Produto não encontrado',
  notProduct: 'Só os produtos têm stock',
  invalidKind: 'Tipo de movimento inválido (compra, consumo ou acerto)',
  quantityInvalid: 'Quantidade inválida (até 3 casas decimais, sem ser zero)',
  quantityTooLarge: 'A quantidade não pode ser superior a 100 000',
  purchasePositive: 'Uma compra acrescenta stock: a quantidade tem de ser positiva',
  consumptionNegative: 'Um consumo retira stock: a quantidade tem de ser negativa',
  reasonRequired: 'Indique o motivo do acerto',
  belowZero: 'Stock insuficiente: ficaria abaixo de zero. Registe um acerto com o motivo.',
  patientOnlyConsumption: 'Só um consumo indica o doente',
  patientNotFound: 'Doente não encontrado',
  managersOnly: 'Só um gestor regista compras e acertos de stock',
  invalidSort: 'Ordenação inválida',
  cancelledDocument: 'Documento anulado',
} as const;

/**
 * A movement of a product's stock (decision 041): purchase (+), sale (− an issued document's line),
 * consumption (− used on a patient, by hand), adjustment (± with its reason), credit (+ a credit note's line).
 */
export const stockMovementKinds = ['purchase', 'sale', 'consumption', 'adjustment', 'credit'] as const;
export type StockMovementKind = (typeof stockMovementKinds)[number];
/** What a person records by hand; sales and credits come only from issued documents. */
export const manualStockMovementKinds = ['purchase', 'consumption', 'adjustment'] as const;

/** Quantities are integer thousandths of the product's unit (0,25 l = 250). */
export const MILLI = 1000;
export const MAX_QUANTITY_MILLI = 100_000_000;

const quantityMilli = z
  .number({ error: stockMessages.quantityInvalid })
  .int({ error: stockMessages.quantityInvalid })
  .refine((v) => v !== 0, { error: stockMessages.quantityInvalid })
  .refine((v) => Math.abs(v) <= MAX_QUANTITY_MILLI, { error: stockMessages.quantityTooLarge });

/**
 * A movement recorded by hand, signed as it is stored: a purchase adds (> 0), a consumption takes (< 0),
 * an adjustment does either and says why. A consumption may name the patient it was used on.
 */
export const stockMovementInput = z
  .strictObject({
    service_id: z.uuid(),
    kind: z.enum(manualStockMovementKinds, { error: stockMessages.invalidKind }),
    quantity_milli: quantityMilli,
    reason: optionalText(500),
    patient_id: blankToNull(z.uuid()),
  })
  .superRefine((v, ctx) => {
    if (v.kind === 'purchase' && v.quantity_milli < 0)
      ctx.addIssue({ code: 'custom', path: ['quantity_milli'], message: stockMessages.purchasePositive });
    if (v.kind === 'consumption' && v.quantity_milli > 0)
      ctx.addIssue({ code: 'custom', path: ['quantity_milli'], message: stockMessages.consumptionNegative });
    if (v.kind === 'adjustment' && !v.reason)
      ctx.addIssue({ code: 'custom', path: ['reason'], message: stockMessages.reasonRequired });
    if (v.kind !== 'consumption' && v.patient_id)
      ctx.addIssue({ code: 'custom', path: ['patient_id'], message: stockMessages.patientOnlyConsumption });
  });
export type StockMovementInput = z.input<typeof stockMovementInput>;

export const stockMovement = z.object({
  id: z.uuid(),
  service_id: z.uuid(),
  kind: z.enum(stockMovementKinds),
  quantity_milli: z.number().int(),
  /** The product's stock right after this movement; below zero it needs an adjustment. */
  balance_after_milli: z.number().int(),
  reason: z.string().nullable(),
  /** The issued document whose line moved it (a sale or a credit). */
  document_id: z.uuid().nullable(),
  invoice_no: z.string().nullable(),
  patient_id: z.uuid().nullable(),
  patient_name: z.string().nullable(),
  created_by_name: z.string().nullable(),
  created_at: z.iso.datetime(),
});
export type StockMovement = z.infer<typeof stockMovement>;

/** One product's movements, newest first. */
export const stockMovementListQuery = listQuery.extend({
  service_id: z.uuid(),
  sort: z.enum(['created_at'], { error: stockMessages.invalidSort }).optional(),
  order: z.enum(['asc', 'desc']).default('desc'),
});
export type StockMovementListQuery = z.infer<typeof stockMovementListQuery>;

/** A product below its threshold, or below zero (a sale without stock: «precisa de acerto»). */
export const lowStockProduct = z.object({
  id: z.uuid(),
  name: z.string(),
  unit: z.enum(serviceUnits),
  stock_quantity_milli: z.number().int(),
  low_stock_threshold_milli: z.number().int().nullable(),
  needs_adjustment: z.boolean(),
});
export type LowStockProduct = z.infer<typeof lowStockProduct>;

/** At most `LOW_STOCK_MAX` products, by name. */
export const LOW_STOCK_MAX = 200;
export const lowStockResponse = z.object({ items: z.array(lowStockProduct) });
export type LowStockResponse = z.infer<typeof lowStockResponse>;

import { z } from 'zod';
import { listQuery, listTotal } from './common.js';
import { isoDate as localDate } from './appointments.js';
import { NIF_INVALID } from './pt.js';
import { taxRegions } from './invoicing-tax.js';
import { issuerIdentity, legalForms } from './invoicing-issuer.js';
import { paymentMethod } from './payment-methods.js';
import { invoicingProvider } from './invoicing-provider.js';

/**
 * Fiscal documents (issue 26, decision 029): FT, FR, FS and NC are drafts (D, no number, not fiscal) until
 * issued, when they take the next number of their series, an ATCUD and a link in the signature chain.
 */

/** The fiscal documents of this issue; RG (receipt) comes with payments. */
export const documentTypes = ['FT', 'FR', 'FS', 'NC'] as const;
export type DocumentType = (typeof documentTypes)[number];
/** Every type a series can be for (RG joins with payments, issue 27). */
export const seriesDocumentTypes = ['FT', 'FR', 'FS', 'NC', 'RG'] as const;
export type SeriesDocumentType = (typeof seriesDocumentTypes)[number];

/** D draft (ours, not fiscal), N normal, A cancelled, F invoiced (SAF-T; unused by these types). */
export const documentStatuses = ['D', 'N', 'A', 'F'] as const;
export type DocumentStatus = (typeof documentStatuses)[number];

/** The NIF AT reserves for the final consumer: a customer without NIF. */
export const FINAL_CONSUMER_NIF = '999999990';
export const FINAL_CONSUMER_NAME = 'Consumidor final';
/** CIVA art. 40.º n.º 1 b): a simplified invoice up to 100 € including VAT (any supply). */
export const FS_LIMIT_CENTS = 10_000;
/** CIVA art. 40.º n.º 1 a): up to 1 000 € for goods a retailer sells to non-taxable persons. */
export const FS_GOODS_LIMIT_CENTS = 100_000;

export const invoicingMessages = {
  patientRequired: 'Indique o paciente',
  notFound: 'Documento não encontrado',
  created: 'Fatura criado com sucesso',
  inactive: 'A faturação não está ativa. Ative-a em Configurações → Faturação.',
  notDraft: 'Este documento já foi emitido e não pode ser alterado',
  notIssued: 'Este documento é um rascunho: emita-o primeiro',
  noLines: 'Adicione pelo menos uma linha',
  tooManyLines: 'Um documento tem no máximo 200 linhas',
  negativeTotal: 'O total do documento não pode ser negativo',
  zeroTotal: 'O total do documento tem de ser superior a zero',
  noSeries: 'Não existe série para este tipo de documento e ano. Crie-a em Configurações → Faturação.',
  dateBeforeLast: 'A data não pode ser anterior à do último documento emitido na série',
  dateInFuture: 'A data não pode ser no futuro',
  fsLimit:
    'O total de uma fatura simplificada não pode exceder 100 € (art. 40.º do CIVA; até 1000 € só em vendas de bens a particulares)',
  fsGoodsLimit:
    'O total de uma fatura simplificada de venda de bens a particulares não pode exceder 1000 € (art. 40.º do CIVA)',
  creditExceeds: 'A quantidade creditada excede o que falta creditar nesta linha',
  creditAmountExceeds: 'O valor creditado excede o que falta creditar nesta linha',
  creditQuantityOrAmount: 'Indique a quantidade ou o valor a creditar, não ambos',
  amountOnlyCredit: 'Só uma linha de nota de crédito credita um valor',
  creditAmountLine: 'Esta linha credita um valor: altere o valor, não a quantidade',
  creditNothingLeft: 'Este documento já foi totalmente creditado',
  creditOnlyIssued: 'Só se pode creditar um documento emitido (não anulado)',
  creditBeforeOriginal: 'Uma nota de crédito não pode ter data anterior à do documento que credita',
  creditTarget: 'Indique o documento a creditar',
  creditLineUnknown: 'Esta linha não pertence ao documento creditado',
  creditReason: 'Indique o motivo da nota de crédito',
  creditNoFreeLines: 'Uma nota de crédito só tem linhas do documento que credita',
  cancelReason: 'Indique o motivo da anulação',
  alreadyCancelled: 'Este documento já está anulado',
  hasCreditNotes: 'Este documento tem notas de crédito emitidas; anule-as primeiro',
  issuedNotDeleted: 'Um documento emitido não se apaga: anule-o ou emita uma nota de crédito',
  appointmentNotFound: 'Marcação não encontrada',
  appointmentOtherPatient: 'Esta marcação é de outro paciente',
  appointmentTaken: 'Esta marcação já está noutro documento',
  appointmentPaidByPack: 'Esta marcação foi paga por um pack: a fatura do pack já a inclui',
  appointmentRepeated: 'Esta marcação aparece duas vezes',
  serviceNotFound: 'Serviço não encontrado',
  vatRate: 'Taxa de IVA que não existe na região fiscal da clínica',
  vatAndExemption: 'Indique a taxa de IVA ou o motivo de isenção, não ambos',
  invalidExemption: 'Motivo de isenção desconhecido',
  lineNotFound: 'Linha não encontrada',
  draftNoPdf: 'Um rascunho não é um documento fiscal e não tem PDF',
  noEmail: 'O paciente não tem e-mail: indique um endereço',
  emailSent: 'Documento enviado por e-mail',
  seriesUsed: 'Esta série já tem documentos emitidos e não pode ser alterada',
  seriesRepeated: 'Só pode haver uma série por tipo de documento e ano',
  seriesCode: 'Identificador de série inválido: só letras, algarismos, «-», «_» e «.» (até 20)',
  validationCode: 'Código de validação inválido: 8 ou mais letras e algarismos, como o atribuído pela AT',
  nif: NIF_INVALID,
  typeInvalid: 'Tipo de documento inválido',
  descriptionOrService: 'Indique a descrição ou o serviço',
  priceRequired: 'Indique o preço',
  quantityInvalid: 'Quantidade inválida',
  quantityPositive: 'A quantidade tem de ser superior a zero',
  quantityMax: 'A quantidade máxima é 9999',
  quantityDecimals: 'A quantidade tem no máximo 3 casas decimais',
  priceInvalid: 'Preço inválido',
  priceNegative: 'O preço não pode ser negativo',
  priceMax: 'O preço máximo é 100 000 €',
  discountInvalid: 'Desconto inválido',
  discountRange: 'O desconto vai de 0 a 100%',
  discountDecimals: 'O desconto tem no máximo 2 casas decimais',
  tooManyAppointments: 'No máximo 100 marcações de cada vez',
  paymentMethodInvalid: 'Escolha um método de pagamento que movimente dinheiro',
  paymentAmountInvalid: 'Indique um valor superior a zero',
  paymentsMustAddUp: 'Os valores dos métodos de pagamento têm de somar o total do documento',
  paymentsOnlyPaidAtOnce: 'Só uma fatura-recibo ou uma fatura simplificada indica como foi paga',
  paymentMethodRepeated: 'Este método aparece duas vezes',
  clinicNotFound: 'Clínica não encontrada',
  dayClosed: 'O caixa deste dia já foi fechado: registe o movimento noutro dia',
} as const;

/**
 * A buyer who is not a taxable company: the final consumer, or a private person's NIF — 1, 2 or 3
 * (residents) or 45 (non-residents). Companies (5), public bodies (6), estates and the rest are not.
 */
export const isPrivateBuyer = (nif: string) => nif === FINAL_CONSUMER_NIF || /^([123]|45)/.test(nif);

/**
 * The most a simplified invoice may total, and the message naming it (CIVA art. 40.º n.º 1): 1 000 € only
 * for goods sold to a private buyer (a)), 100 € for everything else (b)).
 */
export function fsLimit(goodsOnly: boolean, customerNif: string): { cents: number; message: string } {
  return goodsOnly && isPrivateBuyer(customerNif)
    ? { cents: FS_GOODS_LIMIT_CENTS, message: invoicingMessages.fsGoodsLimit }
    : { cents: FS_LIMIT_CENTS, message: invoicingMessages.fsLimit };
}

export const documentLine = z.object({
  id: z.uuid(),
  position: z.number().int(),
  appointment_id: z.uuid().nullable(),
  service_id: z.uuid().nullable(),
  description: z.string(),
  quantity: z.number(),
  unit_price_cents: z.number().int(),
  discount_percent: z.number(),
  vat_rate_percent: z.number().int().nullable(),
  tax_exemption_code: z.string().nullable(),
  tax_exemption_text: z.string().nullable(),
  /** The appointment's local date, else the issue date (SAF-T TaxPointDate). Null on a draft's free line. */
  service_date: z.string().nullable(),
  gross_cents: z.number().int(),
  /** NC lines: the credited line. */
  credited_line_id: z.uuid().nullable(),
  /** Issued FT/FR/FS lines: the quantity still creditable (after issued NCs). */
  creditable_quantity: z.number().nullable(),
  /** Issued FT/FR/FS lines: the amount (cents, VAT included) still creditable (after issued NCs). */
  creditable_cents: z.number().int().nullable(),
  /** NC lines: credits an amount (quantity 1 × the amount) rather than a quantity. */
  credits_amount: z.boolean(),
});
export type DocumentLine = z.infer<typeof documentLine>;

const person = z.object({ id: z.uuid(), name: z.string() });

export const invoicingDocument = z.object({
  id: z.uuid(),
  type: z.enum(documentTypes),
  status: z.enum(documentStatuses),
  /** The series' identifier ("2026A"); null on a draft. */
  series: z.string().nullable(),
  number: z.number().int().nullable(),
  /** "FT 2026A/17" (SAF-T InvoiceNo); null on a draft. */
  invoice_no: z.string().nullable(),
  /**
   * Where it was issued (issue 53, decision 053): «Clínica» (signed here) or InvoiceXpress (a mirror of the
   * provider's document: its number, ATCUD and PDF). A draft's: «Clínica» until issued.
   */
  provider: invoicingProvider,
  atcud: z.string().nullable(),
  invoice_date: z.string().nullable(),
  /** As signed: local "YYYY-MM-DDThh:mm:ss". */
  system_entry_date: z.string().nullable(),
  /** The customer: a patient, or an insurer billed for its part of sessions (issue 45) — one is null. */
  patient: person.nullable(),
  insurer: person.nullable(),
  /** The clinic's fiscal identity as it was when issued (null on a draft). */
  issuer: z
    .object({
      fiscal_name: z.string(),
      nif: z.string(),
      address: z.string().nullable(),
      postal_code: z.string().nullable(),
      city: z.string().nullable(),
      tax_region: z.enum(taxRegions),
      ...issuerIdentity,
      /** Null on a document issued before the legal form was recorded (issue 37): no company mentions. */
      legal_form: z.enum(legalForms).nullable(),
    })
    .nullable(),
  customer: z.object({
    nif: z.string(),
    name: z.string(),
    address: z.string().nullable(),
    postal_code: z.string().nullable(),
    city: z.string().nullable(),
  }),
  notes: z.string().nullable(),
  lines: z.array(documentLine),
  tax_summary: z.array(
    z.object({
      vat_rate_percent: z.number().int().nullable(),
      tax_exemption_code: z.string().nullable(),
      tax_exemption_text: z.string().nullable(),
      net_cents: z.number().int(),
      tax_cents: z.number().int(),
      gross_cents: z.number().int(),
    }),
  ),
  net_cents: z.number().int(),
  tax_cents: z.number().int(),
  gross_cents: z.number().int(),
  /** Characters 1, 11, 21 and 31 of the signature (printed and in the QR's field Q). */
  hash_control: z.string().nullable(),
  key_version: z.number().int().nullable(),
  /** AT's QR payload (fields A…S). */
  qr_payload: z.string().nullable(),
  credited_document: z.object({ id: z.uuid(), invoice_no: z.string().nullable() }).nullable(),
  credit_reason: z.string().nullable(),
  /** An FR/FS: how it was paid (issue 38); empty for other types and FRs issued before it was recorded. */
  payments: z.array(z.object({ method: paymentMethod, amount_cents: z.number().int() })),
  /** Issued NCs that credit this document. */
  credit_notes: z.array(
    z.object({ id: z.uuid(), invoice_no: z.string().nullable(), gross_cents: z.number().int() }),
  ),
  /** Whether «Anular» would be accepted now (issue 38: the web offers it only then). */
  cancellable: z.boolean(),
  /** Why not (the message the cancel route would answer): a draft, cancelled, credited, paid, an advance. */
  cancel_refusal: z.string().nullable(),
  cancel_reason: z.string().nullable(),
  cancelled_at: z.iso.datetime({ offset: true }).nullable(),
  archived_at: z.iso.datetime({ offset: true }).nullable(),
  issued_by: person.nullable(),
  created_at: z.iso.datetime({ offset: true }),
  updated_at: z.iso.datetime({ offset: true }),
});
export type InvoicingDocument = z.infer<typeof invoicingDocument>;

/** A list row: the header and totals (lines only on the document). */
export const invoicingDocumentSummary = invoicingDocument.omit({
  issuer: true,
  lines: true,
  tax_summary: true,
  qr_payload: true,
  credit_notes: true,
  cancellable: true,
  cancel_refusal: true,
  payments: true,
});
export type InvoicingDocumentSummary = z.infer<typeof invoicingDocumentSummary>;

export const documentListQuery = listQuery.extend({
  type: z.enum(documentTypes).optional(),
  status: z.enum(documentStatuses).optional(),
  /** The series identifier ("2026A"). */
  series: z.string().trim().max(20).optional(),
  patient_id: z.uuid().optional(),
  /** The documents with a line of this appointment (its invoicing state, issue 38). */
  appointment_id: z.uuid().optional(),
  /** Issue date range, inclusive; drafts (undated) are in it when it holds today, the day they would take. */
  from: localDate.optional(),
  to: localDate.optional(),
  /** Archived drafts are left out unless asked for. */
  archived: z.enum(['true', 'false']).optional(),
});
export type DocumentListQuery = z.input<typeof documentListQuery>;

/**
 * The list's page and the totals of the whole filtered set (issued documents, cancelled ones left out,
 * credit notes subtracted; drafts are not fiscal and are counted apart). The totals are summed only over a
 * bounded set — a closed date range (`from` and `to`), a patient or an appointment — and are `null`
 * otherwise, so no page costs the clinic's whole history (issue 41).
 */
export const documentList = z.object({
  items: z.array(invoicingDocumentSummary),
  ...listTotal,
  page: z.number().int(),
  page_size: z.number().int(),
  totals: z
    .object({
      net_cents: z.number().int(),
      tax_cents: z.number().int(),
      gross_cents: z.number().int(),
      documents: z.number().int(),
      drafts: z.number().int(),
    })
    .nullable(),
});
export type DocumentList = z.infer<typeof documentList>;

/** The signature chain checked per series, in number order. */
export const chainVerification = z.object({
  series: z.array(
    z.object({
      id: z.uuid(),
      document_type: z.enum(seriesDocumentTypes),
      code: z.string(),
      documents: z.number().int(),
      problems: z.array(z.object({ invoice_no: z.string(), problem: z.string() })),
    }),
  ),
  valid: z.boolean(),
});
export type ChainVerification = z.infer<typeof chainVerification>;

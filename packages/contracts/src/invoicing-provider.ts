import { z } from 'zod';
import { optionalText } from './common.js';

/**
 * Who issues the clinic's fiscal documents (issue 53, decision 053): «Clínica» itself (documents signed
 * here, for clinics allowed an uncertified program) or a certified provider, InvoiceXpress.
 */
export const invoicingProviders = ['clinica', 'invoicexpress'] as const;
export const invoicingProvider = z.enum(invoicingProviders);
export type InvoicingProviderName = z.infer<typeof invoicingProvider>;

export const invoicingProviderMessages = {
  accountName: 'Indique o nome da conta InvoiceXpress (o que aparece antes de .app.invoicexpress.com)',
  apiKeyRequired: 'Indique a chave da API da conta InvoiceXpress',
  apiKeyRejected: 'A InvoiceXpress recusou esta chave da API: confirme a conta e a chave',
  secretsKeyMissing:
    'O servidor não tem SECRETS_KEY configurada: a chave da API não pode ser guardada em produção',
  midMonth:
    'A mudança de fornecedor só pode ser feita no início de um mês: já foram emitidos documentos este mês. Mude a partir do dia 1 do próximo mês.',
  unavailable:
    'O serviço de faturação (InvoiceXpress) não respondeu. Nada foi emitido em duplicado: tente de novo dentro de alguns minutos.',
  rateLimited:
    'O serviço de faturação (InvoiceXpress) pediu uma pausa (demasiados pedidos). Tente de novo dentro de um minuto.',
  rejected: 'O serviço de faturação (InvoiceXpress) recusou o documento',
  invalidNif: 'A InvoiceXpress recusou o NIF do cliente: confirme o NIF do paciente',
  unknownExemption: 'A InvoiceXpress não conhece este motivo de isenção de IVA',
  beingIssued: 'Este documento já está a ser emitido na InvoiceXpress: aguarde um momento',
  pdfPending: 'A InvoiceXpress ainda está a gerar o PDF: tente de novo dentro de alguns segundos',
  saftPending: 'A InvoiceXpress ainda está a gerar o SAF-T do mês: tente de novo dentro de alguns segundos',
  receiptsMixed:
    'Um pagamento não pode liquidar faturas emitidas na Clínica e na InvoiceXpress ao mesmo tempo: registe um pagamento para cada',
  receiptPending:
    'O pagamento ficou registado, mas a InvoiceXpress não emitiu o recibo ou a fatura-recibo do adiantamento: emita-os de novo a partir do pagamento (nada é emitido em duplicado).',
  advanceCreditElsewhere:
    'Este adiantamento foi emitido na InvoiceXpress: a sua regularização ou devolução (nota de crédito) ainda não é emitida a partir da Clínica',
  receiptBeingIssued: 'O recibo deste pagamento já está a ser emitido na InvoiceXpress: aguarde um momento',
  receiptsElsewhere:
    'Com a InvoiceXpress, os recibos são emitidos na InvoiceXpress: este tipo de documento ainda não é emitido a partir da Clínica',
} as const;

/** `GET /api/v1/tenants/{id}/invoicing/provider`: the key itself is never returned. */
export const invoicingProviderSettings = z.object({
  provider: invoicingProvider,
  account_name: z.string().nullable(),
  api_key_set: z.boolean(),
  /** The first day of the month from which the provider issues (documents before stay where issued). */
  switched_at: z.iso.date().nullable(),
});
export type InvoicingProviderSettings = z.infer<typeof invoicingProviderSettings>;

/** `PUT /api/v1/tenants/{id}/invoicing/provider`. Absent api_key: keep the stored one. */
export const invoicingProviderUpdate = z
  .strictObject({
    provider: invoicingProvider,
    account_name: optionalText(63),
    api_key: optionalText(200).optional(),
  })
  .superRefine((v, ctx) => {
    if (v.provider !== 'invoicexpress') return;
    if (!v.account_name || !/^[a-z0-9][a-z0-9-]*$/i.test(v.account_name))
      ctx.addIssue({
        code: 'custom',
        path: ['account_name'],
        message: invoicingProviderMessages.accountName,
      });
  });
export type InvoicingProviderUpdate = z.input<typeof invoicingProviderUpdate>;

import type { TFunction } from 'i18next';
import { FINAL_CONSUMER_NIF, type InvoicingDocumentSummary } from '@clinica/contracts/invoicing';
import { formatDate } from '../../lib/format';

/** The document's number («FT 2026A/17»), or «Rascunho» while it has none. */
export const documentNumber = (t: TFunction, d: Pick<InvoicingDocumentSummary, 'invoice_no'>) =>
  d.invoice_no ?? t('invoices.statuses.D');

/** «Fatura FT 2026A/17», «Rascunho de fatura-recibo»: how a page or a dialog names a document. */
export const documentTitle = (t: TFunction, d: Pick<InvoicingDocumentSummary, 'invoice_no' | 'type'>) =>
  d.invoice_no
    ? t('invoices.titleIssued', { type: t(`invoices.types.${d.type}`), number: d.invoice_no })
    : t('invoices.titleDraft', { type: t(`invoices.types.${d.type}`) });

/** A calendar date (`YYYY-MM-DD`) as dd/mm/yyyy, read as a day (no time zone shift). */
export const formatDay = (date: string) => formatDate(`${date}T12:00:00Z`, 'UTC');

/** The document's date: issued on, or (a draft) created on. */
export const documentDate = (
  d: Pick<InvoicingDocumentSummary, 'invoice_date' | 'created_at'>,
  timeZone?: string,
) => (d.invoice_date ? formatDay(d.invoice_date) : formatDate(d.created_at, timeZone));

/** The customer's NIF, or «Consumidor final» for the final consumer's (999999990). */
export const customerNif = (t: TFunction, nif: string) =>
  nif === FINAL_CONSUMER_NIF || !nif ? t('invoices.finalConsumer') : nif;

/** A credit note's amounts are shown as what they take away. */
export const signedGross = (d: Pick<InvoicingDocumentSummary, 'type' | 'gross_cents'>) =>
  d.type === 'NC' ? -d.gross_cents : d.gross_cents;

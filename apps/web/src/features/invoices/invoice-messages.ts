import type { TFunction } from 'i18next';
import { invoicingMessages } from '@clinica/contracts/invoicing';
import { paymentMessages } from '@clinica/contracts/payments';
import { showSaveError } from '../../lib/form-errors';
import { translateMessage } from '../../lib/validation-messages';

/**
 * The contract's fixed pt-PT messages → their keys here (`invoices.contract.<name>`), by text; with the
 * two refusals payments give a cancellation (decision 030), which a document shows as why it cannot be
 * cancelled (`cancel_refusal`).
 */
export const contractMessages: Record<string, string> = {
  ...invoicingMessages,
  documentHasPayments: paymentMessages.documentHasPayments,
  advanceCreditNote: paymentMessages.advanceCreditNote,
};
const keyOf = new Map<string, string>(
  Object.entries(contractMessages).map(([name, message]): [string, string] => [
    message,
    `invoices.contract.${name}`,
  ]),
);

/** A message of the contract or the server in the interface's language (an unknown one as it came). */
export function translateInvoiceMessage(t: TFunction, message: string | undefined): string | undefined {
  if (!message) return undefined;
  const key = keyOf.get(message);
  return key ? t(key) : translateMessage(t, message);
}

/**
 * A failed write: the server's `fields` go on the form's inputs (`setFieldError` maps the contract's
 * path to the form's and says whether it showed it), anything else becomes a notice.
 */
export function showInvoiceError(
  error: unknown,
  t: TFunction,
  setFieldError?: (path: string, message: string) => boolean,
): void {
  showSaveError(error, t, setFieldError, (message) => translateInvoiceMessage(t, message));
}

import type { TFunction } from 'i18next';
import { cashCloseMessages } from '@clinica/contracts/cash-close';
import { paymentMessages } from '@clinica/contracts/payments';
import { showSaveError } from '../../lib/form-errors';
import { translateMessage } from '../../lib/validation-messages';

/** The contract's fixed pt-PT messages → their keys here (`payments.contract.<name>`), by text. */
const keyOf = new Map<string, string>([
  ...Object.entries(cashCloseMessages).map(([name, message]): [string, string] => [
    message,
    `payments.cashClose.contract.${name}`,
  ]),
  ...Object.entries(paymentMessages).map(([name, message]): [string, string] => [
    message,
    `payments.contract.${name}`,
  ]),
]);

/** A message of the contract or the server in the interface's language (an unknown one as it came). */
export function translatePaymentMessage(t: TFunction, message: string | undefined): string | undefined {
  if (!message) return undefined;
  const key = keyOf.get(message);
  return key ? t(key) : translateMessage(t, message);
}

/**
 * A failed write: the server's `fields` go on the form's inputs (`setFieldError` says whether it
 * showed one), anything else becomes a notice.
 */
export function showPaymentError(
  error: unknown,
  t: TFunction,
  setFieldError?: (path: string, message: string) => boolean,
): void {
  showSaveError(error, t, setFieldError, (message) => translatePaymentMessage(t, message));
}

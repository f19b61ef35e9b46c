import type { TFunction } from 'i18next';
import { insurerBillingMessages } from '@clinica/contracts/insurer-billing';
import { showSaveError } from '../../lib/form-errors';
import { translateMessage } from '../../lib/validation-messages';

const keyOf = new Map<string, string>(
  Object.entries(insurerBillingMessages).map(([key, text]) => [
    text,
    `configurations.insurerBilling.messages.${key}`,
  ]),
);

/** A message of the insurer-billing contract (or a common one) in the interface's language. */
export function translateBillingMessage(t: TFunction, message: string | undefined): string | undefined {
  if (!message) return undefined;
  const key = keyOf.get(message);
  return key ? t(key) : (translateMessage(t, message) ?? message);
}

/** A failed statement/payment request: its fields' messages where the form has them, or a notice. */
export function showBillingError(
  error: unknown,
  t: TFunction,
  setFieldError?: (field: string, message: string) => boolean,
): void {
  showSaveError(error, t, setFieldError, (message) => translateBillingMessage(t, message));
}

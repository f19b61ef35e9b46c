import type { TFunction } from 'i18next';
import { performedMessages } from '@clinica/contracts/interventions-performed';
import { ApiError } from '../../lib/api-client';
import { notify } from '../../lib/notify';
import { translateMessage } from '../../lib/validation-messages';

/** The contract's fixed pt-PT messages → their keys here (`sessions.contract.<name>`), by text. */
const keyOf = new Map<string, string>(
  Object.entries(performedMessages).map(([name, message]): [string, string] => [
    message,
    `sessions.contract.${name}`,
  ]),
);

/** A message of the contract or the server in the interface's language (an unknown one as it came). */
export function translateSessionMessage(t: TFunction, message: string | undefined): string | undefined {
  if (!message) return undefined;
  const key = keyOf.get(message);
  return key ? t(key) : translateMessage(t, message);
}

/**
 * A failed write: the server's field messages (`sets.0.load_kg`, `notes`) under the inputs the card has,
 * anything else as a notice. What the global handling already told the user is not repeated.
 */
export function showSessionError(
  error: unknown,
  t: TFunction,
  setFieldError?: (path: string, message: string) => boolean,
): void {
  if (!(error instanceof ApiError)) {
    if (error instanceof Error && 'handled' in error && error.handled) return;
    notify(t('errors.unexpected'), 'error');
    return;
  }
  if (error.handled) return;
  let shown = false;
  for (const [field, message] of Object.entries(error.fields)) {
    if (setFieldError?.(field, translateSessionMessage(t, message) ?? message)) shown = true;
  }
  if (!shown) notify(translateSessionMessage(t, error.message) || t('errors.unexpected'), 'error');
}

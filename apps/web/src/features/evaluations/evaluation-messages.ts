import type { TFunction } from 'i18next';
import { evaluationMessages } from '@clinica/contracts/evaluations';
import { ApiError } from '../../lib/api-client';
import { notify } from '../../lib/notify';
import { translateMessage } from '../../lib/validation-messages';

/** The contract's fixed pt-PT messages → their keys here (`evaluations.contract.<name>`), by text. */
const keyOf = new Map<string, string>(
  Object.entries(evaluationMessages).flatMap(([name, message]): [string, string][] =>
    typeof message === 'string' ? [[message, `evaluations.contract.${name}`]] : [],
  ),
);

/** A message of the contract or the server in the interface's language (an unknown one as it came). */
export function translateEvaluationMessage(t: TFunction, message: string | undefined): string | undefined {
  if (!message) return undefined;
  const key = keyOf.get(message);
  return key ? t(key) : translateMessage(t, message);
}

/**
 * A failed write: the server's field messages under the inputs the form has (`content.x.0.y` or `x.0.y`),
 * anything else as a notice with the server's own words. What the global handling already told the
 * user (403, 500, no connection) is not repeated.
 */
export function showEvaluationError(
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
    const text = translateEvaluationMessage(t, message) ?? message;
    if (setFieldError?.(field.replace(/^content\./, ''), text)) shown = true;
  }
  if (!shown) notify(translateEvaluationMessage(t, error.message) || t('errors.unexpected'), 'error');
}

import type { TFunction } from 'i18next';
import { ApiError } from './api-client';
import { notify } from './notify';
import { translateMessage } from './validation-messages';

/**
 * What a form does with a failed save: the server's `fields` messages go under the inputs the form has
 * (`setFieldError`), anything else becomes a notice. Failures the global handling already reported
 * (401, 402, 403, 500, no connection) are not repeated. `translate` lets a feature add its contract's
 * own messages to the common ones.
 */
export function showSaveError(
  error: unknown,
  t: TFunction,
  setFieldError?: (field: string, message: string) => boolean,
  translate: (message: string) => string | undefined = (message) => translateMessage(t, message),
): void {
  if (!(error instanceof ApiError)) {
    if (error instanceof Error && 'handled' in error && error.handled) return;
    notify(t('errors.unexpected'), 'error');
    return;
  }
  if (error.handled) return;
  let shown = false;
  for (const [field, message] of Object.entries(error.fields)) {
    if (setFieldError?.(field, translate(message) ?? message)) shown = true;
  }
  if (!shown) notify(translate(error.message) || t('errors.unexpected'), 'error');
}

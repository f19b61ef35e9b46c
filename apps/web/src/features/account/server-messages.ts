import type { TFunction } from 'i18next';
import { PHONE_INVALID } from '@clinica/contracts/phone';
import { EMAIL_INVALID, signUpMessages } from '@clinica/contracts/sign-up';
import { ApiError } from '../../lib/api-client';
import { translateMessage as translateCommon } from '../../lib/validation-messages';

/**
 * The sign-up and set-password messages of the contracts and the server (Portuguese) as i18n keys, so
 * English gets English; everything else (required, password rules, our own "validation.x" keys, new
 * server texts) goes through the app's common translation.
 */
const known: Record<string, { key: string; values?: Record<string, unknown> }> = {
  [EMAIL_INVALID]: { key: 'signUp.errors.emailInvalid' },
  [PHONE_INVALID]: { key: 'signUp.errors.phoneInvalid' },
  [signUpMessages.emailTaken]: { key: 'signUp.errors.emailTaken' },
  [signUpMessages.acceptTerms]: { key: 'signUp.errors.acceptTerms' },
  [signUpMessages.codeWrong]: { key: 'signUp.errors.codeWrong' },
  [signUpMessages.codeExpired]: { key: 'signUp.errors.codeExpired' },
  [signUpMessages.codeExhausted]: { key: 'signUp.errors.codeExhausted' },
  [signUpMessages.invalidLink]: { key: 'signUp.errors.invalidLink' },
  [signUpMessages.resetFailed]: { key: 'signUp.errors.resetFailed' },
  'O código tem 6 algarismos': { key: 'signUp.errors.codeFormat' },
};

export function translateMessage(t: TFunction, message: string | undefined): string | undefined {
  if (!message) return undefined;
  const entry = known[message];
  if (entry) return t(entry.key, entry.values ?? {});
  return translateCommon(t, message);
}

/** The server's per-field messages, in the order the form shows its fields (the first gets the focus). */
export function fieldErrors<F extends string>(
  error: unknown,
  order: readonly F[],
): Array<{ field: F; message: string }> {
  if (!(error instanceof ApiError)) return [];
  return order.flatMap((field) => {
    const message = error.fields[field];
    return message ? [{ field, message }] : [];
  });
}

export function isTooManyAttempts(error: unknown): boolean {
  return error instanceof ApiError && error.status === 429;
}

export function isInvalidLink(error: unknown): boolean {
  return error instanceof ApiError && error.code === 'invalid_token';
}
